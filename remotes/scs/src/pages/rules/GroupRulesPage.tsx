import { useState } from 'react';
import { App, Card, Tag, Typography } from 'antd';
import { SCS_GROUP_CRITERIA, type ScsDryRun, type ScsGroupCriterion, type ScsGroupRule } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { DataTable, FailedState, ListPage } from '@esee/ui';
import { rulesApi } from '../../api/rules';
import { DryRunPanel } from './DryRunPanel';
import { GroupRuleEditor } from './GroupRuleEditor';
import { percent, RuleActions, RuleStatusTag, SubmitReviewModal } from './common';
import { today } from '@esee/http';

interface Line {
  criterion: ScsGroupCriterion;
  current: ScsGroupRule | undefined;
  draft: ScsGroupRule | undefined;
}

/**
 * `/sameCustomerSystem/ruleConfiguration/groupRules` (同一客户分组规则): one rule per criterion with its
 * legal basis, relation types, thresholds, depth, automatic or suggestion, effective date and version.
 * Editing makes a draft; a draft is dry-run (the impact on today's groups) and submitted to 数据复核;
 * approval publishes it. All versions below as history.
 */
export default function GroupRulesPage() {
  usePageTitle('同一客户分组规则');
  const { message } = App.useApp();
  const list = useLoad(() => rulesApi.groupRules(), []);
  const [editing, setEditing] = useState<Line | null>(null);
  const [submitting, setSubmitting] = useState<ScsGroupRule | null>(null);
  const [dry, setDry] = useState<{ rule: ScsGroupRule; result: ScsDryRun } | null>(null);
  const [running, setRunning] = useState<number | null>(null);

  if (list.status === 'failed') return <FailedState onRetry={list.reload} />;
  const items = list.data?.items ?? [];
  const lines: Line[] = SCS_GROUP_CRITERIA.map((criterion) => {
    const versions = items.filter((r) => r.criterion === criterion);
    return {
      criterion,
      current: versions.find((r) => r.inEffect),
      draft: versions.find((r) => r.status === 'DRAFT' || r.status === 'PENDING'),
    };
  });
  const shown = (l: Line) => l.draft ?? l.current;

  const runDry = async (rule: ScsGroupRule) => {
    setRunning(rule.id);
    try {
      const result = await rulesApi.dryRun(rule.id);
      setDry({ rule, result });
      list.reload();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setRunning(null);
    }
  };

  return (
    <ListPage
      title="同一客户分组规则"
      testId="scs-group-rules-page"
      intro={
        <Typography.Paragraph type="secondary">
          依据《商业银行集团客户授信业务风险管理指引》第三条及大额风险暴露办法的经济依存认定。识别按各规则已发布且已到生效日期的版本执行；修改先保存为草稿，试运行查看对现有识别组的影响后提交复核，复核通过即发布。
        </Typography.Paragraph>
      }
    >
      <Card size="small">
        <DataTable<Line>
          testId="scs-group-rules"
          columnsId="scs.groupRules"
          size="small"
          loading={list.status === 'loading'}
          rowKey={(l) => l.criterion}
          rows={list.status === 'ok' ? lines : []}
          emptyText="暂无规则"
          rowData={(l) => ({ 'data-testid': `scs-rule-row-${l.criterion}` })}
          columns={[
            { key: 'code', title: '编号', width: 70, render: (l) => shown(l)?.code ?? '-' },
            {
              key: 'rule',
              title: '规则',
              width: 240,
              render: (l) => {
                const r = shown(l);
                return (
                  <>
                    <Typography.Text strong>{r?.name}</Typography.Text>
                    <div>
                      <Typography.Text type="secondary">{r?.content.description}</Typography.Text>
                    </div>
                  </>
                );
              },
            },
            {
              key: 'legalBasis',
              title: '法律依据',
              width: 170,
              optional: true,
              render: (l) => shown(l)?.content.legalBasis,
            },
            {
              key: 'relationTypes',
              title: '关系类型',
              width: 200,
              render: (l) => shown(l)?.content.relationTypes.map((t) => <Tag key={t}>{t}</Tag>),
            },
            {
              key: 'threshold',
              title: '阈值',
              width: 80,
              render: (l) => (
                <span data-testid="scs-rule-threshold-value">{percent(shown(l)?.content.threshold ?? null)}</span>
              ),
            },
            { key: 'maxDepth', title: '深度', width: 60, optional: true, render: (l) => shown(l)?.content.maxDepth },
            {
              key: 'automatic',
              title: '方式',
              width: 80,
              optional: true,
              render: (l) => (shown(l)?.content.automatic ? '自动归组' : '仅建议'),
            },
            { key: 'effectiveDate', title: '生效日期', width: 100, render: (l) => shown(l)?.content.effectiveDate },
            {
              key: 'version',
              title: '版本',
              width: 60,
              render: (l) => <span data-testid="scs-rule-version">v{shown(l)?.version ?? '-'}</span>,
            },
            {
              key: 'status',
              title: '状态',
              width: 110,
              fixed: 'right',
              render: (l) => {
                const r = shown(l);
                return r ? (
                  <RuleStatusTag status={r.status} inEffect={r.inEffect} future={r.content.effectiveDate > today()} />
                ) : (
                  <Tag>未启用</Tag>
                );
              },
            },
            {
              key: 'actions',
              title: '操作',
              width: 230,
              render: (l) => {
                const draft = l.draft?.status === 'DRAFT' ? l.draft : undefined;
                return (
                  <RuleActions
                    testIdPrefix="scs-rule"
                    isDraft={!!draft}
                    pending={l.draft?.status === 'PENDING'}
                    onEdit={() => setEditing(l)}
                    check={{
                      label: '试运行',
                      testId: 'scs-rule-dryrun',
                      loading: running === draft?.id,
                      run: () => void (draft && runDry(draft)),
                    }}
                    checked={!!draft?.dryRun}
                    onSubmit={() => setSubmitting(draft ?? null)}
                    remove={() => rulesApi.deleteGroupRule(draft!.id)}
                    onRemoved={() => {
                      if (dry?.rule.id === draft?.id) setDry(null);
                      list.reload();
                    }}
                  />
                );
              },
            },
          ]}
        />
      </Card>
      {dry && <DryRunPanel result={dry.result} title={`${dry.rule.name} v${dry.rule.version}`} />}
      <Card size="small" title="版本历史" style={{ marginTop: 12 }}>
        <DataTable<ScsGroupRule>
          testId="scs-rule-history"
          size="small"
          rowKey={(r) => String(r.id)}
          rows={items}
          loading={list.status === 'loading'}
          columns={[
            { key: 'code', title: '编号', width: 70 },
            { key: 'name', title: '规则', width: 130 },
            { key: 'version', title: '版本', width: 60, render: (r) => `v${r.version}` },
            {
              key: 'content',
              title: '内容',
              render: (r) =>
                `阈值 ${percent(r.content.threshold)} · 深度 ${r.content.maxDepth} · ${r.content.automatic ? '自动归组' : '仅建议'} · ${r.content.effectiveDate} 生效`,
            },
            { key: 'dryRun', title: '试运行', render: (r) => r.dryRun?.text ?? '-' },
            { key: 'createdAt', title: '创建', width: 160, render: (r) => `${r.createdBy ?? '系统'} ${r.createdAt}` },
            { key: 'publishedAt', title: '发布时间', width: 140, render: (r) => r.publishedAt ?? '-' },
            {
              key: 'status',
              title: '状态',
              width: 110,
              render: (r) => (
                <RuleStatusTag status={r.status} inEffect={r.inEffect} future={r.content.effectiveDate > today()} />
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <GroupRuleEditor
          criterion={editing.criterion}
          from={(editing.draft ?? editing.current ?? items.find((r) => r.criterion === editing.criterion))!.content}
          draftId={editing.draft?.id ?? null}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              message.success('草稿已保存，请试运行后提交复核');
              setDry(null);
              list.reload();
            }
          }}
        />
      )}
      {submitting && (
        <SubmitReviewModal
          title={`提交复核：${submitting.name} v${submitting.version}`}
          summary={
            <>
              试运行影响：<Typography.Text strong>{submitting.dryRun?.text}</Typography.Text>
              。复核人通过后规则发布，按生效日期用于识别。
            </>
          }
          onSubmit={(reason) => rulesApi.submitGroupRule(submitting.id, reason)}
          onClose={(done) => {
            setSubmitting(null);
            if (done) list.reload();
          }}
        />
      )}
    </ListPage>
  );
}

import { useEffect, useState } from 'react';
import { Alert, App, Button, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import {
  PROPAGATED_FLAG,
  WARNING_SEVERITIES,
  WARNING_STATUSES,
  type ScsWarning,
  type WarningSeverity,
  type WarningStatus,
} from '@esee/contracts';
import { usePageTitle, useSubmit } from '@esee/react';
import { choices, CompanyLink, DataTable, FilterSelect, ListPage } from '@esee/ui';
import { applicationApi } from '../../api/application';

const SEVERITY_COLOR: Record<string, string> = { 红: 'red', 橙: 'orange', 黄: 'gold' };
const STATUS_COLOR: Record<string, string> = {
  待处理: 'blue',
  处理中: 'processing',
  已处置: 'green',
  已忽略: 'default',
};

/** Closing (已处置) or ignoring (已忽略) a warning, with the note the server requires. */
function CloseDialog({
  warning,
  status,
  onClose,
  onDone,
}: {
  warning: ScsWarning;
  status: '已处置' | '已忽略';
  onClose: () => void;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const { busy, run } = useSubmit();
  const submit = async () => {
    await run(async () => {
      await applicationApi.updateWarning({ warningId: warning.warningId, status, note });
      onDone();
    });
  };
  return (
    <Modal
      open
      title={status === '已处置' ? '处置预警' : '忽略预警'}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !note.trim(), loading: busy, 'data-testid': 'scs-warning-close-ok' }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{warning.title}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={500}
        placeholder={status === '已处置' ? '处置说明（必填）' : '忽略原因（必填）'}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        data-testid="scs-warning-note"
      />
    </Modal>
  );
}

/**
 * `/sameCustomerSystem/applicationService/riskWarning`: 风险预警 (product notes §4.6). A scan reads every
 * group member's external and internal signals; a member's warning propagates to its group
 * (「成员风险传导」). The inbox: severity, status, group filters; assignee; closing needs a note; overdue
 * ones (past their SLA) are marked.
 */
export default function RiskWarningPage() {
  usePageTitle('风险预警');
  const { message } = App.useApp();
  const [severity, setSeverity] = useState<WarningSeverity | undefined>();
  const [status, setStatus] = useState<WarningStatus | undefined>();
  const [groupKey, setGroupKey] = useState<string | undefined>();
  const [propagated, setPropagated] = useState<boolean | undefined>();
  const [version, setVersion] = useState(0);
  const [scanning, setScanning] = useState(false);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [groups, setGroups] = useState<{ groupKey: string; groupName: string }[]>([]);
  const [users, setUsers] = useState<{ userId: number; name: string }[]>([]);
  const [closing, setClosing] = useState<{ warning: ScsWarning; status: '已处置' | '已忽略' } | null>(null);
  useEffect(() => {
    applicationApi.assignees().then(setUsers, () => setUsers([]));
  }, []);
  const reload = () => setVersion((v) => v + 1);

  const scan = async () => {
    setScanning(true);
    try {
      const r = await applicationApi.scan();
      void message.success(`扫描完成：新增预警 ${r.created} 条，共 ${r.total} 条`);
      reload();
    } catch {
      // The client has shown why.
    } finally {
      setScanning(false);
    }
  };
  const assign = async (w: ScsWarning, assigneeId: number) => {
    try {
      await applicationApi.updateWarning({ warningId: w.warningId, assigneeId });
      reload();
    } catch {
      // The client has shown why.
    }
  };

  return (
    <ListPage
      title="风险预警"
      testId="scs-warning-page"
      filters={
        <>
          <FilterSelect
            placeholder="等级"
            testId="scs-warning-severity"
            options={choices(WARNING_SEVERITIES)}
            value={severity}
            onChange={(v) => setSeverity(v as WarningSeverity | undefined)}
          />
          <FilterSelect
            placeholder="状态"
            testId="scs-warning-status"
            options={choices(WARNING_STATUSES)}
            value={status}
            onChange={(v) => setStatus(v as WarningStatus | undefined)}
          />
          <FilterSelect
            placeholder="集团"
            testId="scs-warning-group"
            search
            minWidth={220}
            options={groups.map((g) => ({ value: g.groupKey, label: g.groupName }))}
            value={groupKey}
            onChange={(v) => setGroupKey(v as string | undefined)}
          />
          <FilterSelect
            placeholder="来源"
            testId="scs-warning-source"
            options={[
              { value: 'spread', label: PROPAGATED_FLAG },
              { value: 'own', label: '成员自身' },
            ]}
            value={propagated === undefined ? undefined : propagated ? 'spread' : 'own'}
            onChange={(v) => setPropagated(v === undefined ? undefined : v === 'spread')}
          />
        </>
      }
      actions={
        <>
          {WARNING_SEVERITIES.map((s) => (
            <Tag key={s} color={SEVERITY_COLOR[s]} data-testid={`scs-warning-count-${s}`}>
              {s} {counts[s] ?? 0}
            </Tag>
          ))}
          <Button type="primary" loading={scanning} onClick={() => void scan()} data-testid="scs-warning-scan">
            扫描预警
          </Button>
        </>
      }
    >
      <DataTable<ScsWarning>
        testId="scs-warnings"
        reloadKey={`${severity ?? ''}/${status ?? ''}/${groupKey ?? ''}/${String(propagated)}/${version}`}
        rowKey={(w) => String(w.warningId)}
        load={async (page) => {
          const r = await applicationApi.warnings({ severity, status, groupKey, propagated }, page);
          setCounts(r.counts);
          setGroups(r.groups);
          return { total: r.total, list: r.list };
        }}
        columns={[
          {
            key: 'severity',
            title: '等级',
            width: 60,
            render: (w) => (
              <Tag color={SEVERITY_COLOR[w.severity]} data-testid="scs-warning-severity-tag">
                {w.severity}
              </Tag>
            ),
          },
          {
            key: 'title',
            title: '预警',
            render: (w) => (
              <div data-testid="scs-warning-title">
                {w.propagated && (
                  <Tag color="purple" data-testid="scs-warning-propagated">
                    {PROPAGATED_FLAG}
                  </Tag>
                )}
                <Tag>{w.category}</Tag>
                {w.title}
                <div>
                  <Typography.Text type="secondary">{w.detail}</Typography.Text>
                </div>
              </div>
            ),
          },
          {
            key: 'ent',
            title: '企业 / 集团',
            width: 240,
            render: (w) => (
              <div>
                <CompanyLink entId={w.entId} name={w.propagated ? (w.sourceEntName ?? w.entName) : w.entName} />
                <div>
                  <Typography.Text type="secondary">{w.groupName}</Typography.Text>
                </div>
              </div>
            ),
          },
          {
            key: 'status',
            title: '状态',
            width: 110,
            render: (w) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_COLOR[w.status]} data-testid="scs-warning-status-tag">
                  {w.status}
                </Tag>
                {w.note && <Typography.Text type="secondary">{w.note}</Typography.Text>}
              </Space>
            ),
          },
          {
            key: 'due',
            title: '处理时限',
            width: 150,
            render: (w) => (
              <span>
                {w.dueAt}
                {w.overdue && (
                  <Tag color="red" data-testid="scs-warning-overdue" style={{ marginLeft: 4 }}>
                    已超时
                  </Tag>
                )}
              </span>
            ),
          },
          {
            key: 'assignee',
            title: '处理人',
            width: 150,
            render: (w) => (
              <Select
                size="small"
                style={{ width: 130 }}
                placeholder="指派"
                value={w.assigneeId ?? undefined}
                disabled={w.status === '已处置' || w.status === '已忽略'}
                options={users.map((u) => ({ value: u.userId, label: u.name }))}
                onChange={(v: number) => void assign(w, v)}
                data-testid="scs-warning-assignee"
              />
            ),
          },
          {
            key: 'action',
            title: '操作',
            width: 110,
            render: (w) =>
              w.status === '已处置' || w.status === '已忽略' ? null : (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setClosing({ warning: w, status: '已处置' })}
                    data-testid="scs-warning-resolve"
                  >
                    处置
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setClosing({ warning: w, status: '已忽略' })}
                    data-testid="scs-warning-ignore"
                  >
                    忽略
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        data-testid="scs-warning-rule"
        message="预警等级规则：红——失信、被执行、股权冻结、逾期90天以上、五级分类次级/可疑/损失、额度或集中度达100%；橙——新增诉讼、经营异常、行政处罚、逾期31–90天、关注类、达90%；黄——负面舆情、股权出质、逾期1–30天、达80%。成员预警传导至集团（「成员风险传导」）降一级。处理时限：红24小时、橙72小时、黄7天。外部信号取近90天新增记录；同一信号重复扫描不重复生成。"
      />
      {closing && (
        <CloseDialog
          warning={closing.warning}
          status={closing.status}
          onClose={() => setClosing(null)}
          onDone={() => {
            setClosing(null);
            void message.success('已更新预警');
            reload();
          }}
        />
      )}
    </ListPage>
  );
}

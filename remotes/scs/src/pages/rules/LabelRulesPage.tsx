import { useMemo, useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  labelConditionText,
  type ScsLabelLogic,
  type ScsLabelPreview,
  type ScsLabelRule,
  type ScsLabelRuleContent,
} from '@esee/contracts';
import { useLoad, usePageTitle, useSubmit } from '@esee/react';
import { CompanyLink, DataTable, EmptyState, FailedState, ListPage, validValues } from '@esee/ui';
import { rulesApi } from '../../api/rules';
import { ConditionBuilder, newCondition } from './ConditionBuilder';
import { RuleActions, RuleStatusTag, SubmitReviewModal } from './common';

const COLORS = [
  { value: '#cf1322', label: '红' },
  { value: '#d46b08', label: '橙' },
  { value: '#d4b106', label: '黄' },
  { value: '#389e0d', label: '绿' },
  { value: '#1677ff', label: '蓝' },
  { value: '#531dab', label: '紫' },
];

function LabelEditor({ rule, onClose }: { rule: ScsLabelRule | null; onClose: (saved: ScsLabelRule | null) => void }) {
  const [form] = Form.useForm<Omit<ScsLabelRuleContent, 'condition'>>();
  const [condition, setCondition] = useState<ScsLabelLogic>(
    rule?.content.condition ?? { logic: 'AND', items: [newCondition()] },
  );
  const { busy, run } = useSubmit();
  return (
    <Modal
      open
      width={820}
      title={rule ? `编辑标签规则：${rule.content.name}（${rule.code}）` : '新建标签规则'}
      okText="保存草稿"
      okButtonProps={{ loading: busy, 'data-testid': 'scs-label-save' }}
      onCancel={() => onClose(null)}
      onOk={async () => {
        const values = await validValues(form);
        if (!values) return;
        await run(async () => {
          const saved = await rulesApi.saveLabelRule({
            ...(rule?.status === 'DRAFT' ? { id: rule.id } : {}),
            ...(rule ? { code: rule.code } : {}),
            content: { ...values, name: values.name.trim(), description: values.description ?? '', condition },
          });
          onClose(saved);
        });
      }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={rule?.content ?? { name: '', color: COLORS[0]!.value, description: '' }}
      >
        <Space align="start" wrap>
          <Form.Item
            name="name"
            label="标签名称"
            rules={[{ required: true, whitespace: true, message: '请填写标签名称' }]}
          >
            <Input maxLength={20} style={{ width: 220 }} placeholder="如 担保圈成员" data-testid="scs-label-name" />
          </Form.Item>
          <Form.Item name="color" label="颜色" rules={[{ required: true }]}>
            <Select
              style={{ width: 120 }}
              options={COLORS.map((c) => ({ value: c.value, label: <Tag color={c.value}>{c.label}</Tag> }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="description" label="说明">
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item label="条件" required>
          <ConditionBuilder value={condition} onChange={setCondition} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PreviewPanel({ rule, preview }: { rule: ScsLabelRule; preview: ScsLabelPreview }) {
  return (
    <Card size="small" title={`预览：${rule.content.name}`} style={{ marginTop: 12 }} data-testid="scs-label-preview">
      <Typography.Paragraph>
        <span data-testid="scs-label-preview-text">
          命中 {preview.total} 户客户（本行客户共 {preview.bookSize} 户）
        </span>
        <Typography.Text type="secondary"> · {preview.computedAt}</Typography.Text>
      </Typography.Paragraph>
      {preview.total === 0 ? (
        <EmptyState description="没有客户满足该条件" />
      ) : (
        <Space wrap data-testid="scs-label-preview-list">
          {preview.customers.map((c) => (
            <CompanyLink key={c.entId} entId={c.entId} name={c.entName} />
          ))}
          {preview.total > preview.customers.length && <Typography.Text type="secondary">等</Typography.Text>}
        </Space>
      )}
    </Card>
  );
}

/**
 * `/sameCustomerSystem/ruleConfiguration/labelRules` (标签规则): tags built from conditions over the customer
 * book (registry, exposures, rating, group role, guarantee circle, risk counts). A draft is previewed (which
 * customers get the tag) before it goes to 数据复核; once approved the tag shows on 单一客户.
 */
export default function LabelRulesPage() {
  usePageTitle('标签规则');
  const { message } = App.useApp();
  const list = useLoad(() => rulesApi.labelRules(), []);
  const [editing, setEditing] = useState<ScsLabelRule | null | 'new'>(null);
  const [preview, setPreview] = useState<{ rule: ScsLabelRule; result: ScsLabelPreview } | null>(null);
  const [submitting, setSubmitting] = useState<ScsLabelRule | null>(null);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  // One line per tag: its open draft, else its newest version. Kept while the page's dialogs open, so the list
  // stays on its page.
  const lines = useMemo(
    () =>
      [...new Map(items.map((r) => [r.code, r] as const)).keys()].map(
        (code) =>
          items.find((r) => r.code === code && (r.status === 'DRAFT' || r.status === 'PENDING')) ??
          items.find((r) => r.code === code)!,
      ),
    [items],
  );
  if (list.status === 'failed') return <FailedState onRetry={list.reload} />;
  const published = (code: string) => items.find((r) => r.code === code && r.inEffect);
  const previewOf = async (r: ScsLabelRule) => {
    try {
      setPreview({ rule: r, result: await rulesApi.preview(r.id) });
      list.reload();
    } catch {
      // The HTTP client has shown the server's message.
    }
  };
  return (
    <ListPage
      title="标签规则"
      testId="scs-label-rules-page"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="scs-label-new">
          新建标签
        </Button>
      }
    >
      <Card size="small">
        <DataTable<ScsLabelRule>
          testId="scs-label-rules"
          size="small"
          rowKey={(r) => String(r.id)}
          loading={list.status === 'loading'}
          rows={lines}
          emptyText="尚无标签规则，点击「新建标签」按条件为客户打标签"
          rowData={(r) => ({ 'data-testid': `scs-label-row-${r.content.name}` })}
          columns={[
            { key: 'code', title: '编号', width: 80 },
            {
              key: 'name',
              title: '标签',
              width: 140,
              render: (r) => <Tag color={r.content.color}>{r.content.name}</Tag>,
            },
            { key: 'condition', title: '条件', render: (r) => labelConditionText(r.content.condition) },
            { key: 'version', title: '版本', width: 60, render: (r) => `v${r.version}` },
            {
              key: 'status',
              title: '状态',
              width: 150,
              render: (r) => (
                <Space size={4}>
                  <RuleStatusTag status={r.status} inEffect={r.inEffect} />
                  {r.status !== 'PUBLISHED' && published(r.code) && (
                    <Tag color="green">v{published(r.code)!.version} 生效中</Tag>
                  )}
                </Space>
              ),
            },
            {
              key: 'actions',
              title: '操作',
              width: 260,
              render: (r) => {
                return (
                  <RuleActions
                    testIdPrefix="scs-label"
                    isDraft={r.status === 'DRAFT'}
                    pending={r.status === 'PENDING'}
                    onEdit={() => setEditing(r)}
                    check={{ label: '预览', testId: 'scs-label-preview-button', run: () => void previewOf(r) }}
                    checked={!!r.preview}
                    onSubmit={() => setSubmitting(r)}
                    remove={() => rulesApi.deleteLabelRule(r.id)}
                    onRemoved={() => {
                      if (preview?.rule.id === r.id) setPreview(null);
                      list.reload();
                    }}
                  />
                );
              },
            },
          ]}
        />
      </Card>
      {preview && <PreviewPanel rule={preview.rule} preview={preview.result} />}
      {editing && (
        <LabelEditor
          rule={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              message.success('草稿已保存，请预览后提交复核');
              setPreview(null);
              list.reload();
            }
          }}
        />
      )}
      {submitting && (
        <SubmitReviewModal
          title={`提交复核：标签「${submitting.content.name}」`}
          summary={<>预览命中 {submitting.preview?.total ?? 0} 户客户。复核人通过后标签在单一客户列表与详情中显示。</>}
          onSubmit={(reason) => rulesApi.submitLabelRule(submitting.id, reason)}
          onClose={(done) => {
            setSubmitting(null);
            if (done) list.reload();
          }}
        />
      )}
    </ListPage>
  );
}

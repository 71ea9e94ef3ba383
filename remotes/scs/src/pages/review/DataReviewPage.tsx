import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Drawer, Input, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import {
  SCS_CHANGE_STATUS_LABEL,
  ScsChangeStatus,
  type ScsChange,
  type ScsChangeDetail,
  type ScsChangeField,
} from '@esee/contracts';
import { useLoad, usePageTitle, useSubmit } from '@esee/react';
import { DataTable, FailedState, PageTitle } from '@esee/ui';
import { reviewApi } from '../../api/review';

const STATUS_COLOR: Record<string, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' };

/**
 * One side of a change, field by field in the order both sides share (the server's `fields`): each field's
 * Chinese label and value, the fields that change marked 「已变更」. A side with nothing (a new row before,
 * a deleted one after) reads （无）.
 */
function ChangeSide({ fields, side, testId }: { fields: ScsChangeField[]; side: 'before' | 'after'; testId: string }) {
  if (!fields.length || fields.every((f) => f[side] === null))
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        （无）
      </Typography.Text>
    );
  return (
    <Descriptions size="small" column={1} bordered data-testid={testId}>
      {fields.map((f) => (
        <Descriptions.Item
          key={f.key}
          label={
            <span data-testid="scs-change-field" data-changed={f.changed}>
              {f.label}
              {f.changed && (
                <Tag color="volcano" style={{ marginLeft: 4 }}>
                  已变更
                </Tag>
              )}
            </span>
          }
        >
          <span style={f.changed ? { color: '#d4380d', fontWeight: 600 } : undefined}>{f[side] ?? '-'}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function Attachments({ change }: { change: ScsChange }) {
  if (!change.attachments.length) return <>-</>;
  return (
    <Space direction="vertical" size={0}>
      {change.attachments.map((a) => (
        <Button
          key={a.id}
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          onClick={() => void reviewApi.download(a.id).catch(() => undefined)}
          data-testid="scs-attachment"
        >
          {a.fileName}
        </Button>
      ))}
    </Space>
  );
}

/** The drawer of one change: before/after side by side, reason, attachments, and the decision. */
function ChangeDrawer({
  changeId,
  onClose,
  onDecided,
}: {
  changeId: number;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { message } = App.useApp();
  const detail = useLoad(() => reviewApi.change(changeId), [changeId]);
  const [comment, setComment] = useState('');
  const { busy, run } = useSubmit();
  const [needComment, setNeedComment] = useState(false);
  const c: ScsChangeDetail | undefined = detail.data;
  const decide = async (approve: boolean) => {
    if (!approve && !comment.trim()) return setNeedComment(true);
    await run(async () => {
      await reviewApi.decide(changeId, approve, comment.trim() || undefined);
      void message.success(approve ? '已通过，变更已生效' : '已驳回');
      onDecided();
    });
  };
  return (
    <Drawer
      open
      width={880}
      title={c ? `${c.title}：${c.summary}` : '变更详情'}
      onClose={onClose}
      data-testid="scs-change-drawer"
    >
      {detail.status === 'failed' && <FailedState onRetry={detail.reload} />}
      {detail.status === 'loading' && <Card loading variant="borderless" />}
      {c && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLOR[c.status]} data-testid="scs-change-status">
                {SCS_CHANGE_STATUS_LABEL[c.status as ScsChangeStatus] ?? c.status}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="对象">{c.target ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="提交人">{c.makerName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{c.createdAt}</Descriptions.Item>
            <Descriptions.Item label="变更理由" span={2}>
              <span data-testid="scs-change-reason">{c.reason}</span>
            </Descriptions.Item>
            <Descriptions.Item label="附件" span={2}>
              <Attachments change={c} />
            </Descriptions.Item>
            {c.status !== 'PENDING' && (
              <>
                <Descriptions.Item label="复核人">
                  <span data-testid="scs-change-checker">{c.checkerName ?? '-'}</span>
                </Descriptions.Item>
                <Descriptions.Item label="复核时间">{c.decidedAt ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="复核意见" span={2}>
                  {c.comment ?? '-'}
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
          <div style={{ display: 'flex', gap: 16 }}>
            <Card size="small" title="变更前" style={{ flex: 1 }}>
              <ChangeSide fields={c.fields} side="before" testId="scs-before" />
            </Card>
            <Card
              size="small"
              title={c.status === 'APPROVED' ? '变更后' : '变更后（复核通过后生效）'}
              style={{ flex: 1 }}
            >
              <ChangeSide fields={c.fields} side="after" testId="scs-after" />
            </Card>
          </div>
          {c.status === 'PENDING' && (
            <Card size="small" title="复核">
              <Space direction="vertical" style={{ width: '100%' }}>
                {c.cannotDecide && (
                  <Alert type="info" showIcon title={c.cannotDecide} data-testid="scs-cannot-decide" />
                )}
                <Input.TextArea
                  rows={2}
                  maxLength={500}
                  placeholder="复核意见（驳回时必填）"
                  value={comment}
                  status={needComment ? 'error' : undefined}
                  onChange={(e) => {
                    setComment(e.target.value);
                    setNeedComment(false);
                  }}
                  data-testid="scs-review-comment"
                />
                {needComment && <Typography.Text type="danger">驳回须填写复核意见</Typography.Text>}
                <Space>
                  <Tooltip title={c.cannotDecide ?? undefined}>
                    <Button
                      type="primary"
                      disabled={!!c.cannotDecide}
                      loading={busy}
                      onClick={() => void decide(true)}
                      data-testid="scs-approve"
                    >
                      通过
                    </Button>
                  </Tooltip>
                  <Tooltip title={c.cannotDecide ?? undefined}>
                    <Button
                      danger
                      disabled={!!c.cannotDecide}
                      loading={busy}
                      onClick={() => void decide(false)}
                      data-testid="scs-reject"
                    >
                      驳回
                    </Button>
                  </Tooltip>
                </Space>
              </Space>
            </Card>
          )}
        </Space>
      )}
    </Drawer>
  );
}

/**
 * `/sameCustomerSystem/dataManagement/dataReview` (数据复核): the queue of changes waiting (kind, summary,
 * maker, time, reason, attachments) and the history of those approved or rejected. A change opens a drawer
 * with before/after side by side; approving one's own change (or a change of one's own role) is disabled
 * with the reason, and refused by the server anyway.
 */
export default function DataReviewPage() {
  usePageTitle('数据复核');
  const [params, setParams] = useSearchParams();
  const status = (Object.values(ScsChangeStatus).find((s) => s === params.get('status')) ??
    'PENDING') as ScsChangeStatus;
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div data-testid="scs-data-review-page">
      <PageTitle>数据复核</PageTitle>
      <Card size="small">
        <Tabs
          activeKey={status}
          onChange={(k) => setParams(new URLSearchParams({ status: k }), { replace: true })}
          items={Object.values(ScsChangeStatus).map((s) => ({ key: s, label: SCS_CHANGE_STATUS_LABEL[s] }))}
          data-testid="scs-review-tabs"
        />
        <DataTable<ScsChange>
          testId="scs-review-table"
          rowKey={(c) => String(c.id)}
          load={(page) => reviewApi.changes(status, undefined, page)}
          reloadKey={`${status}|${version}`}
          columns={[
            { key: 'kind', title: '变更类型', width: 150, render: (c) => <Tag>{c.title}</Tag> },
            {
              key: 'summary',
              title: '内容',
              render: (c) => (
                <Button
                  type="link"
                  style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
                  onClick={() => setOpen(c.id)}
                  data-testid="scs-change-open"
                >
                  {c.summary}
                </Button>
              ),
            },
            { key: 'maker', title: '提交人', width: 110, render: (c) => c.makerName ?? '-' },
            { key: 'at', title: '提交时间', width: 150, render: (c) => c.createdAt },
            { key: 'reason', title: '理由', render: (c) => c.reason },
            { key: 'files', title: '附件', width: 160, render: (c) => <Attachments change={c} /> },
            ...(status === 'PENDING'
              ? []
              : [
                  { key: 'checker', title: '复核人', width: 110, render: (c: ScsChange) => c.checkerName ?? '-' },
                  { key: 'decided', title: '复核时间', width: 150, render: (c: ScsChange) => c.decidedAt ?? '-' },
                ]),
            {
              key: 'op',
              title: '操作',
              width: 90,
              render: (c) => (
                <Button type="link" size="small" onClick={() => setOpen(c.id)} data-testid="scs-change-view">
                  {c.status === 'PENDING' ? '复核' : '查看'}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {open !== null && (
        <ChangeDrawer
          changeId={open}
          onClose={() => setOpen(null)}
          onDecided={() => {
            setOpen(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}

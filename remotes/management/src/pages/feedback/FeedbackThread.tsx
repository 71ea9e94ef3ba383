import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Drawer, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { FEEDBACK_SIDE_LABELS, type FeedbackDetail, type FeedbackStatus } from '@esee/contracts';
import { EventList, FailedState } from '@esee/ui';

/** Tag colours of the four statuses. */
export const STATUS_COLOR: Record<FeedbackStatus, string> = {
  PENDING: 'orange',
  PROCESSING: 'blue',
  REPLIED: 'green',
  CLOSED: 'default',
};

export function StatusTag({ status, label }: { status: FeedbackStatus; label: string }) {
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="feedback-status">
      {label}
    </Tag>
  );
}

/** Who is expected to answer: data corrections are the platform's, the rest the institution's first. */
export const expectedText = (expected: 'institution' | 'platform') =>
  expected === 'platform' ? '平台客服' : '机构管理员';

/** A feedback: what was sent, then its thread, oldest first. */
export function FeedbackThread({ detail, showOrigin }: { detail: FeedbackDetail; showOrigin: boolean }) {
  return (
    <div data-testid="feedback-thread">
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="类型">{detail.typeLabel}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag status={detail.status} label={detail.statusLabel} />
        </Descriptions.Item>
        {showOrigin && (
          <>
            <Descriptions.Item label="提交人">{detail.userName}</Descriptions.Item>
            <Descriptions.Item label="机构">{detail.instName}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{detail.phone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="处理人">{detail.assigneeName ?? '未认领'}</Descriptions.Item>
          </>
        )}
        <Descriptions.Item label="相关企业">{detail.entName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="来源页面">{detail.pagePath ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="提交时间（北京时间）">{detail.createdAt}</Descriptions.Item>
        <Descriptions.Item label="应答方">{expectedText(detail.expected)}</Descriptions.Item>
        <Descriptions.Item label="内容" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="feedback-content">
            {detail.content}
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>回复记录</Typography.Title>
      {detail.messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回复" />
      ) : (
        <EventList
          testId="feedback-messages"
          items={detail.messages.map((m) => ({
            key: m.id,
            color: m.side === 'member' ? 'gray' : m.side === 'platform' ? 'purple' : 'blue',
            children: (
              <div data-testid="feedback-message">
                <Space size={8}>
                  <Typography.Text strong>{m.author}</Typography.Text>
                  {m.side !== 'member' && m.author !== FEEDBACK_SIDE_LABELS[m.side] && (
                    <Tag>{FEEDBACK_SIDE_LABELS[m.side]}</Tag>
                  )}
                  <Typography.Text type="secondary">{m.createdAt}</Typography.Text>
                </Space>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
                  {m.content}
                </Typography.Paragraph>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}

/** A text box and a send button, for a reply or a follow-up; cleared once sent. */
export function MessageBox({
  placeholder,
  action,
  onSend,
  testId,
}: {
  placeholder: string;
  action: string;
  onSend: (content: string) => Promise<unknown>;
  testId: string;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Input.TextArea
        rows={3}
        maxLength={1000}
        showCount
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        data-testid={`${testId}-input`}
      />
      <Button
        type="primary"
        disabled={!text.trim()}
        loading={busy}
        onClick={() => void send()}
        style={{ marginTop: 16, alignSelf: 'flex-end' }}
        data-testid={`${testId}-send`}
      >
        {action}
      </Button>
    </div>
  );
}

/**
 * A feedback's drawer: `extra` (its actions) at the top; the retry notice if it failed to load, a spinner until it
 * has, then the thread and either `closedText` (a closed feedback takes no more messages) or the message box (children).
 */
export function FeedbackDrawer({
  width,
  onClose,
  extra,
  failed,
  onRetry,
  detail,
  showOrigin,
  closedText,
  children,
}: {
  width: number;
  onClose: () => void;
  extra: ReactNode;
  failed: boolean;
  onRetry: () => void;
  detail: FeedbackDetail | undefined;
  showOrigin: boolean;
  closedText: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      open
      width={width}
      title={detail?.title ?? '反馈详情'}
      onClose={onClose}
      data-testid="feedback-drawer"
      extra={extra}
    >
      {failed ? (
        <FailedState onRetry={onRetry} />
      ) : !detail ? (
        <Spin />
      ) : (
        <>
          <FeedbackThread detail={detail} showOrigin={showOrigin} />
          {detail.status === 'CLOSED' ? <Typography.Text type="secondary">{closedText}</Typography.Text> : children}
        </>
      )}
    </Drawer>
  );
}

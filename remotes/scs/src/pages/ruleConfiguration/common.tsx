import { useState } from 'react';
import { App, Input, Modal, Tag, Typography } from 'antd';
import { SCS_RULE_STATUS_LABEL, type ScsRuleStatus } from '@esee/contracts';

const STATUS_COLOR: Record<string, string> = {
  DRAFT: 'default',
  PENDING: 'orange',
  PUBLISHED: 'green',
  EXPIRED: 'default',
};

/** 草稿 / 待复核 / 已发布 / 已失效, with 未生效 for a published version whose date has not come. */
export function RuleStatusTag({ status, inEffect, future }: { status: string; inEffect?: boolean; future?: boolean }) {
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="scs-rule-status">
      {SCS_RULE_STATUS_LABEL[status as ScsRuleStatus] ?? status}
      {status === 'PUBLISHED' && !inEffect && future ? '（未生效）' : ''}
    </Tag>
  );
}

/** The reason asked before a draft goes to 数据复核. */
export function SubmitReviewModal({
  title,
  summary,
  onSubmit,
  onClose,
}: {
  title: string;
  summary: React.ReactNode;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: (submitted: boolean) => void;
}) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={title}
      okText="提交复核"
      okButtonProps={{ disabled: !reason.trim(), loading: busy, 'data-testid': 'scs-rule-submit-ok' }}
      onCancel={() => onClose(false)}
      onOk={async () => {
        setBusy(true);
        try {
          await onSubmit(reason.trim());
          message.success('已提交复核，待复核人审批后发布');
          onClose(true);
        } catch {
          // The HTTP client has shown the server's message.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph>{summary}</Typography.Paragraph>
      <Input.TextArea
        rows={3}
        maxLength={500}
        showCount
        placeholder="变更理由（必填），复核人将看到理由与影响"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-testid="scs-rule-reason"
      />
    </Modal>
  );
}

/** A share 0–1 as a percentage. */
export const percent = (v: number | null) => (v === null ? '-' : `${Math.round(v * 1000) / 10}%`);

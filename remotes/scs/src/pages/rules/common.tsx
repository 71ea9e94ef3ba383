import { useState } from 'react';
import { App, Button, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { SCS_RULE_STATUS_LABEL, type ScsRuleStatus } from '@esee/contracts';
import { useSubmit } from '@esee/react';
import { formatPercent } from '@esee/ui';

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
  const { busy, run } = useSubmit();
  return (
    <Modal
      open
      title={title}
      okText="提交复核"
      okButtonProps={{ disabled: !reason.trim(), loading: busy, 'data-testid': 'scs-rule-submit-ok' }}
      onCancel={() => onClose(false)}
      onOk={async () => {
        await run(async () => {
          await onSubmit(reason.trim());
          message.success('已提交复核，待复核人审批后发布');
          onClose(true);
        });
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

/** A threshold (a share 0–1) as its rule writes it: 60%, 25.5%. */
export const percent = (v: number | null) => formatPercent(v, { share: true, decimals: 1, trim: true });

/**
 * The actions of a rule line (both rule sets): 修改 (编辑草稿 on a draft; off while a version waits for review)
 * and, on a draft, its check (试运行 or 预览), 提交复核 once checked, and 删除草稿.
 */
export function RuleActions({
  testIdPrefix,
  isDraft,
  pending,
  onEdit,
  check,
  checked,
  onSubmit,
  remove,
  onRemoved,
}: {
  /** `scs-rule` or `scs-label`: the buttons are `<prefix>-edit` and `<prefix>-submit`. */
  testIdPrefix: string;
  isDraft: boolean;
  pending: boolean;
  onEdit: () => void;
  check: { label: string; testId: string; loading?: boolean; run: () => void };
  /** The draft as it stands has been checked (a dry run or preview of its content). */
  checked: boolean;
  onSubmit: () => void;
  remove: () => Promise<unknown>;
  onRemoved: () => void;
}) {
  const { message } = App.useApp();
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" disabled={pending} onClick={onEdit} data-testid={`${testIdPrefix}-edit`}>
        {isDraft ? '编辑草稿' : '修改'}
      </Button>
      {isDraft && (
        <>
          <Button type="link" size="small" loading={check.loading} onClick={check.run} data-testid={check.testId}>
            {check.label}
          </Button>
          <Button
            type="link"
            size="small"
            disabled={!checked}
            title={checked ? undefined : `须先${check.label}当前草稿`}
            onClick={onSubmit}
            data-testid={`${testIdPrefix}-submit`}
          >
            提交复核
          </Button>
          <Popconfirm
            title="删除该草稿？"
            onConfirm={async () => {
              await remove();
              message.success('草稿已删除');
              onRemoved();
            }}
          >
            <Button type="link" size="small" danger>
              删除草稿
            </Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );
}

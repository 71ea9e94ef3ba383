import { Select } from 'antd';
import type { BankFlowAnalysisDetail } from '@esee/contracts';
import { useLoad, useSubmit } from '@esee/react';
import { bankFlowApi } from '../../api/bankFlow';

/** The owner names (or removes) the reviewer: another user of the institution with the page. */
export function ReviewerPicker({ detail, onChanged }: { detail: BankFlowAnalysisDetail; onChanged: () => void }) {
  const reviewers = useLoad(() => bankFlowApi.reviewers(), []);
  // A refusal has been said by the client's toast.
  const { busy, run } = useSubmit();
  // The detail names the reviewer by display name; the call takes the username.
  const current = reviewers.data?.find((r) => r.name === detail.reviewer)?.username;
  const change = (username: string | undefined) =>
    run(async () => {
      await bankFlowApi.setReviewer(detail.analysisId, username ?? '');
      onChanged();
    });
  return (
    <Select
      size="small"
      allowClear
      style={{ minWidth: 180 }}
      value={current ?? (detail.reviewer || undefined)}
      placeholder={reviewers.status === 'failed' ? '复核人列表加载失败' : '未指定'}
      loading={reviewers.status === 'loading' || busy}
      options={(reviewers.data ?? []).map((r) => ({ value: r.username, label: `${r.name}（${r.username}）` }))}
      notFoundContent="本机构暂无其他有此权限的用户"
      onChange={(v?: string) => void change(v)}
      data-testid="bank-flow-reviewer"
    />
  );
}

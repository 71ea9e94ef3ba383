import { useState } from 'react';
import { Select } from 'antd';
import type { BankFlowAnalysisDetail } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { bankFlowApi } from '../../api/bankFlow';

/** The owner names (or removes) the reviewer: another user of the institution with the page. */
export function ReviewerPicker({ detail, onChanged }: { detail: BankFlowAnalysisDetail; onChanged: () => void }) {
  const reviewers = useLoad(() => bankFlowApi.reviewers(), []);
  const [busy, setBusy] = useState(false);
  // The detail names the reviewer by display name; the call takes the username.
  const current = reviewers.data?.find((r) => r.name === detail.reviewer)?.username;
  const change = async (username: string | undefined) => {
    setBusy(true);
    try {
      await bankFlowApi.setReviewer(detail.analysisId, username ?? '');
      onChanged();
    } catch {
      // The client's toast has said why.
    } finally {
      setBusy(false);
    }
  };
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

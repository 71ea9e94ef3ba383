import type { ReportState } from '@esee/contracts';

/** The state a report reads as: queued and being written are both 生成中; a success past its expiry is 已过期. */
export function reportState(
  row: { state: 'queued' | 'processing' | 'done' | 'failed'; expires_at: Date | string | null },
  now: Date,
): ReportState {
  if (row.state === 'failed') return 'failed';
  if (row.state !== 'done') return 'generating';
  return row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'success';
}

import type { ReportState } from '@esee/contracts';
import { jobExpired } from '../../../platform/files/documentJobs';

/** The state a report reads as: queued and being written are both 生成中; a success past its expiry is 已过期. */
export function reportState(
  row: { state: 'queued' | 'processing' | 'done' | 'failed'; expires_at: Date | string | null },
  now: Date,
): ReportState {
  if (row.state === 'failed') return 'failed';
  if (row.state !== 'done') return 'generating';
  return jobExpired(row, now) ? 'expired' : 'success';
}

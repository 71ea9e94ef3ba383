import type { DdReportState } from '@esee/contracts';
import { jobExpired } from '../../../platform/files/documentJobs';

/** The state a report reads as: the job's own, or 已过期 for a finished one past its expiry. */
export function stateOf(
  row: { state: 'queued' | 'processing' | 'done' | 'failed'; expires_at: Date | string | null },
  now: Date,
): DdReportState {
  return jobExpired(row, now) ? 'expired' : row.state;
}

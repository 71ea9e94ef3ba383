import type { DdReportState } from '@esee/contracts';

/** The state a report reads as: the job's own, or 已过期 for a finished one past its expiry. */
export function stateOf(
  row: { state: 'queued' | 'processing' | 'done' | 'failed'; expires_at: Date | string | null },
  now: Date,
): DdReportState {
  if (row.state === 'done' && row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime())
    return 'expired';
  return row.state;
}

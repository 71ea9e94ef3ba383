import type { DdReportState } from '@esee/contracts';

/** China Standard Time: a fixed eight hours, no daylight saving. */
const CST_OFFSET_MS = 8 * 3600 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as the bank's users read a time. */
export const beijingTime = (at: Date | string) =>
  new Date(new Date(at).getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** `YYYY-MM-DD HH:mm`, for the PDF's watermark and footer. */
export const beijingMinute = (at: Date | string) => beijingTime(at).slice(0, 16);

/** The state a report reads as: the job's own, or 已过期 for a finished one past its expiry. */
export function stateOf(
  row: { state: 'queued' | 'processing' | 'done' | 'failed'; expires_at: Date | string | null },
  now: Date,
): DdReportState {
  if (row.state === 'done' && row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime())
    return 'expired';
  return row.state;
}

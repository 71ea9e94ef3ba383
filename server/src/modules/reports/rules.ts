import type { ReportState } from '@esee/contracts';

/** China Standard Time: a fixed eight hours, no daylight saving. */
const CST_OFFSET_MS = 8 * 3600 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as the bank's users read a time. */
export const beijingTime = (at: Date | string) =>
  new Date(new Date(at).getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** `YYYY-MM-DD HH:mm`, for the PDF's watermark and footer. */
export const beijingMinute = (at: Date | string) => beijingTime(at).slice(0, 16);

/** The state a report reads as: queued and being written are both 生成中; a success past its expiry is 已过期. */
export function reportState(
  row: { state: 'queued' | 'processing' | 'done' | 'failed'; expires_at: Date | string | null },
  now: Date,
): ReportState {
  if (row.state === 'failed') return 'failed';
  if (row.state !== 'done') return 'generating';
  return row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'success';
}

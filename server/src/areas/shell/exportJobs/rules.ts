import { EXPORT_RETENTION_DAYS, type ExportJobState, chinaTime, DAY_MS } from '@esee/contracts';
import type { ExportRows } from '../../../core/exportSources';
import { jobExpired } from '../../../platform/files/documentJobs';
import { writeWorkbook } from '../../../platform/files/sheetWriter';

/** When a file finished at `at` stops being downloadable. */
export const expiryOf = (at: Date) => new Date(at.getTime() + EXPORT_RETENTION_DAYS * DAY_MS);

/** The state a job reads as: a finished job past its expiry is 已过期. */
export function stateOf(
  row: { state: 'queued' | 'processing' | 'done' | 'failed'; expires_at: Date | string | null },
  now: Date,
): ExportJobState {
  return jobExpired(row, now) ? 'expired' : row.state;
}

/** Whether a user may export `rows` more today, having exported `used`: the quota is the institution's parameter. */
export function quotaAllows(limitParam: string, used: number, rows: number): { ok: boolean; limit: number } {
  const parsed = Number.parseInt(limitParam, 10);
  // A missing or malformed parameter falls back to the default rather than to "no limit".
  const limit = Number.isInteger(parsed) && parsed >= 0 ? parsed : 5000;
  return { ok: used + rows <= limit, limit };
}

export interface Watermark {
  userName: string;
  username: string;
  instName: string;
  at: Date;
}

/** The watermark line: who exported, for which institution, when. */
export const watermarkText = (w: Watermark) =>
  `导出人：${w.userName}（${w.username}）  机构：${w.instName}  导出时间：${chinaTime(w.at)}  仅限本机构内部使用`;

/**
 * The export's workbook: the watermark in the first row (spanning the columns) and in the workbook's properties
 * (author, company, comments), then the header and the rows. A copied sheet keeps the row; a saved-as file keeps
 * the properties. Written by the one workbook writer.
 */
export function watermarkedWorkbook(sheetName: string, content: ExportRows, w: Watermark): Uint8Array {
  const text = watermarkText(w);
  const author = `${w.userName}（${w.username}）`;
  return writeWorkbook({
    sheets: [{ name: sheetName, caption: [text], header: content.header, rows: content.rows, widths: content.widths }],
    format: 'xlsx',
    properties: { title: sheetName, author, company: w.instName, comments: text, createdAt: w.at },
  });
}

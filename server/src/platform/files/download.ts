import type { FastifyReply } from 'fastify';
import { UPLOAD_MAX_RECORDS } from '@esee/contracts';
import { runTaskAnswering } from '../workers/answer';
import { defineTask } from '../workers/task';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An Excel 97–2003 workbook (.xls, BIFF8). */
export const XLS_TYPE = 'application/vnd.ms-excel';

/**
 * Send a file to save. The name travels in `Content-Disposition` (RFC 6266,
 * UTF-8 form for Chinese names) and, as the spec's clients read it, in a
 * `filename` header, URI-encoded.
 */
export function sendDownload(reply: FastifyReply, fileName: string, body: Buffer, contentType = XLSX_TYPE) {
  return sendFile(reply, 'attachment', fileName, body, contentType);
}

/** Send a file to show in the browser (a PDF in its viewer), named as `sendDownload` names it if it is saved. */
export function sendInline(reply: FastifyReply, fileName: string, body: Buffer, contentType: string) {
  return sendFile(reply, 'inline', fileName, body, contentType);
}

function sendFile(
  reply: FastifyReply,
  disposition: 'attachment' | 'inline',
  fileName: string,
  body: Buffer,
  contentType: string,
) {
  const encoded = encodeURIComponent(fileName);
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `${disposition}; filename="${encoded}"; filename*=UTF-8''${encoded}`)
    .header('filename', encoded)
    .header('Access-Control-Expose-Headers', 'filename, Content-Disposition')
    .header('Cache-Control', 'no-store')
    .send(body);
}

export interface Sheet {
  name: string;
  /** Header titles, then one array of cells a row. */
  header: readonly string[];
  rows: readonly (readonly unknown[])[];
  /** Column widths in characters. */
  widths?: readonly number[];
  /** Lines above the header, each one cell merged across the header's width (a title, the unit, a watermark). */
  caption?: readonly string[];
  /** The display format of the sheet's number cells (`#,##0.00`); absent: as the spreadsheet shows numbers. */
  numberFormat?: string;
}

/** Text a spreadsheet would read as a formula (or a DDE call): `=`, `+`, `-`, `@`, a tab or a carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Text that starts so and still cannot be a formula: a signed amount as the exports format it (`-12.5`, `+3%`,
 * `-1,234.56万元`) or a dash placeholder.
 */
const HARMLESS = /^(?:[+-]?\d[\d,]*(?:\.\d+)?(?:[%‰]|[\u4e00-\u9fff]{1,4})?|-+)$/;

/**
 * A cell as every spreadsheet the server writes for users holds it (OWASP, CSV injection): text that a
 * spreadsheet would take for a formula is prefixed with `'` (a company named `=HYPERLINK(...)` stays text when
 * the cell is edited or the sheet saved as CSV); numbers stay numbers (a negative amount is a number cell);
 * null and undefined are empty.
 */
export function sheetCell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && FORMULA_START.test(value) && !HARMLESS.test(value)) return `'${value}`;
  return value;
}

/** Rows of cells through `sheetCell`: the one way cells reach a written sheet. */
export const sheetRows = (rows: readonly (readonly unknown[])[]): unknown[][] => rows.map((row) => row.map(sheetCell));

/** The file's properties (what 文件 → 属性 shows; a saved-as copy keeps them): an export's watermark. */
export interface WorkbookProperties {
  title: string;
  author: string;
  company: string;
  comments: string;
  createdAt: Date;
}

/** What the writer takes: the sheets (plain data, as a worker receives them), the file's format and properties. */
export interface WorkbookInput {
  sheets: readonly Sheet[];
  format: 'xlsx' | 'xls';
  properties?: WorkbookProperties;
}

/**
 * Writing a workbook is CPU work (10,000 rows of 12 cells take over half a second): it runs in a worker, the
 * implementation being `writeWorkbook` (sheetWriter.ts). The read task's limits: a sheet of the largest export
 * (10,000 rows) is written in about a second.
 */
export const writeWorkbookTask = defineTask<WorkbookInput, Uint8Array>('files.writeWorkbook', {
  timeoutMs: 20_000,
  heapMb: 768,
});

/** Told to the user (a 400, not the silent 500) when the worker ran out of time or memory writing a workbook. */
export const WORKBOOK_EXHAUSTED = '导出内容过多或系统繁忙，生成 Excel 文件失败，请稍后重试';

/**
 * A workbook of plain sheets, .xlsx or (`xls`) Excel 97–2003, written in a worker (`writeWorkbookTask`). Empty
 * cells stay empty; objects are not written; text is neutralised. Past the task's limits, `WORKBOOK_EXHAUSTED`.
 */
export async function workbook(sheets: readonly Sheet[], format: 'xlsx' | 'xls' = 'xlsx'): Promise<Buffer> {
  const bytes = await runTaskAnswering(writeWorkbookTask, { sheets, format }, { exhausted: WORKBOOK_EXHAUSTED });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * A company list's upload template: the one column to fill on the sheet `listSheet`, and how on a second
 * sheet, numbered: how to fill it (`fill`), the upload limits every list shares, then the list's own `notes`.
 */
export function uploadTemplate(listSheet: string, fill: string, notes: readonly string[]): Promise<Buffer> {
  const lines = [fill, `单次最多${UPLOAD_MAX_RECORDS}条，文件不超过20M，仅支持.xls、.xlsx格式。`, ...notes];
  return workbook([
    { name: listSheet, header: ['企业名称或统一社会信用代码'], rows: [], widths: [48] },
    { name: '填写说明', header: ['填写说明'], rows: lines.map((line, i) => [`${i + 1}. ${line}`]), widths: [90] },
  ]);
}

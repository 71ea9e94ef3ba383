import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_RECORDS, UploadMessage } from '@esee/contracts';
import { badRequest } from '../../platform/errors';

/** The worker reads at most this many rows: a list of 500 with headings and gaps fits many times over. */
const MAX_ROWS = 5000;
/** A worker that has not answered by then is stopped, and the file refused. */
const READ_TIMEOUT_MS = 20_000;
/** Heap of the reading worker: enough for a 20 MB workbook, not for a decompression bomb. */
const WORKER_HEAP_MB = 768;

/** Files read at once, one a core: more would only share the CPU and multiply the memory; the rest wait. */
const MAX_READERS = Math.min(4, os.availableParallelism());
let readers = 0;
const waiting: (() => void)[] = [];
async function acquire(): Promise<void> {
  if (readers < MAX_READERS) readers++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
}
/** A finished read hands its place to the next waiting one, if any. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else readers--;
}

/** The worker's file: beside this module in the sources, beside the bundle in `dist` (build.mjs copies it). */
const WORKER_URL = new URL('./sheetWorker.mjs', import.meta.url);

/** The two containers Excel and WPS write: OOXML (a zip) and BIFF or an encrypted OOXML (an OLE compound file). */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** A non-empty row of the sheet: its number as Excel shows it, and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

type WorkerAnswer = { ok: true; rows: SheetRow[] } | { ok: false; reason: 'encrypted' | 'corrupt'; message: string };

/** Whether a file name is one the upload takes (.xls or .xlsx). */
export const acceptedName = (fileName: string) => UPLOAD_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext));

/** The non-empty rows of the first visible sheet, read in a worker with a time and memory cap. */
export async function readSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  if (bytes.length === 0) throw badRequest(UploadMessage.EMPTY);
  // A renamed text file or image is neither container: refuse it before any parsing.
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, OLE)) throw badRequest(UploadMessage.CORRUPT);
  await acquire();
  const answer = await readInWorker(bytes).finally(release);
  if (answer === 'exhausted') throw badRequest(UploadMessage.TOO_COMPLEX);
  if (!answer.ok) throw badRequest(answer.reason === 'encrypted' ? UploadMessage.ENCRYPTED : UploadMessage.CORRUPT);
  return answer.rows;
}

/** One worker for one file: its answer, or 'exhausted' when it ran out of time or memory. */
function readInWorker(bytes: Uint8Array): Promise<WorkerAnswer | 'exhausted'> {
  return new Promise<WorkerAnswer | 'exhausted'>((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, maxRows: MAX_ROWS },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const timer = setTimeout(() => void worker.terminate(), READ_TIMEOUT_MS);
    worker.once('message', (message: WorkerAnswer) => resolve(message));
    worker.once('error', () => resolve('exhausted'));
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve('exhausted');
    });
  });
}

/** Headings of a name column and of a code column, as lists people keep them. */
const NAME_HEADING = /(企业|公司|客户|单位|机构|主体)?(全称|名称)/;
const CODE_HEADING = /信用代码|注册号|机构代码|企业代码|工商代码/;
/** A heading is short; a long cell is data. */
const isHeading = (cell: string, pattern: RegExp) => cell.length <= 20 && pattern.test(cell);

/** One record of the list: the row's number and the text to match (a name or a code). */
export interface ListEntry {
  line: number;
  text: string;
}

/**
 * The records of a sheet: the rows under the heading row (the first of the
 * first ten rows with a name or code heading), one record a row, from the
 * code column when the row has a code there and the name column otherwise.
 * A sheet without headings is taken when it has a single column. Refuses
 * what is not one list of at most 500.
 */
export function entriesOf(rows: SheetRow[]): ListEntry[] {
  let headingAt = -1;
  let nameCol = -1;
  let codeCol = -1;
  for (let r = 0; r < Math.min(rows.length, 10) && headingAt < 0; r++) {
    const cells = rows[r]!.cells;
    nameCol = cells.findIndex((c) => isHeading(c, NAME_HEADING) && !CODE_HEADING.test(c));
    codeCol = cells.findIndex((c) => isHeading(c, CODE_HEADING));
    if (nameCol >= 0 || codeCol >= 0) headingAt = r;
  }
  let body: SheetRow[];
  if (headingAt >= 0) body = rows.slice(headingAt + 1);
  else {
    const used = new Set(rows.flatMap((row) => row.cells.flatMap((c, i) => (c ? [i] : []))));
    if (used.size !== 1) throw badRequest(UploadMessage.NO_COLUMN);
    nameCol = [...used][0]!;
    body = rows;
  }
  const records = body.flatMap((row) => {
    const code = codeCol >= 0 ? (row.cells[codeCol] ?? '') : '';
    const name = nameCol >= 0 ? (row.cells[nameCol] ?? '') : '';
    const text = code || name;
    return text ? [{ line: row.line, text: text.slice(0, 200) }] : [];
  });
  if (!records.length) throw badRequest(UploadMessage.EMPTY);
  if (records.length > UPLOAD_MAX_RECORDS) throw badRequest(UploadMessage.TOO_MANY);
  return records;
}

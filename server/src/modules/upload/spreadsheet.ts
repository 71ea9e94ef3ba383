import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { UPLOAD_MAX_RECORDS, UploadMessage } from '@esee/contracts';
import { badRequest } from '../../platform/errors';

/** The worker reads at most this many rows: a list of 500 with headings and gaps fits many times over. */
const MAX_ROWS = 5000;
/** A worker that has not answered by then is stopped, and the file refused. */
const READ_TIMEOUT_MS = 20_000;
/** Heap of the reading worker: enough for a 20 MB workbook, not for a decompression bomb. */
const WORKER_HEAP_MB = 768;

/** Files read at once, one a core: more would only share the CPU and multiply the memory; the rest wait. */
const MAX_READERS = Math.min(4, os.availableParallelism());
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

/**
 * Reading workers, kept between files (starting one costs more than reading
 * a list of 500). At most one a core is busy; a file that finds none free
 * waits. A worker that runs out of time or memory is stopped and replaced.
 */
class ReaderPool {
  private readonly idle: Worker[] = [];
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  async read(bytes: Uint8Array): Promise<WorkerAnswer | 'exhausted'> {
    if (this.busy < MAX_READERS) this.busy++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const worker = this.idle.pop() ?? ReaderPool.start();
    try {
      const answer = await ReaderPool.ask(worker, bytes);
      if (answer === 'exhausted') void worker.terminate();
      else this.idle.push(worker);
      return answer;
    } finally {
      // Hand the place to the next file waiting, if any.
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }

  private static start(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // An idle reader does not keep the process alive.
    worker.unref();
    return worker;
  }

  private static ask(worker: Worker, bytes: Uint8Array): Promise<WorkerAnswer | 'exhausted'> {
    return new Promise((resolve) => {
      const done = (answer: WorkerAnswer | 'exhausted') => {
        clearTimeout(timer);
        worker.off('message', done).off('error', failed).off('exit', failed);
        resolve(answer);
      };
      const failed = () => done('exhausted');
      const timer = setTimeout(failed, READ_TIMEOUT_MS);
      worker.on('message', done).on('error', failed).on('exit', failed);
      worker.postMessage({ bytes, maxRows: MAX_ROWS });
    });
  }
}

const readers = new ReaderPool();

/** The non-empty rows of the first visible sheet, read in a worker with a time and memory cap. */
export async function readSheet(bytes: Uint8Array): Promise<SheetRow[]> {
  if (bytes.length === 0) throw badRequest(UploadMessage.EMPTY);
  // A renamed text file or image is neither container: refuse it before any parsing.
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, OLE)) throw badRequest(UploadMessage.CORRUPT);
  const answer = await readers.read(bytes);
  if (answer === 'exhausted') throw badRequest(UploadMessage.TOO_COMPLEX);
  if (!answer.ok) throw badRequest(answer.reason === 'encrypted' ? UploadMessage.ENCRYPTED : UploadMessage.CORRUPT);
  return answer.rows;
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

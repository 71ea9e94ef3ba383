/*
 * Spreadsheets read in a worker thread, capped in time and memory: the batch import's company lists and
 * the bank-statement analysis's statements.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { UploadMessage } from '@esee/contracts';
import { badRequest } from '../http/errors';

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

  async read(bytes: Uint8Array, maxRows: number): Promise<WorkerAnswer | 'exhausted'> {
    if (this.busy < MAX_READERS) this.busy++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    const worker = this.idle.pop() ?? ReaderPool.start();
    try {
      const answer = await ReaderPool.ask(worker, bytes, maxRows);
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

  private static ask(worker: Worker, bytes: Uint8Array, maxRows: number): Promise<WorkerAnswer | 'exhausted'> {
    return new Promise((resolve) => {
      const done = (answer: WorkerAnswer | 'exhausted') => {
        clearTimeout(timer);
        worker.off('message', done).off('error', failed).off('exit', failed);
        resolve(answer);
      };
      const failed = () => done('exhausted');
      const timer = setTimeout(failed, READ_TIMEOUT_MS);
      worker.on('message', done).on('error', failed).on('exit', failed);
      worker.postMessage({ bytes, maxRows });
    });
  }
}

const readers = new ReaderPool();

/**
 * The non-empty rows of the first visible sheet, read in a worker with a time and memory cap. `maxRows`:
 * rows read at most (a bank statement reads more than a company list).
 */
export async function readSheet(bytes: Uint8Array, maxRows = MAX_ROWS): Promise<SheetRow[]> {
  if (bytes.length === 0) throw badRequest(UploadMessage.EMPTY);
  // A renamed text file or image is neither container: refuse it before any parsing.
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, OLE)) throw badRequest(UploadMessage.CORRUPT);
  const answer = await readers.read(bytes, maxRows);
  if (answer === 'exhausted') throw badRequest(UploadMessage.TOO_COMPLEX);
  if (!answer.ok) throw badRequest(answer.reason === 'encrypted' ? UploadMessage.ENCRYPTED : UploadMessage.CORRUPT);
  return answer.rows;
}

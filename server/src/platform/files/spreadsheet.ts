/*
 * Spreadsheets read in a worker thread, capped in time and memory: the batch import's company lists, the member
 * import and the bank-statement analysis's statements.
 */
import { UploadMessage } from '@esee/contracts';
import { badRequest } from '../http/errors';
import { runTask } from '../workers/pool';
import { defineTask, TaskError, TaskExhausted } from '../workers/task';

/** The worker reads at most this many rows: a list of 500 with headings and gaps fits many times over. */
const MAX_ROWS = 5000;

/** A non-empty row of the sheet: its number as Excel shows it, and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** Heap enough for a 20 MB workbook, not for a decompression bomb; a file not read in 20 s is refused. */
export const readSheetTask = defineTask<{ bytes: Uint8Array; maxRows: number }, SheetRow[]>('files.readSheet', {
  timeoutMs: 20_000,
  heapMb: 768,
});

/** The two containers Excel and WPS write: OOXML (a zip) and BIFF or an encrypted OOXML (an OLE compound file). */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * The non-empty rows of the first visible sheet, read in a worker with a time and memory cap. `maxRows`:
 * rows read at most (a bank statement reads more than a company list).
 */
export async function readSheet(bytes: Uint8Array, maxRows = MAX_ROWS): Promise<SheetRow[]> {
  if (bytes.length === 0) throw badRequest(UploadMessage.EMPTY);
  // A renamed text file or image is neither container: refuse it before any parsing.
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, OLE)) throw badRequest(UploadMessage.CORRUPT);
  try {
    return await runTask(readSheetTask, { bytes, maxRows });
  } catch (error) {
    if (error instanceof TaskExhausted) throw badRequest(UploadMessage.TOO_COMPLEX);
    if (error instanceof TaskError)
      throw badRequest(error.reason === 'encrypted' ? UploadMessage.ENCRYPTED : UploadMessage.CORRUPT);
    throw error;
  }
}

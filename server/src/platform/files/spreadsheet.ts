/*
 * Spreadsheets read in a worker thread, capped in time and memory: the batch import's company lists, the member
 * import and the bank-statement analysis's statements.
 */
import { UploadMessage } from '@esee/contracts';
import { badRequest } from '../http/errors';
import { runTaskAnswering } from '../workers/answer';
import { defineTask, type TaskError } from '../workers/task';

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

/** A renamed text file or image is neither container: refused before any parsing. */
export function checkWorkbook(bytes: Uint8Array): void {
  if (bytes.length === 0) throw badRequest(UploadMessage.EMPTY);
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, OLE)) throw badRequest(UploadMessage.CORRUPT);
}

/** The message of a workbook the reader refused (`sheetCells`'s reasons). */
export const unreadableWorkbook = (error: TaskError) =>
  error.reason === 'encrypted' ? UploadMessage.ENCRYPTED : UploadMessage.CORRUPT;

/**
 * The non-empty rows of the first visible sheet, read in a worker with a time and memory cap. `maxRows`:
 * rows read at most (a bank statement reads more than a company list).
 */
export async function readSheet(bytes: Uint8Array, maxRows = MAX_ROWS): Promise<SheetRow[]> {
  checkWorkbook(bytes);
  return runTaskAnswering(
    readSheetTask,
    { bytes, maxRows },
    { exhausted: UploadMessage.TOO_COMPLEX, refused: unreadableWorkbook },
  );
}

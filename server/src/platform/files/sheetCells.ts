import * as XLSX from '@e965/xlsx';
import { badRequest } from '../http/errors';
import { TaskError } from '../workers/task';
import { checkWorkbook, unreadableWorkbook, type SheetRow } from './spreadsheet';

/** A cell as text: whole numbers in full (a registration number is not 1.10108E+14). */
function text(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (typeof cell.v === 'number') return Number.isInteger(cell.v) ? String(cell.v) : (cell.w ?? String(cell.v));
  return String(cell.v).trim();
}

/**
 * The non-empty rows of a workbook's first visible sheet that has any, as text (at most `maxRows` read). Runs in a
 * worker (`readSheetTask`): a large or hostile file costs the worker's time and memory, not the server's.
 */
export function sheetCells({ bytes, maxRows }: { bytes: Uint8Array; maxRows: number }): SheetRow[] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheetRows: maxRows,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new TaskError(/password/i.test(message) ? 'encrypted' : 'corrupt', message);
  }
  const hidden = new Set((book.Workbook?.Sheets ?? []).filter((s) => s.Hidden).map((s) => s.name));
  for (const name of book.SheetNames) {
    if (hidden.has(name)) continue;
    const data = (book.Sheets[name]?.['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
    const rows: SheetRow[] = [];
    data.forEach((row, r) => {
      const cells = (row ?? []).map(text);
      if (cells.some(Boolean)) rows.push({ line: r + 1, cells });
    });
    if (rows.length) return rows;
  }
  return [];
}

/**
 * `readSheet` for code already running in a worker (the bank-statement import reads its workbook itself rather
 * than asking another worker): the same checks and refusals, on this thread.
 */
export function readSheetHere(bytes: Uint8Array, maxRows: number): SheetRow[] {
  checkWorkbook(bytes);
  try {
    return sheetCells({ bytes, maxRows });
  } catch (error) {
    if (error instanceof TaskError) throw badRequest(unreadableWorkbook(error));
    throw error;
  }
}

// @ts-check
// Reads uploaded spreadsheets in a worker thread, so a large or hostile file
// costs this thread's time and memory (both capped by the caller), not the
// server's. Kept alive between files (starting one costs more than reading
// a list). Plain JavaScript: it runs as is from the sources and, copied
// beside the bundle, from `dist`. Answers the cells of the first visible
// sheet that has any, as text.
import { parentPort } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

/** A cell as text: whole numbers in full (a registration number is not 1.10108E+14). */
function text(cell) {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (typeof cell.v === 'number') return Number.isInteger(cell.v) ? String(cell.v) : (cell.w ?? String(cell.v));
  return String(cell.v).trim();
}

/** @param {{ bytes: Uint8Array; maxRows: number }} request */
function read({ bytes, maxRows }) {
  const book = XLSX.read(bytes, {
    type: 'buffer',
    dense: true,
    sheetRows: maxRows,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const hidden = new Set((book.Workbook?.Sheets ?? []).filter((s) => s.Hidden).map((s) => s.name));
  let rows = /** @type {{ line: number; cells: string[] }[]} */ ([]);
  for (const name of book.SheetNames) {
    if (hidden.has(name)) continue;
    const data = book.Sheets[name]?.['!data'] ?? [];
    rows = [];
    data.forEach((row, r) => {
      const cells = (row ?? []).map(text);
      if (cells.some(Boolean)) rows.push({ line: r + 1, cells });
    });
    if (rows.length) break;
  }
  return rows;
}

parentPort?.on('message', (request) => {
  try {
    parentPort?.postMessage({ ok: true, rows: read(request) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({ ok: false, reason: /password/i.test(message) ? 'encrypted' : 'corrupt', message });
  }
});

import * as XLSX from '@e965/xlsx';
import { sheetRows, type WorkbookInput } from './download';

/**
 * The one writer of the server's plain workbooks (`workbook()` in download.ts runs it in a worker,
 * `writeWorkbookTask`): .xlsx or (`xls`) Excel 97–2003. Every cell goes through `sheetCell` (formula text
 * neutralised); empty cells stay empty; objects are not written.
 */
export function writeWorkbook({ sheets, format }: WorkbookInput): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const cells = sheetRows([...(sheet.caption ?? []).map((line) => [line]), sheet.header, ...sheet.rows]);
    const ws = XLSX.utils.aoa_to_sheet(cells);
    if (sheet.widths) ws['!cols'] = sheet.widths.map((wch) => ({ wch }));
    if (sheet.numberFormat)
      for (const [ref, cell] of Object.entries(ws) as [string, XLSX.CellObject][])
        if (!ref.startsWith('!') && cell.t === 'n') cell.z = sheet.numberFormat;
    XLSX.utils.book_append_sheet(book, ws, sheet.name.slice(0, 31));
  }
  const bookType = format === 'xls' ? 'biff8' : 'xlsx';
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

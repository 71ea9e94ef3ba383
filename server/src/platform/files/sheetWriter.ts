import * as XLSX from '@e965/xlsx';
import { sheetRows, type WorkbookInput } from './download';

/**
 * The one writer of the server's workbooks (`workbook()` in download.ts runs it in a worker, `writeWorkbookTask`;
 * list exports in theirs): .xlsx or (`xls`) Excel 97–2003. Every cell goes through `sheetCell` (formula text
 * neutralised); empty cells stay empty; objects are not written. Caption lines span the header's width.
 */
export function writeWorkbook({ sheets, format, properties }: WorkbookInput): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const caption = sheet.caption ?? [];
    const cells = sheetRows([...caption.map((line) => [line]), sheet.header, ...sheet.rows]);
    const ws = XLSX.utils.aoa_to_sheet(cells);
    const lastColumn = Math.max(0, sheet.header.length - 1);
    if (caption.length && lastColumn > 0)
      ws['!merges'] = caption.map((_, r) => ({ s: { r, c: 0 }, e: { r, c: lastColumn } }));
    if (sheet.widths) ws['!cols'] = sheet.widths.map((wch) => ({ wch }));
    if (sheet.numberFormat)
      for (const [ref, cell] of Object.entries(ws) as [string, XLSX.CellObject][])
        if (!ref.startsWith('!') && cell.t === 'n') cell.z = sheet.numberFormat;
    XLSX.utils.book_append_sheet(book, ws, sheet.name.slice(0, 31));
  }
  if (properties)
    book.Props = {
      Title: properties.title,
      Author: properties.author,
      LastAuthor: properties.author,
      Company: properties.company,
      Comments: properties.comments,
      CreatedDate: properties.createdAt,
    };
  const bookType = format === 'xls' ? 'biff8' : 'xlsx';
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

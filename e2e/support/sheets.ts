import { writeFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';

/** A list of companies as a customer manager keeps one: a heading row, then one name per row. */
export function companyListFile(path: string, names: string[], heading = '企业名称') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[heading], ...names.map((n) => [n])]), '客户名单');
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

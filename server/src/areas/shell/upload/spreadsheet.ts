import { UPLOAD_MAX_RECORDS, UploadMessage } from '@esee/contracts';
import { badRequest } from '../../../platform/http/errors';
import type { SheetRow } from '../../../platform/files/spreadsheet';

// The reading worker is the platform's (bank statements read spreadsheets too).
export { readSheet, type SheetRow } from '../../../platform/files/spreadsheet';

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

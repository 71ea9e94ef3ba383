import { BANK_FLOW_MAX_FILE_ROWS, BankFlowMessage, type BankFlowLayout, type BankFlowMapping } from '@esee/contracts';
import { badRequest } from '../../../platform/http/errors';
import { readSheetHere } from '../../../platform/files/sheetCells';
import { decodeCsv, looksLikeText, parseCsv } from '../../../platform/files/csv';
import { detectMapping, findHeaderRow, headerSignature, layoutOf, preambleAccount } from './columns';
import type { SheetLine } from './parse';

/** Rows read from a file at most: the transaction limit, and room for a preamble and footers. */
const READ_ROWS = BANK_FLOW_MAX_FILE_ROWS + 100;

export type StatementFormat = 'csv' | 'sheet';

/** The kind of file from its name: .csv, or a workbook (.xlsx, .xls). */
export function formatOf(fileName: string): StatementFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx') || lower.endsWith('.xls')) return 'sheet';
  throw badRequest(BankFlowMessage.WRONG_TYPE);
}

/**
 * The non-empty rows of a statement file: a workbook's first visible sheet, or a CSV. Runs in the import's
 * worker (`tasks.ts`), which reads the workbook itself rather than asking another worker.
 */
export function readStatementRows(
  fileName: string,
  bytes: Uint8Array,
): { lines: SheetLine[]; encoding: string | null } {
  if (!bytes.length) throw badRequest(BankFlowMessage.NO_ROWS);
  if (formatOf(fileName) === 'sheet') {
    return { lines: readSheetHere(bytes, READ_ROWS), encoding: null };
  }
  if (!looksLikeText(bytes)) throw badRequest(BankFlowMessage.NOT_CSV);
  const { text, encoding } = decodeCsv(bytes);
  return { lines: parseCsv(text, READ_ROWS), encoding };
}

/** A statement's table: its header row, what the headers suggest, and the rows under it. */
export interface StatementTable {
  headerLine: number;
  headers: string[];
  signature: string;
  layout: BankFlowLayout;
  detected: Partial<BankFlowMapping>;
  accountNo: string;
  accountName: string;
  body: SheetLine[];
}

/**
 * Find the header row, the layout, the suggested mapping and the account above the table. A file whose
 * headers no alias knows still has a header row (the first of three or more short cells) for the user to map;
 * a file without one is refused.
 */
export function tableOf(lines: readonly SheetLine[]): StatementTable {
  let at = findHeaderRow(lines.map((l) => l.cells));
  // Headers no alias knows: take the first row of three or more cells, for the user to map by hand.
  if (at < 0)
    at = lines
      .slice(0, 30)
      .findIndex((l) => l.cells.filter((c) => c.trim()).length >= 3 && l.cells.every((c) => c.length <= 30));
  if (at < 0) throw badRequest(BankFlowMessage.NO_HEADER);
  const headers = lines[at]!.cells.map((c) => c.trim());
  return {
    headerLine: lines[at]!.line,
    headers,
    signature: headerSignature(headers),
    layout: layoutOf(headers),
    detected: detectMapping(headers),
    ...preambleAccount(lines.slice(0, at).map((l) => l.cells)),
    body: lines.slice(at + 1),
  };
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BankFlowLayout } from '@esee/contracts';
import {
  encodeGbk,
  generateStatements,
  statementTable,
  toCsv,
  toXlsx,
  type StatementOptions,
  type SubjectKey,
} from './bankStatements';

/** How each subject's statement is written: the bank layouts and the file kinds the upload takes. */
const FILES: Record<SubjectKey, { layout: BankFlowLayout; format: 'xlsx' | 'csv-gbk' | 'csv-utf8' }> = {
  A: { layout: 'icbc', format: 'xlsx' },
  B: { layout: 'ccb', format: 'csv-gbk' },
  C: { layout: 'cmb', format: 'xlsx' },
  P: { layout: 'abc', format: 'csv-utf8' },
};

/**
 * Write a group's sample statements into `out` (工行 .xlsx, 建行 GBK .csv, 招行 .xlsx, 农行 UTF-8 .csv) and
 * `manifest.json`: the subjects (name, kind, role, account), the files, the planted anomalies and faults.
 */
export function writeStatementFiles(out: string, options: StatementOptions) {
  mkdirSync(out, { recursive: true });
  const g = generateStatements(options);
  const files = g.statements.map((s) => {
    const { layout, format } = FILES[s.subject.key];
    const table = statementTable(s, layout);
    const name = `${s.subject.key}-${s.subject.name}-${layout}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;
    const bytes =
      format === 'xlsx' ? toXlsx(table) : format === 'csv-gbk' ? encodeGbk(toCsv(table)) : Buffer.from(toCsv(table), 'utf8');
    writeFileSync(path.join(out, name), bytes);
    return { subject: s.subject.key, file: name, layout, format, rows: s.rows.length };
  });
  writeFileSync(
    path.join(out, 'manifest.json'),
    JSON.stringify({ subjects: g.subjects, files, planted: g.planted, faults: g.faults }, null, 2),
  );
  return { files: files.length, rows: files.reduce((s, f) => s + f.rows, 0), planted: g.planted.length };
}

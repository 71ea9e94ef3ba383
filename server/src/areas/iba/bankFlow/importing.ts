import { createHash } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { sql } from 'kysely';
import {
  BANK_FLOW_MAX_ANALYSIS_ROWS,
  BANK_FLOW_MAX_FILE_ROWS,
  BANK_FLOW_UNKNOWN_ACCOUNT,
  BankFlowMappingSchema,
  BankFlowMessage,
  type BankFlowMapping,
  type BankFlowPreview,
  type BankFlowStatement,
  chinaTime,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { amountMode, layoutName, missingFields } from './columns';
import { balanceChecks, confirmedCodes, holderChecks, ownersOf, requireAccepted } from './ownership';
import { parseRows, type ParsedTxn } from './parse';
import { readStatementRows, tableOf, type StatementTable } from './statementFile';

/** Rows a preview shows. */
const SAMPLE = 5;
/** Rows inserted per statement: 17 parameters a row stays under the protocol's 65,535. */
const INSERT_CHUNK = 2000;

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** Where a statement goes: the institution (its saved mappings), the analysis and the subject. */
export interface StatementTarget {
  instId: number;
  analysisId: number;
  subjectId: number;
}

/** The upload's form fields: the confirmed mapping (JSON), the account the user typed, the confirmed checks. */
export interface StatementFields {
  mapping?: string;
  accountNo?: string;
  confirm?: string;
}

/** The account a statement is read under: the one the user typed, else the file's ('' when neither names one). */
const accountOf = (typed: string | undefined, read: string) => (typed?.replace(/\s/g, '') || read).slice(0, 60);

/** A mapping the user sent (JSON text): valid in shape, and naming headers of this file only. */
function mappingFromField(text: string, headers: readonly string[]): BankFlowMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(BankFlowMessage.BAD_MAPPING);
  }
  if (!Value.Check(BankFlowMappingSchema, value)) throw badRequest(BankFlowMessage.BAD_MAPPING);
  const mapping = value as BankFlowMapping;
  for (const header of Object.values(mapping))
    if (header && !headers.includes(header)) throw badRequest(`列映射中的「${header.slice(0, 30)}」不在文件的表头中`);
  return mapping;
}

/** The mapping to read a file with: the user's, else the institution's saved one for these headers, else detected. */
async function mappingFor(
  db: Db,
  instId: number,
  table: StatementTable,
  given: string | undefined,
): Promise<{ mapping: Partial<BankFlowMapping>; source: 'given' | 'saved' | 'detected' }> {
  if (given) return { mapping: mappingFromField(given, table.headers), source: 'given' };
  const saved = await db
    .selectFrom('bank_flow_mapping')
    .select('mapping')
    .where('inst_id', '=', instId)
    .where('signature', '=', table.signature)
    .executeTakeFirst();
  if (saved) {
    const mapping = (typeof saved.mapping === 'string' ? JSON.parse(saved.mapping) : saved.mapping) as BankFlowMapping;
    if (Object.values(mapping).every((h) => !h || table.headers.includes(h))) return { mapping, source: 'saved' };
  }
  return { mapping: table.detected, source: 'detected' };
}

/** Read a file and say how it would be imported: layout, headers, mapping, the first rows and any problem. */
export async function previewStatement(
  db: Db,
  target: StatementTarget,
  file: UploadedFile,
  fields: StatementFields,
): Promise<BankFlowPreview> {
  const { lines, encoding } = await readStatementRows(file.fileName, file.bytes);
  const table = tableOf(lines);
  const { mapping, source } = await mappingFor(db, target.instId, table, fields.mapping);
  const missing = missingFields(mapping);
  const parsed = missing.length
    ? { txns: [] as ParsedTxn[], problems: [] as string[] }
    : parseRows(table.headers, table.body, mapping as BankFlowMapping, BANK_FLOW_MAX_FILE_ROWS);
  const first = parsed.txns[0];
  const accountNo = first?.accountNo || table.accountNo;
  const accountName = first?.accountName || table.accountName;
  const owners = await ownersOf(db, target.analysisId);
  return {
    fileName: file.fileName,
    layout: table.layout,
    layoutName: layoutName(table.layout),
    headers: table.headers,
    headerLine: table.headerLine,
    mapping: Object.fromEntries(Object.entries(mapping).filter(([, v]) => v)) as Record<string, string>,
    mappingSource: source === 'saved' ? 'saved' : 'detected',
    missing,
    accountNo,
    accountName,
    encoding,
    rows: parsed.txns.length,
    sample: parsed.txns.slice(0, SAMPLE).map((t) => ({
      line: t.line,
      occurred: t.occurred,
      direction: t.direction === 'in' ? '收入' : '支出',
      amount: t.amount,
      balance: t.balance,
      counterparty: t.counterparty,
      summary: t.summary,
    })),
    problems: [
      ...parsed.problems,
      ...(parsed.txns.length > BANK_FLOW_MAX_FILE_ROWS ? [BankFlowMessage.TOO_MANY_ROWS] : []),
    ],
    checks: [
      ...holderChecks(target.subjectId, owners, { accountNo: accountOf(fields.accountNo, accountNo), accountName }),
      ...balanceChecks(parsed.txns),
    ],
  };
}

/**
 * Import a statement for a subject, all or nothing: the file is read and every row checked before anything
 * is written; then, the analysis locked, the account and holder are checked against the subjects (a refusal, or
 * a question the user has not confirmed, is a 409), and the statement, its transactions, the confirmed mapping
 * (saved for the institution under the header signature) and the analysis's change time are written in one
 * transaction.
 */
export async function importStatement(
  db: Db,
  ctx: StatementTarget & { userId: number; subjectName: string; now: Date },
  file: UploadedFile,
  fields: StatementFields,
): Promise<BankFlowStatement> {
  const { lines } = await readStatementRows(file.fileName, file.bytes);
  const table = tableOf(lines);
  const { mapping, source } = await mappingFor(db, ctx.instId, table, fields.mapping);
  const missing = missingFields(mapping);
  if (missing.length) throw badRequest(`缺少必需的列：${missing.join('、')}，请确认列映射`);
  const { txns, problems } = parseRows(table.headers, table.body, mapping as BankFlowMapping, BANK_FLOW_MAX_FILE_ROWS);
  if (problems.length)
    throw badRequest(`流水无法导入：${problems.slice(0, 3).join('；')}${problems.length > 3 ? ' 等' : ''}`);
  if (txns.length > BANK_FLOW_MAX_FILE_ROWS) throw badRequest(BankFlowMessage.TOO_MANY_ROWS);
  if (!txns.length) throw badRequest(BankFlowMessage.NO_ROWS);

  const hash = createHash('sha256').update(file.bytes).digest('hex');
  const named = accountOf(fields.accountNo, txns[0]!.accountNo || table.accountNo);
  const accountNo = named || BANK_FLOW_UNKNOWN_ACCOUNT;
  const holder = (txns[0]!.accountName || table.accountName).slice(0, 100);
  const accountName = holder || ctx.subjectName.slice(0, 100);
  const days = txns.map((t) => t.occurred.slice(0, 10)).sort();

  return db.transaction().execute(async (trx) => {
    // One import at a time per analysis: the row limit and the duplicate check hold under concurrent uploads.
    await sql`select id from bank_flow_analysis where id = ${ctx.analysisId} for update`.execute(trx);
    const duplicate = await trx
      .selectFrom('bank_flow_statement')
      .select('id')
      .where('subject_id', '=', ctx.subjectId)
      .where('file_hash', '=', hash)
      .executeTakeFirst();
    if (duplicate) throw badRequest(BankFlowMessage.DUPLICATE_FILE);
    const owners = await ownersOf(trx, ctx.analysisId);
    requireAccepted(
      holderChecks(ctx.subjectId, owners, { accountNo: named, accountName: holder }),
      confirmedCodes(fields.confirm),
    );
    const { n } = await trx
      .selectFrom('bank_flow_txn')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('analysis_id', '=', ctx.analysisId)
      .executeTakeFirstOrThrow();
    if (Number(n) + txns.length > BANK_FLOW_MAX_ANALYSIS_ROWS) throw badRequest(BankFlowMessage.ANALYSIS_FULL);
    const statement = await trx
      .insertInto('bank_flow_statement')
      .values({
        analysis_id: ctx.analysisId,
        subject_id: ctx.subjectId,
        file_name: file.fileName.slice(0, 200),
        file_hash: hash,
        layout: table.layout,
        account_no: accountNo,
        account_name: accountName,
        row_count: txns.length,
        period_from: days[0]!,
        period_to: days[days.length - 1]!,
        mapping: JSON.stringify(mapping),
        user_id: ctx.userId,
        imported_at: ctx.now,
      })
      .returning(['id', 'imported_at'])
      .executeTakeFirstOrThrow();
    for (let i = 0; i < txns.length; i += INSERT_CHUNK)
      await trx
        .insertInto('bank_flow_txn')
        .values(
          txns.slice(i, i + INSERT_CHUNK).map((t, k) => ({
            analysis_id: ctx.analysisId,
            statement_id: statement.id,
            subject_id: ctx.subjectId,
            account_no: accountNo,
            line: t.line,
            seq: i + k,
            occurred: t.occurred,
            has_time: t.hasTime,
            direction: t.direction === 'in' ? 'I' : 'O',
            amount: t.amount,
            balance: t.balance,
            counterparty: t.counterparty,
            counter_account: t.counterAccount,
            counter_bank: t.counterBank,
            summary: t.summary,
            currency: t.currency,
          })),
        )
        .execute();
    if (source === 'given' && amountMode(mapping))
      await trx
        .insertInto('bank_flow_mapping')
        .values({
          inst_id: ctx.instId,
          signature: table.signature,
          headers: JSON.stringify(table.headers),
          mapping: JSON.stringify(mapping),
          user_id: ctx.userId,
          saved_at: ctx.now,
        })
        .onConflict((oc) =>
          oc.columns(['inst_id', 'signature']).doUpdateSet({
            mapping: JSON.stringify(mapping),
            headers: JSON.stringify(table.headers),
            user_id: ctx.userId,
            saved_at: ctx.now,
          }),
        )
        .execute();
    await trx.updateTable('bank_flow_analysis').set({ changed_at: ctx.now }).where('id', '=', ctx.analysisId).execute();
    return {
      statementId: statement.id,
      subjectId: ctx.subjectId,
      fileName: file.fileName.slice(0, 200),
      layout: layoutName(table.layout),
      accountNo,
      accountName,
      rows: txns.length,
      from: days[0]!,
      to: days[days.length - 1]!,
      importedAt: chinaTime(new Date(statement.imported_at)),
    };
  });
}

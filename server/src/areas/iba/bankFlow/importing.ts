import { sql } from 'kysely';
import {
  BANK_FLOW_MAX_ANALYSIS_ROWS,
  BANK_FLOW_UNKNOWN_ACCOUNT,
  BankFlowMessage,
  type BankFlowPreview,
  type BankFlowStatement,
  chinaTime,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { confirmedCodes, holderChecks, ownersOf, requireAccepted } from './ownership';
import { readStatementInWorker, type ReadStatementInput, type SavedMapping } from './tasks';

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

/** The institution's saved mappings (one per header layout it confirmed), for the reading worker to choose from. */
async function savedMappings(db: Db, instId: number): Promise<SavedMapping[]> {
  const { rows } = await sql<SavedMapping>`
    select signature, mapping::text as mapping from bank_flow_mapping where inst_id = ${instId}`.execute(db);
  return rows;
}

const readInput = async (db: Db, instId: number, file: UploadedFile, fields: StatementFields) =>
  ({
    fileName: file.fileName,
    bytes: file.bytes,
    given: fields.mapping || undefined,
    saved: await savedMappings(db, instId),
  }) satisfies ReadStatementInput;

/**
 * Read a file and say how it would be imported: layout, headers, mapping, the first rows and any problem. The
 * file is read in a worker; the checks against the analysis's subjects here.
 */
export async function previewStatement(
  db: Db,
  target: StatementTarget,
  file: UploadedFile,
  fields: StatementFields,
): Promise<BankFlowPreview> {
  const read = await readStatementInWorker(await readInput(db, target.instId, file, fields), 'preview');
  if (read.kind !== 'preview') throw new Error('bankFlow.readStatement answered an import to a preview');
  const { preview, balanceChecks } = read.value;
  const owners = await ownersOf(db, target.analysisId);
  return {
    ...preview,
    checks: [
      ...holderChecks(target.subjectId, owners, {
        accountNo: accountOf(fields.accountNo, preview.accountNo),
        accountName: preview.accountName,
      }),
      ...balanceChecks,
    ],
  };
}

/**
 * Import a statement for a subject, all or nothing: the file is read and every row checked (in a worker) before
 * anything is written; then, the analysis locked, the account and holder are checked against the subjects (a
 * refusal, or a question the user has not confirmed, is a 409), and the statement, its transactions (in
 * statements of `ROW_BATCH` rows, so that no one query holds the database long), the confirmed mapping (saved
 * for the institution under the header signature) and the analysis's change time are written in one
 * transaction.
 */
export async function importStatement(
  db: Db,
  ctx: StatementTarget & { userId: number; subjectName: string; now: Date },
  file: UploadedFile,
  fields: StatementFields,
): Promise<BankFlowStatement> {
  const read = await readStatementInWorker(await readInput(db, ctx.instId, file, fields), 'import');
  if (read.kind !== 'import') throw new Error('bankFlow.readStatement answered a preview to an import');
  const st = read.value;
  const named = accountOf(fields.accountNo, st.accountNo);
  const accountNo = named || BANK_FLOW_UNKNOWN_ACCOUNT;
  const holder = st.accountName.slice(0, 100);
  const accountName = holder || ctx.subjectName.slice(0, 100);

  return db.transaction().execute(async (trx) => {
    // One import at a time per analysis: the row limit and the duplicate check hold under concurrent uploads.
    await sql`select id from bank_flow_analysis where id = ${ctx.analysisId} for update`.execute(trx);
    const duplicate = await trx
      .selectFrom('bank_flow_statement')
      .select('id')
      .where('subject_id', '=', ctx.subjectId)
      .where('file_hash', '=', st.hash)
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
    if (Number(n) + st.rows > BANK_FLOW_MAX_ANALYSIS_ROWS) throw badRequest(BankFlowMessage.ANALYSIS_FULL);
    const statement = await trx
      .insertInto('bank_flow_statement')
      .values({
        analysis_id: ctx.analysisId,
        subject_id: ctx.subjectId,
        file_name: file.fileName.slice(0, 200),
        file_hash: st.hash,
        layout: st.layout,
        account_no: accountNo,
        account_name: accountName,
        row_count: st.rows,
        period_from: st.from,
        period_to: st.to,
        mapping: st.mapping,
        user_id: ctx.userId,
        imported_at: ctx.now,
      })
      .returning(['id', 'imported_at'])
      .executeTakeFirstOrThrow();
    // Each batch one statement with one text parameter: the database reads the rows, this thread does not.
    for (const batch of st.batches)
      await sql`
        insert into bank_flow_txn (analysis_id, statement_id, subject_id, account_no, line, seq, occurred, has_time,
          direction, amount, balance, counterparty, counter_account, counter_bank, summary, currency)
        select ${ctx.analysisId}, ${statement.id}, ${ctx.subjectId}, ${accountNo}, (r->>0)::int, (r->>1)::int, r->>2,
          (r->>3)::boolean, r->>4, (r->>5)::numeric, (r->>6)::numeric, r->>7, r->>8, r->>9, r->>10, r->>11
        from json_array_elements(${batch}::json) as r`.execute(trx);
    if (st.saveMapping)
      await trx
        .insertInto('bank_flow_mapping')
        .values({
          inst_id: ctx.instId,
          signature: st.signature,
          headers: JSON.stringify(st.headers),
          mapping: st.mapping,
          user_id: ctx.userId,
          saved_at: ctx.now,
        })
        .onConflict((oc) =>
          oc.columns(['inst_id', 'signature']).doUpdateSet({
            mapping: st.mapping,
            headers: JSON.stringify(st.headers),
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
      layout: st.layoutName,
      accountNo,
      accountName,
      rows: st.rows,
      from: st.from,
      to: st.to,
      importedAt: chinaTime(new Date(statement.imported_at)),
    };
  });
}

import { sql } from 'kysely';
import {
  BANK_FLOW_MAX_ANALYSIS_ROWS,
  BANK_FLOW_UNKNOWN_ACCOUNT,
  BankFlowMessage,
  type BankFlowPreview,
  type BankFlowStatement,
  chinaTime,
} from '@esee/contracts';
import { nextTurn } from '../../../platform/db/batches';
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

/** An import cut short (its instance stopped) is removed by a later import into its analysis after this long. */
const ABANDONED_MS = 10 * 60_000;

/**
 * Import a statement for a subject, all or nothing: the file is read and every row checked (in a worker) before
 * anything is written; then, the analysis locked for a moment, the account and holder are checked against the
 * subjects (a refusal, or a question the user has not confirmed, is a 409), the row limit and duplicates are checked,
 * and the statement is written unpublished with its confirmed mapping (saved for the institution under the header
 * signature). Its transactions follow in statements of `ROW_BATCH` rows outside any transaction (on the embedded
 * engine one transaction of 25,000 rows held every other request), and the statement is published with the
 * analysis's change time: readers see it whole or not at all. A failure removes it.
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

  const statement = await db.transaction().execute(async (trx) => {
    // One import at a time per analysis through these checks: the row limit and the duplicate check hold under
    // concurrent uploads (they count the statements still being written).
    await sql`select id from bank_flow_analysis where id = ${ctx.analysisId} for update`.execute(trx);
    await trx
      .deleteFrom('bank_flow_statement')
      .where('analysis_id', '=', ctx.analysisId)
      .where('published', '=', false)
      .where('imported_at', '<', new Date(ctx.now.getTime() - ABANDONED_MS))
      .execute();
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
      .selectFrom('bank_flow_statement')
      .select(sql<string>`coalesce(sum(row_count), 0)`.as('n'))
      .where('analysis_id', '=', ctx.analysisId)
      .executeTakeFirstOrThrow();
    if (Number(n) + st.rows > BANK_FLOW_MAX_ANALYSIS_ROWS) throw badRequest(BankFlowMessage.ANALYSIS_FULL);
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
    return trx
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
        published: false,
      })
      .returning(['id', 'imported_at'])
      .executeTakeFirstOrThrow();
  });

  try {
    // Each batch one statement with one text parameter: the database reads the rows, this thread does not.
    for (const [i, batch] of st.batches.entries()) {
      // Other requests are answered between batches (db/batches.ts).
      if (i > 0) await nextTurn();
      await sql`
        insert into bank_flow_txn (analysis_id, statement_id, subject_id, account_no, line, seq, occurred, has_time,
          direction, amount, balance, counterparty, counter_account, counter_bank, summary, currency)
        select ${ctx.analysisId}, ${statement.id}, ${ctx.subjectId}, ${accountNo}, (r->>0)::int, (r->>1)::int, r->>2,
          (r->>3)::boolean, r->>4, (r->>5)::numeric, (r->>6)::numeric, r->>7, r->>8, r->>9, r->>10, r->>11
        from json_array_elements(${batch}::json) as r`.execute(db);
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('bank_flow_statement').set({ published: true }).where('id', '=', statement.id).execute();
      await trx
        .updateTable('bank_flow_analysis')
        .set({ changed_at: ctx.now })
        .where('id', '=', ctx.analysisId)
        .execute();
    });
  } catch (error) {
    await db.deleteFrom('bank_flow_statement').where('id', '=', statement.id).execute();
    throw error;
  }
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
}

import { sql } from 'kysely';
import type { BankFlowResult, BankFlowSubjectKind, BankFlowThresholds } from '@esee/contracts';
import type { NameIndex } from '../../../core/companies/nameIndex';
import type { Db } from '../../../platform/db/database';
import { analyse, type AnalysisOutput } from './analysis';
import { nameClassOf, normName } from './classify';
import type { EngineFlag, EngineTxn } from './model';
import { matchRegister, relatedParties } from './related';
import { txnFieldsOf, type StoredTxnRow } from './storedTxn';

/** Flags written per statement. */
const CHUNK = 1000;

/** The subjects and transactions of an analysis, as the engine reads them. */
async function loadInput(db: Db, analysisId: number) {
  const subjects = await db
    .selectFrom('bank_flow_subject')
    .select(['id', 'kind', 'name', 'ent_id'])
    .where('analysis_id', '=', analysisId)
    .orderBy('id')
    .execute();
  // Numbers as float8: the engine compares amounts in cents, well within a double's exact range.
  const { rows } = await sql<
    StoredTxnRow & { subject_id: number; seq: number }
  >`select id, subject_id, statement_id, account_no, line, seq, occurred, has_time, direction, amount::float8 as amount,
       balance::float8 as balance, counterparty, counter_account, counter_bank, summary, currency
     from bank_flow_txn where analysis_id = ${analysisId}`.execute(db);
  const txns: EngineTxn[] = rows.map((r) => ({
    id: r.id,
    subjectId: r.subject_id,
    statementId: r.statement_id,
    accountNo: r.account_no,
    order: r.seq,
    ...txnFieldsOf(r),
  }));
  return {
    subjects: subjects.map((s) => ({ id: s.id, kind: s.kind as BankFlowSubjectKind, name: s.name, entId: s.ent_id })),
    txns,
  };
}

/**
 * Run the analysis of an analysis project now and keep it: the result (pre-checks, standard analyses) as
 * JSON, and the flags. A flag found again keeps its note and sign-off (same rule and anchor); one no longer
 * found is removed with its note (its transactions changed or are gone).
 */
export async function runAnalysis(
  db: Db,
  index: NameIndex,
  analysisId: number,
  thresholds: BankFlowThresholds,
  now: Date,
): Promise<{ result: AnalysisOutput; flags: EngineFlag[] }> {
  const input = await loadInput(db, analysisId);
  const names = new Set<string>();
  const people = new Set<string>();
  for (const t of input.txns) {
    if (!t.counterparty) continue;
    const cls = nameClassOf(t.counterparty);
    if (cls === 'company') names.add(t.counterparty);
    else if (cls === 'person') people.add(normName(t.counterparty));
  }
  const register = matchRegister(index, names);
  const related = await relatedParties(db, input.subjects, register, people);
  const out = analyse({ subjects: input.subjects, txns: input.txns, thresholds, related, register });
  await saveRun(db, analysisId, out, now);
  return out;
}

async function saveRun(db: Db, analysisId: number, out: { result: AnalysisOutput; flags: EngineFlag[] }, now: Date) {
  await db.transaction().execute(async (trx) => {
    await sql`select id from bank_flow_analysis where id = ${analysisId} for update`.execute(trx);
    const existing = await trx
      .selectFrom('bank_flow_flag')
      .select(['id', 'flag_key'])
      .where('analysis_id', '=', analysisId)
      .execute();
    const byKey = new Map(existing.map((e) => [e.flag_key, e.id]));
    const found = new Set(out.flags.map((f) => f.key));
    const gone = existing.filter((e) => !found.has(e.flag_key)).map((e) => e.id);
    if (gone.length) await trx.deleteFrom('bank_flow_flag').where('id', 'in', gone).execute();
    const fresh = out.flags.filter((f) => !byKey.has(f.key));
    const kept = out.flags.filter((f) => byKey.has(f.key));
    for (let i = 0; i < fresh.length; i += CHUNK)
      await trx
        .insertInto('bank_flow_flag')
        .values(
          fresh.slice(i, i + CHUNK).map((f) => ({
            analysis_id: analysisId,
            flag_key: f.key,
            rule: f.rule,
            subject_id: f.subjectId,
            account_no: f.accountNo,
            anchor_txn_id: f.anchor,
            txn_ids: f.txnIds,
            counterparty: f.counterparty.slice(0, 300),
            amount: f.amount,
            occurred: f.occurred,
            reason: f.reason,
            relation: f.relation,
          })),
        )
        .execute();
    // What a kept flag says may have changed (more outflows after an inflow, a new path): rewrite its facts.
    for (let i = 0; i < kept.length; i += CHUNK) {
      const part = kept.slice(i, i + CHUNK);
      await sql`
        update bank_flow_flag f set
          txn_ids = v.txn_ids::int[], amount = v.amount, reason = v.reason, relation = v.relation, counterparty = v.counterparty
        from (
          select unnest(${sql.val(part.map((f) => byKey.get(f.key)!))}::int[]) as id,
                 unnest(${sql.val(part.map((f) => `{${f.txnIds.join(',')}}`))}::text[]) as txn_ids,
                 unnest(${sql.val(part.map((f) => f.amount))}::numeric[]) as amount,
                 unnest(${sql.val(part.map((f) => f.reason))}::text[]) as reason,
                 unnest(${sql.val(part.map((f) => f.relation))}::text[]) as relation,
                 unnest(${sql.val(part.map((f) => f.counterparty.slice(0, 300)))}::text[]) as counterparty
        ) v
        where f.id = v.id`.execute(trx);
    }
    await trx
      .updateTable('bank_flow_analysis')
      .set({ analysed_at: now, result: JSON.stringify(out.result) })
      .where('id', '=', analysisId)
      .execute();
  });
}

export type StoredResult = Omit<BankFlowResult, 'analysisId' | 'analysedAt' | 'stale'>;

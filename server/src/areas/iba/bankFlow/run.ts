import { sql } from 'kysely';
import {
  BankFlowMessage,
  ResultCode,
  type BankFlowResult,
  type BankFlowSubjectKind,
  type BankFlowThresholds,
} from '@esee/contracts';
import type { NameIndex } from '../../../core/companies/nameIndex';
import { nextTurn, STATEMENT_BATCH } from '../../../platform/db/batches';
import type { Db } from '../../../platform/db/database';
import type { WorkRunContext } from '../../../platform/jobs/workRuns';
import { AppError } from '../../../platform/http/errors';
import { nameClassOf, normName } from './classify';
import { matchRegister, relatedParties } from './related';
import { transactionCount } from './query';
import { analyseInWorker, type AnalyseOutput } from './tasks';

/** Flags deleted per statement (ids only: cheap); transactions are read `STATEMENT_BATCH` a query. */
const DELETE_BATCH = 5000;

/**
 * Rows of a table for one analysis, in batches of `STATEMENT_BATCH` by id, each read as one JSON text (the database
 * writes it; this thread passes it on without reading it). `extra` adds an aggregate read with each batch.
 */
async function readBatches(
  db: Db,
  table: 'bank_flow_txn' | 'bank_flow_flag',
  columns: string,
  analysisId: number,
  each?: (names: string[]) => void,
): Promise<string[]> {
  const batches: string[] = [];
  // Transactions of a statement still being written are not read (importing.ts).
  const published =
    table === 'bank_flow_txn'
      ? sql`and statement_id in (select id from bank_flow_statement where analysis_id = ${analysisId} and published)`
      : sql``;
  for (let after = 0; ;) {
    const { rows } = await sql<{ last: number | null; rows: string | null; names: string | null }>`
      select max(id) as last, json_agg(json_build_array(${sql.raw(columns)}) order by id)::text as rows,
        ${each ? sql`json_agg(distinct counterparty)::text` : sql`null`} as names
      from (select * from ${sql.table(table)} where analysis_id = ${analysisId} and id > ${after} ${published}
            order by id limit ${STATEMENT_BATCH}) t`.execute(db);
    const row = rows[0];
    if (!row || row.last === null || !row.rows) return batches;
    batches.push(row.rows);
    if (each && row.names) each(JSON.parse(row.names) as string[]);
    after = row.last;
    // Other requests are answered between batches (db/batches.ts).
    await nextTurn();
  }
}

const TXN_COLUMNS = `id, subject_id, statement_id, account_no, line, seq, occurred, has_time, direction,
  amount::float8, balance::float8, counterparty, counter_account, counter_bank, summary, currency`;

/**
 * Run the analysis of an analysis project now and keep it: the result (pre-checks, standard analyses) as
 * JSON, and the flags. A flag found again keeps its note and sign-off (same rule and anchor); one no longer
 * found is removed with its note (its transactions changed or are gone). The database is read and written
 * here, in batches; the analysis itself runs in a worker.
 */
export async function runAnalysis(
  db: Db,
  /** The name index to look these counterparties' names up with. */
  register: (names: string[]) => Promise<NameIndex>,
  analysisId: number,
  thresholds: BankFlowThresholds,
  now: Date,
  run: Pick<WorkRunContext, 'progress' | 'signal'> = {
    progress: () => undefined,
    signal: new AbortController().signal,
  },
): Promise<void> {
  run.progress(0, '读取流水');
  const version = await analysedAt(db, analysisId);
  const total = await transactionCount(db, analysisId);
  const subjects = await db
    .selectFrom('bank_flow_subject')
    .select(['id', 'kind', 'name', 'ent_id'])
    .where('analysis_id', '=', analysisId)
    .orderBy('id')
    .execute();
  const engineSubjects = subjects.map((s) => ({
    id: s.id,
    kind: s.kind as BankFlowSubjectKind,
    name: s.name,
    entId: s.ent_id,
  }));
  // The counterparties' names, each batch's distinct ones: a few hundred to classify, not every row.
  const names = new Set<string>();
  const people = new Set<string>();
  const seen = new Set<string>();
  let read = 0;
  const txnBatches = await readBatches(db, 'bank_flow_txn', TXN_COLUMNS, analysisId, (batch) => {
    read = Math.min(total, read + STATEMENT_BATCH);
    run.progress((0.3 * read) / Math.max(total, 1), '读取流水');
    for (const name of batch) {
      if (!name || seen.has(name)) continue;
      seen.add(name);
      const cls = nameClassOf(name);
      if (cls === 'company') names.add(name);
      else if (cls === 'person') people.add(normName(name));
    }
  });
  run.progress(0.3, '识别交易对手与关联方');
  const matched = matchRegister(await register([...names].map(normName)), names);
  const related = await relatedParties(db, engineSubjects, matched, people);
  const existing = await readBatches(db, 'bank_flow_flag', 'id, flag_key', analysisId);
  run.progress(0.4, '预检、标准分析与异常规则');
  const out = await analyseInWorker(
    {
      subjects: engineSubjects.map(({ id, kind, name }) => ({ id, kind, name })),
      txnBatches,
      thresholds,
      related: [...related],
      register: [...matched],
      existing,
    },
    { signal: run.signal },
  );
  run.progress(0.85, '保存分析结果');
  await saveRun(db, analysisId, version, out, now);
}

/** When the analysis last ran (as text), read before and checked again when its run is written. */
async function analysedAt(db: Db, analysisId: number): Promise<string | null> {
  const { rows } = await sql<{ at: string | null }>`
    select analysed_at::text as at from bank_flow_analysis where id = ${analysisId}`.execute(db);
  return rows[0]?.at ?? null;
}

async function saveRun(db: Db, analysisId: number, version: string | null, out: AnalyseOutput, now: Date) {
  await db.transaction().execute(async (trx) => {
    await sql`select id from bank_flow_analysis where id = ${analysisId} for update`.execute(trx);
    // The flags to keep and remove were worked out from the last run read before: another run written
    // meanwhile would make them wrong.
    if ((await analysedAt(trx, analysisId)) !== version)
      throw new AppError(ResultCode.CONFLICT, BankFlowMessage.ANALYSIS_RACED, 409);
    for (let i = 0; i < out.gone.length; i += DELETE_BATCH)
      await sql`delete from bank_flow_flag where id = any(${out.gone.slice(i, i + DELETE_BATCH)}::int[])`.execute(trx);
    for (const batch of out.fresh)
      await sql`
        insert into bank_flow_flag (analysis_id, flag_key, rule, subject_id, account_no, anchor_txn_id, txn_ids,
          counterparty, amount, occurred, reason, relation)
        select ${analysisId}, r->>0, r->>1, (r->>2)::int, r->>3, (r->>4)::int,
          array(select x::int from json_array_elements_text(r->5) as x), r->>6, (r->>7)::numeric, r->>8, r->>9, r->>10
        from json_array_elements(${batch}::json) as r`.execute(trx);
    for (const batch of out.kept)
      await sql`
        update bank_flow_flag f set
          txn_ids = array(select x::int from json_array_elements_text(v.r->1) as x), amount = (v.r->>2)::numeric,
          reason = v.r->>3, relation = v.r->>4, counterparty = v.r->>5
        from (select r from json_array_elements(${batch}::json) as r) v
        where f.id = (v.r->>0)::int and f.analysis_id = ${analysisId}`.execute(trx);
    await trx
      .updateTable('bank_flow_analysis')
      .set({ analysed_at: now, result: out.result })
      .where('id', '=', analysisId)
      .execute();
  });
}

export type StoredResult = Omit<BankFlowResult, 'analysisId' | 'analysedAt' | 'stale'>;

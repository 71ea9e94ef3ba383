import { sql } from 'kysely';
import {
  BANK_FLOW_FLAG_STATUSES,
  BANK_FLOW_RULE_CATALOGUE,
  type BankFlowAnalysisDetail,
  type BankFlowAnalysisSummary,
  type BankFlowConclusion,
  type BankFlowFlag,
  type BankFlowFlagStatus,
  type BankFlowResult,
  type BankFlowRule,
  type BankFlowTransaction,
  chinaTime,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { layoutName } from './columns';
import type { StoredResult } from './run';
import { txnFieldsOf, type StoredTxnRow } from './storedTxn';

const chinaTimeOrNull = (at: Date | string | null) => (at ? chinaTime(at) : null);

/** Transactions shown per flag at most (the working papers and the list; the rest are counted in the reason). */
const TXNS_PER_FLAG = 20;

/** The analyses the user owns or reviews, newest first, with their counts. */
export function summaries(db: Db, user: SessionUser) {
  return db
    .selectFrom('bank_flow_analysis as a')
    .innerJoin('app_user as o', 'o.id', 'a.user_id')
    .leftJoin('app_user as r', 'r.id', 'a.reviewer_id')
    .select((eb) => [
      'a.id',
      'a.name',
      'a.user_id',
      'a.project_id',
      'a.created_at',
      'a.analysed_at',
      'a.changed_at',
      'o.display_name as owner',
      'r.display_name as reviewer',
      eb
        .selectFrom('bank_flow_subject as s')
        .whereRef('s.analysis_id', '=', 'a.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('subjects'),
      sql<
        string | null
      >`(select sum(st.row_count) from bank_flow_statement st where st.analysis_id = a.id and st.published)`.as(
        'transactions',
      ),
      eb
        .selectFrom('bank_flow_flag as f')
        .whereRef('f.analysis_id', '=', 'a.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('flags'),
    ])
    .where('a.inst_id', '=', user.instId)
    .where((eb) => eb.or([eb('a.user_id', '=', user.userId), eb('a.reviewer_id', '=', user.userId)]));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

export const summaryOf = (r: SummaryRow, user: SessionUser): BankFlowAnalysisSummary => ({
  analysisId: r.id,
  name: r.name,
  owner: r.owner,
  reviewer: r.reviewer ?? null,
  myRole: r.user_id === user.userId ? 'owner' : 'reviewer',
  projectId: r.project_id,
  createdAt: chinaTime(r.created_at),
  analysedAt: chinaTimeOrNull(r.analysed_at),
  subjects: Number(r.subjects ?? 0),
  transactions: Number(r.transactions ?? 0),
  flags: Number(r.flags ?? 0),
});

/** A page of the analyses the user owns or reviews, newest first, and how many there are. */
export async function analysisPage(db: Db, user: SessionUser, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    summaries(db, user).orderBy('a.id', 'desc').offset(offset).limit(limit).execute(),
    db
      .selectFrom('bank_flow_analysis')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('inst_id', '=', user.instId)
      .where((eb) => eb.or([eb('user_id', '=', user.userId), eb('reviewer_id', '=', user.userId)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), list: rows.map((r) => summaryOf(r, user)) };
}

const stale = (r: { analysed_at: Date | null; changed_at: Date }) =>
  !r.analysed_at || new Date(r.changed_at).getTime() > new Date(r.analysed_at).getTime();

export async function detailOf(db: Db, user: SessionUser, analysisId: number): Promise<BankFlowAnalysisDetail> {
  const row = await summaries(db, user).where('a.id', '=', analysisId).executeTakeFirstOrThrow();
  const [subjects, statements] = await Promise.all([
    db.selectFrom('bank_flow_subject').selectAll().where('analysis_id', '=', analysisId).orderBy('id').execute(),
    db
      .selectFrom('bank_flow_statement')
      .selectAll()
      .where('analysis_id', '=', analysisId)
      .where('published', '=', true)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...summaryOf(row, user),
    subjectList: subjects.map((s) => ({
      subjectId: s.id,
      kind: s.kind as 'company' | 'person',
      name: s.name,
      entId: s.ent_id,
      role: s.role,
    })),
    statements: statements.map((s) => ({
      statementId: s.id,
      subjectId: s.subject_id,
      fileName: s.file_name,
      layout: layoutName(s.layout as never) ?? s.layout,
      accountNo: s.account_no,
      accountName: s.account_name,
      rows: s.row_count,
      from: s.period_from,
      to: s.period_to,
      importedAt: chinaTime(s.imported_at),
    })),
    stale: stale(row) && statements.length > 0,
  };
}

/** The stored result of the last analysis; refused when there is none yet. */
export async function resultOf(db: Db, analysisId: number): Promise<BankFlowResult> {
  const row = await db
    .selectFrom('bank_flow_analysis')
    .select(['result', 'analysed_at', 'changed_at'])
    .where('id', '=', analysisId)
    .executeTakeFirstOrThrow();
  if (!row.analysed_at || !row.result) throw badRequest('该分析项目尚未分析，请先运行分析');
  const stored = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as StoredResult;
  return { ...stored, analysisId, analysedAt: chinaTime(row.analysed_at), stale: stale(row) };
}

const txnColumns = sql`t.id, t.statement_id, t.line, t.occurred, t.has_time, t.direction, t.amount::float8 as amount,
  t.balance::float8 as balance, t.counterparty, t.counter_account, t.counter_bank, t.summary, t.currency, t.account_no, s.name as subject_name`;

type TxnRow = StoredTxnRow & { subject_name: string };

const txnOf = (r: TxnRow): BankFlowTransaction => ({
  txnId: r.id,
  statementId: r.statement_id,
  subjectName: r.subject_name,
  accountNo: r.account_no,
  ...txnFieldsOf(r),
});

export interface TxnFilter {
  statementId?: number;
  subjectId?: number;
  counterparty?: string;
  direction?: 'in' | 'out';
}

/** A page of an analysis's transactions in time order, filtered. */
export async function transactionsOf(db: Db, analysisId: number, f: TxnFilter, offset: number, limit: number) {
  const where = [sql`t.analysis_id = ${analysisId}`];
  // A statement still being written is not shown (importing.ts).
  where.push(
    sql`t.statement_id in (select id from bank_flow_statement where analysis_id = t.analysis_id and published)`,
  );
  if (f.statementId) where.push(sql`t.statement_id = ${f.statementId}`);
  if (f.subjectId) where.push(sql`t.subject_id = ${f.subjectId}`);
  if (f.direction) where.push(sql`t.direction = ${f.direction === 'in' ? 'I' : 'O'}`);
  if (f.counterparty?.trim()) {
    const like = `%${f.counterparty.trim().replace(/[\\%_]/g, '\\$&')}%`;
    where.push(sql`(t.counterparty like ${like} or t.counter_account like ${like})`);
  }
  const { rows } = await sql<TxnRow & { total: string }>`
    select ${txnColumns}, count(*) over () as total
    from bank_flow_txn t join bank_flow_subject s on s.id = t.subject_id
    where ${sql.join(where, sql` and `)}
    order by t.occurred, t.statement_id, t.seq
    offset ${offset} limit ${limit}`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), list: rows.map(txnOf) };
}

export interface FlagFilter {
  rule?: BankFlowRule;
  status?: BankFlowFlagStatus;
  subjectId?: number;
}

/** A page of flags (all when `limit` is null), each with its first transactions and who noted and signed. */
export async function flagsOf(db: Db, analysisId: number, f: FlagFilter, offset: number, limit: number | null) {
  let q = db
    .selectFrom('bank_flow_flag as f')
    .innerJoin('bank_flow_subject as s', 's.id', 'f.subject_id')
    .leftJoin('app_user as n', 'n.id', 'f.noted_by')
    .leftJoin('app_user as r', 'r.id', 'f.reviewed_by')
    .select([
      'f.id',
      'f.rule',
      'f.account_no',
      'f.counterparty',
      sql<number>`f.amount::float8`.as('amount'),
      'f.occurred',
      'f.reason',
      'f.relation',
      'f.txn_ids',
      'f.status',
      'f.note',
      'f.conclusion',
      'f.noted_at',
      'f.reviewed_at',
      'f.review_comment',
      's.name as subject_name',
      'n.display_name as noted_name',
      'r.display_name as reviewed_name',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .where('f.analysis_id', '=', analysisId);
  if (f.rule) q = q.where('f.rule', '=', f.rule);
  if (f.status) q = q.where('f.status', '=', f.status);
  if (f.subjectId) q = q.where('f.subject_id', '=', f.subjectId);
  q = q
    .orderBy(
      sql`array_position(array['large','round','night','nonWorkingDay','fastInOut','frequentTwoWay','loop','cash','thirdParty','relatedParty'], f.rule)`,
    )
    .orderBy('f.occurred')
    .orderBy('f.id');
  const rows = await (limit === null ? q : q.offset(offset).limit(limit)).execute();
  const ids = [...new Set(rows.flatMap((r) => r.txn_ids.slice(0, TXNS_PER_FLAG)))];
  const txns = new Map<number, BankFlowTransaction>();
  for (let i = 0; i < ids.length; i += 5000) {
    const part = ids.slice(i, i + 5000);
    const { rows: found } = await sql<TxnRow>`
      select ${txnColumns} from bank_flow_txn t join bank_flow_subject s on s.id = t.subject_id
      where t.analysis_id = ${analysisId} and t.id = any(${sql.val(part)}::int[])`.execute(db);
    for (const t of found) txns.set(t.id, txnOf(t));
  }
  const list: BankFlowFlag[] = rows.map((r) => {
    const rule = r.rule as BankFlowRule;
    const status = r.status as BankFlowFlagStatus;
    return {
      flagId: r.id,
      rule,
      ruleTitle: BANK_FLOW_RULE_CATALOGUE[rule].title,
      level: BANK_FLOW_RULE_CATALOGUE[rule].level,
      subjectName: r.subject_name,
      accountNo: r.account_no,
      counterparty: r.counterparty,
      amount: Number(r.amount),
      occurred: r.occurred,
      reason: r.reason,
      relation: r.relation,
      transactions: r.txn_ids.slice(0, TXNS_PER_FLAG).flatMap((id) => txns.get(id) ?? []),
      status,
      statusTitle: BANK_FLOW_FLAG_STATUSES[status],
      note: r.note,
      conclusion: r.conclusion as BankFlowConclusion | null,
      notedBy: r.noted_name ?? null,
      notedAt: chinaTimeOrNull(r.noted_at),
      reviewedBy: r.reviewed_name ?? null,
      reviewedAt: chinaTimeOrNull(r.reviewed_at),
      reviewComment: r.review_comment,
    };
  });
  return { total: Number(rows[0]?.total ?? 0), list };
}

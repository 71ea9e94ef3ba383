import { sql, type RawBuilder } from 'kysely';
import {
  AUTHORITY_CLASSES,
  AUTHORITY_CLASS_KEYS,
  ISSUER_REVIEW_GROUP_KEYS,
  ISSUER_REVIEW_GROUPS,
  JUDICIAL_KINDS,
  PENALTY_KINDS,
  RECORD_KIND_BY_KEY,
  REVIEW_STAGES,
  reviewGroupOf,
  REVIEW_BOARDS,
  type IssuerReviewGroup,
  type IssuerReviewRef,
  type JusticeIssuer,
  type JusticeListQuery,
  type JusticePage,
  type JusticeSearchParam,
  type PunishListQuery,
  type PunishPage,
  type PunishRecord,
  type PunishSearchParam,
  type PunishSummary,
  type PunishSummaryQuery,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { checkDates } from '../../../core/news/newsRows';

type Page = { offset: number; limit: number };
type ReviewFilter = Pick<JusticeListQuery, 'reviewGroups' | 'boards' | 'stages'>;

/** The review types of the groups asked for. */
const typesOf = (groups: readonly IssuerReviewGroup[]) => groups.flatMap((g) => [...ISSUER_REVIEW_GROUPS[g].types]);

/** The review items under the filters (`r`): which issuers the pages look at. */
function reviewConditions(q: ReviewFilter): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (q.reviewGroups?.length) where.push(sql`r.review_type = any(${typesOf(q.reviewGroups)}::text[])`);
  if (q.boards?.length) where.push(sql`r.board = any(${q.boards}::text[])`);
  if (q.stages?.length) where.push(sql`r.stage = any(${q.stages}::text[])`);
  return sql.join(where, sql` and `);
}

/**
 * `items`: the review items under the filters; `issuers`: one row an issuer (`ent_id`), its latest name, every name
 * it was reviewed under (for the keyword) and its items as JSON, the latest first.
 */
const issuersOf = (q: ReviewFilter) => sql`
  items as (select r.* from supervision_review r where ${reviewConditions(q)}),
  issuers as (
    select r.ent_id,
           (array_agg(r.issuer order by r.updated_date desc, r.review_id))[1] as issuer,
           string_agg(distinct r.issuer, '|') as names,
           jsonb_agg(jsonb_build_object(
             'reviewId', r.review_id, 'reviewType', r.review_type, 'title', r.title, 'board', r.board,
             'stage', r.stage, 'status', r.status, 'statusKey', r.status_key, 'sponsor', r.sponsor,
             'updatedDate', to_char(r.updated_date, 'YYYY-MM-DD')
           ) order by r.updated_date desc, r.review_id) as reviews
    from items r group by r.ent_id
  )`;

type RawRef = Omit<IssuerReviewRef, 'groupTitle' | 'stageLabel'>;
/** An item as the rows name it, with its group's title and its stage's label. */
const refOf = (r: RawRef): IssuerReviewRef => ({
  ...r,
  groupTitle: ISSUER_REVIEW_GROUPS[reviewGroupOf(r.reviewType)].title,
  stageLabel: REVIEW_STAGES[r.stage as keyof typeof REVIEW_STAGES] ?? r.stage,
});

const keywordOf = (text: string | undefined) => text?.trim() || undefined;

/** A number of a record's payload, or null when it holds something else (a loaded set may). */
const payloadNumber = (key: string) =>
  sql`case when jsonb_typeof(payload -> ${key}) = 'number' then (payload ->> ${key})::float8 end`;

/** The kinds of court cases: their records share a case number (案号). */
const CASE_KINDS = [
  'caseFiling',
  'courtNotice',
  'judgmentDocument',
  'executedPerson',
  'dishonest',
  'consumptionLimit',
  'finalCase',
];
const HIGH_RISK_KINDS = JUDICIAL_KINDS.filter((k) => RECORD_KIND_BY_KEY.get(k)?.risk === '高风险');

const JUSTICE_SORTS = {
  latest: sql`p.latest`,
  count: sql`p.total`,
  open: sql`coalesce(s.open_cases, 0)`,
} as const;

/**
 * 发行人司法风险: the issuers under the review filters with a judicial record of the kinds and dates asked for, each
 * with its counts by kind and latest record (under those filters), and, over all its judicial records as of today,
 * its cases 审理中/执行中 and 已结, the amounts involved and its records of high-risk kinds.
 */
export async function justiceList(db: Db, q: JusticeListQuery, page: Page): Promise<JusticePage> {
  checkDates(q.from, q.to);
  const kinds = q.kinds?.length ? q.kinds : [...JUDICIAL_KINDS];
  const dated: RawBuilder<unknown>[] = [sql`kind = any(${kinds}::text[])`];
  if (q.from) dated.push(sql`record_date >= ${q.from}::date`);
  if (q.to) dated.push(sql`record_date <= ${q.to}::date`);
  const keyword = keywordOf(q.keyword);
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (keyword) where.push(sql`strpos(i.names, ${keyword}) > 0`);
  if (q.companyId) where.push(sql`i.ent_id = ${q.companyId}`);
  if (q.openOnly) where.push(sql`coalesce(s.open_cases, 0) > 0`);
  const order = q.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const rows = (
    await sql<Omit<JusticeIssuer, 'reviews'> & { reviews: RawRef[]; rows: number }>`
      with ${issuersOf(q)},
      recs as (
        select rec.company_id, rec.kind, rec.record_date, rec.payload
        from issuers i join record rec on rec.company_id = i.ent_id
        where rec.kind = any(${[...JUDICIAL_KINDS]}::text[])
      ),
      picked as (
        select company_id, kind, count(*)::int as n, max(record_date) as latest
        from recs where ${sql.join(dated, sql` and `)} group by 1, 2
      ),
      per as (
        select company_id, sum(n)::int as total, max(latest) as latest, jsonb_object_agg(kind, n) as counts,
               (array_agg(kind order by latest desc, kind))[1] as latest_kind
        from picked group by 1
      ),
      cases as (
        select company_id,
               bool_or(kind in ('caseFiling', 'courtNotice', 'judgmentDocument')) as trial,
               bool_or(kind = 'judgmentDocument' or (kind = 'caseFiling' and payload ->> 'caseStatus' = '已结案')) as judged,
               bool_or(kind in ('executedPerson', 'dishonest', 'consumptionLimit', 'finalCase')) as executed,
               bool_or(kind = 'finalCase' or (kind = 'executedPerson' and payload ->> 'status' = '已结案')) as execution_ended,
               max(case when kind = 'executedPerson' then ${payloadNumber('execMoney')} end) as exec_money
        from recs
        where kind = any(${CASE_KINDS}::text[]) and coalesce(payload ->> 'caseNo', payload ->> 'caseCode') is not null
        group by company_id, coalesce(payload ->> 'caseNo', payload ->> 'caseCode')
      ),
      status as (
        select company_id,
               count(*) filter (where (trial and not judged) or (executed and not execution_ended))::int as open_cases,
               count(*) filter (where not ((trial and not judged) or (executed and not execution_ended)))::int as closed_cases,
               coalesce(sum(case when executed and not execution_ended then exec_money end), 0)::float8 as open_exec
        from cases group by 1
      ),
      amounts as (
        select company_id,
               coalesce(sum(case when kind = 'judgmentDocument' and strpos(coalesce(payload ->> 'caseNo', ''), '民终') = 0
                                 then ${payloadNumber('amount')} end), 0)::float8 as judged,
               coalesce(sum(case when kind = 'finalCase' then ${payloadNumber('noExecMoney')} end), 0)::float8 as unperformed,
               count(*) filter (where kind = any(${HIGH_RISK_KINDS}::text[]))::int as high_risk
        from recs group by 1
      )
      select i.ent_id as "companyId", i.issuer, p.counts, p.total, to_char(p.latest, 'YYYY-MM-DD') as "latestDate",
             p.latest_kind as "latestKind", coalesce(s.open_cases, 0) as "openCases",
             coalesce(s.closed_cases, 0) as "closedCases", coalesce(a.judged, 0) as "judgedAmount",
             coalesce(s.open_exec, 0) as "openExecAmount", coalesce(a.unperformed, 0) as "unperformedAmount",
             coalesce(a.high_risk, 0) as "highRisk", i.reviews, count(*) over ()::int as rows
      from issuers i
      join per p on p.company_id = i.ent_id
      left join status s on s.company_id = i.ent_id
      left join amounts a on a.company_id = i.ent_id
      where ${sql.join(where, sql` and `)}
      order by ${JUSTICE_SORTS[q.sort ?? 'latest']} ${order}, p.latest desc, i.ent_id
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;
  const issuers = (
    await sql<{ n: number }>`
      with ${issuersOf(q)}
      select count(*)::int as n from issuers i
      where ${keyword ? sql`strpos(i.names, ${keyword}) > 0` : sql`true`} and ${q.companyId ? sql`i.ent_id = ${q.companyId}` : sql`true`}
    `.execute(db)
  ).rows[0]!.n;
  return {
    total: rows[0]?.rows ?? 0,
    issuers,
    list: rows.map(({ rows: _rows, reviews, ...r }) => ({ ...r, reviews: reviews.map(refOf) })),
  };
}

type Counted = { value: string; count: number };
const labelled = (list: Counted[], label: (v: string) => string = (v) => v) =>
  list.map((c) => ({ value: c.value, label: label(c.value), count: c.count }));
/** Counts for every choice of a fixed list, in its order (0 where there is none). */
const inOrder = (values: readonly string[], list: Counted[], label: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value), count: list.find((c) => c.value === value)?.count ?? 0 }));
const groupLabel = (g: string) => ISSUER_REVIEW_GROUPS[g as IssuerReviewGroup]?.title ?? g;
const stageLabel = (s: string) => REVIEW_STAGES[s as keyof typeof REVIEW_STAGES] ?? s;
const kindLabel = (k: string) => RECORD_KIND_BY_KEY.get(k)?.title ?? k;

/** The group of a review type, in SQL. */
const GROUP_OF_TYPE = sql.raw(
  `case ${ISSUER_REVIEW_GROUP_KEYS.map(
    (g) => `when r.review_type in (${ISSUER_REVIEW_GROUPS[g].types.map((t) => `'${t}'`).join(', ')}) then '${g}'`,
  ).join(' ')} end`,
);

/** The choices of 发行人司法风险's filters: issuers by group, board and stage; records by kind. */
export async function justiceSearchParams(db: Db): Promise<JusticeSearchParam> {
  const issuersBy = async (expr: RawBuilder<unknown>) =>
    (
      await sql<Counted>`
        select ${expr} as value, count(distinct r.ent_id)::int as count from supervision_review r group by 1
      `.execute(db)
    ).rows;
  const [groups, boards, stages] = [
    await issuersBy(GROUP_OF_TYPE),
    await issuersBy(sql`r.board`),
    await issuersBy(sql`r.stage`),
  ];
  const kinds = (
    await sql<Counted & { companies: number }>`
      select rec.kind as value, count(*)::int as count
      from record rec
      where rec.kind = any(${[...JUDICIAL_KINDS]}::text[])
        and rec.company_id in (select ent_id from supervision_review)
      group by 1
    `.execute(db)
  ).rows;
  const totals = (
    await sql<{ issuers: number; with_records: number }>`
      select count(*)::int as issuers,
             count(*) filter (where exists (
               select 1 from record rec where rec.company_id = i.ent_id and rec.kind = any(${[...JUDICIAL_KINDS]}::text[])
             ))::int as with_records
      from (select distinct ent_id from supervision_review) i
    `.execute(db)
  ).rows[0]!;
  return {
    reviewGroups: inOrder(ISSUER_REVIEW_GROUP_KEYS, groups, groupLabel),
    boards: inOrder(REVIEW_BOARDS, boards),
    stages: inOrder(Object.keys(REVIEW_STAGES), stages, stageLabel).filter((s) => s.count > 0),
    kinds: inOrder(JUDICIAL_KINDS, kinds, kindLabel),
    issuers: totals.issuers,
    withRecords: totals.with_records,
  };
}

/** Refuses a company that is not an issuer under review: the pages show only theirs. */
export async function assertIssuer(db: Db, companyId: string): Promise<void> {
  const found = (
    await sql<{ one: number }>`select 1 as one from supervision_review where ent_id = ${companyId} limit 1`.execute(db)
  ).rows[0];
  if (!found) throw notFound('该企业没有在审项目');
}

// 监管处罚

/** The class of a record's deciding authority (`authority`), as `authorityClassOf` reads it. */
const AUTHORITY_CLASS = sql`case
  when strpos(authority, '证券交易所') > 0 then 'exchange'
  when authority ~ '(中国证券监督管理委员会|证监会|证监局)' then 'csrc'
  else 'other' end`;

/**
 * `pen`: the penalty records of the issuers (`issuers`), with the deciding authority, its class, the type (违法行为类型
 * or 列入原因) and the fine read from the decision (罚款…元, 处以…万元罚款) as columns.
 */
const PENALTIES = sql`
  pen0 as (
    select rec.record_id, rec.kind, rec.company_id, rec.record_date, rec.payload,
           coalesce(rec.payload ->> 'departmentName', rec.payload ->> 'putDepartment', '') as authority,
           coalesce(rec.payload ->> 'penaltyType', rec.payload ->> 'putReason', '') as penalty_type,
           regexp_match(coalesce(rec.payload ->> 'content', ''), '(?:罚款|处以)([0-9]+(?:\\.[0-9]+)?)(万?)元') as fine
    from issuers i join record rec on rec.company_id = i.ent_id
    where rec.kind = any(${[...PENALTY_KINDS]}::text[])
  ),
  pen as (
    select pen0.*, ${AUTHORITY_CLASS} as class,
           case when fine is not null then fine[1]::float8 * (case when fine[2] = '万' then 10000 else 1 end) end as amount
    from pen0
  )`;

/** The penalty filters (`p` a penalty row, `i` its issuer). */
function penaltyConditions(q: PunishSummaryQuery): RawBuilder<unknown> {
  checkDates(q.from, q.to);
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (q.authorityClasses?.length) where.push(sql`p.class = any(${q.authorityClasses}::text[])`);
  if (q.authority?.trim()) where.push(sql`p.authority = ${q.authority.trim()}`);
  if (q.penaltyTypes?.length) where.push(sql`p.penalty_type = any(${q.penaltyTypes}::text[])`);
  if (q.kinds?.length) where.push(sql`p.kind = any(${q.kinds}::text[])`);
  if (q.from) where.push(sql`p.record_date >= ${q.from}::date`);
  if (q.to) where.push(sql`p.record_date <= ${q.to}::date`);
  const keyword = keywordOf(q.keyword);
  if (keyword)
    where.push(sql`(strpos(i.names, ${keyword}) > 0 or strpos(coalesce(p.payload ->> 'docNo', ''), ${keyword}) > 0)`);
  return sql.join(where, sql` and `);
}

const PUNISH_SORTS = { date: sql`p.record_date`, amount: sql`p.amount` } as const;

/** 监管处罚: the penalty records of the issuers under the filters, the latest first (or by fine). */
export async function punishList(db: Db, q: PunishListQuery, page: Page): Promise<PunishPage> {
  const order = q.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const rows = (
    await sql<Omit<PunishRecord, 'reviews' | 'kindTitle'> & { reviews: RawRef[]; rows: number }>`
      with ${issuersOf(q)}, ${PENALTIES}
      select p.record_id as "recordId", p.kind, p.company_id as "companyId", i.issuer,
             to_char(p.record_date, 'YYYY-MM-DD') as date, p.authority, p.class as "authorityClass",
             p.payload ->> 'docNo' as "docNo", p.penalty_type as "penaltyType", p.payload ->> 'content' as content,
             p.amount, p.payload ->> 'source' as source, i.reviews, count(*) over ()::int as rows
      from pen p join issuers i on i.ent_id = p.company_id
      where ${penaltyConditions(q)}
      order by ${PUNISH_SORTS[q.sort ?? 'date']} ${order}, p.record_date desc, p.record_id
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;
  return {
    total: rows[0]?.rows ?? 0,
    list: rows.map(({ rows: _rows, reviews, ...r }) => ({
      ...r,
      kindTitle: kindLabel(r.kind),
      reviews: reviews.map(refOf),
    })),
  };
}

/** The penalties under the filters counted by year and by the authority's class, with the fines. */
export async function punishSummary(db: Db, q: PunishSummaryQuery): Promise<PunishSummary> {
  const years = (
    await sql<PunishSummary['years'][number]>`
      with ${issuersOf(q)}, ${PENALTIES}
      select extract(year from p.record_date)::int as year, count(*)::int as total,
             count(*) filter (where p.class = 'csrc')::int as csrc,
             count(*) filter (where p.class = 'exchange')::int as exchange,
             count(*) filter (where p.class = 'other')::int as other,
             coalesce(sum(p.amount), 0)::float8 as fines
      from pen p join issuers i on i.ent_id = p.company_id
      where ${penaltyConditions(q)} and p.record_date is not null
      group by 1 order by 1
    `.execute(db)
  ).rows;
  const totals = (
    await sql<{ issuers: number }>`
      with ${issuersOf(q)}, ${PENALTIES}
      select count(distinct p.company_id)::int as issuers
      from pen p join issuers i on i.ent_id = p.company_id
      where ${penaltyConditions(q)} and p.record_date is not null
    `.execute(db)
  ).rows[0]!;
  const sum = (key: 'total' | 'csrc' | 'exchange' | 'other' | 'fines') => years.reduce((n, y) => n + y[key], 0);
  return {
    total: sum('total'),
    issuers: totals.issuers,
    fines: sum('fines'),
    byClass: AUTHORITY_CLASS_KEYS.map((k) => ({ value: k, label: AUTHORITY_CLASSES[k], count: sum(k) })),
    years,
  };
}

/** The choices of 监管处罚's filters, with their penalty records. */
export async function punishSearchParams(db: Db): Promise<PunishSearchParam> {
  const by = async (expr: RawBuilder<unknown>, limit = 200) =>
    (
      await sql<Counted>`
        with ${issuersOf({})}, ${PENALTIES}
        select ${expr} as value, count(*)::int as count
        from pen p
        where ${expr} is not null and ${expr} <> ''
        group by 1 order by 2 desc, 1 limit ${limit}
      `.execute(db)
    ).rows;
  /** Penalty records of the issuers with an item of each group, board or stage. */
  const byItem = async (expr: RawBuilder<unknown>) =>
    (
      await sql<Counted>`
        with ${issuersOf({})}, ${PENALTIES}
        select ${expr} as value, count(distinct p.record_id)::int as count
        from pen p join supervision_review r on r.ent_id = p.company_id
        group by 1
      `.execute(db)
    ).rows;
  return {
    reviewGroups: inOrder(ISSUER_REVIEW_GROUP_KEYS, await byItem(GROUP_OF_TYPE), groupLabel),
    boards: inOrder(REVIEW_BOARDS, await byItem(sql`r.board`)),
    stages: inOrder(Object.keys(REVIEW_STAGES), await byItem(sql`r.stage`), stageLabel).filter((s) => s.count > 0),
    authorityClasses: inOrder(AUTHORITY_CLASS_KEYS, await by(sql`p.class`), (k) => AUTHORITY_CLASSES[k as 'csrc']),
    authorities: labelled(await by(sql`p.authority`)),
    penaltyTypes: labelled(await by(sql`p.penalty_type`)),
    kinds: inOrder(PENALTY_KINDS, await by(sql`p.kind`), kindLabel),
  };
}

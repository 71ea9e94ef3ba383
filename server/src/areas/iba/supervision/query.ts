import { sql, type RawBuilder } from 'kysely';
import {
  REVIEW_FILE_TYPES,
  REVIEW_STAGES,
  REVIEW_STATUS_KEYS,
  reviewBoardsOf,
  reviewFileIcon,
  reviewStagesOf,
  type ReviewDetail,
  type ReviewFile,
  type ReviewLetter,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewQuestionPage,
  type ReviewQuestionQuery,
  type ReviewSearchParam,
  type ReviewStageStat,
  type ReviewStats,
  type ReviewStatsQuery,
  type ReviewSummary,
  type SupervisionType,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { checkDates } from '../../../core/news/newsRows';
import { documentKindOf } from './documents/kinds';

const SUMMARY_COLUMNS = sql`
  r.review_id as "reviewId", r.review_type as "reviewType", r.ent_id as "companyId", r.issuer, r.title, r.exchange,
  r.board, r.status, r.stage, r.status_key as "statusKey", r.province, r.industry_code as "industryCode",
  r.industry_name as "industryName", r.sponsor, r.law_firm as "lawFirm", r.accounting_firm as "accountingFirm",
  to_char(r.accepted_date, 'YYYY-MM-DD') as "acceptedDate", to_char(r.updated_date, 'YYYY-MM-DD') as "updatedDate",
  r.amount::float8 as amount, r.deal_type as "dealType", r.target, r.question_count as "questionCount"`;

const contains = (column: RawBuilder<unknown>, text: string | undefined) =>
  text?.trim() ? sql`strpos(coalesce(${column}, ''), ${text.trim()}) > 0` : null;

/** The list's conditions (`r` the review). */
function conditions(type: SupervisionType, q: ReviewListQuery): RawBuilder<unknown>[] {
  checkDates(q.acceptedFrom, q.acceptedTo);
  checkDates(q.updatedFrom, q.updatedTo);
  const where: (RawBuilder<unknown> | null)[] = [sql`r.review_type = ${type}`];
  if (q.boards?.length) where.push(sql`r.board = any(${q.boards}::text[])`);
  if (q.stages?.length) where.push(sql`r.stage = any(${q.stages}::text[])`);
  if (q.statusKeys?.length) where.push(sql`r.status_key = any(${q.statusKeys}::text[])`);
  if (q.industry) where.push(sql`(r.industry_name = ${q.industry} or r.industry_code = ${q.industry})`);
  if (q.province) where.push(sql`r.province = ${q.province}`);
  if (q.dealType) where.push(sql`r.deal_type = ${q.dealType}`);
  if (q.companyId) where.push(sql`r.ent_id = ${q.companyId}`);
  where.push(
    contains(sql`r.sponsor`, q.sponsor),
    contains(sql`r.law_firm`, q.lawFirm),
    contains(sql`r.accounting_firm`, q.accountingFirm),
  );
  if (q.acceptedFrom) where.push(sql`r.accepted_date >= ${q.acceptedFrom}::date`);
  if (q.acceptedTo) where.push(sql`r.accepted_date <= ${q.acceptedTo}::date`);
  if (q.updatedFrom) where.push(sql`r.updated_date >= ${q.updatedFrom}::date`);
  if (q.updatedTo) where.push(sql`r.updated_date <= ${q.updatedTo}::date`);
  const keyword = q.keyword?.trim();
  if (keyword)
    where.push(
      sql`(strpos(r.issuer, ${keyword}) > 0 or strpos(coalesce(r.title, ''), ${keyword}) > 0 or strpos(coalesce(r.target, ''), ${keyword}) > 0)`,
    );
  return where.filter((w): w is RawBuilder<unknown> => w !== null);
}

const SORTS = {
  updated: sql`r.updated_date`,
  accepted: sql`r.accepted_date`,
  amount: sql`r.amount`,
  issuer: sql`r.issuer`,
} as const;

/** The list of a review type by the filters, the newest update first unless sorted otherwise. */
export async function listReviews(
  db: Db,
  type: SupervisionType,
  q: ReviewListQuery,
  page: { offset: number; limit: number },
): Promise<ReviewPage> {
  const where = conditions(type, q);
  const order = q.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const rows = (
    await sql<ReviewSummary & { total: number }>`
      select ${SUMMARY_COLUMNS}, count(*) over ()::int as total
      from supervision_review r
      where ${sql.join(where, sql` and `)}
      order by ${SORTS[q.sort ?? 'updated']} ${order}, r.review_id
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;
  return { total: rows[0]?.total ?? 0, list: rows.map(({ total: _total, ...r }) => r) };
}

/** The filters' choices of a review type, with their counts. */
export async function reviewSearchParams(db: Db, type: SupervisionType): Promise<ReviewSearchParam> {
  const count = async (expr: RawBuilder<unknown>) =>
    (
      await sql<{ value: string; count: number }>`
        select ${expr} as value, count(*)::int as count from supervision_review r
        where r.review_type = ${type} and ${expr} is not null
        group by 1 order by 2 desc, 1
      `.execute(db)
    ).rows;
  const boards = await count(sql`r.board`);
  const stages = await count(sql`r.stage`);
  const keys = await count(sql`r.status_key`);
  return {
    boards: reviewBoardsOf(type).map((value) => ({ value, count: boards.find((b) => b.value === value)?.count ?? 0 })),
    // The stages the type's products go through (reviewRules), in their order.
    stages: reviewStagesOf(type)
      .map((value) => ({
        value,
        label: REVIEW_STAGES[value],
        count: stages.find((s) => s.value === value)?.count ?? 0,
      }))
      .filter((s) => s.count > 0),
    statusKeys: (Object.keys(REVIEW_STATUS_KEYS) as (keyof typeof REVIEW_STATUS_KEYS)[])
      .map((value) => ({
        value,
        label: REVIEW_STATUS_KEYS[value],
        count: keys.find((s) => s.value === value)?.count ?? 0,
      }))
      .filter((s) => s.count > 0),
    statuses: await count(sql`r.status`),
    industries: await count(sql`r.industry_name`),
    provinces: await count(sql`r.province`),
    dealTypes: await count(sql`r.deal_type`),
  };
}

/**
 * One item with its milestones, intermediaries, files by type (with their icon class and whether the platform
 * can write them, `documents/`) and letters.
 */
export async function reviewDetail(db: Db, type: SupervisionType, reviewId: string): Promise<ReviewDetail> {
  const row = (
    await sql<
      ReviewSummary &
        Pick<ReviewDetail, 'milestones' | 'intermediaries' | 'letters'> & {
          files: Omit<ReviewFile, 'icon' | 'openable'>[];
        }
    >`
      select ${SUMMARY_COLUMNS}, r.milestones, r.intermediaries, r.files, r.letters
      from supervision_review r where r.review_id = ${reviewId} and r.review_type = ${type}
    `.execute(db)
  ).rows[0];
  if (!row) throw notFound('未找到该审核项目');
  const { files, ...rest } = row;
  const order = (t: string) => {
    const i = (REVIEW_FILE_TYPES as readonly string[]).indexOf(t);
    return i < 0 ? REVIEW_FILE_TYPES.length : i;
  };
  const groups = new Map<string, ReviewFile[]>();
  for (const f of files)
    groups.set(f.fileType, [
      ...(groups.get(f.fileType) ?? []),
      { ...f, icon: reviewFileIcon(f.name), openable: documentKindOf(f) !== null },
    ]);
  return {
    ...rest,
    stageLabel: REVIEW_STAGES[row.stage as keyof typeof REVIEW_STAGES] ?? row.stage,
    statusKeyLabel: REVIEW_STATUS_KEYS[row.statusKey as keyof typeof REVIEW_STATUS_KEYS] ?? row.statusKey,
    fileGroups: [...groups.entries()]
      .sort((a, b) => order(a[0]) - order(b[0]))
      .map(([fileType, list]) => ({
        fileType,
        files: list.sort((a, b) => a.date.localeCompare(b.date) || (a.round ?? 0) - (b.round ?? 0)),
      })),
    letters: row.letters as ReviewLetter[],
  };
}

/** The questions of a review type's letters, one row each (`q`), with their item (`r`) and letter (`l`). */
const QUESTIONS = sql`
  supervision_review r
  cross join lateral jsonb_array_elements(r.letters) as l(letter)
  cross join lateral jsonb_array_elements(l.letter -> 'questions') as q(question)`;

/** The question bank: questions across issuers by topic, year, sponsor, board and keyword; counts by topic. */
export async function questionBank(
  db: Db,
  type: SupervisionType,
  q: ReviewQuestionQuery,
  page: { offset: number; limit: number },
): Promise<ReviewQuestionPage> {
  const where: RawBuilder<unknown>[] = [sql`r.review_type = ${type}`];
  if (q.year) where.push(sql`substr(l.letter ->> 'date', 1, 4) = ${String(q.year)}`);
  if (q.sponsor?.trim()) where.push(sql`strpos(coalesce(r.sponsor, ''), ${q.sponsor.trim()}) > 0`);
  if (q.boards?.length) where.push(sql`r.board = any(${q.boards}::text[])`);
  const keyword = q.keyword?.trim();
  if (keyword) where.push(sql`(strpos(q.question ->> 'text', ${keyword}) > 0 or strpos(r.issuer, ${keyword}) > 0)`);
  const topics = (
    await sql<{ value: string; count: number }>`
      select q.question ->> 'topic' as value, count(*)::int as count from ${QUESTIONS}
      where ${sql.join(where, sql` and `)} group by 1 order by 2 desc, 1
    `.execute(db)
  ).rows;
  if (q.topics?.length) where.push(sql`(q.question ->> 'topic') = any(${q.topics}::text[])`);
  const rows = (
    await sql<ReviewQuestionPage['list'][number] & { total: number }>`
      select r.review_id as "reviewId", r.ent_id as "companyId", r.issuer, r.board, r.sponsor,
             (l.letter ->> 'round')::int as round, l.letter ->> 'date' as "letterDate",
             (q.question ->> 'no')::int as no, q.question ->> 'topic' as topic, q.question ->> 'text' as text,
             q.question ->> 'answer' as answer, count(*) over ()::int as total
      from ${QUESTIONS}
      where ${sql.join(where, sql` and `)}
      order by l.letter ->> 'date' desc, r.review_id, round, no
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;
  return { total: rows[0]?.total ?? 0, topics, list: rows.map(({ total: _total, ...r }) => r) };
}

/**
 * Days per stage: each milestone's stage lasts until the next milestone; items accepted in the range, the days of
 * every stage that has a next milestone (the current one has not ended). Average and median, overall and by board.
 */
export async function reviewStats(db: Db, type: SupervisionType, q: ReviewStatsQuery): Promise<ReviewStats> {
  checkDates(q.from, q.to);
  const where: RawBuilder<unknown>[] = [sql`r.review_type = ${type}`];
  if (q.from) where.push(sql`r.accepted_date >= ${q.from}::date`);
  if (q.to) where.push(sql`r.accepted_date <= ${q.to}::date`);
  const rows = (
    await sql<{ board: string | null; stage: string; count: number; avg: number; median: number }>`
      with spans as (
        select r.review_id, r.board, m.item ->> 'stage' as stage,
               (lead((m.item ->> 'date')::date) over (partition by r.review_id order by m.n) - (m.item ->> 'date')::date) as days
        from supervision_review r cross join lateral jsonb_array_elements(r.milestones) with ordinality as m(item, n)
        where ${sql.join(where, sql` and `)}
      ),
      -- A stage an item went through twice (已反馈, then 已接收反馈意见) counts once, with its days summed.
      per_item as (
        select review_id, board, stage, sum(days) as days from spans where days is not null group by 1, 2, 3
      )
      select board, stage, count(*)::int as count, avg(days)::float8 as avg,
             percentile_cont(0.5) within group (order by days)::float8 as median
      from per_item
      group by grouping sets ((stage), (board, stage))
    `.execute(db)
  ).rows;
  const items = (
    await sql<{ board: string; n: number }>`
      select r.board, count(*)::int as n from supervision_review r where ${sql.join(where, sql` and `)} group by 1
    `.execute(db)
  ).rows;
  const stageOrder = Object.keys(REVIEW_STAGES);
  const statsOf = (list: typeof rows): ReviewStageStat[] =>
    list
      .sort((a, b) => stageOrder.indexOf(a.stage) - stageOrder.indexOf(b.stage))
      .map((s) => ({
        stage: s.stage,
        label: REVIEW_STAGES[s.stage as keyof typeof REVIEW_STAGES] ?? s.stage,
        count: s.count,
        avgDays: Math.round(s.avg * 10) / 10,
        medianDays: Math.round(s.median * 10) / 10,
      }));
  return {
    items: items.reduce((n, b) => n + b.n, 0),
    stages: statsOf(rows.filter((r) => r.board === null)),
    boards: reviewBoardsOf(type)
      .filter((b) => items.some((i) => i.board === b))
      .map((board) => ({
        board,
        items: items.find((i) => i.board === board)!.n,
        stages: statsOf(rows.filter((r) => r.board === board)),
      })),
  };
}

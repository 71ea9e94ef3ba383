import { sql, type RawBuilder } from 'kysely';
import type { ResearchListQuery, ResearchReport } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { containing, pageOf, withTotal } from '../../../platform/db/paging';

/** A report as the calls answer it. */
export const REPORT_COLUMNS = sql`
  report_id as "reportId", type, title, broker, authors, to_char(publish_date, 'YYYY-MM-DD') as "publishDate",
  ent_id as "entId", stock_code as "stockCode", stock_name as "stockName", industry_code as "industryCode",
  industry_name as "industryName", rating, previous_rating as "previousRating", rating_change as "ratingChange",
  price::float8 as price, target_price::float8 as "targetPrice", forecasts, abstract, pages`;

/** The list's filters as SQL conditions, all of them to hold. */
function conditions(q: ResearchListQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (q.type) parts.push(sql`type = ${q.type}`);
  if (q.broker) parts.push(sql`broker = ${q.broker}`);
  if (q.sacNo) parts.push(sql`authors @> ${JSON.stringify([{ sacNo: q.sacNo }])}::jsonb`);
  if (q.industryCode) parts.push(sql`industry_code like ${`${q.industryCode}%`}`);
  if (q.stockCode) parts.push(sql`stock_code = ${q.stockCode}`);
  if (q.dateFrom) parts.push(sql`publish_date >= ${q.dateFrom}::date`);
  if (q.dateTo) parts.push(sql`publish_date <= ${q.dateTo}::date`);
  if (q.rating) parts.push(sql`rating = ${q.rating}`);
  if (q.ratingChange) parts.push(sql`rating_change = ${q.ratingChange}`);
  const keyword = q.keyword?.trim();
  if (keyword) parts.push(sql`(title ilike ${containing(keyword)} or abstract ilike ${containing(keyword)})`);
  return sql.join(parts, sql` and `);
}

/** A page of the reports the filters keep, newest first. */
export async function listReports(db: Db, q: ResearchListQuery): Promise<{ total: number; list: ResearchReport[] }> {
  const page = pageOf(q);
  const result = await withTotal(
    sql<Record<string, unknown>>`
      select ${REPORT_COLUMNS}, count(*) over () as total
      from research_report where ${conditions(q)}
      order by publish_date desc, report_id desc
      limit ${page.limit} offset ${page.offset}
    `.execute(db),
  );
  return { total: result.total, list: result.list as unknown as ResearchReport[] };
}

export async function reportById(db: Db, reportId: string): Promise<ResearchReport | undefined> {
  const { rows } =
    await sql<ResearchReport>`select ${REPORT_COLUMNS} from research_report where report_id = ${reportId}`.execute(db);
  return rows[0];
}

/** Every report on a stock, the newest first. */
export async function stockReports(db: Db, stockCode: string): Promise<ResearchReport[]> {
  const { rows } = await sql<ResearchReport>`
    select ${REPORT_COLUMNS} from research_report where stock_code = ${stockCode}
    order by publish_date desc, report_id desc
  `.execute(db);
  return rows;
}

/** The filters' choices: the brokers (the busiest first), industries and analysts present in the data. */
export async function searchParams(db: Db) {
  const [brokers, industries, analysts] = await Promise.all([
    sql<{ broker: string }>`select broker from research_report group by broker order by count(*) desc, broker`.execute(
      db,
    ),
    sql<{ code: string; name: string }>`
      select industry_code as code, min(industry_name) as name from research_report
      where industry_code is not null group by industry_code order by industry_code
    `.execute(db),
    sql<{ sacNo: string; name: string; broker: string }>`
      select a->>'sacNo' as "sacNo", min(a->>'name') as name, min(broker) as broker
      from research_report, jsonb_array_elements(authors) a group by a->>'sacNo' order by min(broker), min(a->>'name')
    `.execute(db),
  ]);
  return { brokers: brokers.rows.map((b) => b.broker), industries: industries.rows, analysts: analysts.rows };
}

/** Covered stocks whose code or 简称 holds the keyword, the most covered first. */
export async function coveredStocks(db: Db, keyword: string | undefined) {
  const text = keyword?.trim();
  const { rows } = await sql<{
    stockCode: string;
    stockName: string;
    industryName: string | null;
    reportCount: number;
  }>`
    select stock_code as "stockCode", max(stock_name) as "stockName", max(industry_name) as "industryName",
      count(*)::int as "reportCount"
    from research_report
    where stock_code is not null
      ${text ? sql`and (stock_code ilike ${containing(text)} or stock_name ilike ${containing(text)})` : sql``}
    group by stock_code order by count(*) desc, stock_code limit 20
  `.execute(db);
  return rows;
}

import { sql } from 'kysely';
import { RESEARCH_RATINGS, type ResearchBroker, type ResearchBrokerView } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';

/**
 * The brokers' figures: all their reports, and over the last twelve months (from `since`) the stocks and
 * industries they covered and the ratings of their stock reports. `broker` narrows to one.
 */
export async function brokerSummaries(db: Db, since: string, broker?: string): Promise<ResearchBroker[]> {
  const only = broker ? sql`where broker = ${broker}` : sql``;
  const [figures, analysts, mix] = await Promise.all([
    sql<{ broker: string; reportCount: number; stockCount: number; industryCount: number; latestDate: string | null }>`
      select broker, count(*)::int as "reportCount",
        count(distinct stock_code) filter (where publish_date >= ${since}::date)::int as "stockCount",
        count(distinct industry_code) filter (where publish_date >= ${since}::date)::int as "industryCount",
        to_char(max(publish_date), 'YYYY-MM-DD') as "latestDate"
      from research_report ${only} group by broker order by count(*) desc, broker
    `.execute(db),
    sql<{ broker: string; n: number }>`
      select broker, count(distinct a->>'sacNo')::int as n
      from research_report, jsonb_array_elements(authors) a ${only} group by broker
    `.execute(db),
    sql<{ broker: string; rating: string; n: number }>`
      select broker, rating, count(*)::int as n from research_report
      ${broker ? sql`where broker = ${broker} and` : sql`where`} type = '个股' and rating is not null and publish_date >= ${since}::date
      group by broker, rating
    `.execute(db),
  ]);
  return figures.rows.map((f) => ({
    ...f,
    analystCount: analysts.rows.find((a) => a.broker === f.broker)?.n ?? 0,
    ratingMix: RESEARCH_RATINGS.map((rating) => ({
      rating,
      count: mix.rows.find((m) => m.broker === f.broker && m.rating === rating)?.n ?? 0,
    })),
  }));
}

/** One broker's view: its figures, reports by type and by month, and its latest report on each covered stock. */
export async function brokerView(db: Db, broker: string, since: string): Promise<ResearchBrokerView | null> {
  const [summary] = await brokerSummaries(db, since, broker);
  if (!summary) return null;
  const [byType, byMonth, coverage] = await Promise.all([
    sql<{ type: string; count: number }>`
      select type, count(*)::int as count from research_report where broker = ${broker} group by type order by count(*) desc
    `.execute(db),
    sql<{ month: string; count: number }>`
      select to_char(publish_date, 'YYYY-MM') as month, count(*)::int as count from research_report
      where broker = ${broker} and publish_date >= ${since}::date group by 1 order by 1
    `.execute(db),
    sql<ResearchBrokerView['coverage'][number]>`
      select * from (
        select distinct on (stock_code) stock_code as "stockCode", stock_name as "stockName", industry_name as "industryName",
          count(*) over (partition by stock_code)::int as "reportCount", to_char(publish_date, 'YYYY-MM-DD') as "publishDate",
          rating, rating_change as "ratingChange", target_price::float8 as "targetPrice", report_id as "reportId"
        from research_report
        where broker = ${broker} and stock_code is not null and publish_date >= ${since}::date
        order by stock_code, publish_date desc, report_id desc
      ) latest order by "publishDate" desc, "stockCode"
    `.execute(db),
  ]);
  return { summary, byType: byType.rows, byMonth: byMonth.rows, coverage: coverage.rows };
}

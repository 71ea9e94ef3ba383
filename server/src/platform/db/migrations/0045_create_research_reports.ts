import { sql, type Kysely } from 'kysely';

/**
 * IBA 研报: the sell-side research reports of the data set (researchReports.jsonl). One row a report, its
 * authors (name and SAC registration number) and its EPS/PE forecasts as JSON beside it: they are read with the
 * report, and the analyst views unnest the authors of a few thousand rows. `price` is the stock's close on the
 * publication day as the report states it: the consensus upside and the analysts' hit rate are computed from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table research_report (
      report_id text primary key,
      type text not null,
      title text not null,
      broker text not null,
      authors jsonb not null default '[]',
      publish_date date not null,
      ent_id text,
      stock_code text,
      stock_name text,
      industry_code text,
      industry_name text,
      rating text,
      previous_rating text,
      rating_change text,
      price numeric,
      target_price numeric,
      forecasts jsonb not null default '[]',
      abstract text not null,
      pages integer
    );
    create index research_report_date on research_report (publish_date desc, report_id);
    create index research_report_stock on research_report (stock_code, publish_date);
    create index research_report_broker on research_report (broker, publish_date);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table research_report;`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Financial statements (financials.jsonl): a listed company's, IPO issuer's or bond issuer's annual balance sheet,
 * income statement and cash-flow statement, a row a company and fiscal year (and report type, 年报 so far), each
 * statement as JSON of its items in 元. They are read a company at a time, all years together (the detail page's
 * 财务信息, a report's 财务概况); the key serves that, and a load's update replaces a company-year.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table financial_statement (
      ent_id text not null,
      fiscal_year integer not null,
      report_type text not null,
      publish_date date,
      audit_opinion text,
      balance_sheet jsonb not null,
      income_statement jsonb not null,
      cash_flow jsonb not null,
      primary key (ent_id, fiscal_year, report_type)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table financial_statement`.execute(db);
}

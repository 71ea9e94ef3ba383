import { sql, type Kysely } from 'kysely';

/**
 * CBA 融资事件 and 投资机构: the investment institutions of the data set, and
 * an index on the financing records (kind `financing`) the event list reads,
 * newest first. The events themselves stay records: the company's 融资历程
 * and the CBA list show the same rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table investor (
      investor_id text primary key,
      name text not null,
      type text not null,
      amac_no text,
      founded_year integer not null,
      region_code text not null,
      -- Its own funds: companies (partnerships), which hold the stakes of its deals.
      fund_ids text[] not null default '{}'
    );
    create index investor_type_idx on investor (type, investor_id);
    create index record_financing_date_idx on record (record_date desc, record_id) where kind = 'financing';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists record_financing_date_idx;
    drop table if exists investor;
  `.execute(db);
}

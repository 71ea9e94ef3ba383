import { sql, type Kysely } from 'kysely';

/**
 * 条件找客, 高级搜索 and 寻源 answered by the database (`SEARCH_INDEXES=database`, issue 40): the indexes its
 * conditions and orders need at tens of millions of companies (the code, date and capital ranges have theirs
 * since 0008).
 *
 * - A first page walks an index in the order asked and stops at the page's end: one per order (founding day
 *   newest or oldest first, capital largest or smallest first, each then by id, nulls last as the index in
 *   memory orders), partial over the companies in business, the default status and most searches.
 * - Record facts (patents, trademarks, software copyrights, risks, financing rounds) are semi-joins on kind and
 *   company; won bids by date, partial over the winning notices.
 * - A keyword: the name's characters in a GIN index (`string_to_array(…, null)`, as 0053 for IP titles: Chinese
 *   has no spaces and pg_trgm serves no query of one or two characters), checked by `strpos`.
 * BRIN was weighed for founding days, but a register is loaded in id order, not by date: its block ranges would
 * each span every year.
 */
const RECORD_KINDS = [
  'patent',
  'trademark',
  'softwareCopyright',
  'dishonest',
  'abnormalOperation',
  'consumptionLimit',
  'executedPerson',
  'financing',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index company_active_est_desc_idx on company (est_date desc nulls last, ent_id) where active`.execute(
    db,
  );
  await sql`create index company_active_est_asc_idx on company (est_date asc nulls last, ent_id) where active`.execute(
    db,
  );
  await sql`
    create index company_active_capital_desc_idx on company (reg_capital desc nulls last, ent_id) where active
  `.execute(db);
  await sql`
    create index company_active_capital_asc_idx on company (reg_capital asc nulls last, ent_id) where active
  `.execute(db);
  await sql`
    create index record_condition_kind_idx on record (kind, company_id)
    where kind in (${sql.join(RECORD_KINDS.map((k) => sql.lit(k)))})
  `.execute(db);
  await sql`
    create index record_won_bid_idx on record (record_date, company_id)
    where kind = 'bidding' and payload ->> 'type' in ('中标公告', '成交公告')
  `.execute(db);
  await sql`create index company_name_chars_idx on company using gin (string_to_array(lower(name), null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists company_name_chars_idx, record_won_bid_idx, record_condition_kind_idx,
      company_active_capital_asc_idx, company_active_capital_desc_idx, company_active_est_asc_idx,
      company_active_est_desc_idx
  `.execute(db);
}

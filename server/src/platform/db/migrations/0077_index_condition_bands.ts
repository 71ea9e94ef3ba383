import { sql, type Kysely } from 'kysely';

/**
 * 条件找客's most common search, a province with capital bands (and founding years), read from the entries that
 * match it rather than from every entry of the province (`SEARCH_INDEXES=database`, issue 40). 0068's index leads
 * with the district code, so a province's search tested every one of its entries against the bands and years
 * (212,000 entries of 广东 at a million companies, 150-200 ms; three times that at three million). This one leads
 * with the province and the capital band, then the founding day: a search names one to five bands, each an equal
 * look-up, and its years a range within each. Over the companies in business (the default status). A company's
 * technology tags with their validity beside its id, so that the tags of the entries found are tested from the
 * index alone (a probe of the table's key read the row for its dates: 100 ms for 14,500 entries).
 */

/**
 * A company's capital band (`CAPITAL_BANDS`: 0 under 100万, 1 100-500万, 2 500-1000万, 3 1000-5000万, 4 5000万 and
 * more; null when not given) as this index computes it. `conditionSql.ts` writes the same text so that the planner
 * matches it: it is the one source, and a change to the bands is a new migration.
 */
export const CAPITAL_BAND_SQL = `(case when reg_capital < 1000000 then 0 when reg_capital < 5000000 then 1
  when reg_capital < 10000000 then 2 when reg_capital < 50000000 then 3 when reg_capital >= 50000000 then 4 end)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index company_condition_bands_idx on company (left(region_code, 2), ${sql.raw(CAPITAL_BAND_SQL)}, est_date)
      include (reg_capital, region_code, industry_section, industry_code, org_type, listed, phone, email, ent_id)
      where active
  `.execute(db);
  await sql`create index company_tech_tag_valid_by_company_idx on company_tech_tag (ent_id, tag) include (valid_from, valid_to)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists company_tech_tag_valid_by_company_idx, company_condition_bands_idx`.execute(db);
}

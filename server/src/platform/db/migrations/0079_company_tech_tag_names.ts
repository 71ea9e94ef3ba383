import { sql, type Kysely } from 'kysely';
import { CAPITAL_BAND_SQL } from './0077_index_condition_bands';

/**
 * 条件找客 with a technology tag (issue 40): the names of a company's tags (valid or not) on its row, in the
 * province-and-band index, so that the entries without the tag are passed over from the index alone and only those
 * with it probe `company_tech_tag` for the tag's validity today. Before, each entry of the province's bands probed
 * it: 20,000 probes, 80% of a search's time, at a million companies. The loader keeps the names with the tags
 * (`data/rows.ts`); null when a company's row never carried them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company add column tech_tags text[]`.execute(db);
  await sql`
    update company c set tech_tags = t.tags
    from (select ent_id, array_agg(distinct tag order by tag) as tags from company_tech_tag group by ent_id) t
    where t.ent_id = c.ent_id
  `.execute(db);
  await sql`drop index if exists company_condition_bands_idx`.execute(db);
  await sql`
    create index company_condition_bands_idx on company (left(region_code, 2), ${sql.raw(CAPITAL_BAND_SQL)}, est_date)
      include (reg_capital, region_code, industry_section, industry_code, org_type, listed, phone, email, ent_id,
               tech_tags)
      where active
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists company_condition_bands_idx`.execute(db);
  await sql`
    create index company_condition_bands_idx on company (left(region_code, 2), ${sql.raw(CAPITAL_BAND_SQL)}, est_date)
      include (reg_capital, region_code, industry_section, industry_code, org_type, listed, phone, email, ent_id)
      where active
  `.execute(db);
  await sql`alter table company drop column if exists tech_tags`.execute(db);
}

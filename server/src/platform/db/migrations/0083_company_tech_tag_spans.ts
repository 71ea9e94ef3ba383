import { sql, type Kysely } from 'kysely';
import { CAPITAL_BAND_SQL } from './0077_index_condition_bands';

/**
 * 条件找客 with a technology tag (issue 40), from an index of the tagged companies alone, their tags' validity in it.
 * Each tagged search read every entry of the province's bands and years (an eighth of them tagged) and probed
 * `company_tech_tag` for each entry holding the tag, for the tag's validity today: at a million companies 6,000
 * buffers a search, two thirds of its time the probes, and both grow with the register. The company's row now
 * carries its tags with their validity (`{"高新技术企业": [["2023-12-12", "2026-12-11"], …]}`, kept by the loader
 * from the same rows as `company_tech_tag`; null: never given), and a second index of the companies in business
 * holds only the tagged ones, with it: a search reads its tagged entries and tests validity in them (about a
 * hundred buffers). The province-and-band index no longer carries the tags' names: a search with a tag reads the
 * tagged index.
 */
const BANDS_INDEX_KEY = sql.raw(`(left(region_code, 2), ${CAPITAL_BAND_SQL}, est_date)`);
const BANDS_INCLUDE =
  'reg_capital, region_code, industry_section, industry_code, org_type, listed, phone, email, ent_id';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company add column tech_tag_spans jsonb`.execute(db);
  // The tagged index before the rows it holds: built after, over rows this transaction updated, it would be
  // left unused by every query whose snapshot is older than the migration (a load running meanwhile).
  await sql`create index company_condition_tagged_idx on company ${BANDS_INDEX_KEY}
    include (${sql.raw(BANDS_INCLUDE)}, tech_tag_spans) where active and tech_tag_spans <> '{}'`.execute(db);
  // Only the companies with tags are written: '{}' and null both mean none to a search.
  await sql`
    update company c set tech_tag_spans = t.spans
    from (
      select ent_id, jsonb_object_agg(tag, spans) as spans
      from (
        select ent_id, tag, jsonb_agg(jsonb_build_array(valid_from, valid_to) order by valid_from, valid_to) as spans
        from company_tech_tag group by ent_id, tag
      ) by_tag
      group by ent_id
    ) t
    where t.ent_id = c.ent_id
  `.execute(db);
  await sql`drop index company_condition_bands_idx`.execute(db);
  await sql`alter table company drop column tech_tags`.execute(db);
  await sql`create index company_condition_bands_idx on company ${BANDS_INDEX_KEY}
    include (${sql.raw(BANDS_INCLUDE)}) where active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_condition_tagged_idx`.execute(db);
  await sql`drop index company_condition_bands_idx`.execute(db);
  await sql`alter table company add column tech_tags text[]`.execute(db);
  await sql`
    update company set tech_tags = array(select jsonb_object_keys(tech_tag_spans) order by 1)
    where tech_tag_spans is not null
  `.execute(db);
  await sql`alter table company drop column tech_tag_spans`.execute(db);
  await sql`create index company_condition_bands_idx on company ${BANDS_INDEX_KEY}
    include (${sql.raw(BANDS_INCLUDE)}, tech_tags) where active`.execute(db);
}

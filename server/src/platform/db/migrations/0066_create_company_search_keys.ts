import { sql, type Kysely } from 'kysely';

/**
 * Name search served by the database (`SEARCH_INDEXES=database`, issue 40): each company's cores and their pinyin
 * (`core/companies/searchKeys.ts`) with its place among equals, and each person's name by its pinyin. The key is
 * stored in the "C" collation so that a prefix (`like 'x%'`) walks the index, and reversed in a second index so
 * that a name with its first characters wrong is found from its end; a part typed from inside a name starts one of
 * the cores' tails. Former names are keys too, 证券简称 get the index its look-up needs; nothing needs an extension.
 * Every load writes the keys of its companies; a register loaded before this migration gets its keys when a server
 * first searches it from the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company_search_key (
      kind smallint not null,
      key text collate "C" not null,
      rank bigint not null,
      ent_id text not null
    )
  `.execute(db);
  // The id comes with the key: a look-up reads the index alone.
  await sql`create index company_search_key_idx on company_search_key (kind, key, rank) include (ent_id)`.execute(db);
  // A name one character off: keys of its length, from their start or (reversed) their end.
  await sql`create index company_search_key_length_idx on company_search_key (kind, char_length(key), key)
    include (ent_id)`.execute(db);
  await sql`create index company_search_key_reverse_idx on company_search_key (kind, char_length(key), reverse(key))
    include (key, ent_id)`.execute(db);
  await sql`create index company_search_key_company_idx on company_search_key (ent_id)`.execute(db);
  // People's names (each once) by their pinyin, full and initials.
  await sql`
    create table person_search_key (
      kind smallint not null,
      key text collate "C" not null,
      name text not null,
      primary key (kind, key, name)
    )
  `.execute(db);
  await sql`create index person_search_key_name_idx on person_search_key (name)`.execute(db);
  await sql`create index research_report_stock_name_idx on research_report (stock_name)`.execute(db);
  // Who viewed a company and its 证券简称, read for the few companies a query found.
  await sql`create index company_view_company_idx on company_view (ent_id)`.execute(db);
  await sql`create index research_report_company_idx on research_report (ent_id) where stock_name is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index research_report_company_idx`.execute(db);
  await sql`drop index company_view_company_idx`.execute(db);
  await sql`drop index research_report_stock_name_idx`.execute(db);
  await sql`drop table person_search_key`.execute(db);
  await sql`drop table company_search_key`.execute(db);
}

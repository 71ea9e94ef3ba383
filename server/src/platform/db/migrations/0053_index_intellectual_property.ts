import { sql, type Kysely } from 'kysely';

/**
 * IBA 知识产权查询: indexes over the intellectual-property records (patents, trademarks, software and works
 * copyrights, website filings) of the record table, so that a search over millions of them by title, number,
 * kind and date answers in milliseconds on both engines.
 *
 * - `ip_title` and `ip_number` read a kind's title and number column from the payload (one expression each,
 *   the same in the indexes and the queries).
 * - The title's characters, as an array in a GIN index per kind (`string_to_array(…, null)`): a query asks for
 *   records holding every character of the words (`@>`) and checks the words themselves (`strpos`). Chinese has no
 *   spaces, so words cannot be indexed, and `pg_trgm` serves no query of one or two characters (电池, 华为) and no
 *   Chinese at all on a server whose ctype is C; single characters do both, on PGlite and any PostgreSQL, with
 *   no extension (the CJK tokenising of Lucene's StandardAnalyzer, for the same reason).
 * - Kind and number, upper case, for prefix matches (`LIKE 'CN2024%'`).
 * - Kind and date, newest first: a kind's list without words, and the date range.
 * All are partial indexes over the five kinds, so the other records (most of the table) cost nothing.
 */
const IP_KINDS = ['patent', 'trademark', 'softwareCopyright', 'worksCopyright', 'icpFiling'] as const;
const KINDS = sql.raw(`(${IP_KINDS.map((k) => `'${k}'`).join(', ')})`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ip_title(kind text, payload jsonb) returns text
    language sql immutable parallel safe
    return case kind
      when 'patent' then payload ->> 'patentName'
      when 'trademark' then payload ->> 'tmName'
      when 'softwareCopyright' then payload ->> 'fullName'
      when 'worksCopyright' then payload ->> 'name'
      when 'icpFiling' then payload ->> 'webName'
    end
  `.execute(db);
  await sql`
    create function ip_number(kind text, payload jsonb) returns text
    language sql immutable parallel safe
    return upper(case kind
      when 'patent' then payload ->> 'appNumber'
      when 'trademark' then payload ->> 'regNo'
      when 'softwareCopyright' then payload ->> 'regNum'
      when 'worksCopyright' then payload ->> 'regNum'
      when 'icpFiling' then payload ->> 'icpNo'
    end)
  `.execute(db);
  // One per kind: a kind's words never read another kind's postings (系统 is in 300,000 software titles at a
  // million companies, and in no work's).
  for (const kind of IP_KINDS)
    await sql`
      create index ${sql.id(`record_ip_chars_${kind.toLowerCase()}_idx`)} on record
        using gin (string_to_array(lower(ip_title(kind, payload)), null)) where kind = ${sql.lit(kind)}
    `.execute(db);
  await sql`
    create index record_ip_number_idx on record (kind, ip_number(kind, payload) text_pattern_ops) where kind in ${KINDS}
  `.execute(db);
  await sql`
    create index record_ip_date_idx on record (kind, record_date desc, record_id) where kind in ${KINDS}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists record_ip_date_idx, record_ip_number_idx`.execute(db);
  for (const kind of IP_KINDS)
    await sql`drop index if exists ${sql.id(`record_ip_chars_${kind.toLowerCase()}_idx`)}`.execute(db);
  await sql`drop function if exists ip_number(text, jsonb), ip_title(text, jsonb)`.execute(db);
}

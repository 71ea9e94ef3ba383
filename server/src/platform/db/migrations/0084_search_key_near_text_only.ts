import { sql, type Kysely } from 'kysely';

/**
 * A core one character off is now found by the cores' one-character deletions (key kind 8, looked up by equality in
 * rank order), not by walking the cores by length: the indexes by length serve only the names without their legal
 * form (kind 5), half their size. The kind is not a column of them: a query's `kind = 5`, implied by the index's
 * own condition, is not a bound of its scan, and a first column left unbounded had the scan read the whole index
 * (200 ms for a full name at a million companies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_search_key_length_idx`.execute(db);
  await sql`drop index company_search_key_reverse_idx`.execute(db);
  await sql`create index company_search_key_length_idx on company_search_key (char_length(key), key)
    include (ent_id) where kind = 5`.execute(db);
  await sql`create index company_search_key_reverse_idx on company_search_key (char_length(key), reverse(key))
    include (key, ent_id) where kind = 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_search_key_length_idx`.execute(db);
  await sql`drop index company_search_key_reverse_idx`.execute(db);
  await sql`create index company_search_key_length_idx on company_search_key (kind, char_length(key), key)
    include (ent_id) where kind in (0, 5)`.execute(db);
  await sql`create index company_search_key_reverse_idx on company_search_key (kind, char_length(key), reverse(key))
    include (key, ent_id) where kind in (0, 5)`.execute(db);
}

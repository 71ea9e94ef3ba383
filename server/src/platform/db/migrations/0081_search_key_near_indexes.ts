import { sql, type Kysely } from 'kysely';

/**
 * The indexes a name one character off walks (by length, from the start or reversed from the end) serve only the
 * cores and the names without their legal form (`oneOff`, kinds 0 and 5), an eighth of the keys at a million
 * companies: over every key they were built and kept for the other seven eighths, three gigabytes for nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_search_key_length_idx`.execute(db);
  await sql`drop index company_search_key_reverse_idx`.execute(db);
  await sql`create index company_search_key_length_idx on company_search_key (kind, char_length(key), key)
    include (ent_id) where kind in (0, 5)`.execute(db);
  await sql`create index company_search_key_reverse_idx on company_search_key (kind, char_length(key), reverse(key))
    include (key, ent_id) where kind in (0, 5)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_search_key_length_idx`.execute(db);
  await sql`drop index company_search_key_reverse_idx`.execute(db);
  await sql`create index company_search_key_length_idx on company_search_key (kind, char_length(key), key)
    include (ent_id)`.execute(db);
  await sql`create index company_search_key_reverse_idx on company_search_key (kind, char_length(key), reverse(key))
    include (key, ent_id)`.execute(db);
}

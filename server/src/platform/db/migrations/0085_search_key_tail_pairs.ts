import { sql, type Kysely } from 'kysely';

/**
 * The tails of the names (key kind 4) by their first two characters, in rank order: a part of two characters typed
 * (中农) is read among every tail it starts in rank order, where a window of them in key order left out the largest
 * holders (at a million companies, the first suggested differed from the names in memory for half of the bench's
 * two-character parts). The kind is the index's condition, written as a literal in the query (as 0084's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index company_search_key_tail_pair_idx on company_search_key (left(key, 2), rank)
    include (ent_id) where kind = 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index company_search_key_tail_pair_idx`.execute(db);
}

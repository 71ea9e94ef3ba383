import { sql, type Kysely } from 'kysely';

/**
 * The format the search keys of 0066 were written in, per kind of key (`company`, `person`): when the code writes
 * keys differently, the keys of a register loaded before are written again (`currentSearchKeys`), at a server's
 * start or the next load, instead of answering otherwise than a new load's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_key_format (what text primary key, format integer not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_key_format`.execute(db);
}

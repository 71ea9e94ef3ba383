import { sql, type Kysely } from 'kysely';

/**
 * An SCS run is written a batch at a time and published at the end, rather than in one transaction: on the embedded
 * engine (one connection) a transaction writing a book of 10,000 customers held every other request for its whole
 * length. Readers see published runs only; a run cut short stays unpublished and is removed by the next one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scs_run add column published boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from scs_run where not published; alter table scs_run drop column published`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A bank statement's transactions are written a batch at a time and the statement published at the end, rather than
 * in one transaction: on the embedded engine (one connection) a transaction writing 25,000 rows held every other
 * request for a second. Readers see published statements only; one cut short stays unpublished and is removed by the
 * next import into its analysis.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bank_flow_statement add column published boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from bank_flow_statement where not published; alter table bank_flow_statement drop column published`.execute(
    db,
  );
}

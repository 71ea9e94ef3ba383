import { sql, type Kysely } from 'kysely';

/**
 * A row per data set loaded, written in the load's own transaction: what it
 * brought, and a number that tells every server instance the data changed
 * (the in-memory indexes rebuild when it moves).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table data_load (
      id serial primary key,
      loaded_at timestamptz not null default now(),
      summary jsonb not null
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists data_load`.execute(db);
}

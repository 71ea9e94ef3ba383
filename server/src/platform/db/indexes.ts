import { sql } from 'kysely';
import type { Db } from './database';

/** A table's indexes but those behind a key or a unique constraint: their names and definitions, by name. */
export async function secondaryIndexes(trx: Db, table: string): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = ${table}::regclass and not i.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1`.execute(trx);
  return rows;
}

/** Build indexes from their definitions over rows already written, each sorted once. */
export async function buildIndexes(trx: Db, definitions: readonly string[]): Promise<void> {
  // Sorted in memory, up to this (the server's default, 64 MB, sorts a large register's keys in many runs on disk).
  await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
  for (const definition of definitions) await sql.raw(definition).execute(trx);
}

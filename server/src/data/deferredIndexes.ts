import { sql } from 'kysely';
import type { Db } from '../platform/db/database';
import { buildIndexes, secondaryIndexes } from '../platform/db/indexes';

/**
 * Rows written into an empty table, its secondary indexes built after them: a first load of the register. An
 * index built once from all its rows sorts them; kept up row by row, it takes each row's place in every B-tree
 * (at a million companies, 15 million name keys into four). The indexes behind a key or a unique constraint
 * stay, since the load's upserts need them; a table that holds rows keeps them all. In the load's transaction: a
 * failed load leaves the indexes as they were. `write` hears whether the table was empty (what it need not delete
 * first).
 */
export async function withIndexesDeferred<T>(trx: Db, table: string, write: (empty: boolean) => Promise<T>): Promise<T> {
  const { rows } = await sql<{ empty: boolean }>`
    select not exists (select 1 from ${sql.table(table)}) as empty`.execute(trx);
  if (!rows[0]!.empty) return write(false);
  const deferred = await secondaryIndexes(trx, table);
  for (const index of deferred) await sql`drop index ${sql.raw(index.name)}`.execute(trx);
  const result = await write(true);
  await buildIndexes(
    trx,
    deferred.map((index) => index.definition),
  );
  return result;
}

/** How a load writes a table's rows: `write` told whether the table was empty. */
export type TableWriter = <T>(table: string, write: (empty: boolean) => Promise<T>) => Promise<T>;

/** How long a first load waits for its tables' locks before it lets go of them and tries again. */
const LOCK_WAIT = '300ms';

/**
 * The first load of a register (no company yet) defers the indexes of the tables it fills; a later one keeps them
 * all, even for a table it is the first to fill: a dropped index would hold every server reading its table (the
 * drop's lock) until the load commits, minutes into a day's update.
 *
 * A first load takes every table it may fill before it writes. Dropping their indexes one table after another,
 * it held the first while a server's search, holding the next, waited for it: a deadlock, and the load rolled
 * back minutes in. Taking them together is not enough (one at a time, the same cycle in a shorter window): it
 * waits at most LOCK_WAIT, under the server's deadlock check (a second), and while any is held elsewhere lets go
 * of those it took and tries again. Servers then wait for the load to commit: there is nothing to serve before.
 */
export async function tableWriter(trx: Db, tables: readonly string[]): Promise<TableWriter> {
  const { rows } = await sql<{ first: boolean }>`select not exists (select 1 from company) as first`.execute(trx);
  if (!rows[0]!.first) return (_table, write) => write(false);
  await sql`set local lock_timeout = ${sql.lit(LOCK_WAIT)}`.execute(trx);
  for (;;) {
    await sql`savepoint take_tables`.execute(trx);
    try {
      await sql`lock table ${sql.join(tables.map((t) => sql.table(t)))} in access exclusive mode`.execute(trx);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
      await sql`rollback to savepoint take_tables`.execute(trx);
    }
  }
  await sql`release savepoint take_tables`.execute(trx);
  await sql`set local lock_timeout to default`.execute(trx);
  return (table, write) => withIndexesDeferred(trx, table, write);
}

/** PostgreSQL's error code: a lock not had within `lock_timeout`. */
const LOCK_NOT_AVAILABLE = '55P03';

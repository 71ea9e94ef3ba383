import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Db } from './database';

/**
 * Statements planned once per connection (PostgreSQL): prepared by name on connections of their own whose plans
 * are generic (`plan_cache_mode = force_generic_plan`), so that a statement of many look-ups (name search's
 * candidates: a fifth of a millisecond to execute, a millisecond to plan at a million companies) is planned the
 * first time a connection runs it, not each time. For statements whose every plan is the same whatever their
 * values: equalities, ranges of an ordered index, arrays; not `like` on a value (a generic plan cannot turn it
 * into a range of the index). The embedded engine plans each time, on its one connection.
 */
const pools = new WeakMap<Db, pg.Pool>();

/** The statements of `db` named here run on `pool`. */
export function planOnceOn(db: Db, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** Run `query` on `db`, planned once per connection where the engine can. */
export async function executePlannedOnce<R>(db: Db, query: CompiledQuery<R>): Promise<R[]> {
  const pool = pools.get(db);
  if (!pool) return (await db.executeQuery(query)).rows;
  const name = `p_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 24)}`;
  const result = await pool.query<R & pg.QueryResultRow>({ name, text: query.sql, values: [...query.parameters] });
  return result.rows;
}

import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The total of a page read with `count(*) over ()`: its rows carry it. A page past the end has no rows to
 * carry it, so the matches are counted again (`from` and `where` as the page's query has them).
 */
export async function windowTotal(
  db: Db,
  rows: readonly { total: number }[],
  offset: number,
  from: RawBuilder<unknown>,
  where: readonly RawBuilder<unknown>[],
): Promise<number> {
  const total = rows[0]?.total;
  if (total !== undefined) return Number(total);
  if (!offset) return 0;
  const counted = await sql<{ n: number }>`
    select count(*)::int as n from ${from} where ${sql.join(where, sql` and `)}`.execute(db);
  return counted.rows[0]?.n ?? 0;
}

import type { Selectable } from 'kysely';
import type { SessionUser } from '../auth/sessions';
import { notFound } from '../http/errors';
import type { Db } from './database';
import type { Database } from './schema';

/** Tables of rows that one user keeps within an institution (`user_id`, `inst_id`): 条件方案, 监控分组. */
type OwnedTable = 'condition_set' | 'monitor_group';

/** The user's own row, or not found (`missing`): another user's or institution's id is as good as none. */
export async function ownRow<T extends OwnedTable>(
  db: Db,
  table: T,
  user: SessionUser,
  id: number,
  missing: string,
): Promise<Selectable<Database[T]>> {
  const row = await db
    .selectFrom(table as OwnedTable)
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.userId)
    .where('inst_id', '=', user.instId)
    .executeTakeFirst();
  if (!row) throw notFound(missing);
  return row as Selectable<Database[T]>;
}

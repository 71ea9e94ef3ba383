import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';

/** The tables of users' saved searches (方案): 条件找客's and 高级搜索's. */
type SetTable = 'condition_set' | 'adv_search_set';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Refuses another 方案 to a user who keeps `max` of them already. */
export async function checkSetRoom(db: Db, table: SetTable, userId: number, max: number): Promise<void> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(db);
  if (Number(rows[0]?.n ?? 0) >= max) throw badRequest(`最多保存${max}个方案，请删除后再保存`);
}

/** Runs a write that names a 方案: a name the user has already is refused as such. */
export async function withSetName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('方案名称已存在');
    throw error;
  }
}

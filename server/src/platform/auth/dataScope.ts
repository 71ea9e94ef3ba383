import { sql, type ReferenceExpression, type SelectQueryBuilder } from 'kysely';
import { DataScope } from '@esee/contracts';
import type { Db } from '../db/database';
import type { SessionUser } from './sessions';

/**
 * Whose rows a member sees in lists that belong to people (monitoring,
 * projects, imports, exports, traces), by their role's data scope (RuoYi's
 * DataScopeAspect, issue 20): everyone of the institution, their department
 * and those under it, their department, or themselves. Null means no limit
 * within the institution; a list is always bounded to the institution first.
 * A member placed in no department sees their own rows under the department
 * scopes.
 */
export async function dataScopeUserIds(db: Db, user: SessionUser): Promise<number[] | null> {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select(['r.data_scope', 'u.unit_id'])
    .where('u.id', '=', user.userId)
    .executeTakeFirst();
  const scope = row?.data_scope ?? DataScope.SELF;
  if (scope === DataScope.ALL) return null;
  if (scope === DataScope.SELF || row?.unit_id === null || row?.unit_id === undefined) return [user.userId];
  const units =
    scope === DataScope.DEPT
      ? [row.unit_id]
      : (
          await sql<{ id: number }>`
            with recursive sub as (
              select id from org_unit where id = ${row.unit_id} and inst_id = ${user.instId}
              union
              select u.id from org_unit u join sub on u.parent_id = sub.id
            )
            select id from sub`.execute(db)
        ).rows.map((r) => r.id);
  const users = await db
    .selectFrom('app_user')
    .select('id')
    .where('inst_id', '=', user.instId)
    .where('unit_id', 'in', units)
    .execute();
  return [...new Set([user.userId, ...users.map((u) => u.id)])];
}

/**
 * Narrow a query to the rows whose owner column is one of `ids` (from
 * dataScopeUserIds); null leaves it as it is (the institution bound is the
 * query's own). The one place a list applies a data scope.
 */
export function whereInScope<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  column: ReferenceExpression<DB, TB>,
  ids: readonly number[] | null,
): SelectQueryBuilder<DB, TB, O> {
  return ids === null ? qb : qb.where(column, 'in', ids as never);
}

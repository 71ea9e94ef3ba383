import { sql } from 'kysely';
import { chinaTimeText } from '../../../platform/db/paging';
import { nameProblem, OrgMessage, type OrgEmployee } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';

/**
 * Lookups every organisation call starts with. Each takes the caller's
 * institution: another institution's id answers as missing, never as
 * forbidden, so ids cannot be probed across institutions.
 */

export async function ownUnit(db: Db, instId: number, id: number) {
  const row = await db
    .selectFrom('org_unit')
    .select(['id', 'parent_id', 'name'])
    .where('id', '=', id)
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!row) throw notFound(OrgMessage.UNIT_MISSING);
  return row;
}

export async function ownTeam(db: Db, instId: number, id: number) {
  const row = await db
    .selectFrom('org_team')
    .select(['id', 'name', 'note'])
    .where('id', '=', id)
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!row) throw notFound(OrgMessage.TEAM_MISSING);
  return row;
}

export async function ownRole(db: Db, instId: number, id: number) {
  const row = await db
    .selectFrom('role')
    .select(['id', 'name', 'role_type', 'enabled', 'parent_id', 'data_scope', 'duty'])
    .where('id', '=', id)
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  if (!row) throw notFound(OrgMessage.ROLE_MISSING);
  return row;
}

export async function ownEmployee(db: Db, instId: number, id: number) {
  const row = await db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.enabled', 'u.resign_flag', 'u.unit_id', 'u.role_id', 'r.role_type'])
    .where('u.id', '=', id)
    .where('u.inst_id', '=', instId)
    .executeTakeFirst();
  if (!row) throw notFound(OrgMessage.EMPLOYEE_MISSING);
  return row;
}

/** Members of an institution as the pages list them (spec 2 §3, ORG_EMPLOYEE). */
export function employees(db: Db, instId: number, now: Date) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .leftJoin('org_unit as d', 'd.id', 'u.unit_id')
    .select([
      'u.id',
      'u.display_name as name',
      'u.username',
      sql<'ORG_EMPLOYEE'>`'ORG_EMPLOYEE'`.as('baseType'),
      'u.unit_id as parentUnitId',
      'd.name as unitName',
      sql<0 | 1>`case when u.resign_flag then 1 else 0 end`.as('resign_flag'),
      sql<0 | 1>`case when u.enabled then 1 else 0 end`.as('enableFlag'),
      'u.role_id as roleId',
      'r.name as roleName',
      'r.role_type as roleType',
      'u.mobile',
      'u.email',
      sql<boolean>`exists (select 1 from user_session s where s.user_id = u.id and s.revoked_at is null
        and s.expires_at > ${now})`.as('online'),
      chinaTimeText('u.created_at', 'minute').as('createdAt'),
    ])
    .where('u.inst_id', '=', instId);
}

export type EmployeeRow = OrgEmployee;

/** A department and every department under it. */
export async function unitSubtree(db: Db, instId: number, id: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    with recursive sub as (
      select id from org_unit where id = ${id} and inst_id = ${instId}
      union
      select u.id from org_unit u join sub on u.parent_id = sub.id
    )
    select id from sub`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** How deep a department is (1 for a top one). */
export async function unitDepth(db: Db, id: number): Promise<number> {
  const rows = await sql<{ depth: number }>`
    with recursive up as (
      select id, parent_id, 1 as depth from org_unit where id = ${id}
      union all
      select u.id, u.parent_id, up.depth + 1 from org_unit u join up on u.id = up.parent_id where up.depth < 100
    )
    select max(depth)::int as depth from up`.execute(db);
  return rows.rows[0]?.depth ?? 0;
}

/** A name as typed, trimmed; refused when blank, too long or with a control character. */
export function cleanName(name: string, label: string, max: number): string {
  const problem = nameProblem(name, label, max);
  if (problem) throw badRequest(problem);
  return name.trim();
}

/** A unique-name violation, on either engine. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Page offset and size from the spec's snake-case page parameters. */
export const pageParams = (pageNum = 1, pageSize = 10) => ({ offset: (pageNum - 1) * pageSize, limit: pageSize });

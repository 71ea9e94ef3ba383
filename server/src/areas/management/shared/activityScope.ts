import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { OrgMessage, TRACE_MAX_DAYS, dayBegins, dayEnds, DAY_MS } from '@esee/contracts';
import { dataScopeUserIds } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import { targetInst, type TargetInst } from '../../../platform/auth/targetInst';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';

/**
 * Whose activity a manager's call reads (traces, statistics, tracking-point hits): an institution, its users in
 * the caller's data scope, a time range.
 */
export interface ActivityScope extends TargetInst {
  /** Null: everyone of the institution (data scope ALL, or the platform administrator in another one). */
  userIds: number[] | null;
  from: Date;
  to: Date;
  /** The named department and those under it, when one is named. */
  unitIds?: number[];
  userId?: number;
}

/** A range of China days, both ends included, at most TRACE_MAX_DAYS long. */
export function dayRange(start: string, end: string): { from: Date; to: Date } {
  if (start > end) throw badRequest('开始日期不能晚于结束日期');
  const from = dayBegins(start);
  const to = dayEnds(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw badRequest('日期无效');
  if (to.getTime() - from.getTime() > TRACE_MAX_DAYS * DAY_MS)
    throw badRequest(`查询范围不能超过 ${TRACE_MAX_DAYS} 天`);
  return { from, to };
}

/**
 * Everything an activity call (traces, statistics, point hits) starts with: the institution, the data
 * scope, the range, and the department and member filters, each checked to be
 * the institution's (another's answers as missing).
 */
export async function activityScope(
  request: FastifyRequest,
  db: Db,
  q: { instCode?: string; start: string; end: string; unitId?: number; userId?: number },
): Promise<ActivityScope> {
  const target = await targetInst(request, db, q.instCode);
  const range = dayRange(q.start, q.end);
  const userIds = target.own ? await dataScopeUserIds(db, requireUser(request)) : null;
  if (q.userId !== undefined) {
    const member = await db
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', q.userId)
      .where('inst_id', '=', target.instId)
      .executeTakeFirst();
    if (!member) throw notFound(OrgMessage.EMPLOYEE_MISSING);
  }
  const unitIds = q.unitId === undefined ? undefined : await unitAndBelow(db, target.instId, q.unitId);
  return { ...target, ...range, userIds, unitIds, userId: q.userId };
}

/** A department of the institution and those under it; another institution's answers as missing. */
async function unitAndBelow(db: Db, instId: number, unitId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with recursive sub as (
      select id from org_unit where id = ${unitId} and inst_id = ${instId}
      union
      select u.id from org_unit u join sub on u.parent_id = sub.id
    )
    select id from sub`.execute(db);
  if (!rows.length) throw notFound(OrgMessage.UNIT_MISSING);
  return rows.map((r) => r.id);
}

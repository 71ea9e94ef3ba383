import { sql } from 'kysely';
import { chinaTime as beijingTime, PAGE_VISIT_KEY } from '@esee/contracts';
import { whereInScope } from '../../../platform/auth/dataScope';
import { chinaClockSql, chinaDaySql } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import type { ActivityScope } from '../shared/activityScope';

/** A stay longer than this is taken as the user having left, not as time on the page. */
export const STAY_LIMIT_MS = 30 * 60_000;

/** A timestamp in China time, for grouping by day and hour. */
export const chinaTime = chinaClockSql('t.created_at');
export const chinaDayOf = chinaDaySql('t.created_at');
/** What a page is called: the menu's name for it, else the module's, else its path. */
export const pageTitle = sql<string>`coalesce(t.module_customize_name, t.module_name, t.path, t.module_id, '未知页面')`;
/** Which page a trace is of: its path, else its module. */
export const pageKey = sql<string>`coalesce(t.path, t.module_id, '-')`;

/** Traces (alias `t`) in a scope, with their member (`u`), department (`d`) and institution (`i`). */
export function scopedTraces(
  db: Db,
  scope: ActivityScope,
  f: { moduleId?: string; actKey?: string; actStatus?: number; pagesOnly?: boolean } = {},
) {
  let q = db
    .selectFrom('act_trace as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .innerJoin('institution as i', 'i.id', 't.inst_id')
    .leftJoin('org_unit as d', 'd.id', 'u.unit_id')
    .where('t.inst_id', '=', scope.instId)
    .where('t.created_at', '>=', scope.from)
    .where('t.created_at', '<', scope.to);
  q = whereInScope(q, 't.user_id', scope.userIds);
  if (scope.userId !== undefined) q = q.where('t.user_id', '=', scope.userId);
  if (scope.unitIds) q = q.where('u.unit_id', 'in', scope.unitIds.length ? scope.unitIds : [0]);
  if (f.moduleId) q = q.where('t.module_id', '=', f.moduleId);
  const actKey = f.actKey ?? (f.pagesOnly ? PAGE_VISIT_KEY : undefined);
  if (actKey) q = q.where('t.act_key', '=', actKey);
  if (f.actStatus !== undefined) q = q.where('t.act_status', '=', f.actStatus);
  return q;
}

/** A visit row as the lists, the journey and the export show it. */
export function selectVisits(q: ReturnType<typeof scopedTraces>) {
  return q.select([
    't.id',
    't.trace_id as traceId',
    't.pre_trace_id as preTraceId',
    't.user_id as userId',
    'u.username',
    'u.display_name as name',
    'd.name as unitName',
    'i.name as instName',
    't.act_key as actKey',
    't.module_id as moduleId',
    't.module_name as moduleName',
    't.module_customize_name as title',
    't.path',
    't.act_status as actStatus',
    't.error_msg as errorMsg',
    't.created_at as at',
    sql<string | null>`round(extract(epoch from (t.confirmed_at - t.created_at)) * 1000)`.as('loadMs'),
    // Until the user's next page (pre_trace_id cannot tell: the shell names its call-trace id there).
    sql<string | null>`(select round(extract(epoch from (min(n.created_at) - t.created_at)) * 1000)
      from act_trace n where n.user_id = t.user_id and n.act_key = ${PAGE_VISIT_KEY}
      and (n.created_at > t.created_at or (n.created_at = t.created_at and n.id > t.id)))`.as('stayMs'),
  ]);
}

type VisitRow = Awaited<ReturnType<ReturnType<typeof selectVisits>['execute']>>[number];

const ms = (v: string | number | null) => (v === null ? null : Math.max(0, Math.round(Number(v))));

export function visitOut(r: VisitRow) {
  const { id: _id, at, loadMs, stayMs, ...rest } = r;
  const stay = ms(stayMs);
  return {
    ...rest,
    at: beijingTime(at),
    loadMs: ms(loadMs),
    stayMs: stay !== null && stay <= STAY_LIMIT_MS ? stay : null,
  };
}

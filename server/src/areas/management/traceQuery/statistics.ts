import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  DistributeQuerySchema,
  DistributeSchema,
  EnvelopeSchema,
  InstOnlySchema,
  LastLoginSchema,
  LoginHistoryQuerySchema,
  LoginHistorySchema,
  OPERA_GROUP_LABELS,
  OperaGroupBy,
  OperaParamsSchema,
  OperaRecordsQuerySchema,
  OperaRecordsSchema,
  PAGE_VISIT_KEY,
  UserAnalysisPageSchema,
  UserAnalysisQuerySchema,
  type OperaRecord,
  chinaDay,
  chinaTime as beijingTime,
  addDays,
} from '@esee/contracts';
import { whereInScope } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import { containing, pageOf } from '../../../platform/db/paging';
import { forbidden, ok } from '../../../platform/http/errors';
import { chinaDayOf, chinaTime, pageKey, pageTitle, scopedTraces } from './queries';
import { targetInst } from '../../../platform/auth/targetInst';
import { activityScope, dayRange } from '../shared/activityScope';

const tags = ['statistics'];
/** 三员分立: what members did is the auditor's to read (`fmk` whole includes it). */
const fmk = { right: 'fmk:audit' };
/** The most rows a ranking (by module, user) answers. */
const TOP = 50;
/** A stored time as Beijing time text (docs/server.md, Times). */
const shown = (d: Date | string | null) => (d === null ? null : beijingTime(d));

/**
 * 操作统计 (spec 2 §7 Statistics): page visits and active members over a range,
 * by day, page, member, department, or (platform administrator) institution;
 * the caller's own logins; per-member activity and its spread over the week.
 */
export const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/esee/param/getParams4Opera',
    {
      config: fmk,
      schema: {
        tags,
        summary: '操作统计的筛选项：分组方式、部门、默认时间段',
        body: Type.Optional(InstOnlySchema),
        response: { 200: EnvelopeSchema(OperaParamsSchema) },
      },
    },
    async (request) => {
      const target = await targetInst(request, db, request.body?.instCode);
      const isSuper = (await request.access()).can('super');
      const units = await db
        .selectFrom('org_unit')
        .select(['id', 'name', 'parent_id as parentId'])
        .where('inst_id', '=', target.instId)
        .orderBy('id')
        .execute();
      const end = chinaDay(app.clock());
      return ok({
        instCode: target.instCode,
        instName: target.instName,
        groupBys: Object.values(OperaGroupBy)
          .filter((g) => g !== OperaGroupBy.INST || isSuper)
          .map((g) => ({ value: g, label: OPERA_GROUP_LABELS[g] })),
        units,
        start: addDays(end, -29),
        end,
      });
    },
  );

  app.post(
    '/esee/record/getRecords4Opera',
    {
      config: fmk,
      schema: {
        tags,
        summary: '操作统计：访问次数与活跃人数，按日、功能、用户、部门或机构',
        body: OperaRecordsQuerySchema,
        response: { 200: EnvelopeSchema(OperaRecordsSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      if (b.groupBy === OperaGroupBy.INST) {
        if (!(await request.access()).can('super')) throw forbidden();
        return ok(await byInstitution(b.start, b.end));
      }
      const scope = await activityScope(request, db, b);
      const q = scopedTraces(db, scope, { pagesOnly: true });
      const counts = [sql<string>`count(*)`.as('visits'), sql<string>`count(distinct t.user_id)`.as('users')] as const;
      const total = await q.select(counts).executeTakeFirstOrThrow();
      let list: OperaRecord[];
      const num = (r: { key: string | number | null; label: string | null; visits: string; users: string }) => ({
        key: String(r.key ?? ''),
        label: r.label ?? '',
        visits: Number(r.visits),
        users: Number(r.users),
      });
      if (b.groupBy === OperaGroupBy.DAY) {
        const rows = await q
          .select([chinaDayOf.as('key'), chinaDayOf.as('label'), ...counts])
          .groupBy(chinaDayOf)
          .execute();
        // Every day of the range, the quiet ones at zero, so the chart reads as a time line.
        list = [];
        for (let day = b.start; day <= b.end; day = addDays(day, 1)) {
          const row = rows.find((r) => r.key === day);
          list.push({ key: day, label: day, visits: Number(row?.visits ?? 0), users: Number(row?.users ?? 0) });
        }
      } else if (b.groupBy === OperaGroupBy.MODULE) {
        const rows = await q
          .select([sql<string>`${pageKey}`.as('key'), sql<string>`max(${pageTitle})`.as('label'), ...counts])
          .groupBy(pageKey)
          .orderBy(sql`count(*)`, 'desc')
          .orderBy(pageKey)
          .limit(TOP)
          .execute();
        list = rows.map(num);
      } else if (b.groupBy === OperaGroupBy.USER) {
        const rows = await q
          .select(['t.user_id as key', sql<string>`max(u.display_name)`.as('label'), ...counts])
          .groupBy('t.user_id')
          .orderBy(sql`count(*)`, 'desc')
          .orderBy('t.user_id')
          .limit(TOP)
          .execute();
        list = rows.map(num);
      } else {
        const rows = await q
          .select([
            sql<string>`coalesce(u.unit_id, 0)`.as('key'),
            sql<string>`coalesce(max(d.name), '未分配部门')`.as('label'),
            ...counts,
          ])
          .groupBy(sql`coalesce(u.unit_id, 0)`)
          .orderBy(sql`count(*)`, 'desc')
          .limit(500)
          .execute();
        list = rows.map(num);
      }
      return ok({ total: { visits: Number(total.visits), users: Number(total.users) }, list });
    },
  );

  /** The platform's view: every institution's members, logins, visits and active members in the range. */
  async function byInstitution(start: string, end: string) {
    const { from, to } = dayRange(start, end);
    const [insts, members, logins, visits] = await Promise.all([
      db.selectFrom('institution').select(['id', 'code', 'name']).orderBy('code').execute(),
      db
        .selectFrom('app_user')
        .select(['inst_id', sql<string>`count(*)`.as('n')])
        .where('resign_flag', '=', false)
        .groupBy('inst_id')
        .execute(),
      db
        .selectFrom('login_log')
        .select(['inst_id', sql<string>`count(*)`.as('n')])
        .where('outcome', '=', 'SUCCESS')
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy('inst_id')
        .execute(),
      db
        .selectFrom('act_trace')
        .select(['inst_id', sql<string>`count(*)`.as('visits'), sql<string>`count(distinct user_id)`.as('users')])
        .where('act_key', '=', PAGE_VISIT_KEY)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy('inst_id')
        .execute(),
    ]);
    const of = <T extends { inst_id: number }>(rows: T[], id: number) => rows.find((r) => r.inst_id === id);
    const list = insts.map((i) => ({
      key: i.code,
      label: i.name,
      visits: Number(of(visits, i.id)?.visits ?? 0),
      users: Number(of(visits, i.id)?.users ?? 0),
      members: Number(of(members, i.id)?.n ?? 0),
      logins: Number(of(logins, i.id)?.n ?? 0),
    }));
    return {
      total: { visits: list.reduce((n, r) => n + r.visits, 0), users: list.reduce((n, r) => n + r.users, 0) },
      list,
    };
  }

  app.get(
    '/esee/userLogin/getLastLoginTime',
    {
      schema: {
        tags,
        summary: '本人上一次登录（本次之前）的时间与地址',
        response: { 200: EnvelopeSchema(LastLoginSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The newest successful login is this session's own; the one before it is the last.
      const row = await db
        .selectFrom('login_log')
        .select(['created_at', 'ip'])
        .where('user_id', '=', user.userId)
        .where('outcome', '=', 'SUCCESS')
        .orderBy('id', 'desc')
        .offset(1)
        .limit(1)
        .executeTakeFirst();
      return ok({ lastLoginTime: shown(row?.created_at ?? null), ip: row?.ip ?? null });
    },
  );

  app.post(
    '/esee/userLogin/getHistoryLoginTime',
    {
      schema: {
        tags,
        summary: '本人的登录历史（成功与失败）',
        body: Type.Optional(LoginHistoryQuerySchema),
        response: { 200: EnvelopeSchema(LoginHistorySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = db.selectFrom('login_log').where('user_id', '=', user.userId);
      const { offset, limit } = pageOf({ pageNum: request.body?.pageNum, pageSize: request.body?.pageSize });
      const [rows, count] = await Promise.all([
        q
          .select(['id', 'created_at', 'outcome', 'ip', 'user_agent'])
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({
        total: Number(count.n),
        list: rows.map((r) => ({
          id: String(r.id),
          at: beijingTime(r.created_at),
          outcome: r.outcome,
          ip: r.ip,
          userAgent: r.user_agent,
        })),
      });
    },
  );

  app.post(
    '/esee/userAnalysis/getAnalysisPage',
    {
      config: fmk,
      schema: {
        tags,
        summary: '成员活跃度：访问次数、活跃天数、最近活跃（数据范围内的成员）',
        body: UserAnalysisQuerySchema,
        response: { 200: EnvelopeSchema(UserAnalysisPageSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const scope = await activityScope(request, db, b);
      const activity = scopedTraces(db, scope, { pagesOnly: true })
        .select([
          't.user_id',
          sql<string>`count(*)`.as('visits'),
          sql<string>`count(distinct ${chinaDayOf})`.as('days'),
          sql<Date>`max(t.created_at)`.as('last_at'),
        ])
        .groupBy('t.user_id');
      let members = db
        .selectFrom('app_user as u')
        .leftJoin('org_unit as d', 'd.id', 'u.unit_id')
        .leftJoin(activity.as('a'), 'a.user_id', 'u.id')
        .where('u.inst_id', '=', scope.instId)
        .where('u.resign_flag', '=', false);
      members = whereInScope(members, 'u.id', scope.userIds);
      if (scope.unitIds) members = members.where('u.unit_id', 'in', scope.unitIds.length ? scope.unitIds : [0]);
      const keyword = b.keyword?.trim();
      if (keyword)
        members = members.where((eb) =>
          eb.or([eb('u.display_name', 'like', containing(keyword)), eb('u.username', 'like', containing(keyword))]),
        );
      const { offset, limit } = pageOf({ pageNum: b.pageNum, pageSize: b.pageSize });
      const [rows, count] = await Promise.all([
        members
          .select(['u.id', 'u.username', 'u.display_name', 'd.name as unitName', 'a.visits', 'a.days', 'a.last_at'])
          .orderBy(sql`coalesce(a.visits, 0)`, 'desc')
          .orderBy('u.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        members.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({
        total: Number(count.n),
        list: rows.map((r) => ({
          userId: r.id,
          username: r.username,
          name: r.display_name,
          unitName: r.unitName,
          visits: Number(r.visits ?? 0),
          activeDays: Number(r.days ?? 0),
          lastActiveAt: shown(r.last_at ?? null),
        })),
      });
    },
  );

  app.post(
    '/esee/userAnalysis/getDistribute',
    {
      config: fmk,
      schema: {
        tags,
        summary: '访问时段分布：按小时与星期',
        body: DistributeQuerySchema,
        response: { 200: EnvelopeSchema(DistributeSchema) },
      },
    },
    async (request) => {
      const scope = await activityScope(request, db, request.body);
      const q = scopedTraces(db, scope, { pagesOnly: true });
      const hour = sql<string>`extract(hour from ${chinaTime})`;
      const weekday = sql<string>`extract(isodow from ${chinaTime})`;
      const [hours, days] = await Promise.all([
        q
          .select([hour.as('k'), sql<string>`count(*)`.as('n')])
          .groupBy(hour)
          .execute(),
        q
          .select([weekday.as('k'), sql<string>`count(*)`.as('n')])
          .groupBy(weekday)
          .execute(),
      ]);
      const byHour = Array.from({ length: 24 }, (_, h) => Number(hours.find((r) => Number(r.k) === h)?.n ?? 0));
      const byWeekday = Array.from({ length: 7 }, (_, d) => Number(days.find((r) => Number(r.k) === d + 1)?.n ?? 0));
      return ok({ byHour, byWeekday });
    },
  );
};

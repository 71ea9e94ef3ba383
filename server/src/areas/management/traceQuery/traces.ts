import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  ACT_STATUS_LABELS,
  EnvelopeSchema,
  InstOnlyQuerySchema,
  InstOnlySchema,
  PAGE_VISIT_KEY,
  TRACE_EXPORT_ROWS,
  TRACE_GRAPH_EDGES,
  TraceDeptOptionSchema,
  TraceFilterSchema,
  TraceFunctionOptionSchema,
  TraceFunctionPageSchema,
  TraceFunctionQuerySchema,
  TraceGraphQuerySchema,
  TraceGraphSchema,
  TraceInstOptionSchema,
  TracePageQuerySchema,
  TraceRouteQuerySchema,
  TraceRouteSchema,
  TraceVisitPageSchema,
  chinaDay,
  chinaTime,
  dayBegins,
  addDays,
} from '@esee/contracts';
import { pageOf } from '../../../platform/db/paging';
import { sendDownload, workbook } from '../../../platform/files/download';
import { ok } from '../../../platform/http/errors';
import { pageKey, pageTitle, scopedTraces, selectVisits, STAY_LIMIT_MS, visitOut } from './queries';
import { targetInst } from '../../../platform/auth/targetInst';
import { activityScope } from '../shared/activityScope';

const tags = ['traceQuery'];
/** 三员分立: what members did is the auditor's to read (`fmk` whole includes it). */
const fmk = { right: 'fmk:audit' };
/** The most nodes the page-flow graph draws besides the ends of its edges. */
const GRAPH_NODES = 60;
/** The most steps one day's journey lists. */
const ROUTE_STEPS = 1000;
/** Path prefixes of the back office's own pages (searchManageFunctionParam). */
const MANAGE_PREFIXES = ['/management', '/systemMonitoring', '/operatingStatistics', '/personalCenter'];

/**
 * 访问轨迹 (spec 2 §7 Tracing): the page visits the shell records (act_trace),
 * read back within the institution and the caller's data scope; the platform
 * administrator names any institution by `instCode`.
 */
export const traceQueryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/framework/api/act/actTraceQuery/pageList',
    {
      config: fmk,
      schema: {
        tags,
        summary: '访问轨迹：页面访问记录',
        body: TracePageQuerySchema,
        response: { 200: EnvelopeSchema(TraceVisitPageSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const scope = await activityScope(request, db, b);
      const q = scopedTraces(db, scope, { ...b, pagesOnly: true });
      const { offset, limit } = pageOf({ pageNum: b.pageNum, pageSize: b.pageSize });
      const [rows, count] = await Promise.all([
        selectVisits(q).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').offset(offset).limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ total: Number(count.n), list: rows.map(visitOut) });
    },
  );

  app.post(
    '/framework/api/act/actTraceQuery/apiPageList',
    {
      config: fmk,
      schema: {
        tags,
        summary: '访问轨迹：按功能（页面）汇总的访问、失败与加载耗时',
        body: TraceFunctionQuerySchema,
        response: { 200: EnvelopeSchema(TraceFunctionPageSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const scope = await activityScope(request, db, b);
      const q = scopedTraces(db, scope, { pagesOnly: true });
      const { offset, limit } = pageOf({ pageNum: b.pageNum, pageSize: b.pageSize });
      const grouped = q
        .select([
          sql<string | null>`max(t.module_id)`.as('moduleId'),
          sql<string | null>`max(t.module_name)`.as('moduleName'),
          sql<string | null>`max(t.module_customize_name)`.as('title'),
          sql<string | null>`max(t.path)`.as('path'),
          sql<string>`count(*)`.as('visits'),
          sql<string>`count(distinct t.user_id)`.as('users'),
          sql<string>`count(*) filter (where t.act_status = 2)`.as('failed'),
          sql<string>`count(*) filter (where t.act_status = 9)`.as('timedOut'),
          sql<string | null>`round(avg(extract(epoch from (t.confirmed_at - t.created_at)) * 1000)
            filter (where t.act_status = 1))`.as('avgLoadMs'),
          sql<Date>`max(t.created_at)`.as('lastAt'),
        ])
        .groupBy(pageKey);
      const [rows, count] = await Promise.all([
        grouped
          .orderBy(sql`count(*)`, 'desc')
          .orderBy(pageKey)
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select(sql<string>`count(distinct ${pageKey})`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({
        total: Number(count.n),
        list: rows.map((r) => ({
          ...r,
          visits: Number(r.visits),
          users: Number(r.users),
          failed: Number(r.failed),
          timedOut: Number(r.timedOut),
          avgLoadMs: r.avgLoadMs === null ? null : Number(r.avgLoadMs),
          lastAt: chinaTime(r.lastAt),
        })),
      });
    },
  );

  app.post(
    '/framework/api/act/actTraceQuery/route',
    {
      config: fmk,
      schema: {
        tags,
        summary: '一个成员一天的访问路径（按时间先后）',
        body: TraceRouteQuerySchema,
        response: { 200: EnvelopeSchema(TraceRouteSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const scope = await activityScope(request, db, { ...b, start: b.day, end: b.day });
      const rows = await selectVisits(scopedTraces(db, scope, { pagesOnly: true }))
        .orderBy('t.created_at')
        .orderBy('t.id')
        .limit(ROUTE_STEPS)
        .execute();
      return ok({ steps: rows.map(visitOut) });
    },
  );

  app.post(
    '/framework/api/act/actTraceQuery/graph',
    {
      config: fmk,
      schema: {
        tags,
        summary: '页面流转图：页面（访问次数）与页面间的跳转（次数）',
        body: TraceGraphQuerySchema,
        response: { 200: EnvelopeSchema(TraceGraphSchema) },
      },
    },
    async (request) => {
      const scope = await activityScope(request, db, request.body);
      const visits = scopedTraces(db, scope, { pagesOnly: true });
      // A step is a member's page and the page they opened before it, within STAY_LIMIT_MS.
      const order = sql`over (partition by t.user_id order by t.created_at, t.id)`;
      const steps = visits
        .select([
          sql<string>`${pageKey}`.as('target'),
          sql<string | null>`lag(${pageKey}) ${order}`.as('source'),
          't.module_id as targetModule',
          sql<string | null>`lag(t.module_id) ${order}`.as('sourceModule'),
          sql<number | null>`extract(epoch from (t.created_at - lag(t.created_at) ${order}))`.as('gap'),
        ])
        .as('s');
      const { moduleId } = request.body;
      const edges = await db
        .selectFrom(steps)
        .select(['s.source', 's.target', sql<string>`count(*)`.as('n')])
        .where('s.source', 'is not', null)
        .where('s.gap', '<=', STAY_LIMIT_MS / 1000)
        // With a page chosen, the steps into it and out of it.
        .$if(moduleId !== undefined, (q) =>
          q.where((eb) => eb.or([eb('s.targetModule', '=', moduleId!), eb('s.sourceModule', '=', moduleId!)])),
        )
        .groupBy(['s.source', 's.target'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('s.source')
        .orderBy('s.target')
        .limit(TRACE_GRAPH_EDGES)
        .execute();
      const nodeRows = visits.select([
        sql<string>`${pageKey}`.as('key'),
        sql<string>`max(${pageTitle})`.as('title'),
        sql<string>`count(*)`.as('visits'),
      ]);
      const top = await nodeRows
        .groupBy(pageKey)
        .orderBy(sql`count(*)`, 'desc')
        .limit(GRAPH_NODES)
        .execute();
      // The ends of every edge are drawn, even a page outside the busiest.
      const missing = [...new Set(edges.flatMap((e) => [e.source!, e.target]))].filter(
        (k) => !top.some((n) => n.key === k),
      );
      const rest = missing.length ? await nodeRows.where(pageKey, 'in', missing).groupBy(pageKey).execute() : [];
      return ok({
        nodes: [...top, ...rest].map((n) => ({ key: n.key, title: n.title, visits: Number(n.visits) })),
        edges: edges.map((e) => ({ from: e.source!, to: e.target, count: Number(e.n) })),
      });
    },
  );

  app.post(
    '/framework/api/act/actTraceQuery/exportFile',
    {
      config: fmk,
      schema: { tags, summary: '导出访问轨迹（.xlsx，至多 10,000 条）', body: TraceFilterSchema },
    },
    async (request, reply) => {
      const b = request.body;
      const scope = await activityScope(request, db, b);
      const rows = await selectVisits(scopedTraces(db, scope, { ...b, pagesOnly: true }))
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(TRACE_EXPORT_ROWS)
        .execute();
      const sheet = rows
        .map(visitOut)
        .map((r) => [
          r.at,
          r.instName,
          r.name,
          r.username,
          r.unitName ?? '未分配部门',
          r.moduleName,
          r.title,
          r.path,
          ACT_STATUS_LABELS[r.actStatus] ?? String(r.actStatus),
          r.loadMs,
          r.stayMs === null ? null : Math.round(r.stayMs / 1000),
          r.errorMsg,
        ]);
      return sendDownload(
        reply,
        `访问轨迹_${b.start}_${b.end}.xlsx`,
        await workbook([
          {
            name: '访问轨迹',
            header: [
              '时间',
              '机构',
              '姓名',
              '用户名',
              '部门',
              '模块',
              '页面',
              '路径',
              '状态',
              '加载耗时(毫秒)',
              '停留(秒)',
              '错误信息',
            ],
            rows: sheet,
            widths: [20, 16, 10, 14, 14, 14, 16, 30, 8, 14, 10, 20],
          },
        ]),
      );
    },
  );

  app.post(
    '/framework/api/act/actTraceQuery/searchInstParam',
    {
      config: { right: 'super' },
      schema: {
        tags,
        summary: '可查询的机构（平台管理员）',
        response: { 200: EnvelopeSchema(Type.Array(TraceInstOptionSchema)) },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('institution')
        .select(['code as instCode', 'name as instName'])
        .orderBy('code')
        .execute();
      return ok(rows);
    },
  );

  app.post(
    '/framework/api/act/actTraceQuery/searchDeptParam',
    {
      config: fmk,
      schema: {
        tags,
        summary: '机构的部门（筛选项）',
        body: Type.Optional(InstOnlySchema),
        response: { 200: EnvelopeSchema(Type.Array(TraceDeptOptionSchema)) },
      },
    },
    async (request) => {
      const target = await targetInst(request, db, request.body?.instCode);
      const rows = await db
        .selectFrom('org_unit')
        .select(['id', 'name', 'parent_id as parentId'])
        .where('inst_id', '=', target.instId)
        .orderBy('id')
        .execute();
      return ok(rows);
    },
  );

  /** The pages seen in the institution's traces (the last year), optionally only the back office's. */
  const seenPages = async (instId: number, manageOnly: boolean) => {
    let q = db
      .selectFrom('act_trace as t')
      .where('t.inst_id', '=', instId)
      .where('t.act_key', '=', PAGE_VISIT_KEY)
      .where('t.created_at', '>=', dayBegins(addDays(chinaDay(app.clock()), -365)));
    if (manageOnly) q = q.where((eb) => eb.or(MANAGE_PREFIXES.map((p) => eb('t.path', 'like', `${p}%`))));
    const rows = await q
      .select([
        sql<string | null>`max(t.module_id)`.as('moduleId'),
        sql<string>`max(${pageTitle})`.as('title'),
        sql<string | null>`max(t.path)`.as('path'),
      ])
      .groupBy(pageKey)
      .orderBy(sql`max(${pageTitle})`)
      .limit(500)
      .execute();
    return rows;
  };

  app.get(
    '/framework/api/act/actTraceQuery/searchFunctionParam',
    {
      config: fmk,
      schema: {
        tags,
        summary: '轨迹中出现过的功能与页面（筛选项）',
        querystring: InstOnlyQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(TraceFunctionOptionSchema)) },
      },
    },
    async (request) => ok(await seenPages((await targetInst(request, db, request.query.instCode)).instId, false)),
  );

  app.get(
    '/framework/api/act/actTraceQuery/searchManageFunctionParam',
    {
      config: fmk,
      schema: {
        tags,
        summary: '轨迹中出现过的管理后台页面（筛选项）',
        querystring: InstOnlyQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(TraceFunctionOptionSchema)) },
      },
    },
    async (request) => ok(await seenPages((await targetInst(request, db, request.query.instCode)).instId, true)),
  );
};

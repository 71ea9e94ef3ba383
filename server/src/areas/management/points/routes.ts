import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  PointAddedSchema,
  PointAddSchema,
  PointGraphQuerySchema,
  PointGraphSchema,
  PointHitPageSchema,
  PointManagerQuerySchema,
  PointPersonalQuerySchema,
  dayBegins,
  dayEnds,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { badRequest, ok } from '../../../platform/http/errors';
import { catalogueRoutes } from './catalogue';
import { hitDay, hitPage, recordHit, scopedHits, type HitScope } from './hits';
import { daysOf, managerScope } from './scope';

const tags = ['points'];
/** 埋点统计 reads members' activity: the audit duty's right, as 访问轨迹 and 操作统计. */
const audit = { right: 'fmk:audit' };
/** The points the chart draws when none is chosen: the busiest of the range. */
const CHART_DEFAULT = 5;

/**
 * 埋点 (issue 21, spec 2 §7 Points): hits recorded by any signed-in user, read
 * back by the user (personal), by the institution's managers within their data
 * scope (manager, graph; the platform administrator names an instCode), and the
 * catalogue the platform administrator keeps (catalogue.ts).
 */
export const pointsModule: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  await app.register(catalogueRoutes);

  app.post(
    '/esee/cms/point/add',
    {
      schema: {
        tags,
        summary: '记录一次埋点（未知、停用或过于频繁的埋点被拒绝，客户端不提示）',
        body: PointAddSchema,
        response: { 200: EnvelopeSchema(PointAddedSchema) },
      },
    },
    async (request) => {
      await recordHit(db, requireUser(request), request.body, app.clock());
      return ok({ recorded: true });
    },
  );

  app.post(
    '/esee/cms/point/personal/qryList',
    {
      schema: {
        tags,
        summary: '我的埋点记录',
        body: PointPersonalQuerySchema,
        response: { 200: EnvelopeSchema(PointHitPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const b = request.body;
      if (b.start && b.end && b.start > b.end) throw badRequest('开始日期不能晚于结束日期');
      const scope: HitScope = {
        instId: user.instId,
        userIds: [user.userId],
        from: b.start ? dayBegins(b.start) : undefined,
        to: b.end ? dayEnds(b.end) : undefined,
        pointId: b.pointId || undefined,
      };
      const { offset, limit } = pageOf(b);
      return ok(await hitPage(db, scope, offset, limit));
    },
  );

  app.post(
    '/esee/cms/point/manager/qryList',
    {
      config: audit,
      schema: {
        tags,
        summary: '埋点统计：机构成员的埋点记录（数据范围内）',
        body: PointManagerQuerySchema,
        response: { 200: EnvelopeSchema(PointHitPageSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const scope = await managerScope(request, db, b);
      const { offset, limit } = pageOf(b);
      return ok(await hitPage(db, { ...scope, pointId: b.pointId || undefined }, offset, limit));
    },
  );

  app.post(
    '/esee/cms/point/graph',
    {
      config: audit,
      schema: {
        tags,
        summary: '埋点统计：各埋点每日次数，与各埋点的总次数、人数',
        body: PointGraphQuerySchema,
        response: { 200: EnvelopeSchema(PointGraphSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const scope = await managerScope(request, db, b);
      const counts = [sql<string>`count(*)`.as('hits'), sql<string>`count(distinct h.user_id)`.as('users')] as const;
      const [totals, total] = await Promise.all([
        scopedHits(db, scope)
          .select([
            'h.point_id as pointId',
            sql<string>`max(p.name)`.as('name'),
            sql<string>`max(p.module)`.as('module'),
            ...counts,
          ])
          .groupBy('h.point_id')
          .orderBy(sql`count(*)`, 'desc')
          .orderBy('h.point_id')
          .execute(),
        scopedHits(db, scope).select(counts).executeTakeFirstOrThrow(),
      ]);
      const chosen = b.pointIds?.length
        ? await db
            .selectFrom('point_def')
            .select(['point_id as pointId', 'name'])
            .where('point_id', 'in', b.pointIds)
            .execute()
        : totals.slice(0, CHART_DEFAULT).map((t) => ({ pointId: t.pointId, name: t.name }));
      const perDay = chosen.length
        ? await scopedHits(db, { ...scope, pointIds: chosen.map((c) => c.pointId) })
            .select(['h.point_id as pointId', hitDay.as('day'), sql<string>`count(*)`.as('n')])
            .groupBy(['h.point_id', hitDay])
            .execute()
        : [];
      // Every day of the range, the quiet ones at zero, so each series reads as a time line.
      const days = daysOf(b.start, b.end);
      const series = chosen.map((c) => ({
        pointId: c.pointId,
        name: c.name,
        counts: days.map((day) => Number(perDay.find((r) => r.pointId === c.pointId && r.day === day)?.n ?? 0)),
      }));
      return ok({
        days,
        series,
        totals: totals.map((t) => ({ ...t, hits: Number(t.hits), users: Number(t.users) })),
        total: { hits: Number(total.hits), users: Number(total.users) },
      });
    },
  );
};

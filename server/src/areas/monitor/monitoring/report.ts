import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { chinaDaySql } from '../../../platform/clock';
import { DaySchema, INT32_MAX, dayBegins, dayEnds } from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { badRequest, ok } from '../../../platform/http/errors';
import { ALL_GROUPS_ID, checkDay, ownGroup } from './groups';

/**
 * The monitoring report (`/apps/monitor/optionalReport`): for a group (0: all)
 * and a period, the companies watched, the alerts by level and by kind, the
 * companies with most alerts, and the status changes.
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.post(
    '/esee/monitorReport/summary',
    {
      config: { right: 'monitor:report' },
      schema: {
        tags: ['monitor'],
        summary: '监控报告：分组与时段的预警汇总',
        body: Type.Object({
          groupId: Type.Integer({ minimum: 0, maximum: INT32_MAX }),
          dateFrom: DaySchema,
          dateTo: DaySchema,
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { groupId, dateFrom, dateTo } = request.body;
      checkDay(dateFrom);
      checkDay(dateTo);
      if (dateFrom > dateTo) throw badRequest('开始日期不能晚于结束日期');
      const group = groupId === ALL_GROUPS_ID ? null : await ownGroup(db, user, groupId);
      // The group's companies, and their alerts of the period (Beijing days, the end day included).
      const watched = sql`(select m.ent_id from monitored_company m where m.user_id = ${user.userId}
        ${group ? sql`and m.group_id = ${group.id}` : sql``})`;
      const alerts = sql`(select * from monitor_alert a where a.user_id = ${user.userId}
        and a.ent_id in ${watched}
        and a.created_at >= ${dayBegins(dateFrom)} and a.created_at < ${dayEnds(dateTo)})`;
      const [companies, byLevel, byKind, top, statuses] = await Promise.all([
        sql<{ n: number }>`select count(*)::int as n from ${watched} w`.execute(db),
        sql<{ level: string; count: number }>`select level, count(*)::int as count from ${alerts} a group by level
          order by array_position(array['高风险', '中风险', '警示'], level)`.execute(db),
        sql<{ title: string; count: number }>`select title, count(*)::int as count from ${alerts} a
          group by title order by count desc, title limit 20`.execute(db),
        sql<{ entId: string; entName: string; alerts: number; high: number }>`
          select a.ent_id as "entId", c.name as "entName", count(*)::int as alerts,
                 (count(*) filter (where a.level = '高风险'))::int as high
          from ${alerts} a join company c on c.ent_id = a.ent_id
          group by a.ent_id, c.name order by high desc, alerts desc, c.name limit 10`.execute(db),
        sql<{ entName: string; summary: string; date: string }>`
          select c.name as "entName", a.summary, ${chinaDaySql('a.created_at')} as date
          from ${alerts} a join company c on c.ent_id = a.ent_id
          where a.kind = 'statusChange' order by a.created_at desc limit 50`.execute(db),
      ]);
      return ok({
        groupName: group?.name ?? '全部分组',
        dateFrom,
        dateTo,
        companies: companies.rows[0]?.n ?? 0,
        alerts: byLevel.rows.reduce((n, r) => n + r.count, 0),
        byLevel: byLevel.rows,
        byKind: byKind.rows,
        topCompanies: top.rows,
        statusChanges: statuses.rows,
      });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { PageSizeSchema, RowIdSchema } from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { containing, day, pageOf } from '../../../platform/db/paging';
import { notFound, ok } from '../../../platform/http/errors';
import { ownGroup } from './groups';

const tags = ['monitor'];
const Sentiment = Type.Union([Type.Literal('正面'), Type.Literal('中性'), Type.Literal('负面')]);

/**
 * News and public opinion (`/monitoring/newsList`, `danger`, `publicsen`): the
 * news records of companies, newest first, by sentiment; `my` keeps those of
 * the user's monitored companies (of one group, with `groupId`).
 */
export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: 'monitor' };

  app.post(
    '/esee/monitorNews/list',
    {
      config,
      schema: {
        tags,
        summary: '舆情资讯（my：只看监控企业）',
        body: Type.Object({
          my: Type.Optional(Type.Boolean()),
          groupId: Type.Optional(RowIdSchema),
          sentiment: Type.Optional(Sentiment),
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
          pageSize: Type.Optional(PageSizeSchema),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { my, groupId, sentiment, keyword } = request.body;
      let query = db
        .selectFrom('record as r')
        .innerJoin('company as c', 'c.ent_id', 'r.company_id')
        .where('r.kind', '=', 'news');
      if (my || groupId) {
        const group = groupId ? await ownGroup(db, user, groupId) : null;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('monitored_company as m')
              .select('m.ent_id')
              .whereRef('m.ent_id', '=', 'r.company_id')
              .where('m.user_id', '=', user.userId)
              .$if(group !== null, (q) => q.where('m.group_id', '=', group!.id)),
          ),
        );
      }
      if (sentiment) query = query.where(sql<string>`r.payload ->> 'sentiment'`, '=', sentiment);
      const word = keyword?.trim();
      if (word) query = query.where(sql<string>`r.payload ->> 'title'`, 'like', containing(word));
      const page = pageOf(request.body);
      const list = await query
        .select([
          'r.record_id as newsId',
          'r.company_id as entId',
          'c.name as entName',
          sql<string>`r.payload ->> 'title'`.as('title'),
          sql<string>`r.payload ->> 'source'`.as('source'),
          sql<string>`r.payload ->> 'sentiment'`.as('sentiment'),
          sql<string>`coalesce(r.payload ->> 'publishTime', ${day('r.record_date')})`.as('publishTime'),
          sql<number>`count(*) over ()::int`.as('total'),
        ])
        // Newest first by publish time: the day (the loader's checked date), then the time within it (the
        // record's own text, which the day bounds), then the id, so that pages are stable.
        .orderBy('r.record_date', (o) => o.desc().nullsLast())
        .orderBy(sql`r.payload ->> 'publishTime'`, (o) => o.desc().nullsLast())
        .orderBy('r.record_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      return ok({ total: list[0]?.total ?? 0, list: list.map(({ total: _total, ...n }) => n) });
    },
  );

  app.get(
    '/esee/monitorNews/detail',
    {
      config,
      schema: {
        tags,
        summary: '舆情详情',
        querystring: Type.Object({ newsId: Type.String({ minLength: 1, maxLength: 64 }) }),
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('record as r')
        .innerJoin('company as c', 'c.ent_id', 'r.company_id')
        .select(['r.record_id as newsId', 'r.company_id as entId', 'c.name as entName', 'r.payload'])
        .where('r.record_id', '=', request.query.newsId)
        .where('r.kind', '=', 'news')
        .executeTakeFirst();
      if (!row) throw notFound('资讯不存在');
      return ok({
        newsId: row.newsId,
        entId: row.entId,
        entName: row.entName,
        ...(row.payload as Record<string, unknown>),
      });
    },
  );
};

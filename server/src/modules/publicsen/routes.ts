import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  isRealDay,
  PUBLICSEN_PERMISSION,
  PublicsenDetailSchema,
  PublicsenListQuerySchema,
  PublicsenListSchema,
  PublicsenTrendQuerySchema,
  PublicsenTrendSchema,
  TREND_WEEKS,
} from '@esee/contracts';
import { requireUser } from '../../platform/auth/plugin';
import type { SessionUser } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/database';
import { day, pageOf } from '../../platform/db/paging';
import { badRequest, notFound, ok } from '../../platform/errors';
import { foldReprints, weekBuckets } from './fold';

/** News items read for one answer: a year of a few hundred monitored companies fits, and the answer stays quick. */
const MAX_ROWS = 5000;
const DAY_MS = 86_400_000;

interface Scope {
  entId?: string;
  groupId?: number;
  dateFrom?: string;
  dateTo?: string;
  sentiment?: string;
  category?: string;
}

function checkDates(from?: string, to?: string) {
  for (const d of [from, to]) if (d !== undefined && !isRealDay(d)) throw badRequest('请求参数有误：日期不存在');
  if (from && to && from > to) throw badRequest('请求参数有误：开始日期晚于结束日期');
}

/**
 * The news of a scope, newest first: one company's (any company: news is public), or the user's own
 * monitored companies in the user's institution (of one of the user's groups). Another user's group is
 * not found.
 */
async function newsOf(db: Db, user: SessionUser, f: Scope) {
  checkDates(f.dateFrom, f.dateTo);
  let query = db
    .selectFrom('record as r')
    .innerJoin('company as c', 'c.ent_id', 'r.company_id')
    .where('r.kind', '=', 'news');
  // A group named is the user's own, whatever else the call asks: another user's group is not found.
  if (f.groupId !== undefined) {
    const group = await db
      .selectFrom('monitor_group')
      .select('id')
      .where('id', '=', f.groupId)
      .where('user_id', '=', user.userId)
      .where('inst_id', '=', user.instId)
      .executeTakeFirst();
    if (!group) throw notFound('分组不存在');
  }
  if (f.entId) {
    const known = await db.selectFrom('company').select('ent_id').where('ent_id', '=', f.entId).executeTakeFirst();
    if (!known) throw notFound('未找到该企业');
    query = query.where('r.company_id', '=', f.entId);
  } else {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('monitored_company as m')
          .select('m.ent_id')
          .whereRef('m.ent_id', '=', 'r.company_id')
          .where('m.user_id', '=', user.userId)
          .where('m.inst_id', '=', user.instId)
          .$if(f.groupId !== undefined, (q) => q.where('m.group_id', '=', f.groupId!)),
      ),
    );
  }
  if (f.dateFrom) query = query.where('r.record_date', '>=', f.dateFrom);
  if (f.dateTo) query = query.where('r.record_date', '<=', f.dateTo);
  if (f.sentiment) query = query.where(sql<string>`r.payload ->> 'sentiment'`, '=', f.sentiment);
  if (f.category) query = query.where(sql<string>`r.payload ->> 'category'`, '=', f.category);
  return query
    .select([
      'r.record_id as newsId',
      'r.company_id as entId',
      'c.name as entName',
      sql<string>`coalesce(r.payload ->> 'title', '')`.as('title'),
      sql<string | null>`r.payload ->> 'source'`.as('source'),
      sql<string | null>`coalesce(r.payload ->> 'publishTime', ${day('r.record_date')})`.as('publishTime'),
      sql<string | null>`r.payload ->> 'sentiment'`.as('sentiment'),
      sql<string | null>`r.payload ->> 'category'`.as('category'),
    ])
    .orderBy('r.record_date', (o) => o.desc().nullsLast())
    .orderBy(sql`r.payload ->> 'publishTime'`, (o) => o.desc().nullsLast())
    .orderBy('r.record_id', 'desc')
    .limit(MAX_ROWS)
    .execute();
}

/** Companies an article concerns: its company, that company's corporate shareholders and majority holdings. */
async function relatedCompanies(db: Db, entId: string, entName: string) {
  const [holders, holdings] = await Promise.all([
    db
      .selectFrom('shareholding as s')
      .innerJoin('company as c', 'c.ent_id', 's.holder_id')
      .select(['c.ent_id as entId', 'c.name as entName'])
      .where('s.company_id', '=', entId)
      .where('s.holder_kind', '=', 'C')
      .orderBy('s.ratio', 'desc')
      .limit(5)
      .execute(),
    db
      .selectFrom('shareholding as s')
      .innerJoin('company as c', 'c.ent_id', 's.company_id')
      .select(['c.ent_id as entId', 'c.name as entName'])
      .where('s.holder_id', '=', entId)
      .where('s.holder_kind', '=', 'C')
      .where('s.ratio', '>=', '0.5')
      .orderBy('s.ratio', 'desc')
      .limit(5)
      .execute(),
  ]);
  return [
    { entId, entName, relation: '主体企业' },
    ...holders.map((h) => ({ ...h, relation: '企业股东' })),
    ...holdings.map((h) => ({ ...h, relation: '控股企业' })),
  ];
}

/**
 * CBA 企业舆情 (spec 1 §2 publicsenInformation, product-pages §1.12): news of the user's monitored
 * companies or of a chosen one, filtered by dates, sentiment and category, reprints folded into one
 * item with a 相似 count; the weekly trend of negative news; one article with its related companies.
 */
export const publicsenModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: PUBLICSEN_PERMISSION };
  const tags = ['cba'];

  app.post(
    '/esee/cba/publicsen/list',
    {
      config,
      schema: {
        tags,
        summary: '企业舆情列表（转载合并，分页）',
        body: PublicsenListQuerySchema,
        response: { 200: EnvelopeSchema(PublicsenListSchema) },
      },
    },
    async (request) => {
      const rows = await newsOf(db, requireUser(request), request.body);
      const folded = foldReprints(rows);
      const page = pageOf(request.body);
      return ok({
        total: folded.length,
        rawTotal: rows.length,
        list: folded.slice(page.offset, page.offset + page.limit).map(({ copies: _copies, ...n }) => n),
      });
    },
  );

  app.post(
    '/esee/cba/publicsen/trend',
    {
      config,
      schema: {
        tags,
        summary: '负面舆情周趋势（转载合并）',
        body: PublicsenTrendQuerySchema,
        response: { 200: EnvelopeSchema(PublicsenTrendSchema) },
      },
    },
    async (request) => {
      const end = request.body.dateTo ?? app.clock().toISOString().slice(0, 10);
      checkDates(request.body.dateFrom, request.body.dateTo);
      const start = new Date(Date.parse(`${end}T00:00:00Z`) - TREND_WEEKS * 7 * DAY_MS).toISOString().slice(0, 10);
      const from = request.body.dateFrom && request.body.dateFrom > start ? request.body.dateFrom : start;
      const rows = await newsOf(db, requireUser(request), {
        ...request.body,
        dateFrom: from,
        dateTo: end,
        sentiment: '负面',
      });
      const days = foldReprints(rows).flatMap((n) => (n.publishTime ? [n.publishTime.slice(0, 10)] : []));
      return ok(weekBuckets(days, end, TREND_WEEKS).map((b) => ({ week: b.week, negative: b.count })));
    },
  );

  app.get(
    '/esee/cba/publicsen/detail',
    {
      config,
      schema: {
        tags,
        summary: '舆情文章与相关企业',
        querystring: Type.Object({ newsId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: EnvelopeSchema(PublicsenDetailSchema) },
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
      const p = row.payload as Record<string, string | null | undefined>;
      const text = (k: string) => (typeof p[k] === 'string' ? p[k] : null);
      const [related, siblings] = await Promise.all([
        relatedCompanies(db, row.entId, row.entName),
        newsOf(db, requireUser(request), { entId: row.entId }),
      ]);
      const group = foldReprints(siblings).find((g) => g.copies.includes(row.newsId));
      const byId = new Map(siblings.map((s) => [s.newsId, s]));
      return ok({
        newsId: row.newsId,
        entId: row.entId,
        entName: row.entName,
        title: text('title') ?? '',
        source: text('source'),
        publishTime: text('publishTime'),
        sentiment: text('sentiment'),
        category: text('category'),
        tags: text('tags'),
        summary: text('summary'),
        related,
        reprints: (group?.copies ?? [])
          .filter((id) => id !== row.newsId)
          .map((id) => ({
            newsId: id,
            source: byId.get(id)?.source ?? null,
            publishTime: byId.get(id)?.publishTime ?? null,
          })),
      });
    },
  );
};

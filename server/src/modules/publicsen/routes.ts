import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  newsSourceType,
  NewsListDetailQuerySchema,
  NewsListDetailSchema,
  PUBLICSEN_PERMISSION,
  PublicsenDetailSchema,
  PublicsenListQuerySchema,
  PublicsenListSchema,
  PublicsenTrendQuerySchema,
  PublicsenTrendSchema,
  TREND_WEEKS,
} from '@esee/contracts';
import { requireUser } from '../../platform/auth/plugin';
import { pageOf } from '../../platform/db/paging';
import { notFound, ok } from '../../platform/errors';
import { foldReprints, weekBuckets } from './fold';
import { checkDates, newsOf, relatedCompanies } from './news';

const DAY_MS = 86_400_000;

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
    '/esee/cba/publicsen/listDetail',
    {
      config,
      schema: {
        tags,
        summary: '舆情全文列表（每篇含摘要、相关企业与全部转载）',
        body: NewsListDetailQuerySchema,
        response: { 200: EnvelopeSchema(NewsListDetailSchema) },
      },
    },
    async (request) => {
      const rows = await newsOf(db, requireUser(request), request.body);
      const folded = foldReprints(rows);
      const page = pageOf(request.body);
      const shown = folded.slice(page.offset, page.offset + page.limit);
      const related = await relatedCompanies(db, shown);
      const byId = new Map(rows.map((r) => [r.newsId, r]));
      return ok({
        total: folded.length,
        rawTotal: rows.length,
        list: shown.map(({ copies, ...n }) => ({
          ...n,
          sourceType: newsSourceType(n.source),
          related: related.get(n.entId) ?? [],
          reprints: copies
            .filter((id) => id !== n.newsId)
            .map((id) => byId.get(id)!)
            .map((r) => ({ ...r, sourceType: newsSourceType(r.source) })),
        })),
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
        relatedCompanies(db, [row]),
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
        related: related.get(row.entId) ?? [],
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

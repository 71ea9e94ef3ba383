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
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { notFound, ok } from '../../../platform/http/errors';
import { foldReprints } from '../../../core/news/fold';
import { negativeTrend, trendWindow } from '../../../core/news/trend';
import { newsArticle } from '../../../core/news/article';
import { newsOf, relatedCompanies } from './news';

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
      const window = trendWindow(app.clock(), request.body);
      const rows = await newsOf(db, requireUser(request), { ...request.body, ...window, sentiment: '负面' });
      return ok(negativeTrend(rows, window.dateTo));
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
      const article = await newsArticle(db, request.query.newsId);
      if (!article) throw notFound('资讯不存在');
      return ok(article);
    },
  );
};

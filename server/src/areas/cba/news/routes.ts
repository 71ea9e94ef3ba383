import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  newsSourceType,
  NewsListDetailQuerySchema,
  NewsListDetailSchema,
  PUBLICSEN_PERMISSION,
  PublicsenListQuerySchema,
  PublicsenTrendQuerySchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { foldReprints } from '../../../core/news/fold';
import { newsPageRoutes } from '../../../core/news/routes';
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

  newsPageRoutes(app, {
    path: '/esee/cba/publicsen',
    right: PUBLICSEN_PERMISSION,
    tags,
    summaries: {
      list: '企业舆情列表（转载合并，分页）',
      trend: '负面舆情周趋势（转载合并）',
      detail: '舆情文章与相关企业',
    },
    listBody: PublicsenListQuerySchema,
    trendBody: PublicsenTrendQuerySchema,
    rows: (user, filter) => newsOf(db, user, filter),
    article: (_user, newsId) => newsArticle(db, newsId),
  });

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
};

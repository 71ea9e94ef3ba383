import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  IBA_NEWS_PERMISSION,
  IbaNewsListQuerySchema,
  IbaNewsScopeQuerySchema,
  IbaNewsSummarySchema,
  PublicsenDetailSchema,
  PublicsenListSchema,
  PublicsenTrendSchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import { pageOf } from '../../../platform/db/paging';
import { notFound, ok } from '../../../platform/http/errors';
import { newsArticle } from '../../../core/news/article';
import { foldReprints } from '../../../core/news/fold';
import { checkDates, newsRows, type NewsFilter } from '../../../core/news/newsRows';
import { negativeTrend, trendWindow } from '../../../core/news/trend';
import { dealCompanies, dealNews, type DealScope } from './scope';
import { sentimentSummary } from './summary';

/**
 * IBA 舆情信息 (spec 1 §2 `/investment/allInfo/publicsenInformation`): the news of a deal's companies (a
 * project of the institution, or one company) by sentiment: the list (reprints folded), a summary per
 * company (正面/中性/负面), the weekly negative trend and one article. The news queries are the platform's,
 * shared with CBA 企业舆情 and PRMA 合作方舆情.
 */
export const ibaNewsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const config = { right: IBA_NEWS_PERMISSION };
  const tags = ['iba'];

  /** The deal's companies and their news by the filters. */
  async function dealRows(user: SessionUser, body: DealScope & NewsFilter) {
    checkDates(body.dateFrom, body.dateTo);
    const deal = await dealCompanies(db, user, body);
    return { deal, rows: await newsRows(db, dealNews(deal), body) };
  }

  app.post(
    '/esee/iba/publicsen/list',
    {
      config,
      schema: {
        tags,
        summary: '舆情信息列表：项目或企业的新闻（转载合并，分页）',
        body: IbaNewsListQuerySchema,
        response: { 200: EnvelopeSchema(PublicsenListSchema) },
      },
    },
    async (request) => {
      const { rows } = await dealRows(requireUser(request), request.body);
      const folded = foldReprints(rows);
      const page = pageOf(request.body);
      return ok({
        total: folded.length,
        rawTotal: rows.length,
        list: folded
          .slice(page.offset, page.offset + page.limit)
          .map(({ copies: _copies, summary: _summary, ...n }) => n),
      });
    },
  );

  app.post(
    '/esee/iba/publicsen/summary',
    {
      config,
      schema: {
        tags,
        summary: '舆情信息：各企业正面、中性、负面报道数（转载合并）',
        body: IbaNewsScopeQuerySchema,
        response: { 200: EnvelopeSchema(IbaNewsSummarySchema) },
      },
    },
    async (request) => {
      const { deal, rows } = await dealRows(requireUser(request), request.body);
      return ok({ scopeName: deal.name, companies: sentimentSummary(deal, rows) });
    },
  );

  app.post(
    '/esee/iba/publicsen/trend',
    {
      config,
      schema: {
        tags,
        summary: '舆情信息：负面舆情周趋势（转载合并）',
        body: IbaNewsScopeQuerySchema,
        response: { 200: EnvelopeSchema(PublicsenTrendSchema) },
      },
    },
    async (request) => {
      const window = trendWindow(app.clock(), request.body);
      const { rows } = await dealRows(requireUser(request), { ...request.body, ...window, sentiment: '负面' });
      return ok(negativeTrend(rows, window.dateTo));
    },
  );

  app.get(
    '/esee/iba/publicsen/detail',
    {
      config,
      schema: {
        tags,
        summary: '舆情文章、相关企业与转载',
        querystring: Type.Object({ newsId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: EnvelopeSchema(PublicsenDetailSchema) },
      },
    },
    async (request) => {
      // News is register data, public within the product, as on CBA 企业舆情.
      const article = await newsArticle(db, request.query.newsId);
      if (!article) throw notFound('资讯不存在');
      return ok(article);
    },
  );
};

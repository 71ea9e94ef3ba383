import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  IBA_NEWS_PERMISSION,
  IbaNewsListQuerySchema,
  IbaNewsScopeQuerySchema,
  IbaNewsSummarySchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import { ok } from '../../../platform/http/errors';
import { newsArticle } from '../../../core/news/article';
import { checkDates, newsRows, type NewsFilter } from '../../../core/news/newsRows';
import { newsPageRoutes } from '../../../core/news/routes';
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

  newsPageRoutes(app, {
    path: '/esee/iba/publicsen',
    right: IBA_NEWS_PERMISSION,
    tags,
    summaries: {
      list: '舆情信息列表：项目或企业的新闻（转载合并，分页）',
      trend: '舆情信息：负面舆情周趋势（转载合并）',
      detail: '舆情文章、相关企业与转载',
    },
    listBody: IbaNewsListQuerySchema,
    trendBody: IbaNewsScopeQuerySchema,
    rows: async (user, filter) => (await dealRows(user, filter)).rows,
    // News is register data, public within the product, as on CBA 企业舆情.
    article: (_user, newsId) => newsArticle(db, newsId),
  });

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
};

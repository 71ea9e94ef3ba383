import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  PublicsenDetailSchema,
  PublicsenListSchema,
  PublicsenTrendSchema,
  type PublicsenDetail,
} from '@esee/contracts';
import { requireUser } from '../../platform/auth/plugin';
import type { SessionUser } from '../../platform/auth/sessions';
import { pageOf } from '../../platform/db/paging';
import { notFound, ok } from '../../platform/http/errors';
import { foldReprints } from './fold';
import type { NewsFilter, NewsItem } from './newsRows';
import { negativeTrend, trendWindow } from './trend';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type PageQuery = Parameters<typeof pageOf>[0];

/** A body schema whose value is at least `V` (the typebox provider reads a schema's value from `static`). */
type BodyOf<V> = TSchema & { static: V };

/** What a news page tells the shared routes: where they go, who may call them, and whose news they read. */
export interface NewsPageRoutes<L extends NewsFilter & PageQuery, T extends NewsFilter> {
  /** The page's folder: the routes are `${path}/list`, `${path}/trend` and `${path}/detail`. */
  path: string;
  right: string;
  tags: string[];
  summaries: { list: string; trend: string; detail: string };
  listBody: BodyOf<L>;
  trendBody: BodyOf<T>;
  /** The page's news by the filters of a list body, or of a trend body narrowed to its window's negative news. */
  rows: (user: SessionUser, filter: L | T) => Promise<NewsItem[]>;
  /** One article if the page shows it, else null (answered as a missing one). */
  article: (user: SessionUser, newsId: string) => Promise<PublicsenDetail | null>;
}

/**
 * The routes every news page shares (CBA 企业舆情, IBA 舆情信息, PRMA 合作方舆情): the list with reprints
 * folded (paged), the weekly negative trend, and one article.
 */
export function newsPageRoutes<L extends NewsFilter & PageQuery, T extends NewsFilter>(
  app: App,
  page: NewsPageRoutes<L, T>,
) {
  const config = { right: page.right };
  const tags = page.tags;

  app.post(
    `${page.path}/list`,
    {
      config,
      schema: {
        tags,
        summary: page.summaries.list,
        body: page.listBody,
        response: { 200: EnvelopeSchema(PublicsenListSchema) },
      },
    },
    async (request) => {
      // The provider does not read a generic schema's value: the body is `listBody`'s, checked by it.
      const body = request.body as L;
      const rows = await page.rows(requireUser(request), body);
      const folded = foldReprints(rows);
      const { offset, limit } = pageOf(body);
      return ok({
        total: folded.length,
        rawTotal: rows.length,
        list: folded.slice(offset, offset + limit).map(({ copies: _copies, summary: _summary, ...n }) => n),
      });
    },
  );

  app.post(
    `${page.path}/trend`,
    {
      config,
      schema: {
        tags,
        summary: page.summaries.trend,
        body: page.trendBody,
        response: { 200: EnvelopeSchema(PublicsenTrendSchema) },
      },
    },
    async (request) => {
      const body = request.body as T;
      const window = trendWindow(app.clock(), body);
      const rows = await page.rows(requireUser(request), { ...body, ...window, sentiment: '负面' });
      return ok(negativeTrend(rows, window.dateTo));
    },
  );

  app.get(
    `${page.path}/detail`,
    {
      config,
      schema: {
        tags,
        summary: page.summaries.detail,
        querystring: Type.Object({ newsId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: EnvelopeSchema(PublicsenDetailSchema) },
      },
    },
    async (request) => {
      const article = await page.article(requireUser(request), request.query.newsId);
      if (!article) throw notFound('资讯不存在');
      return ok(article);
    },
  );
}

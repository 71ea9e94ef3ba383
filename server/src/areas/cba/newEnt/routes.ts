import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CAPITAL_BANDS,
  COMPANY_TYPES,
  EnvelopeSchema,
  NEW_ENT_PERMISSION,
  NEW_ENT_WINDOWS,
  NewEntListRequestSchema,
  NewEntOptionsSchema,
  NewEntPageSchema,
  NewEntSummaryRequestSchema,
  NewEntSummarySchema,
  type NewEntFilters,
  type NewEntOptions,
  type NewEntSort,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { conditionOptions } from '../../../core/prospects/options';
import { newEntExport } from './exportSource';
import { NewEntSearch } from './query';

/** The filter bar's choices: provinces and their cities (districts are too fine for a national list). */
function options(today: string): NewEntOptions {
  const base = conditionOptions(50);
  return {
    today,
    windows: [...NEW_ENT_WINDOWS.map(({ key, label }) => ({ key, label })), { key: 'custom', label: '自定义' }],
    regions: base.regions.map((p) => ({
      code: p.code,
      name: p.name,
      children: p.children?.map((c) => ({ code: c.code, name: c.name })),
    })),
    industries: base.industries,
    capitalBands: CAPITAL_BANDS.map(({ key, label }) => ({ key, label })),
    companyTypes: [...COMPANY_TYPES],
  };
}

/**
 * CBA 新成立企业 (spec 1 §2 `/newEnt`): the companies established in a recent window, filtered, newest first
 * or by capital, with a summary by week, region and industry, and their export through 名单导出记录. Every
 * call needs the menu entry's permission, which only a user of an institution with CBA can hold.
 */
export const newEntModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['cba'];
  const config = { right: NEW_ENT_PERMISSION, cost: 'search' as const };
  /** Today as the bank's users read it: the China day. */
  const today = () => chinaDay(app.clock());
  app.exportSources.set('newEnt', newEntExport(app.prospects, today));
  /** The search a list or summary request asks for: as of today, with the caller's customer book. */
  const searchFor = async (request: FastifyRequest, filters: unknown) => {
    const user = requireUser(request);
    return NewEntSearch.run(db, app.prospects, filters as NewEntFilters, today(), user.instId);
  };

  app.get(
    '/esee/marketing/newEnt/options',
    {
      config: { right: NEW_ENT_PERMISSION },
      schema: { tags, summary: '新成立企业：筛选项与今日日期', response: { 200: EnvelopeSchema(NewEntOptionsSchema) } },
    },
    () => ok(options(today())),
  );

  app.post(
    '/esee/marketing/newEnt/list',
    {
      config,
      schema: {
        tags,
        summary: '新成立企业：时间段内成立、符合条件的企业（按成立日期从近到远或注册资本从高到低）',
        body: NewEntListRequestSchema,
        response: { 200: EnvelopeSchema(NewEntPageSchema) },
      },
    },
    async (request) => {
      const search = await searchFor(request, request.body.filters);
      const { offset, limit } = pageOf(request.body);
      const list = await search.page(request.body.sort as NewEntSort | undefined, offset, limit);
      return ok({ dateFrom: search.span.from, dateTo: search.span.to, total: search.total, list });
    },
  );

  app.post(
    '/esee/marketing/newEnt/summary',
    {
      config,
      schema: {
        tags,
        summary: '新成立企业：按日或周的成立数、主要地区与行业、其中本行客户数',
        body: NewEntSummaryRequestSchema,
        response: { 200: EnvelopeSchema(NewEntSummarySchema) },
      },
    },
    async (request) => ok(await (await searchFor(request, request.body.filters)).summary()),
  );
};

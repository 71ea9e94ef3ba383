import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  RATING_CHANGES,
  RESEARCH_PERMISSION,
  RESEARCH_RATINGS,
  RESEARCH_RIGHTS,
  RESEARCH_TYPES,
  ResearchAnalystsQuerySchema,
  ResearchAnalystsSchema,
  ResearchBrokerQuerySchema,
  ResearchBrokersSchema,
  ResearchBrokerViewSchema,
  ResearchConsensusQuerySchema,
  ResearchConsensusSchema,
  ResearchDetailQuerySchema,
  ResearchListQuerySchema,
  ResearchListSchema,
  ResearchMessage,
  ResearchReportSchema,
  ResearchSearchParamSchema,
  ResearchStockSchema,
  ResearchStocksQuerySchema,
  isRealDay,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { sendInline } from '../../../platform/files/download';
import { renderPdf } from '../../../platform/files/pdf';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { analystRanking, MIN_EVALUATED } from './analysts';
import { brokerSummaries, brokerView } from './brokers';
import { consensusOf } from './consensus';
import { reportDocumentFacts, researchReportPdf } from './document';
import { coveredStocks, listReports, reportById, searchParams, stockReports } from './queries';
import { ibaSchema } from '../shared/http/schema';

/** The day `months` months before a day (YYYY-MM-DD), clamped to the month's end. */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * IBA 研报 (spec 1 §2 `/investment/researchReport`, broker, iconSearch, analyst; product pages §3.9): the list
 * with its filters, one report and its 原文 as a PDF, the filters' choices, the covered stocks, the consensus per
 * stock, the brokers and one broker, the analysts' ranking. Research data is the register's, the same for every institution; an
 * institution without the switch isResearchOpen gets 403 with its message (the auth plugin's check of the
 * route's right, see platform/auth/access.ts).
 */
export const researchReportModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['iba'];
  const today = () => chinaDay(app.clock());

  app.post(
    '/esee/researchReport/list',
    {
      config: { right: RESEARCH_RIGHTS.report },
      schema: ibaSchema(
        '研报列表：按类型、券商、分析师、行业、股票、日期、评级、评级变动与关键词筛选（分页，最新在前）',
        { body: ResearchListQuerySchema },
        ResearchListSchema,
      ),
    },
    async (request) => {
      const q = request.body;
      for (const d of [q.dateFrom, q.dateTo]) if (d && !isRealDay(d)) throw badRequest(`日期 ${d} 不存在`);
      if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw badRequest(ResearchMessage.DATES);
      return ok(await listReports(db, q));
    },
  );

  app.get(
    '/esee/researchReport/detail',
    {
      config: { right: RESEARCH_PERMISSION },
      schema: ibaSchema('研报详情', { querystring: ResearchDetailQuerySchema }, ResearchReportSchema),
    },
    async (request) => {
      const report = await reportById(db, request.query.reportId);
      if (!report) throw notFound(ResearchMessage.NOT_FOUND);
      return ok(report);
    },
  );

  // 查看原文: the report as a PDF written from its data (document.ts), rendered in the worker, shown inline.
  app.get(
    '/esee/researchReport/pdf',
    {
      config: { right: RESEARCH_PERMISSION, cost: 'export' },
      schema: { tags, summary: '研报原文（PDF，依据收录的研报信息生成）', querystring: ResearchDetailQuerySchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const report = await reportById(db, request.query.reportId);
      if (!report) throw notFound(ResearchMessage.NOT_FOUND);
      const pdf = researchReportPdf(await reportDocumentFacts(db, report), {
        requester: user.displayName,
        at: app.clock(),
      });
      return sendInline(reply, `${report.title}.pdf`, await renderPdf(pdf), 'application/pdf');
    },
  );

  app.get(
    '/esee/researchReport/searchParam',
    {
      config: { right: RESEARCH_PERMISSION },
      schema: {
        tags,
        summary: '研报筛选项：类型、评级、评级变动、券商、行业、分析师',
        response: { 200: EnvelopeSchema(ResearchSearchParamSchema) },
      },
    },
    async () =>
      ok({
        types: [...RESEARCH_TYPES],
        ratings: [...RESEARCH_RATINGS],
        ratingChanges: [...RATING_CHANGES],
        ...(await searchParams(db)),
      }),
  );

  app.get(
    '/esee/researchReport/stocks',
    {
      config: { right: RESEARCH_PERMISSION },
      schema: ibaSchema(
        '有研报覆盖的股票（按代码或简称查找，最多 20 个）',
        { querystring: ResearchStocksQuerySchema },
        Type.Array(ResearchStockSchema),
      ),
    },
    async (request) => ok(await coveredStocks(db, request.query.keyword)),
  );

  app.get(
    '/esee/researchReport/consensus',
    {
      config: { right: RESEARCH_RIGHTS.consensus },
      schema: ibaSchema(
        '个股一致预期：近 6 个月覆盖券商（每家取最新一篇）、评级分布、目标价中位数与空间、EPS 一致预期',
        { querystring: ResearchConsensusQuerySchema },
        ResearchConsensusSchema,
      ),
    },
    async (request) => {
      const reports = await stockReports(db, request.query.stockCode);
      if (!reports.length) throw notFound(ResearchMessage.STOCK_NOT_COVERED);
      return ok(consensusOf(reports, monthsBefore(today(), 6)));
    },
  );

  app.get(
    '/esee/researchReport/brokers',
    {
      config: { right: RESEARCH_RIGHTS.broker },
      schema: {
        tags,
        summary: '券商一览：研报数、近 12 个月覆盖股票与行业、分析师人数、个股评级分布',
        response: { 200: EnvelopeSchema(ResearchBrokersSchema) },
      },
    },
    async () => ok(await brokerSummaries(db, monthsBefore(today(), 12))),
  );

  app.get(
    '/esee/researchReport/broker',
    {
      config: { right: RESEARCH_RIGHTS.broker },
      schema: ibaSchema(
        '券商研究：概况、按类型与月份的研报数、覆盖股票（每只取最新一篇）',
        { querystring: ResearchBrokerQuerySchema },
        ResearchBrokerViewSchema,
      ),
    },
    async (request) => {
      const view = await brokerView(db, request.query.broker, monthsBefore(today(), 12));
      if (!view) throw notFound(ResearchMessage.BROKER_NOT_FOUND);
      return ok(view);
    },
  );

  app.post(
    '/esee/researchReport/analysts',
    {
      config: { right: RESEARCH_RIGHTS.analyst },
      schema: ibaSchema(
        '分析师排行：按研报数、评级命中率或推荐收益排序（分页）',
        { body: ResearchAnalystsQuerySchema },
        ResearchAnalystsSchema,
      ),
    },
    async (request) => {
      const q = request.body;
      const keyword = q.keyword?.trim();
      const all = (await analystRanking(db, q.sort ?? 'reports')).filter(
        (a) =>
          (!q.broker || a.broker === q.broker) && (!keyword || a.name.includes(keyword) || a.sacNo.includes(keyword)),
      );
      const page = pageOf(q);
      return ok({
        total: all.length,
        minEvaluated: MIN_EVALUATED,
        list: all.slice(page.offset, page.offset + page.limit),
      });
    },
  );
};

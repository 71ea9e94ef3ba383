import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BID_RIGGING_PERMISSION,
  BidRiggingRequestSchema,
  BidRiggingResultSchema,
  EnvelopeSchema,
  TenderDetailQuerySchema,
  TenderDetailSchema,
  TenderPageSchema,
  TenderQuerySchema,
  chinaDay,
  chinaMinute,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { sendDownload } from '../../../platform/files/download';
import { ok } from '../../../platform/http/errors';
import { runCheck } from './check';
import { bidRiggingPdf } from './document';
import { searchTenders, tenderDetail } from './tenders';

/**
 * PRMA 围串标核查 (product pages §2.3): the bidders' links, pair by pair, weighed against the statutory
 * signals of 招标投标法实施条例 Art. 34 and 40 and the strong, medium and weak ones; and the same as a PDF.
 */
export const bidRiggingModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['bidRigging'];
  // The menu entry's key; an institution without PRMA has it removed from every role (access.ts).
  const right = BID_RIGGING_PERMISSION;
  const today = () => chinaDay(app.clock());

  app.post(
    '/esee/bidRigging/check',
    {
      config: { right, cost: 'graph' },
      schema: {
        tags,
        summary: '围串标核查：投标人两两关联、风险等级、团伙与证据',
        body: BidRiggingRequestSchema,
        response: { 200: EnvelopeSchema(BidRiggingResultSchema) },
      },
    },
    async (request) => ok(await runCheck(db, request.body, today())),
  );

  // The tenders of the register, to import one's bidders, prices and bid documents into a check.
  app.post(
    '/esee/bidRigging/tenders',
    {
      config: { right },
      schema: {
        tags,
        summary: '招标项目列表：按项目名称或招标人、开标日期、地区查找',
        body: TenderQuerySchema,
        response: { 200: EnvelopeSchema(TenderPageSchema) },
      },
    },
    async (request) => ok(await searchTenders(db, request.body)),
  );

  app.get(
    '/esee/bidRigging/tender',
    {
      config: { right },
      schema: {
        tags,
        summary: '招标项目详情：投标人、报价、中标结果与投标文件信息',
        querystring: TenderDetailQuerySchema,
        response: { 200: EnvelopeSchema(TenderDetailSchema) },
      },
    },
    async (request) => ok(await tenderDetail(db, request.query.tenderId)),
  );

  // A check is small (≤30 bidders): the PDF is made in the request, as the industry-chain report is.
  app.post(
    '/esee/bidRigging/pdf',
    {
      config: { right, cost: 'export' },
      schema: { tags, summary: '下载围串标核查报告（PDF，带水印）', body: BidRiggingRequestSchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await runCheck(db, request.body, today());
      const pdf = await bidRiggingPdf(result, {
        userName: user.displayName || user.username,
        at: chinaMinute(app.clock()),
      });
      return sendDownload(reply, `${result.projectName}围串标核查报告.pdf`, pdf, 'application/pdf');
    },
  );
};

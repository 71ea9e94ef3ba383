import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ReviewDetailQuerySchema,
  ReviewDetailSchema,
  ReviewFileQuerySchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewQuestionPageSchema,
  ReviewQuestionQuerySchema,
  ReviewSearchParamSchema,
  ReviewStatsQuerySchema,
  ReviewStatsSchema,
  SUPERVISION_TYPE_KEYS,
  SUPERVISION_TYPES,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { pageOf } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { reviewDocument } from './documents';
import { sendReviewFile } from './documents/render';
import { listReviews, questionBank, reviewDetail, reviewSearchParams, reviewStats } from './query';
import { ibaSchema } from '../shared/http/schema';

/**
 * IBA 监管动态 (spec 1 §2 `/investment/watch/feedback|auditMind|detailsList|mergers|refinance`, product pages §3.6):
 * for each review type the list with its filters, the filters' choices, one item's detail, the question bank, the
 * days per stage, and each listed file written from the item's data (a PDF, a workbook, a zip), under `/esee/watch/{type}/…`.
 * Reference data, the same for every institution; each call needs the review type's menu key (a bond call the
 * bond entry's, and so on).
 */
export const supervisionModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  for (const type of SUPERVISION_TYPE_KEYS) {
    const { title, permission } = SUPERVISION_TYPES[type];
    const config = { right: permission };
    const base = `/esee/watch/${type}`;

    app.post(
      `${base}/list`,
      {
        config,
        schema: ibaSchema(
          `${title}列表：板块、审核状态（阶段或状态码）、行业、地区、中介机构、受理/更新日期、关键词筛选，排序分页`,
          { body: ReviewListQuerySchema },
          ReviewPageSchema,
        ),
      },
      async (request) => ok(await listReviews(db, type, request.body, pageOf(request.body))),
    );

    app.get(
      `${base}/searchParam`,
      {
        config,
        schema: ibaSchema(
          `${title}筛选项：板块、阶段、状态码、交易所状态、行业、地区、交易类型及条数`,
          { querystring: Type.Object({}, { additionalProperties: false }) },
          ReviewSearchParamSchema,
        ),
      },
      async () => ok(await reviewSearchParams(db, type)),
    );

    app.get(
      `${base}/detail`,
      {
        config,
        schema: ibaSchema(
          `${title}详情：审核节点、中介机构及签字人员、按类型分组的文件、问询函及其问题`,
          { querystring: ReviewDetailQuerySchema },
          ReviewDetailSchema,
        ),
      },
      async (request) => ok(await reviewDetail(db, type, request.query.reviewId)),
    );

    // A file of the item as the platform writes it from its data (documents/), as the kind of file its name says:
    // a PDF (rendered in the worker) shown in the browser (inline), a workbook or a .zip saved under the listed name.
    // Rendering is CPU work: limited per user as an export.
    app.get(
      `${base}/file`,
      {
        config: { ...config, cost: 'export' },
        schema: {
          tags: ['iba'],
          summary: `${title}文件原文：按文件名生成该审核项目的文件（PDF；.xls/.xlsx 为表格，.zip 为压缩包）`,
          querystring: ReviewFileQuerySchema,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { reviewId, name } = request.query;
        const made = { requester: user.displayName, at: app.clock() };
        return sendReviewFile(reply, await reviewDocument(db, type, reviewId, name, made));
      },
    );

    app.post(
      `${base}/questions`,
      {
        config,
        schema: ibaSchema(
          `${title}问询问题库：跨发行人按主题、年度、保荐机构、板块、关键词检索，各主题条数`,
          { body: ReviewQuestionQuerySchema },
          ReviewQuestionPageSchema,
        ),
      },
      async (request) => ok(await questionBank(db, type, request.body, pageOf(request.body))),
    );

    app.get(
      `${base}/stats`,
      {
        config,
        schema: ibaSchema(
          `${title}审核时长：受理日期在区间内的项目各阶段平均与中位天数，总体及分板块`,
          { querystring: ReviewStatsQuerySchema },
          ReviewStatsSchema,
        ),
      },
      async (request) => ok(await reviewStats(db, type, request.query)),
    );
  }
};

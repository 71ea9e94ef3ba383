import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ISSUER_RISK_PAGES,
  IssuerRecordDetailQuerySchema,
  JUDICIAL_KINDS,
  JusticeListQuerySchema,
  JusticePageSchema,
  JusticeRecordsQuerySchema,
  JusticeSearchParamSchema,
  ListPageSchema,
  PENALTY_KINDS,
  PunishListQuerySchema,
  PunishPageSchema,
  PunishSearchParamSchema,
  PunishSummaryQuerySchema,
  PunishSummarySchema,
} from '@esee/contracts';
import { pageOf } from '../../../platform/db/paging';
import { recordDetail, recordPage } from '../../../core/companies/records';
import { badRequest, ok } from '../../../platform/http/errors';
import { assertIssuer, justiceList, justiceSearchParams, punishList, punishSearchParams, punishSummary } from './query';
import { ibaSchema } from '../shared/http/schema';

/**
 * IBA 发行人司法风险 and 监管处罚 (spec 1 §2 `/apps/watch/justiceRisk`, `/apps/watch/punish`): the judicial records and
 * the penalties of the issuers under review (the companies of the 监管动态 items), by the item's type, board and
 * stage. Reference data, the same for every institution; each page's calls need its menu key.
 */
export const issuerRiskModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['iba'];
  const justice = { right: ISSUER_RISK_PAGES.justiceRisk.permission };
  const punish = { right: ISSUER_RISK_PAGES.punish.permission };
  const NoQuery = Type.Object({}, { additionalProperties: false });

  /** One record of a kind the page shows, of an issuer under review. */
  const detailOf = async (kinds: readonly string[], kind: string, recordId: string) => {
    if (!kinds.includes(kind)) throw badRequest(`请求参数有误：不支持的记录类型 ${kind}`);
    const row = await recordDetail(db, kind, recordId);
    await assertIssuer(db, String(row.entId));
    return row;
  };

  app.post(
    '/esee/watch/justiceRisk/list',
    {
      config: justice,
      schema: ibaSchema(
        '发行人司法风险：在审发行人按审核类型、板块、阶段、记录类型、日期、名称筛选，各类司法记录条数、最近日期、审理中/执行中案件与涉案金额',
        { body: JusticeListQuerySchema },
        JusticePageSchema,
      ),
    },
    async (request) => ok(await justiceList(db, request.body, pageOf(request.body))),
  );

  app.get(
    '/esee/watch/justiceRisk/searchParam',
    {
      config: justice,
      schema: ibaSchema(
        '发行人司法风险筛选项：审核类型、板块、阶段的发行人数，各类司法记录条数',
        { querystring: NoQuery },
        JusticeSearchParamSchema,
      ),
    },
    async () => ok(await justiceSearchParams(db)),
  );

  app.get(
    '/esee/watch/justiceRisk/records',
    {
      config: justice,
      schema: ibaSchema(
        '发行人司法风险：一个在审发行人某类司法记录，最新在前',
        { querystring: JusticeRecordsQuerySchema },
        ListPageSchema,
      ),
    },
    async (request) => {
      const { companyId, kind } = request.query;
      await assertIssuer(db, companyId);
      return ok(await recordPage(db, { entId: companyId }, kind, pageOf(request.query)));
    },
  );

  app.get(
    '/esee/watch/justiceRisk/recordDetail',
    {
      config: justice,
      schema: { tags, summary: '发行人司法风险：一条司法记录的全部字段', querystring: IssuerRecordDetailQuerySchema },
    },
    async (request) => ok(await detailOf(JUDICIAL_KINDS, request.query.kind, request.query.recordId)),
  );

  app.post(
    '/esee/watch/punish/list',
    {
      config: punish,
      schema: ibaSchema(
        '监管处罚：在审发行人的行政处罚与严重违法记录，按决定机关类别与名称、违法类型、日期、审核类型、板块筛选',
        { body: PunishListQuerySchema },
        PunishPageSchema,
      ),
    },
    async (request) => ok(await punishList(db, request.body, pageOf(request.body))),
  );

  app.post(
    '/esee/watch/punish/summary',
    {
      config: punish,
      schema: ibaSchema(
        '监管处罚：同一筛选下按年度、决定机关类别的条数与罚款金额',
        { body: PunishSummaryQuerySchema },
        PunishSummarySchema,
      ),
    },
    async (request) => ok(await punishSummary(db, request.body)),
  );

  app.get(
    '/esee/watch/punish/searchParam',
    {
      config: punish,
      schema: ibaSchema(
        '监管处罚筛选项：审核类型、板块、决定机关类别与名称、违法类型及条数',
        { querystring: NoQuery },
        PunishSearchParamSchema,
      ),
    },
    async () => ok(await punishSearchParams(db)),
  );

  app.get(
    '/esee/watch/punish/recordDetail',
    {
      config: punish,
      schema: { tags, summary: '监管处罚：一条处罚记录的全部字段', querystring: IssuerRecordDetailQuerySchema },
    },
    async (request) => ok(await detailOf(PENALTY_KINDS, request.query.kind, request.query.recordId)),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CompanyQuerySchema,
  EnterpriseInfoSchema,
  EnvelopeSchema,
  FinancialStatementsSchema,
  FormInteger,
  ListPageSchema,
  RiskSummarySchema,
  SECTION_ENDPOINTS,
  type ListPage,
} from '@esee/contracts';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { sendDownload } from '../../../platform/files/download';
import { enterpriseInfo } from '../../../core/companies/companyInfo';
import { riskSummary } from '../../../core/risk/riskSummary';
import { financialStatements } from '../../../core/companies/financials';
import { pageOf } from '../../../platform/db/paging';
import { requireUser } from '../../../platform/auth/plugin';
import { resolveCompany } from './query';
import {
  KIND_BY_ENDPOINT,
  recentRisks,
  recordByNumber,
  recordDetail,
  recordPage,
} from '../../../core/companies/records';
import * as structure from './structure';
import { baseInfoWorkbook } from './export';

const Id = Type.String({ minLength: 1, maxLength: 64 });

/**
 * The body of every list and detail call, JSON or form-encoded (spec 2 §7):
 * the company by `entId` or `entName`, a page by any of the spec's names,
 * and for a detail the record's `id`.
 */
const ListBody = Type.Object({
  entId: Type.Optional(Id),
  entName: Type.Optional(Type.String({ maxLength: 200 })),
  id: Type.Optional(Id),
  pageNo: Type.Optional(FormInteger),
  pageno: Type.Optional(FormInteger),
  pageNum: Type.Optional(FormInteger),
  pageSize: Type.Optional(FormInteger),
  range: Type.Optional(FormInteger),
  /** Annual report year (`.../queryAnnualReportDetail`). */
  reportYear: Type.Optional(FormInteger),
  /** Chattel mortgage registration number (the mortgage page, spec 2 §2). */
  mortRegNo: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

const listRoute = (summary: string) =>
  ({
    schema: { tags: ['company'], summary, body: ListBody, response: { 200: EnvelopeSchema(ListPageSchema) } },
  }) as const;
const detailRoute = (summary: string) =>
  ({
    schema: {
      tags: ['company'],
      summary,
      body: ListBody,
      response: { 200: EnvelopeSchema(Type.Record(Type.String(), Type.Unknown())) },
    },
  }) as const;

type Page = ReturnType<typeof pageOf>;

/** Company detail (spec 2 §2, §7): the header, every section list and its detail dialog, the export. */
export const companyModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  /** The company a list call is about. */
  const companyOf = (body: { entId?: string; entName?: string }) => {
    if (body.entId) return Promise.resolve(body.entId);
    if (body.entName) return resolveCompany(db, { companyName: body.entName });
    throw badRequest('请求参数有误：缺少企业标识或企业名称');
  };

  const SECTIONS = new Map<string, (entId: string, page: Page, instId: number) => Promise<ListPage>>([
    [SECTION_ENDPOINTS.shareholders, (id, p) => structure.shareholders(db, id, p)],
    [SECTION_ENDPOINTS.people, (id, p) => structure.people(db, id, p)],
    [SECTION_ENDPOINTS.branches, (id, p) => structure.branches(db, id, p)],
    [SECTION_ENDPOINTS.investments, (id, p) => structure.investments(db, id, p)],
    [SECTION_ENDPOINTS.holdings, (id, p) => structure.investments(db, id, p, 0.5)],
    [SECTION_ENDPOINTS.annualReports, (id) => structure.annualReports(db, id)],
    [SECTION_ENDPOINTS.parentCompany, (id, p) => structure.parentCompanies(db, id, p)],
    [SECTION_ENDPOINTS.finalBeneficiary, (id, p, inst) => structure.finalBeneficiaries(db, inst, id, p)],
  ]);

  app.post(
    '/esee/enterpriseInfo/getEnterpriseInfo',
    {
      schema: {
        tags: ['company'],
        summary: '企业头部信息与工商信息',
        body: CompanyQuerySchema,
        response: { 200: EnvelopeSchema(EnterpriseInfoSchema) },
      },
    },
    async (request) => ok(await enterpriseInfo(db, await resolveCompany(db, request.body))),
  );

  // One route for the spec's many `query…` lists and `query…Detail` dialogs: the name picks the section
  // (looked up in maps: a name such as `__proto__` or `valueOf` finds nothing).
  const microDetailRoute = {
    schema: {
      tags: ['company'],
      summary: '企业明细：列表（query…，分页）或单条（query…Detail）',
      params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
      body: ListBody,
    },
  } as const;
  app.post('/esee/microDetail/:name', microDetailRoute, async (request) => {
    const { name } = request.params;
    const body = request.body;
    const kind = KIND_BY_ENDPOINT.get(name);
    if (kind) return ok(await recordPage(db, { entId: await companyOf(body) }, kind, pageOf(body)));
    const section = SECTIONS.get(name);
    if (section) return ok(await section(await companyOf(body), pageOf(body), requireUser(request).instId));
    if (name === 'queryAnnualReportDetail') {
      if (!body.reportYear) throw badRequest('请求参数有误：缺少年报年度 reportYear');
      const report = await structure.annualReport(db, await companyOf(body), Number(body.reportYear));
      if (!report) throw notFound('该年度年报不存在');
      return ok(report);
    }
    const detailKind = name.endsWith('Detail') ? KIND_BY_ENDPOINT.get(name.slice(0, -'Detail'.length)) : undefined;
    if (!detailKind) throw notFound(`不支持的明细接口：${name}`);
    if (body.id) return ok(await recordDetail(db, detailKind, body.id));
    if (body.mortRegNo && detailKind === 'chattelMortgage')
      return ok(await recordByNumber(db, await companyOf(body), detailKind, 'regNum', body.mortRegNo));
    throw badRequest('请求参数有误：缺少记录标识 id');
  });

  app.post(
    '/esee/enterpriseInfo/getRecentRisks',
    {
      schema: {
        tags: ['company'],
        summary: '企业近期风险（概览）',
        body: ListBody,
        response: { 200: EnvelopeSchema(Type.Array(Type.Record(Type.String(), Type.Unknown()))) },
      },
    },
    async (request) => ok(await recentRisks(db, await companyOf(request.body), 8, app.clock())),
  );

  app.post(
    '/esee/enterpriseInfo/getRiskSummary',
    {
      schema: {
        tags: ['company'],
        summary: '企业风险概要：各类风险条数、近90天新增与最新日期（与单企业查询、报告、监控同一口径）',
        body: ListBody,
        response: { 200: EnvelopeSchema(RiskSummarySchema) },
      },
    },
    async (request) => ok(await riskSummary(db, await companyOf(request.body), app.clock())),
  );

  app.post(
    '/esee/enterpriseInfo/getFinancialStatements',
    {
      schema: {
        tags: ['company'],
        summary:
          '企业财务报表：上市公司、IPO申报企业、债券发行人的年报（资产负债表、利润表、现金流量表，元）及主要财务指标，新年度在前',
        body: ListBody,
        response: { 200: EnvelopeSchema(FinancialStatementsSchema) },
      },
    },
    async (request) => ok(await financialStatements(db, await companyOf(request.body))),
  );

  app.post('/esee/alter/queryAlterInfoPage', listRoute('变更记录'), async (request) =>
    ok(await structure.changes(db, await companyOf(request.body), pageOf(request.body))),
  );

  // Listed companies: the shareholder structure and the holdings; other companies have none.
  const ifListed = async (entId: string, list: () => Promise<ListPage>): Promise<ListPage> => {
    const row = await db.selectFrom('company').select('listed').where('ent_id', '=', entId).executeTakeFirst();
    if (!row) throw notFound('未找到该企业');
    return row.listed ? list() : { total: 0, list: [] };
  };
  app.post('/esee/listed/queryListedEqStructPageInfo', listRoute('上市公司股本结构（股东）'), async (request) => {
    const entId = await companyOf(request.body);
    return ok(await ifListed(entId, () => structure.shareholders(db, entId, pageOf(request.body))));
  });
  app.post('/esee/listed/queryListedHoldPageInfo', listRoute('上市公司控股参股企业'), async (request) => {
    const entId = await companyOf(request.body);
    return ok(await ifListed(entId, () => structure.investments(db, entId, pageOf(request.body), 0.2)));
  });

  app.post('/esee/privateFund/queryPrivateFund', listRoute('私募基金管理人'), async (request) =>
    ok(await recordPage(db, { entId: await companyOf(request.body) }, 'privateFund', pageOf(request.body))),
  );
  app.post('/esee/privateFund/queryPrivateFundDetail', detailRoute('私募基金管理人详情'), async (request) => {
    if (!request.body.id) throw badRequest('请求参数有误：缺少记录标识 id');
    return ok(await recordDetail(db, 'privateFund', request.body.id));
  });
  app.post('/esee/ippldg/getIppldg', listRoute('知识产权出质'), async (request) =>
    ok(await recordPage(db, { entId: await companyOf(request.body) }, 'ipPledge', pageOf(request.body))),
  );
  app.post('/esee/suspectedRelation/getSuspectedRelation', listRoute('疑似关系'), async (request) =>
    ok(await structure.suspectedRelations(db, await companyOf(request.body), pageOf(request.body))),
  );
  app.post('/esee/competeInfo/getCompeteInfo', listRoute('竞品信息'), async (request) =>
    ok(await structure.competitors(db, await companyOf(request.body), pageOf(request.body))),
  );

  app.get(
    '/esee/baseinfo/exportBaseInfo',
    {
      config: { right: 'marketing:export', cost: 'export' },
      schema: { tags: ['company'], summary: '导出企业基本信息（.xlsx）', querystring: CompanyQuerySchema },
    },
    async (request, reply) => {
      const info = await enterpriseInfo(db, await resolveCompany(db, request.query));
      return sendDownload(reply, `${info.name}-基本信息.xlsx`, await baseInfoWorkbook(db, info));
    },
  );
};

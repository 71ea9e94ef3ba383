import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CREDIT_DIMENSIONS,
  CREDIT_REPORT_PERMISSION,
  CreditReportCreateSchema,
  CreditReportHistoryRequestSchema,
  CreditReportHistorySchema,
  CreditReportIdSchema,
  CreditReportSchema,
  CreditWeightsSettingSchema,
  CreditWeightsUpdateSchema,
  DEFAULT_CREDIT_WEIGHTS,
  EnvelopeSchema,
  type CreditCompany,
  type CreditGrade,
  type CreditReport,
  type CreditReportSummary,
  type CreditResult,
  type FinancialSummary,
  type RiskSummary,
  chinaTime,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { sendDownload } from '../../../platform/files/download';
import { renderPdf } from '../../../platform/files/pdf';
import { notFound, ok } from '../../../platform/http/errors';
import { loadInstParams } from '../../../core/institutions/institution';
import { riskSummary } from '../../../core/risk/riskSummary';
import { latestFinancials } from '../../../core/companies/financials';
import { compareReports } from './compare';
import { creditReportPdf } from './document';
import { readCreditInputs } from './inputs';
import { scoreCredit, weightsFrom } from './scoring';
import { canEditWeights, checkWeights, requireWeightsEditor, saveWeights } from './weights';

/** What a stored report keeps beside its score and grade columns. */
interface StoredContent {
  asOf: string;
  company: CreditCompany;
  result: CreditResult;
  /** Absent in reports made before the summary was kept. */
  risks?: RiskSummary;
  /** 财务概况 of the day (null: no statements); absent in reports made before it was kept. */
  financials?: FinancialSummary | null;
}

/** Reports of a company the history shows: the newest. */
const HISTORY_MAX = 50;

/** An institution's stored reports: another institution's are never read, so their ids are "not found". */
const institutionReports = (db: Db, user: SessionUser) =>
  db
    .selectFrom('credit_report as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.company_id', 'r.created_at', 'r.score', 'r.grade', 'r.content', 'u.display_name'])
    .where('r.inst_id', '=', user.instId);

type Row = Awaited<ReturnType<ReturnType<typeof institutionReports>['executeTakeFirstOrThrow']>>;

const summaryOf = (r: Row): CreditReportSummary => ({
  reportId: r.id,
  entId: r.company_id,
  createdAt: chinaTime(r.created_at),
  requester: r.display_name,
  score: r.score,
  grade: r.grade as CreditGrade,
});
const contentOf = (r: Row) => (typeof r.content === 'string' ? JSON.parse(r.content) : r.content) as StoredContent;

/**
 * PRMA 合作方资信报告 (product pages §2.2): score a partner from its records, keep the report in the
 * institution, list a company's reports, show one compared with the previous, and write it as a PDF.
 * Every call needs the page's permission; reports are the institution's (another's id is "not found").
 */
export const creditReportModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['prma'];
  const config = { right: CREDIT_REPORT_PERMISSION };

  /** A stored report with its comparison against the institution's previous report of the same company. */
  async function reportOf(user: SessionUser, reportId: number): Promise<CreditReport> {
    const row = await institutionReports(db, user).where('r.id', '=', reportId).executeTakeFirst();
    if (!row) throw notFound('资信报告不存在');
    const previous = await institutionReports(db, user)
      .where('r.company_id', '=', row.company_id)
      .where((eb) =>
        eb.or([
          eb('r.created_at', '<', row.created_at),
          eb.and([eb('r.created_at', '=', row.created_at), eb('r.id', '<', row.id)]),
        ]),
      )
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .executeTakeFirst();
    const content = contentOf(row);
    return {
      ...summaryOf(row),
      ...content.result,
      company: content.company,
      asOf: content.asOf,
      risks: content.risks ?? null,
      financials: content.financials ?? null,
      comparison: previous
        ? compareReports(content.result, { summary: summaryOf(previous), result: contentOf(previous).result })
        : null,
    };
  }

  app.post(
    '/esee/prma/creditReport/create',
    {
      config,
      schema: {
        tags,
        summary: '生成合作方资信报告（评分、等级、发现事项及来源），保存并与上次报告对比',
        body: CreditReportCreateSchema,
        response: { 200: EnvelopeSchema(CreditReportSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock();
      const asOf = chinaTime(now).slice(0, 10);
      const [inputs, params, risks, financials] = await Promise.all([
        readCreditInputs(db, request.body.entId, asOf),
        loadInstParams(db, user.instId),
        riskSummary(db, request.body.entId, now),
        latestFinancials(db, request.body.entId),
      ]);
      const result = scoreCredit(inputs, weightsFrom(params.creditReportWeights));
      const content: StoredContent = { asOf, company: inputs.company, result, risks, financials };
      const { id } = await db
        .insertInto('credit_report')
        .values({
          inst_id: user.instId,
          user_id: user.userId,
          company_id: inputs.company.entId,
          created_at: now,
          score: result.score,
          grade: result.grade,
          content: JSON.stringify(content),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok(await reportOf(user, id));
    },
  );

  app.post(
    '/esee/prma/creditReport/history',
    {
      config,
      schema: {
        tags,
        summary: '某企业在本机构的历次资信报告（新的在前）',
        body: CreditReportHistoryRequestSchema,
        response: { 200: EnvelopeSchema(CreditReportHistorySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { entId } = request.body;
      const [company, rows] = await Promise.all([
        db.selectFrom('company').select('name').where('ent_id', '=', entId).executeTakeFirst(),
        institutionReports(db, user)
          .where('r.company_id', '=', entId)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(HISTORY_MAX)
          .execute(),
      ]);
      if (!company) throw notFound('未找到该企业');
      return ok({ entId, companyName: company.name, list: rows.map(summaryOf) });
    },
  );

  app.post(
    '/esee/prma/creditReport/detail',
    {
      config,
      schema: {
        tags,
        summary: '一份资信报告，及与同一企业上一份报告的对比',
        body: CreditReportIdSchema,
        response: { 200: EnvelopeSchema(CreditReportSchema) },
      },
    },
    async (request) => ok(await reportOf(requireUser(request), request.body.reportId)),
  );

  app.get(
    '/esee/prma/creditReport/pdf',
    {
      config: { ...config, cost: 'export' },
      schema: { tags, summary: '下载资信报告（PDF）', querystring: CreditReportIdSchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const report = await reportOf(user, request.query.reportId);
      const madeAt = report.createdAt.slice(0, 16);
      const pdf = creditReportPdf(report, {
        institution: user.instName,
        watermark: `${user.displayName} ${chinaTime(app.clock()).slice(0, 16)}`,
        madeAt,
      });
      return sendDownload(reply, `${report.company.name}合作方资信报告.pdf`, await renderPdf(pdf), 'application/pdf');
    },
  );

  /** The weights in force for the user's institution, as the 评分权重 drawer shows them. */
  async function weightsSetting(user: SessionUser) {
    const params = await loadInstParams(db, user.instId);
    const weights = weightsFrom(params.creditReportWeights);
    const custom = CREDIT_DIMENSIONS.some((d) => weights[d] !== DEFAULT_CREDIT_WEIGHTS[d]);
    return { weights, defaults: { ...DEFAULT_CREDIT_WEIGHTS }, custom, canEdit: canEditWeights(user) };
  }

  app.get(
    '/esee/prma/creditReport/weights',
    {
      config,
      schema: {
        tags,
        summary: '本机构的资信评分权重（及默认值、是否可修改）',
        response: { 200: EnvelopeSchema(CreditWeightsSettingSchema) },
      },
    },
    async (request) => ok(await weightsSetting(requireUser(request))),
  );

  app.post(
    '/esee/prma/creditReport/weights',
    {
      config,
      schema: {
        tags,
        summary: '设置本机构的资信评分权重（机构管理员；weights 为 null 恢复默认）',
        body: CreditWeightsUpdateSchema,
        response: { 200: EnvelopeSchema(CreditWeightsSettingSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      requireWeightsEditor(user);
      const { weights } = request.body;
      await saveWeights(db, user.instId, weights === null ? null : checkWeights(weights));
      return ok(await weightsSetting(user));
    },
  );
};

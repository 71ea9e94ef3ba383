import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyReportListSchema,
  EnvelopeSchema,
  GENERATE_REPORT_RIGHT,
  REPORT_LIST_PERMISSION,
  REPORT_TEMPLATE_INFO,
  ReportCreatedSchema,
  ReportCreateSchema,
  ReportDownloadSchema,
  ReportListRequestSchema,
  ReportRegenerateSchema,
  type CompanyReport,
  type ReportTemplate,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import * as documentJobs from '../../../platform/files/documentJobs';
import { COMPANY_REPORT_COLUMNS, companyReportFields } from '../../../core/companyReportJobs';
import { forbidden, notFound, ok } from '../../../platform/http/errors';
import { readContent } from './content';
import { pdfDocument } from '../../../platform/files/pdf';
import { profileReport } from './document';
import { reportState } from './rules';

/** The job source of a company profile report (the export jobs' worker writes it). */
const SOURCE = 'companyReport';

/** The reports a user sees, as 名单导出记录 rules: their own; an institution manager, the institution's. */
const visibleReports = (db: Db, user: SessionUser) => {
  let query = db
    .selectFrom('export_job as j')
    .innerJoin('company_report as r', 'r.job_id', 'j.id')
    .innerJoin('app_user as u', 'u.id', 'j.user_id')
    .leftJoin('company as c', 'c.ent_id', 'r.company_id')
    .where('j.inst_id', '=', user.instId)
    .where('j.kind', '=', 'report');
  if (user.roleType !== 'INST_MGR') query = query.where('j.user_id', '=', user.userId);
  return query;
};

/**
 * CBA 画像生成记录 (product pages §1.10): a company profile report from a
 * template, made as a job of the export machinery (worker, files, expiry,
 * audit rows) with the PDF as its document; listed, downloaded and made
 * again from the list page.
 */
export const reportsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['reports'];

  app.documentSources.set(SOURCE, {
    title: '企业画像报告',
    async document(db, params, scope) {
      const template = params.template as ReportTemplate;
      const content = await readContent(
        db,
        String(params.entId),
        REPORT_TEMPLATE_INFO[template].sections,
        new Date(scope.at),
      );
      return pdfDocument(profileReport(content, template, { at: scope.at, requester: scope.requester.userName }));
    },
  });

  /** Queue a report of a company, as `user` asked from `ip`. */
  async function queue(user: SessionUser, ip: string, entId: string, template: ReportTemplate) {
    const company = await db.selectFrom('company').select('name').where('ent_id', '=', entId).executeTakeFirst();
    if (!company) throw notFound('未找到该企业');
    const name = `${company.name}企业画像报告（${REPORT_TEMPLATE_INFO[template].title}）`;
    const jobId = await db.transaction().execute(async (trx) => {
      const id = await documentJobs.insertJob(trx, user, ip, {
        kind: 'report',
        name,
        source: SOURCE,
        params: { entId, template },
        filters: [],
        rowCount: 0,
        at: app.clock(),
      });
      await trx.insertInto('company_report').values({ job_id: id, company_id: entId, template }).execute();
      return id;
    });
    app.exportQueue.kick();
    return { jobId, name };
  }

  /** Generating needs the session right and the list page, where the report lands. */
  const mayGenerate = async (request: { access(): Promise<{ can(right: string): boolean }> }) => {
    if (!(await request.access()).can(REPORT_LIST_PERMISSION)) throw forbidden();
  };

  /** Generating and generating again cost and count alike, and answer alike. */
  const generating = { right: GENERATE_REPORT_RIGHT, cost: 'export', quota: 'report' } as const;
  const created = { 200: EnvelopeSchema(ReportCreatedSchema) };

  app.post(
    '/esee/report/create',
    {
      config: generating,
      schema: {
        tags,
        summary: '生成企业画像报告（异步生成，结果见画像生成记录）',
        body: ReportCreateSchema,
        response: created,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await mayGenerate(request);
      return ok(await queue(user, request.ip, request.body.entId, request.body.template as ReportTemplate));
    },
  );

  app.post(
    '/esee/report/regenerate',
    {
      config: generating,
      schema: {
        tags,
        summary: '重新生成：同一企业、同一模板，以当前数据生成新报告',
        body: ReportRegenerateSchema,
        response: created,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await mayGenerate(request);
      const old = await visibleReports(db, user)
        .select(['r.company_id', 'r.template'])
        .where('j.id', '=', request.body.jobId)
        .executeTakeFirst();
      if (!old) throw notFound('报告记录不存在');
      return ok(await queue(user, request.ip, old.company_id, old.template));
    },
  );

  app.post(
    '/esee/report/list',
    {
      config: { right: REPORT_LIST_PERMISSION },
      schema: {
        tags,
        summary: '画像生成记录：本人的报告（机构管理员：本机构的）',
        body: ReportListRequestSchema,
        response: { 200: EnvelopeSchema(CompanyReportListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { total, rows } = await documentJobs.newestJobsPage(
        visibleReports(db, user),
        (jobs) => jobs.select([...COMPANY_REPORT_COLUMNS, 'j.user_id', 'r.template', 'u.display_name']),
        request.body,
      );
      const now = app.clock();
      const list = rows.map((r): CompanyReport => ({
        ...companyReportFields(r),
        template: r.template,
        templateTitle: REPORT_TEMPLATE_INFO[r.template].title,
        requester: r.display_name,
        own: r.user_id === user.userId,
        state: reportState(r, now),
      }));
      return ok({ total, list });
    },
  );

  documentJobs.jobDownloadRoute(
    app,
    {
      url: '/esee/report/download',
      config: { right: REPORT_LIST_PERMISSION, cost: 'export' },
      tags,
      summary: '下载企业画像报告（PDF，保留7天）',
      querystring: ReportDownloadSchema,
    },
    (user, jobId) =>
      visibleReports(db, user).select(documentJobs.JOB_FILE_COLUMNS).where('j.id', '=', jobId).executeTakeFirst(),
    documentJobs.REPORT_FILE,
  );
};

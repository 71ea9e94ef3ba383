import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplyDimensionSchema,
  DdReportCreatedSchema,
  DdReportCreateSchema,
  DdReportIdSchema,
  DdReportListRequestSchema,
  DdReportListSchema,
  DD_DIMENSION_INFO,
  DUE_DILIGENCE_PERMISSION,
  EnvelopeSchema,
  PrivateSphereQuerySchema,
  PrivateSphereSchema,
  ProjectDimensionsSchema,
  type DdDimension,
  type DdReport,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import * as documentJobs from '../../../platform/files/documentJobs';
import { COMPANY_REPORT_COLUMNS, companyReportFields } from '../../../core/companyReportJobs';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { readDdContent } from './content';
import { inOrder, projectDimensions, saveProjectDimensions } from './dimensions';
import { pdfDocument } from '../../../platform/files/pdf';
import { dueDiligenceReport } from './document';
import { privateSphere } from './privateSphere';
import { stateOf } from './rules';

/** The job source of a due-diligence report (the export jobs' worker writes it). */
const SOURCE = 'dueDiligenceReport';

/** A user's own due-diligence reports, not deleted; never another user's or institution's. */
const visibleReports = (db: Db, user: SessionUser) =>
  db
    .selectFrom('export_job as j')
    .innerJoin('due_diligence_report as r', 'r.job_id', 'j.id')
    .leftJoin('company as c', 'c.ent_id', 'r.company_id')
    .where('j.inst_id', '=', user.instId)
    .where('j.user_id', '=', user.userId)
    .where('j.kind', '=', 'report')
    .where('r.deleted_at', 'is', null);

/**
 * PRMA 关系尽调 (spec 2 §7): 私域排查 of a company's key persons, the due-diligence dimensions applied
 * per project, and due-diligence reports made as jobs of the export machinery (the same worker, files,
 * expiry and audit rows as 画像生成记录), listed, downloaded and deleted by their requester.
 * Every call needs the pages' permission `app:prma:dueDiligence`.
 */
export const dueDiligenceModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['prma'];
  const config = { right: DUE_DILIGENCE_PERMISSION };

  app.documentSources.set(SOURCE, {
    title: '尽职调查报告',
    async document(db, params, scope) {
      const content = await readDdContent(
        db,
        {
          entId: String(params.entId),
          dimensions: inOrder(params.dimensions as string[]),
          projectName: (params.projectName as string | null) ?? null,
          counterpartIds: (params.counterpartIds as string[]) ?? [],
        },
        scope.at,
      );
      return pdfDocument(dueDiligenceReport(content, { at: scope.at, requester: scope.requester.userName }));
    },
  });

  app.post(
    '/esee/investigation/privateSphere',
    {
      config: { ...config, cost: 'graph' },
      schema: {
        tags,
        summary: '私域排查：关键人员（法定代表人、董监高、5%以上自然人股东、实际控制人）在其他企业的持股与任职及提示',
        querystring: PrivateSphereQuerySchema,
        response: { 200: EnvelopeSchema(PrivateSphereSchema) },
      },
    },
    async (request) => ok(await privateSphere(db, request.query.entId)),
  );

  app.post(
    '/esee/applyDimension/project',
    {
      config,
      schema: {
        tags,
        summary: '项目的尽调维度：带 dimensions 时保存，否则返回当前维度',
        body: ApplyDimensionSchema,
        response: { 200: EnvelopeSchema(ProjectDimensionsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { projectId, dimensions } = request.body;
      return ok(
        dimensions
          ? await saveProjectDimensions(db, user, projectId, dimensions as DdDimension[], app.clock())
          : await projectDimensions(db, user, projectId),
      );
    },
  );

  app.post(
    '/esee/dueDiligence/report/create',
    {
      config: { ...config, cost: 'export' },
      schema: {
        tags,
        summary: '生成尽调报告（异步生成，结果见尽调报告记录）',
        body: DdReportCreateSchema,
        response: { 200: EnvelopeSchema(DdReportCreatedSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { entId, projectId } = request.body;
      const project = projectId === undefined ? null : await projectDimensions(db, user, projectId);
      const chosen = project ? project.dimensions : inOrder((request.body.dimensions ?? []) as string[]);
      if (!chosen.length) throw badRequest('请选择尽调维度或项目');
      const counterpartIds = [...new Set(request.body.counterpartIds ?? [])].filter((id) => id !== entId);
      const companies = await db
        .selectFrom('company')
        .select(['ent_id', 'name'])
        .where('ent_id', 'in', [entId, ...counterpartIds])
        .execute();
      const company = companies.find((c) => c.ent_id === entId);
      if (!company) throw notFound('未找到该企业');
      if (companies.length < counterpartIds.length + 1) throw notFound('未找到核查对象企业');
      const name = `${company.name}尽职调查报告`;
      const jobId = await db.transaction().execute(async (trx) => {
        const id = await documentJobs.insertJob(trx, user, request.ip, {
          kind: 'report',
          name,
          source: SOURCE,
          params: { entId, dimensions: chosen, projectName: project?.projectName ?? null, counterpartIds },
          filters: chosen.map((d) => DD_DIMENSION_INFO[d].title),
          rowCount: 0,
          at: app.clock(),
        });
        await trx
          .insertInto('due_diligence_report')
          .values({
            job_id: id,
            company_id: entId,
            project_id: project?.projectId ?? null,
            project_name: project?.projectName ?? null,
            dimensions: chosen,
            counterpart_ids: counterpartIds,
          })
          .execute();
        return id;
      });
      app.exportQueue.kick();
      return ok({ jobId, name });
    },
  );

  app.post(
    '/esee/dueDiligence/report/list',
    {
      config,
      schema: {
        tags,
        summary: '尽调报告记录：本人的尽调报告',
        body: DdReportListRequestSchema,
        response: { 200: EnvelopeSchema(DdReportListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { total, rows } = await documentJobs.newestJobsPage(
        visibleReports(db, user),
        (jobs) => jobs.select([...COMPANY_REPORT_COLUMNS, 'r.project_name', 'r.dimensions', 'r.counterpart_ids']),
        request.body,
      );
      const now = app.clock();
      const list = rows.map((r): DdReport => ({
        ...companyReportFields(r),
        projectName: r.project_name,
        dimensions: inOrder(r.dimensions),
        counterparts: r.counterpart_ids.length,
        state: stateOf(r, now),
      }));
      return ok({ total, list });
    },
  );

  documentJobs.jobDownloadRoute(
    app,
    {
      url: '/esee/dueDiligence/report/download',
      config: { ...config, cost: 'export' },
      tags,
      summary: '下载尽调报告（PDF，保留7天）',
      querystring: DdReportIdSchema,
    },
    (user, jobId) =>
      visibleReports(db, user).select(documentJobs.JOB_FILE_COLUMNS).where('j.id', '=', jobId).executeTakeFirst(),
    documentJobs.REPORT_FILE,
  );

  app.post(
    '/esee/dueDiligence/report/delete',
    {
      config,
      schema: {
        tags,
        summary: '删除尽调报告（记录隐藏、文件删除，审计行保留）',
        body: DdReportIdSchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const job = await visibleReports(db, user)
        .select(['j.id', 'j.file_path'])
        .where('j.id', '=', request.body.jobId)
        .executeTakeFirst();
      if (!job) throw notFound('报告记录不存在');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('due_diligence_report')
          .set({ deleted_at: app.clock() })
          .where('job_id', '=', job.id)
          .execute();
        await trx.updateTable('export_job').set({ file_path: null }).where('id', '=', job.id).execute();
      });
      if (job.file_path) await rm(path.join(app.config.dataDir, job.file_path), { force: true });
      return ok(null);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  EXPORT_MAX_ROWS,
  EXPORT_QUOTA_MESSAGE,
  ExportCreatedSchema,
  ExportCreateSchema,
  ExportDownloadSchema,
  ExportJobListSchema,
  ExportListRequestSchema,
  InstParamName,
  ResultCode,
  type ExportJob,
  chinaDayStart,
  chinaTime,
  chinaDay,
} from '@esee/contracts';
import { dataScopeUserIds, whereInScope } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { insertJob, JOB_FILE_COLUMNS, newestJobsPage, jobDownloadRoute } from '../../../platform/files/documentJobs';
import { AppError, badRequest, forbidden, ok } from '../../../platform/http/errors';
import { loadInstParams } from '../../../core/institutions/institution';
import { quotaAllows, stateOf } from './rules';
import { ExportWorker } from './worker';

/** The right to export a list (spec 1 §3). */
const EXPORT_RIGHT = 'marketing:export';

/**
 * The downloads pages (名单导出记录), each with its calls and the right of its menu entry (issue 36: an export is
 * collected where it was started, on a page its user can open): CBA's menu entry, and IBA's, which 高级搜索's
 * right opens (the page that starts IBA's exports). Each lists the same jobs: the caller's own.
 */
const EXPORT_LISTS = [
  { prefix: '/esee/export', right: 'app:cba:marketing:exportList', title: '' },
  { prefix: '/esee/iba/export', right: 'app:iba:goal:complex', title: '（投行助手）' },
] as const;

/** How an export's download speaks of it. */
const EXPORT_FILE = { missing: '导出记录不存在', noun: '文件', redo: '重新导出', extension: 'xlsx' };

/** The jobs a user sees: their own; an institution manager, the institution's. Never another institution's. */
const visibleJobs = (db: Db, user: SessionUser) => {
  let query = db
    .selectFrom('export_job as j')
    .innerJoin('app_user as u', 'u.id', 'j.user_id')
    .where('j.inst_id', '=', user.instId)
    // Company profile reports run on the same jobs; they are listed by 画像生成记录.
    .where('j.kind', '=', 'list');
  if (user.roleType !== 'INST_MGR') query = query.where('j.user_id', '=', user.userId);
  return query;
};

/** The jobs of the members in the user's data scope (名单导出记录 with scope team): listed, not downloaded. */
const teamJobs = async (db: Db, user: SessionUser) =>
  whereInScope(
    db
      .selectFrom('export_job as j')
      .innerJoin('app_user as u', 'u.id', 'j.user_id')
      .where('j.inst_id', '=', user.instId)
      .where('j.kind', '=', 'list'),
    'j.user_id',
    await dataScopeUserIds(db, user),
  );

const timeText = (v: Date | string | null) => (v === null ? null : chinaTime(new Date(v)));

/**
 * CBA 名单导出记录 (product pages §0, §1.11): list exports as async jobs.
 * A page's list is exported through its export source (`platform/exportSources`),
 * refused with 10504 beyond the user's daily rows; the worker writes the
 * watermarked file; the list page shows the jobs and downloads the files
 * for seven days. Every export and download leaves a row in `export_event`.
 */
export const exportJobsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['exportJobs'];
  const worker = new ExportWorker({
    db,
    jobs: app.jobs,
    dataDir: app.config.dataDir,
    clock: app.clock,
    sources: app.exportSources,
    documents: app.documentSources,
    log: app.log,
  });
  app.exportQueue.kick = () => worker.kick();
  // After the job system has started (its onReady hook was added first): queued rows are sent, old files removed.
  app.addHook('onReady', async () => {
    await worker.sweep();
    await worker.sendQueued();
  });

  app.post(
    '/esee/export/create',
    {
      config: { right: EXPORT_RIGHT, cost: 'export' },
      schema: {
        tags,
        summary: '创建名单导出任务（异步生成，结果见名单导出记录）',
        body: ExportCreateSchema,
        response: { 200: EnvelopeSchema(ExportCreatedSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The schema has checked the name; its inferred type of an enum is looser than the contract's.
      const sourceName = request.body.source as string;
      const source = app.exportSources.get(sourceName);
      if (!source) throw badRequest('不支持的导出来源');
      const access = await request.access();
      if (!source.rights.every((r) => access.can(r))) throw forbidden();
      const now = app.clock();
      const plan = await source.plan(db, user, request.body.params as Record<string, unknown>, chinaDay(now));
      if (plan.rowCount > EXPORT_MAX_ROWS)
        throw badRequest(`单次最多导出${EXPORT_MAX_ROWS}条，当前${plan.rowCount}条，请缩小筛选范围`);
      const params = await loadInstParams(db, user.instId);
      const name = `${source.title}名单-${chinaTime(now).replace(/\D/g, '')}`;
      const jobId = await db.transaction().execute(async (trx) => {
        // One user's exports are counted one at a time: two at once cannot both pass the quota.
        await trx.selectFrom('app_user').select('id').where('id', '=', user.userId).forUpdate().execute();
        const used = await trx
          .selectFrom('export_job')
          .select(sql<string>`coalesce(sum(row_count), 0)`.as('n'))
          .where('user_id', '=', user.userId)
          .where('state', '!=', 'failed')
          .where('created_at', '>=', chinaDayStart(now))
          .executeTakeFirstOrThrow();
        const quota = quotaAllows(params[InstParamName.EXPORT_ROWS_PER_DAY], Number(used.n), plan.rowCount);
        if (!quota.ok)
          throw new AppError(
            ResultCode.QUOTA_EXHAUSTED,
            `${EXPORT_QUOTA_MESSAGE}（每日可导出${quota.limit}条，今日已导出${used.n}条，本次${plan.rowCount}条）`,
          );
        return insertJob(trx, user, request.ip, {
          name,
          source: sourceName,
          params: plan.params,
          filters: plan.filters,
          rowCount: plan.rowCount,
          at: now,
        });
      });
      worker.kick();
      return ok({ jobId, name, rowCount: plan.rowCount });
    },
  );

  for (const list of EXPORT_LISTS) {
    app.post(
      `${list.prefix}/list`,
      {
        config: { right: list.right },
        schema: {
          tags,
          summary: `名单导出记录${list.title}：本人的导出任务（机构管理员：本机构的）`,
          body: ExportListRequestSchema,
          response: { 200: EnvelopeSchema(ExportJobListSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const jobs = request.body.scope === 'team' ? await teamJobs(db, user) : visibleJobs(db, user);
        const { total, rows } = await newestJobsPage(
          jobs,
          (jobs) =>
            jobs.select([
              'j.id',
              'j.name',
              'j.source',
              'j.filters',
              'j.row_count',
              'j.state',
              'j.failure_reason',
              'j.file_size',
              'j.created_at',
              'j.expires_at',
              'j.user_id',
              'u.display_name',
            ]),
          request.body,
        );
        const now = app.clock();
        const list = rows.map((r): ExportJob => ({
          jobId: r.id,
          name: r.name,
          source: r.source,
          sourceTitle: app.exportSources.get(r.source)?.title ?? r.source,
          rowCount: r.row_count,
          filters: r.filters as string[],
          requester: r.display_name,
          own: r.user_id === user.userId,
          createdAt: timeText(r.created_at)!,
          state: stateOf(r, now),
          fileSize: r.file_size,
          expiresAt: timeText(r.expires_at),
          failureReason: r.failure_reason,
        }));
        return ok({ total, list });
      },
    );

    jobDownloadRoute(
      app,
      {
        url: `${list.prefix}/download`,
        config: { right: list.right, cost: 'export' },
        tags,
        summary: `下载导出文件${list.title}（.xlsx，保留7天）`,
        querystring: ExportDownloadSchema,
      },
      (user, jobId) => visibleJobs(db, user).select(JOB_FILE_COLUMNS).where('j.id', '=', jobId).executeTakeFirst(),
      EXPORT_FILE,
    );
  }
};

import type { TSchema } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder, type Transaction } from 'kysely';
import { chinaMinute, chinaTime, EXPORT_LIST_MAX, ResultCode, type PageRequest } from '@esee/contracts';
import { requireUser } from '../auth/plugin';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';
import { pageOf } from '../db/paging';
import { AppError, badRequest, notFound } from '../http/errors';
import { sendDownload } from './download';
import { downloadJobFile } from './jobFiles';

/**
 * What the jobs of the export machinery (list exports, profile reports, due-diligence reports) share
 * around their own tables: the job row with its audit row, the newest-first page of a user's jobs, and
 * the download of a finished job's file.
 */

/** A job row as its creator fills it; the worker fills the rest. */
export interface NewJob {
  kind?: 'list' | 'report';
  name: string;
  source: string;
  params: unknown;
  filters: readonly string[];
  rowCount: number;
  at: Date;
}

/** Insert a job for `user` and its `create` audit row, inside the caller's transaction; the job's id. */
export async function insertJob(
  trx: Transaction<Database>,
  user: SessionUser,
  ip: string,
  job: NewJob,
): Promise<number> {
  const { id } = await trx
    .insertInto('export_job')
    .values({
      inst_id: user.instId,
      user_id: user.userId,
      kind: job.kind,
      name: job.name,
      source: job.source,
      params: JSON.stringify(job.params),
      filters: JSON.stringify(job.filters),
      row_count: job.rowCount,
      created_at: job.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('export_event')
    .values({ job_id: id, inst_id: user.instId, user_id: user.userId, action: 'create', ip, at: job.at })
    .execute();
  return id;
}

/**
 * One page of `jobs` (a query over `export_job as j`), newest first, and how many there are in all.
 * `columns` picks what a row of the page carries; a page is at most `EXPORT_LIST_MAX` rows unless asked.
 */
export async function newestJobsPage<DB, TB extends keyof DB, O>(
  jobs: SelectQueryBuilder<DB, TB, object>,
  columns: (jobs: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  request: Pick<PageRequest, 'pageNo' | 'pageSize'>,
): Promise<{ total: number; rows: O[] }> {
  const page = pageOf({ pageNo: request.pageNo, pageSize: request.pageSize ?? EXPORT_LIST_MAX });
  const [count, rows] = await Promise.all([
    jobs.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    columns(jobs)
      .orderBy(sql.ref('j.created_at'), 'desc')
      .orderBy(sql.ref('j.id'), 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total: Number((count as { n: string }).n), rows: rows as O[] };
}

/** The job columns a row of a PDF report list (画像生成记录, 尽调报告记录) shows. */
export const REPORT_JOB_COLUMNS = [
  'j.id',
  'j.name',
  'j.state',
  'j.failure_reason',
  'j.file_size',
  'j.page_count',
  'j.created_at',
  'j.started_at',
  'j.expires_at',
] as const;

/** What a PDF report list's row says of the job; the data snapshot was read when the worker started. */
export const reportJobFields = (r: {
  id: number;
  name: string;
  state: JobFileRow['state'];
  failure_reason: string | null;
  file_size: number | null;
  page_count: number | null;
  created_at: Date;
  started_at: Date | null;
  expires_at: Date | null;
}) => ({
  jobId: r.id,
  name: r.name,
  createdAt: chinaTime(r.created_at),
  pageCount: r.page_count,
  fileSize: r.file_size,
  snapshotAt: r.state === 'done' ? chinaMinute(r.started_at!) : null,
  expiresAt: r.expires_at === null ? null : chinaTime(r.expires_at),
  failureReason: r.failure_reason,
});

/** The columns `sendJobFile` reads of a job. */
export interface JobFileRow {
  id: number;
  name: string;
  state: 'queued' | 'processing' | 'done' | 'failed';
  expires_at: Date | string | null;
  file_path: string | null;
}

/** The columns to select for `sendJobFile`. */
export const JOB_FILE_COLUMNS = ['j.id', 'j.name', 'j.state', 'j.expires_at', 'j.file_path'] as const;

/** Whether a job's file has passed its expiry: only a finished job has one. */
export const jobExpired = (row: Pick<JobFileRow, 'state' | 'expires_at'>, now: Date) =>
  row.state === 'done' && row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime();

/** How a kind of job speaks of itself when its file cannot be sent, and what its file is. */
export interface JobFileTexts {
  /** When the job is not the user's to see: 报告记录不存在. */
  missing: string;
  /** The file as the messages name it: 报告, 文件. */
  noun: string;
  /** What the user should do when the file is gone: 重新生成, 重新导出. */
  redo: string;
  extension: string;
  contentType?: string;
}

/** How a PDF report (画像生成记录, 尽调报告记录) speaks of itself. */
export const REPORT_FILE: JobFileTexts = {
  missing: '报告记录不存在',
  noun: '报告',
  redo: '重新生成',
  extension: 'pdf',
  contentType: 'application/pdf',
};

/**
 * Send a finished job's file as `<job name>.<extension>`, its download written to the audit rows.
 * `job` is what the user may see (another user's or institution's job is as good as none):
 * missing is 404, expired 410, not yet written 400.
 */
export async function sendJobFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  job: JobFileRow | undefined,
  texts: JobFileTexts,
) {
  if (!job) throw notFound(texts.missing);
  if (jobExpired(job, app.clock()))
    throw new AppError(ResultCode.NOT_FOUND, `${texts.noun}已过期（保留7天），请${texts.redo}`, 410);
  if (job.state !== 'done' || !job.file_path) throw badRequest(`${texts.noun}尚未生成，请稍后再试`);
  const body = await downloadJobFile(app, request, user, { id: job.id, file_path: job.file_path }, texts.redo);
  return sendDownload(reply, `${job.name}.${texts.extension}`, body, texts.contentType);
}

/** The route that sends a job's file: GET `url?jobId=`, the job looked for among those `find` lets the user see. */
export function jobDownloadRoute(
  app: FastifyInstance,
  route: { url: string; config: FastifyContextConfig; tags: string[]; summary: string; querystring: TSchema },
  find: (user: SessionUser, jobId: number) => Promise<JobFileRow | undefined>,
  texts: JobFileTexts,
) {
  app.get<{ Querystring: { jobId: number } }>(
    route.url,
    { config: route.config, schema: { tags: route.tags, summary: route.summary, querystring: route.querystring } },
    async (request, reply) => {
      const user = requireUser(request);
      return sendJobFile(app, request, reply, user, await find(user, request.query.jobId), texts);
    },
  );
}

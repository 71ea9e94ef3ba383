import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { EXPORT_MAX_ROWS, chinaDay } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { DocumentSource, ExportSource } from '../../../core/exportSources';
import type { JobKind, JobQueue } from '../../../platform/jobs/queue';
import { runTask } from '../../../platform/workers/pool';
import { expiryOf } from './rules';
import { workbookTask } from './task';

/** Told to the user of a job that every attempt was cut short (instances stopped or lost while writing it). */
export const INTERRUPTED_REASON = '服务重启，任务中断，请重新导出';
/** Told to the user when the file could not be written; the detail goes to the log. */
export const FAILED_REASON = '生成文件失败，请稍后重新导出';

export interface WorkerDeps {
  db: Db;
  jobs: JobQueue;
  dataDir: string;
  clock: () => Date;
  sources: Map<string, ExportSource>;
  /** Jobs whose file is a document (a PDF report) rather than a sheet. */
  documents: Map<string, DocumentSource>;
  log: FastifyBaseLogger;
}

/** Where a job's files live, under the data folder. */
export const EXPORTS_FOLDER = 'exports';

/**
 * Writes the files of `export_job` rows as jobs of the job system (platform/jobs): a row written `queued` is sent to
 * the queue (`kick`, and every instance's start: the row is the outbox, sending twice queues once), and whichever
 * instance fetches the job writes the file. An instance that dies while writing loses its lease and another one
 * writes the file again; a job cut short on every attempt fails with `INTERRUPTED_REASON`.
 */
export class ExportWorker {
  readonly kind: JobKind<{ jobId: number }>;

  constructor(private readonly deps: WorkerDeps) {
    this.kind = {
      name: 'export',
      run: ({ jobId }) => this.runJob(jobId),
      gaveUp: async ({ jobId }) => {
        await deps.db
          .updateTable('export_job')
          .set({ state: 'failed', failure_reason: INTERRUPTED_REASON, finished_at: deps.clock() })
          .where('id', '=', jobId)
          .where('state', 'in', ['queued', 'processing'])
          .execute();
      },
    };
    deps.jobs.define(this.kind);
  }

  /**
   * Send every unfinished row to the queue: those the queue holds (queued, or running on a live instance) are
   * ignored by it; a row no job stands for (written before the job system, or lost) is queued again.
   */
  async sendQueued(): Promise<void> {
    const queued = await this.deps.db
      .selectFrom('export_job')
      .select('id')
      .where('state', 'in', ['queued', 'processing'])
      .execute();
    for (const { id } of queued) await this.deps.jobs.send(this.kind, { jobId: id }, String(id));
  }

  /** Remove the files past their expiry (the rows stay, and read 已过期). */
  async sweep(): Promise<void> {
    const stale = await this.deps.db
      .selectFrom('export_job')
      .select(['id', 'file_path'])
      .where('state', '=', 'done')
      .where('file_path', 'is not', null)
      .where('expires_at', '<=', this.deps.clock())
      .execute();
    for (const job of stale) {
      await rm(path.join(this.deps.dataDir, job.file_path!), { force: true });
      await this.deps.db.updateTable('export_job').set({ file_path: null }).where('id', '=', job.id).execute();
    }
  }

  /** Queue what was written `queued` (call after writing a job row). */
  kick(): void {
    this.sendQueued().catch((error: unknown) => this.deps.log.error({ err: error }, 'export jobs not queued'));
  }

  /** The job's row is taken (again, after a lost attempt); a row already finished is left as it is. */
  private async runJob(jobId: number): Promise<void> {
    const { rows } = await sql<{ id: number }>`
      update export_job set state = 'processing', started_at = ${this.deps.clock()}
      where id = ${jobId} and state in ('queued', 'processing')
      returning id
    `.execute(this.deps.db);
    if (rows[0]) await this.run(rows[0]);
  }

  private async run({ id }: { id: number }): Promise<void> {
    const { db, clock } = this.deps;
    const job = await db
      .selectFrom('export_job as j')
      .innerJoin('app_user as u', 'u.id', 'j.user_id')
      .innerJoin('institution as i', 'i.id', 'j.inst_id')
      .select([
        'j.id',
        'j.inst_id',
        'j.name',
        'j.source',
        'j.params',
        'j.created_at',
        'u.username',
        'u.display_name',
        'i.name as inst_name',
      ])
      .where('j.id', '=', id)
      .executeTakeFirstOrThrow();
    const document = this.deps.documents.get(job.source);
    const extension = document ? 'pdf' : 'xlsx';
    const relative = path.join(
      EXPORTS_FOLDER,
      String(job.inst_id),
      `${job.id}-${randomBytes(8).toString('hex')}.${extension}`,
    );
    try {
      if (document) return await this.writeDocument(job, document, relative);
      const source = this.deps.sources.get(job.source);
      if (!source) throw new Error(`no export source ${job.source}`);
      // The search is replayed as of the day it was asked for (conditions such as 成立年限 count from it).
      const today = chinaDay(job.created_at);
      const scope = { today, instId: job.inst_id };
      const content = await source.rows(db, job.params as Record<string, unknown>, scope, EXPORT_MAX_ROWS);
      const now = clock();
      const book = Buffer.from(
        await runTask(workbookTask, {
          sheetName: source.title,
          content,
          watermark: { userName: job.display_name, username: job.username, instName: job.inst_name, at: now },
        }),
      );
      await this.store(relative, book);
      await db
        .updateTable('export_job')
        .set({
          state: 'done',
          row_count: content.rows.length,
          file_path: relative,
          file_size: book.length,
          finished_at: now,
          expires_at: expiryOf(now),
        })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      await this.fail(job.id, relative, error);
    }
  }

  /** A document job: the source makes the whole file; its pages are kept for the list. */
  private async writeDocument(
    job: { id: number; inst_id: number; params: unknown; username: string; display_name: string; inst_name: string },
    document: DocumentSource,
    relative: string,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const at = clock();
    const made = await document.document(db, job.params as Record<string, unknown>, {
      instId: job.inst_id,
      requester: { userName: job.display_name, username: job.username, instName: job.inst_name },
      at,
    });
    await this.store(relative, made.body);
    const now = clock();
    await db
      .updateTable('export_job')
      .set({
        state: 'done',
        page_count: made.pageCount,
        file_path: relative,
        file_size: made.body.length,
        // The data was read at `at`: the snapshot time the footer shows.
        started_at: at,
        finished_at: now,
        expires_at: expiryOf(now),
      })
      .where('id', '=', job.id)
      .execute();
  }

  /** Written aside, then renamed: a crash never leaves half a file under the job's name. */
  private async store(relative: string, body: Buffer): Promise<void> {
    const file = path.join(this.deps.dataDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.part`, body);
    await rename(`${file}.part`, file);
  }

  private async fail(id: number, relative: string, error: unknown): Promise<void> {
    const { db, dataDir, clock } = this.deps;
    this.deps.log.error({ err: error, jobId: id }, 'export job failed');
    await rm(path.join(dataDir, `${relative}.part`), { force: true });
    await db
      .updateTable('export_job')
      .set({ state: 'failed', failure_reason: FAILED_REASON, finished_at: clock() })
      .where('id', '=', id)
      .execute();
  }
}

import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { EXPORT_MAX_ROWS, chinaDay } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import type { DocumentSource, ExportSource } from '../../../core/exportSources';
import { expiryOf, watermarkedWorkbook } from './rules';

/** Told to the user of a job that a stop of the server cut short. */
export const INTERRUPTED_REASON = '服务重启，任务中断，请重新导出';
/** Told to the user when the file could not be written; the detail goes to the log. */
export const FAILED_REASON = '生成文件失败，请稍后重新导出';

export interface WorkerDeps {
  db: Db;
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
 * The in-process worker: one job at a time (the embedded database has one
 * connection), claimed with `skip locked` so that several servers on one
 * PostgreSQL never write the same job. `kick` after a job is queued.
 */
export class ExportWorker {
  private running: Promise<void> | null = null;
  private pending = false;
  private stopped = false;

  constructor(private readonly deps: WorkerDeps) {}

  /**
   * At start: a job still processing was cut short by a crash or a stop, and
   * nobody will finish it: it fails with the reason. Queued jobs are kept and
   * picked up; expired files are removed.
   */
  async recover(): Promise<number> {
    const failed = await this.deps.db
      .updateTable('export_job')
      .set({ state: 'failed', failure_reason: INTERRUPTED_REASON, finished_at: this.deps.clock() })
      .where('state', '=', 'processing')
      .executeTakeFirst();
    await this.sweep();
    return Number(failed.numUpdatedRows);
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

  /** Look for queued jobs now (a no-op while the worker is already at it, which then looks again). */
  kick(): void {
    this.pending = true;
    if (this.running || this.stopped) return;
    this.running = this.loop()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'export worker stopped'))
      .finally(() => {
        this.running = null;
        if (this.pending && !this.stopped) this.kick();
      });
  }

  /** Resolves when no job is queued or being written. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stop taking jobs, and let the one being written finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.pending = false;
      const job = await this.claim();
      if (job) await this.run(job);
      else if (!this.pending) return;
    }
  }

  private async claim() {
    const { rows } = await sql<{ id: number }>`
      update export_job set state = 'processing', started_at = ${this.deps.clock()}
      where id = (
        select id from export_job where state = 'queued' order by id limit 1 for update skip locked
      )
      returning id
    `.execute(this.deps.db);
    return rows[0];
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
      const book = watermarkedWorkbook(source.title, content, {
        userName: job.display_name,
        username: job.username,
        instName: job.inst_name,
        at: now,
      });
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

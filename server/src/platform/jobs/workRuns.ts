import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { chinaMinute, type WorkRun } from '@esee/contracts';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import type { JobKind, JobQueue } from './queue';

/** What a run's work is given: who started it, a way to say how far it is, and its cancellation. */
export interface WorkRunContext {
  instId: number;
  userId: number | null;
  /** How far the run is (0 to 1) and what it does now; written to the row at most about once a second. */
  progress(fraction: number, stage: string): void;
  /** Aborted when the run's lease is lost (another instance takes it over) or this instance stops. */
  signal: AbortSignal;
}

export interface WorkRunKind<P extends object> {
  /** The kind's name, and its job queue's (`run.<name>`). */
  name: string;
  /** Seconds a run may go without its instance's heartbeat before another instance takes it over. */
  leaseSeconds?: number;
  /** Told to the user when the run failed by a fault of ours (the error itself goes to the log). */
  faultReason: string;
  /**
   * Do the work, writing its result in one transaction (a failure leaves nothing half-written). An `AppError`
   * fails the run with its message; a run cut short by a lost lease is run again from the start elsewhere.
   */
  run(params: P, context: WorkRunContext): Promise<void>;
}

/** Told to the user of a run cut short on every attempt (its instances stopped or were lost). */
export const INTERRUPTED_RUN = '服务重启，运行中断，请重新运行';

/** Progress is written at most this often (the page asks about once a second). */
const PROGRESS_MS = 1000;

interface Row {
  id: number;
  state: WorkRun['state'];
  progress: number;
  stage: string | null;
  failure_reason: string | null;
  display_name: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const viewOf = (r: Row): WorkRun => ({
  runId: r.id,
  state: r.state,
  progress: Math.min(1, Math.max(0, Number(r.progress))),
  stage: r.stage,
  failureReason: r.failure_reason,
  startedBy: r.display_name,
  createdAt: chinaMinute(r.created_at),
  finishedAt: r.finished_at ? chinaMinute(r.finished_at) : null,
});

/**
 * Long work a person starts and watches (同一客户识别, 银行流水分析), on the job system: a `work_run` row is the
 * run's record, the job system's outbox and the page's progress. One run at a time per scope (an institution's
 * book, an analysis project): starting again while one is queued or running answers with that one.
 */
export class WorkRuns {
  private readonly jobKinds = new Map<string, JobKind<{ runId: number }>>();

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly clock: () => Date,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Declare a kind while the app registers (before the job system starts). */
  define<P extends object>(kind: WorkRunKind<P>): WorkRunKind<P> {
    const job: JobKind<{ runId: number }> = {
      name: `run.${kind.name}`,
      leaseSeconds: kind.leaseSeconds ?? 60,
      run: ({ runId }, { signal }) => this.execute(kind, runId, signal),
      gaveUp: ({ runId }) => this.finish(runId, INTERRUPTED_RUN),
    };
    this.jobs.define(job);
    this.jobKinds.set(kind.name, job);
    return kind;
  }

  /** Start a run of `kind` over `scope`, or answer with the one already queued or running there. */
  async start<P extends object>(
    kind: WorkRunKind<P>,
    run: { instId: number; userId: number | null; scope: string; params: P },
  ): Promise<WorkRun> {
    const { rows } = await sql<{ id: number }>`
      insert into work_run (inst_id, user_id, kind, scope, params, created_at)
      values (${run.instId}, ${run.userId}, ${kind.name}, ${run.scope}, ${JSON.stringify(run.params)}, ${this.clock()})
      on conflict (kind, scope) where state in ('queued', 'running') do nothing
      returning id
    `.execute(this.db);
    // The run as it stands before it is sent: queued (read after, a worker might already have taken it), or the
    // one already going when this start did nothing.
    const answer = (await this.latest(kind, run.scope))!;
    if (rows[0]) await this.send(kind.name, rows[0].id);
    return answer;
  }

  /** The latest run of `kind` over `scope` (the running one, or the last that finished), or null. */
  async latest(kind: WorkRunKind<object>, scope: string): Promise<WorkRun | null> {
    const row = await this.db
      .selectFrom('work_run as r')
      .leftJoin('app_user as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.state', 'r.progress', 'r.stage', 'r.failure_reason', 'u.display_name'])
      .select(['r.created_at', 'r.finished_at'])
      .where('r.kind', '=', kind.name)
      .where('r.scope', '=', scope)
      .orderBy('r.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? viewOf(row) : null;
  }

  /** Send every unfinished run to the job system (at start: the rows are the outbox; sending twice queues once). */
  async sendUnfinished(): Promise<void> {
    const rows = await this.db
      .selectFrom('work_run')
      .select(['id', 'kind'])
      .where('state', 'in', ['queued', 'running'])
      .execute();
    for (const r of rows) if (this.jobKinds.has(r.kind)) await this.send(r.kind, r.id);
  }

  private send(kind: string, runId: number) {
    return this.jobs.send(this.jobKinds.get(kind)!, { runId }, String(runId));
  }

  /** One attempt at a run: taken (again, after a lost attempt), worked, and finished in its row. */
  private async execute<P extends object>(kind: WorkRunKind<P>, runId: number, signal: AbortSignal) {
    const { rows } = await sql<{ inst_id: number; user_id: number | null; params: P }>`
      update work_run set state = 'running', started_at = ${this.clock()}, progress = 0, stage = null
      where id = ${runId} and state in ('queued', 'running')
      returning inst_id, user_id, params
    `.execute(this.db);
    const taken = rows[0];
    if (!taken) return;
    let written = 0;
    let lastStage: string | null = null;
    const progress = (fraction: number, stage: string) => {
      const now = performance.now();
      if (stage === lastStage && now - written < PROGRESS_MS) return;
      written = now;
      lastStage = stage;
      // A late write after the run finished matches no row (it is no longer running).
      this.db
        .updateTable('work_run')
        .set({ progress: Math.min(1, Math.max(0, fraction)), stage })
        .where('id', '=', runId)
        .where('state', '=', 'running')
        .execute()
        .catch((error: unknown) => this.log.error({ err: error, runId }, 'run progress not written'));
    };
    try {
      await kind.run(taken.params, { instId: taken.inst_id, userId: taken.user_id, progress, signal });
    } catch (error) {
      // Cut short by a lost lease or a stop: the job system gives the run to another attempt.
      if (signal.aborted) throw error;
      if (!(error instanceof AppError)) this.log.error({ err: error, runId, kind: kind.name }, 'run failed');
      await this.finish(runId, error instanceof AppError ? error.message : kind.faultReason);
      return;
    }
    await this.finish(runId, null);
  }

  /** Done (no reason) or failed (with one); a run already finished stays as it was. */
  private async finish(runId: number, failureReason: string | null) {
    await this.db
      .updateTable('work_run')
      .set({
        state: failureReason === null ? 'done' : 'failed',
        progress: failureReason === null ? 1 : undefined,
        stage: null,
        failure_reason: failureReason,
        finished_at: this.clock(),
      })
      .where('id', '=', runId)
      .where('state', 'in', ['queued', 'running'])
      .execute();
  }
}

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkRun } from '@esee/contracts';
import { ENGINES, seededDatabase } from '../../../test/fixtures';
import type { DatabaseHandle } from '../db/database';
import { now } from '../clock';
import { badRequest } from '../http/errors';
import { JobQueue } from './queue';
import { INTERRUPTED_RUN, WorkRuns, type WorkRunContext, type WorkRunKind } from './workRuns';

const quiet = { error: () => undefined, warn: () => undefined };

/** A promise and its resolve, to wait on a state. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(ENGINES)('work runs on %s', (engine) => {
  let database: DatabaseHandle | undefined;
  let queue: JobQueue | undefined;
  afterEach(async () => {
    await queue?.stop();
    await database?.close();
    queue = database = undefined;
  });

  /** The work runs of a fresh queue over the demo database, with `kinds` defined; DEMO's id and a user's. */
  async function startRuns(...kinds: WorkRunKind<{ n: number }>[]) {
    const { db } = (database ??= await seededDatabase(engine));
    queue = new JobQueue(db, quiet);
    const runs = new WorkRuns(db, queue, now, quiet);
    for (const kind of kinds) runs.define(kind);
    await queue.start();
    const { rows } = await sql<{ inst_id: number; id: number }>`
      select inst_id, id from app_user where inst_id = (select id from institution where code = 'DEMO') limit 1
    `.execute(db);
    return { runs, instId: rows[0]!.inst_id, userId: rows[0]!.id };
  }

  /** Ask for the run until it is over. */
  async function over(runs: WorkRuns, kind: WorkRunKind<{ n: number }>, scope: string): Promise<WorkRun> {
    for (;;) {
      const run = (await runs.latest(kind, scope))!;
      if (run.state === 'done' || run.state === 'failed') return run;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('runs one at a time per scope, with its progress, and answers a second start with the running one', async () => {
    const going = signal<WorkRunContext>();
    const release = signal();
    const kind: WorkRunKind<{ n: number }> = {
      name: 'test-progress',
      faultReason: '失败',
      run: async (_params, run) => {
        run.progress(0.5, '一半');
        going.resolve(run);
        await release.promise;
      },
    };
    const { runs, instId, userId } = await startRuns(kind);
    const first = await runs.start(kind, { instId, userId, scope: 'a', params: { n: 1 } });
    expect(first).toMatchObject({ state: 'queued', progress: 0, failureReason: null });
    expect((await going.promise).instId).toBe(instId);
    // The first progress is written at once (as a page polls: a pause between asks lets the job's statements in).
    for (;;) {
      const run = (await runs.latest(kind, 'a'))!;
      if (run.stage) {
        expect(run).toMatchObject({ runId: first.runId, state: 'running', progress: 0.5, stage: '一半' });
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await runs.start(kind, { instId, userId, scope: 'a', params: { n: 2 } })).runId).toBe(first.runId);
    // Another scope is another run.
    const other = await runs.start(kind, { instId, userId, scope: 'b', params: { n: 3 } });
    expect(other.runId).not.toBe(first.runId);
    release.resolve();
    expect(await over(runs, kind, 'a')).toMatchObject({ state: 'done', progress: 1, stage: null });
    expect((await over(runs, kind, 'b')).state).toBe('done');
    // Once over, a start is a new run.
    const again = await runs.start(kind, { instId, userId, scope: 'a', params: { n: 4 } });
    expect(again.runId).toBeGreaterThan(other.runId);
    expect((await over(runs, kind, 'a')).runId).toBe(again.runId);
  });

  it("fails a run with a refusal's words, and a fault with the kind's reason", async () => {
    const kind: WorkRunKind<{ n: number }> = {
      name: 'test-failing',
      faultReason: '识别失败，请稍后重新运行',
      run: async ({ n }) => {
        if (n === 1) throw badRequest('客户名单过大');
        throw new Error('a bug');
      },
    };
    const { runs, instId, userId } = await startRuns(kind);
    await runs.start(kind, { instId, userId, scope: 'refused', params: { n: 1 } });
    expect(await over(runs, kind, 'refused')).toMatchObject({ state: 'failed', failureReason: '客户名单过大' });
    await runs.start(kind, { instId, userId, scope: 'fault', params: { n: 2 } });
    expect(await over(runs, kind, 'fault')).toMatchObject({
      state: 'failed',
      failureReason: '识别失败，请稍后重新运行',
    });
  });

  it('takes up an unfinished run at start, and fails one cut short on every attempt as interrupted', async () => {
    const ran = signal<number>();
    const kind: WorkRunKind<{ n: number }> = {
      name: 'test-resume',
      faultReason: '失败',
      run: async ({ n }) => ran.resolve(n),
    };
    // A run written while no instance was there to run it (or whose instance died before sending it).
    database = await seededDatabase(engine);
    const { rows } = await sql<{ id: number }>`
      insert into work_run (inst_id, kind, scope, params) select id, 'test-resume', 'x', '{"n": 7}'
      from institution where code = 'DEMO' returning id
    `.execute(database.db);
    const { runs } = await startRuns(kind);
    const { db } = database;
    await runs.sendUnfinished();
    expect(await ran.promise).toBe(7);
    expect(await over(runs, kind, 'x')).toMatchObject({ runId: rows[0]!.id, state: 'done' });

    // The job system's dead letter: every attempt was cut short.
    await sql`update work_run set state = 'running' where id = ${rows[0]!.id}`.execute(db);
    const job = (runs as unknown as { jobKinds: Map<string, { gaveUp(d: object, r: string): Promise<void> }> })
      .jobKinds;
    await job.get('test-resume')!.gaveUp({ runId: rows[0]!.id }, '任务多次中断');
    expect(await over(runs, kind, 'x')).toMatchObject({ state: 'failed', failureReason: INTERRUPTED_RUN });
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, isWorkRunOver, type ScsRunSummary, type WorkRun } from '@esee/contracts';
import { ENGINES, withApp, type Client, type TestApp } from '../fixtures';
import { seedBigBook } from './bigBook';
import { runScs } from './runScs';

/**
 * Issue 37: an SCS run over 10,000 customers is a work run (the job system; the grouping in a worker, the database
 * a batch at a time): the call answers at once with the run, cheap calls are answered while it runs, the run's
 * progress moves, and a second start while it runs answers with the same run. Orders are asserted, not times.
 */
describe.each(ENGINES)('an SCS run over 10,000 customers on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let trees: number;

  beforeAll(async () => {
    t = await withApp({
      engine,
      beforeApp: async (db) => {
        ({ trees } = await seedBigBook(db, 10_000));
      },
    });
    analyst = await t.client('analyst');
  }, 300_000);
  afterAll(() => t.close());

  it('starts at once, answers cheap calls while it runs, shows progress, and groups the whole book', async () => {
    const started = await analyst.postData<WorkRun>('/esee/scs/sameCustomer/run');
    expect(['queued', 'running']).toContain(started.state);
    // A second start while it runs is the same run.
    expect((await analyst.postData<WorkRun>('/esee/scs/sameCustomer/run')).runId).toBe(started.runId);

    const seen: WorkRun[] = [];
    let probes = 0;
    for (;;) {
      const menu = await analyst.get('/framework/api/user/menu');
      expect(menu.code).toBe(ResultCode.OK);
      const run = await analyst.getData<WorkRun>('/esee/scs/sameCustomer/run');
      expect(run.runId).toBe(started.runId);
      seen.push(run);
      if (isWorkRunOver(run)) break;
      probes++;
      // As a page polls: a pause between rounds (a request in flight holds background statements back).
      await sleep(20);
    }
    const last = seen.at(-1)!;
    expect(last, JSON.stringify(last)).toMatchObject({ state: 'done', progress: 1, failureReason: null });
    // Cheap calls were answered while it ran, and the page saw it move through its stages.
    expect(probes).toBeGreaterThan(2);
    const stages = new Set(seen.map((r) => r.stage).filter(Boolean));
    expect(stages.size, JSON.stringify([...stages])).toBeGreaterThan(1);
    const progress = seen.map((r) => r.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const summary = (await runScs(analyst)).data as ScsRunSummary;
    // Trees of five, two of them joined by each family tie (one a hundred trees), and one guarantee circle.
    const ties = Math.floor((trees - 11) / 100) + 1;
    expect(summary).toMatchObject({ customerCount: 10_000, groupCount: trees - ties + 1 });
    expect(summary.familyTies.used).toHaveLength(ties);
    const groups = await analyst.getData<{ total: number }>('/esee/scs/sameCustomer/groups', { pageSize: 1 });
    expect(groups.total).toBe(trees - ties + 1);
  }, 300_000);
});

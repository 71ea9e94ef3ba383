import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { ENGINES, withApp, type Client, type TestApp } from '../fixtures';
import { seedBigBook } from './bigBook';

/**
 * Issue 37: an SCS run over 10,000 customers (the grouping in a worker, the writes in batches) leaves the server
 * answering. The order in which the calls complete is asserted, not a time (the machine is shared).
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

  it('answers cheap calls while the run runs, and the run groups the whole book', async () => {
    const order: string[] = [];
    let running = true;
    const run = analyst.post('/esee/scs/sameCustomer/run').then((answer) => {
      running = false;
      order.push('run');
      return answer;
    });
    // A cheap authenticated call, three times one after the other, each started while the run runs.
    for (let i = 0; i < 3 && running; i++) {
      const menu = await analyst.get('/framework/api/user/menu');
      expect(menu.code).toBe(ResultCode.OK);
      order.push(`probe${i}`);
    }
    const answer = await run;
    expect(order).toEqual(['probe0', 'probe1', 'probe2', 'run']);
    expect(answer.code, JSON.stringify(answer).slice(0, 300)).toBe(ResultCode.OK);
    // Trees of five, two of them joined by each family tie (one a hundred trees), and one guarantee circle.
    const ties = Math.floor((trees - 11) / 100) + 1;
    expect(answer.data).toMatchObject({ customerCount: 10_000, groupCount: trees - ties + 1 });
    expect(answer.data.familyTies.used).toHaveLength(ties);
    const groups = await analyst.getData<{ total: number; list: { memberCount: number }[] }>(
      '/esee/scs/sameCustomer/groups',
      { pageSize: 1 },
    );
    expect(groups.total).toBe(trees - ties + 1);
  }, 300_000);
});

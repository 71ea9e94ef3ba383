import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type RelationProspectResult } from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { A, fundHub, HELD, plantFund } from '../fixtures/fundHub';

/** Issue 36 (基金持股): 关系找客 does not prospect through a fund's small stakes, and names the fund. */
describe.each(ONE_ENGINE)('关系找客 leaves out a fund on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;

  beforeAll(async () => {
    t = await withApp({ engine, beforeApp: plantFund });
    analyst = await t.client('analyst');
  }, 120_000);
  afterAll(() => t?.close());

  it('finds none of the fund’s other companies from one it holds 6% of, and lists the fund as left out', async () => {
    const res = await analyst.post('/esee/marketing/relation/search', {
      entIds: [A.id],
      types: ['holder', 'invest', 'sibling'],
      depth: 2,
      minRatio: 0.01,
      pageSize: 50,
    });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const data = res.data as RelationProspectResult;
    const others: string[] = HELD.filter((c) => c.id !== A.id).map((c) => c.id);
    expect(data.list.filter((p) => others.includes(p.entId))).toEqual([]);
    expect(data.total).toBe(0);
    expect(data.excludedHubs).toEqual([{ ...fundHub('6%'), kind: 'C' }]);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type RelationScreenResult } from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { A, B, fundHub, plantFund } from '../fixtures/fundHub';

/** Issue 36 (基金持股): IBA 关系核查 does not relate two parties through a fund's small stakes, and names the fund. */
describe.each(ONE_ENGINE)('IBA 关系核查 leaves out a fund on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;

  beforeAll(async () => {
    t = await withApp({ engine, beforeApp: plantFund });
    analyst = await t.client('analyst');
  }, 120_000);
  afterAll(() => t?.close());

  it('finds no relation between two companies the fund holds 6% and 8% of, and lists the fund as left out', async () => {
    const res = await analyst.post('/esee/iba/relation/screen', {
      parties: [A, B].map((c) => ({ entId: c.id, name: c.name })),
    });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const data = res.data as RelationScreenResult;
    expect(data.pairs).toEqual([]);
    expect(data.linkedPairs).toBe(0);
    expect(data.excludedHubs).toEqual([fundHub('6%、8%')]);
  }, 120_000);
});

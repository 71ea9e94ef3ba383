import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileType,
  ResultCode,
  type BidRiggingResult,
  type KeySurveyResult,
  type RelationshipList,
} from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { A, B, fundHub, HELD, plantFund } from '../fixtures/fundHub';

/** Issue 36 (基金持股): a fund's 1–11% stakes link nobody in PRMA's relationship tools; each names it as left out. */
describe.each(ONE_ENGINE)('PRMA tools leave out a fund’s small stakes on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;

  beforeAll(async () => {
    t = await withApp({ engine, beforeApp: plantFund });
    analyst = await t.client('analyst');
  }, 120_000);
  afterAll(() => t?.close());

  it('企业关系核查 (关系发现) finds no path through the fund and names it with why', async () => {
    const res = await analyst.post(`/esee/relationship/list?entIds=${A.id},${B.id}&maxHops=6`);
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const [pair] = (res.data as RelationshipList).pairs;
    expect(pair!.paths).toEqual([]);
    expect(pair!.hops).toBeNull();
    // The walk from A meets the fund first (its 6% in A) and ends there: nothing is left to meet B's side.
    expect(pair!.cut.hubs).toEqual([{ ...fundHub('6%'), kind: 'C' }]);
  }, 120_000);

  it('重点排查 makes no 集团 of the companies the fund holds, and lists the fund among the hubs', async () => {
    const lines = HELD.map((c, i) => ({ entId: c.id, data: c.name, excelLineNo: i + 2 }));
    const confirmed = (
      await analyst.inject({
        method: 'POST',
        url: '/esee/upload/dataConfirm',
        payload: { fileType: FileType.KEY_SURVEY, fileName: '基金被投企业.xlsx', confirmList: lines },
      })
    ).json();
    expect(confirmed.code, JSON.stringify(confirmed)).toBe(ResultCode.OK);
    const res = await analyst.post(
      `/esee/keySurvey/enhanceList?fileId=${confirmed.data.targetId}&relTypes=invest,post,legal,branch&depth=3`,
    );
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const data = res.data as KeySurveyResult;
    expect(data.groupCount).toBe(0);
    expect(data.unrelated.map((m) => m.entId)).toEqual(HELD.map((c) => c.id));
    expect(data.hubs).toContainEqual({ ...fundHub('1%、3%、6%、8%、11%'), kind: 'C' });
  }, 120_000);

  it('围串标核查 does not link two bidders through the fund’s 6% and 8% stakes, and names it', async () => {
    const res = await analyst.post('/esee/bidRigging/check', {
      bidders: [A, B].map((c) => ({ entId: c.id, name: c.name })),
    });
    expect(res.code, JSON.stringify(res)).toBe(ResultCode.OK);
    const data = res.data as BidRiggingResult;
    expect(data.pairs).toEqual([]);
    expect(data.excludedHubs).toEqual([fundHub('6%、8%')]);
  }, 120_000);
});

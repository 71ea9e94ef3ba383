import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type CompanyCorrections } from '@esee/contracts';
import { ONE_ENGINE, firstEntIds, withApp, type Client, type TestApp } from '../fixtures';

/** 数据纠错 on a record (issue 42): filed by a member, answered by the platform, seen by the whole institution. */
describe.each(ONE_ENGINE)('数据纠错 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let admin: Client;
  let ops: Client;
  let demo2: Client;
  let entId: string;
  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 10, seed: 3, today: new Date('2026-11-22'), recordScale: 0 } });
    [analyst, admin, ops, demo2] = await t.clients('analyst', 'admin', 'ops', 'demo2');
    [entId] = (await firstEntIds(t.database.db, 1)) as [string];
  }, 60_000);
  afterAll(() => t.close());

  const corrections = async (who: Client) =>
    (await who.post('/esee/feedback/corrections', { entId })).data as CompanyCorrections;

  it('files a correction on a record; the platform answers; every member of the institution sees it, no other', async () => {
    const filed = await analyst.post('/esee/feedback/submit', {
      type: 'DATA',
      title: '数据纠错：行政处罚',
      content: '该处罚已于 2025 年撤销，请核实。',
      entId,
      entName: '某公司',
      recordKind: 'penalty',
      recordId: 'R-1',
    });
    expect(filed.code).toBe(ResultCode.OK);
    const id = (filed.data as { id: number }).id;

    // The platform's desk sees the record it is about.
    const desk = (await ops.post('/esee/feedback/detail', { desk: 'platform', id })).data as {
      recordKind: string;
      recordTitle: string;
      recordId: string;
      expected: string;
    };
    expect(desk).toMatchObject({
      recordKind: 'penalty',
      recordTitle: '行政处罚',
      recordId: 'R-1',
      expected: 'platform',
    });
    expect((await ops.post('/esee/feedback/reply', { desk: 'platform', id, content: '已核实并更正' })).code).toBe(
      ResultCode.OK,
    );

    // Another member of the institution sees it on the company, with the platform's answer as members read it.
    const seen = await corrections(admin);
    expect(seen.open).toBe(1);
    expect(seen.list[0]).toMatchObject({
      id,
      recordTitle: '行政处罚',
      statusLabel: '已回复',
      userName: '林晓雯',
      latestReply: { author: '平台客服', content: '已核实并更正' },
    });
    // Another institution sees none of it.
    expect((await corrections(demo2)).list).toEqual([]);
  });

  it('refuses a record without its company and a kind the dictionary does not know', async () => {
    const base = { type: 'DATA', title: '数据纠错', content: '有误' };
    const noCompany = await analyst.post('/esee/feedback/submit', { ...base, recordKind: 'penalty', recordId: 'R-2' });
    expect(noCompany).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '纠错的记录须注明所属企业' });
    const unknown = await analyst.post('/esee/feedback/submit', { ...base, entId, recordKind: 'noSuchKind' });
    expect(unknown).toMatchObject({ code: ResultCode.BAD_REQUEST, message: '记录类型不存在' });
    expect((await corrections(analyst)).list).toHaveLength(1);
  });
});

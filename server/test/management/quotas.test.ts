import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { EXPORT_QUOTA_MESSAGE, ResultCode } from '@esee/contracts';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const SEARCH = '/esee/entInfo/search';
const INST = '/framework/api/ops/quota/inst';
const USER = '/framework/api/org/quota/user';
const USAGE = '/framework/api/org/quota/usage';
const RECORDS = '/esee/record/getRecords4Consume';
const PARAMS = '/esee/param/getParams4Consume';
const DAY_MS = 86_400_000;

describe.each(ONE_ENGINE)('功能额度 and 使用记录 on %s', (engine) => {
  let t: TestApp;
  let ops: Client;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  let analystId: number;
  /** Signs everyone in again: moving the clock by days ends the sessions. */
  const signIn = async () => {
    [ops, admin, analyst, other] = await Promise.all([
      t.client('ops'),
      t.client('admin'),
      t.client('analyst'),
      t.client('demo2'),
    ]);
  };
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    await signIn();
  };
  beforeAll(async () => {
    t = await withApp({ engine });
    await signIn();
    const params = await admin.post(PARAMS, {});
    analystId = params.data.users.find((u: { username: string }) => u.username === 'analyst').userId;
  }, 60_000);
  afterAll(() => t.close());

  const search = (who: Client) => who.post(SEARCH, { entName: '测试' });
  const setInst = (instCode: string, fn: string, limit: number | null, period?: string) =>
    ops.post(INST, { instCode, function: fn, limit, period });
  const row = (list: { function: string; used: number }[], fn: string) => list.find((r) => r.function === fn);

  it('refuses the third search of DEMO with 10504 and its figures, uncounted; DEMO2 is not affected', async () => {
    expect((await setInst('DEMO', 'search', 2, 'DAY')).code).toBe(ResultCode.OK);
    expect((await search(analyst)).code).toBe(ResultCode.OK);
    expect((await search(admin)).code).toBe(ResultCode.OK);
    const refused = await search(analyst);
    expect(refused.code).toBe(ResultCode.QUOTA_EXHAUSTED);
    expect(refused.message).toBe(`${EXPORT_QUOTA_MESSAGE}（企业查询：机构每日额度2次，已用2次）`);
    for (let i = 0; i < 3; i++) expect((await search(other)).code).toBe(ResultCode.OK);
    const usage = await admin.get(USAGE);
    expect(row(usage.data, 'search')).toMatchObject({ limit: 2, period: 'DAY', used: 2, title: '企业查询' });
    expect(row(usage.data, 'graph')).toMatchObject({ limit: null, used: 0 });
    // Another function is not limited by search's quota.
    const ops2 = await ops.get(`${INST}?instCode=demo`);
    expect(ops2.data.instCode).toBe('DEMO');
    expect(row(ops2.data.list, 'search')).toMatchObject({ limit: 2, used: 2 });
    expect(ops2.data.institutions.map((i: { instCode: string }) => i.instCode)).toEqual(
      expect.arrayContaining(['DEMO', 'DEMO2', 'PLATFORM']),
    );
  });

  it('starts again in the next China day; MONTH and TOTAL periods hold longer', async () => {
    // Move to just past the next China midnight.
    const now = t.clock.now().getTime();
    const nextDay = Math.floor((now + 8 * 3600_000) / DAY_MS + 1) * DAY_MS - 8 * 3600_000;
    await advance(nextDay - now + 1000);
    expect(row((await admin.get(USAGE)).data, 'search')).toMatchObject({ used: 0 });
    expect((await search(analyst)).code).toBe(ResultCode.OK);
    // Changing the period recounts the records of the new period: all of them for TOTAL (2 yesterday, 1 today).
    const set = await setInst('DEMO', 'search', 3, 'TOTAL');
    expect(row(set.data, 'search')).toMatchObject({ limit: 3, period: 'TOTAL', used: 3 });
    expect((await search(analyst)).code).toBe(ResultCode.QUOTA_EXHAUSTED);
    await advance(40 * DAY_MS);
    expect((await search(analyst)).code).toBe(ResultCode.QUOTA_EXHAUSTED);
    // Removing the quota: unlimited again.
    expect(row((await setInst('DEMO', 'search', null)).data, 'search')).toMatchObject({ limit: null });
    expect((await search(analyst)).code).toBe(ResultCode.OK);
  });

  it("a member's own quota, within the institution's, limits that member only", async () => {
    await advance(DAY_MS);
    await setInst('DEMO', 'search', 100, 'DAY');
    const over = await admin.post(USER, { userId: analystId, function: 'search', limit: 101, period: 'DAY' });
    expect(over).toMatchObject({ code: 400, message: '成员额度不能超过机构额度' });
    const set = await admin.post(USER, { userId: analystId, function: 'search', limit: 1, period: 'DAY' });
    expect(set.code).toBe(ResultCode.OK);
    expect(set.data.members).toEqual([
      expect.objectContaining({ username: 'analyst', function: 'search', limit: 1, period: 'DAY', used: 0 }),
    ]);
    expect((await search(analyst)).code).toBe(ResultCode.OK);
    const refused = await search(analyst);
    expect(refused).toMatchObject({ code: ResultCode.QUOTA_EXHAUSTED });
    expect(refused.message).toContain('个人每日额度1次，已用1次');
    expect((await search(admin)).code).toBe(ResultCode.OK);
    const now = (await admin.get(USER)).data;
    expect(row(now.institution, 'search')).toMatchObject({ limit: 100, used: 2 });
    expect(now.members[0]).toMatchObject({ used: 1 });
    expect((await admin.post(USER, { userId: analystId, function: 'search', limit: null })).data.members).toEqual([]);
    await setInst('DEMO', 'search', null);
  });

  it('two calls at once cannot both take the last unit', async () => {
    const before = row((await admin.get(USAGE)).data, 'graph')!.used;
    await setInst('DEMO', 'search', 3, 'DAY');
    const used = row((await admin.get(USAGE)).data, 'search')!.used;
    await setInst('DEMO', 'search', used + 3, 'DAY');
    const answers = await Promise.all(Array.from({ length: 8 }, () => search(analyst)));
    expect(answers.filter((a) => a.code === ResultCode.OK)).toHaveLength(3);
    expect(answers.filter((a) => a.code === ResultCode.QUOTA_EXHAUSTED)).toHaveLength(5);
    expect(row((await admin.get(USAGE)).data, 'search')).toMatchObject({ used: used + 3 });
    expect(row((await admin.get(USAGE)).data, 'graph')!.used).toBe(before);
    await setInst('DEMO', 'search', null);
  });

  it('checkUser tells a member whether they may look companies up now, by the quota that binds first', async () => {
    const check = async (who: Client) => (await who.post('/esee/baseinfo/checkUser', {})).data;
    expect(await check(analyst)).toEqual({ allowed: true, message: null, quota: null });
    await advance(DAY_MS);
    await setInst('DEMO', 'search', 5, 'DAY');
    try {
      expect(await check(analyst)).toMatchObject({
        allowed: true,
        quota: { whose: '机构', period: 'DAY', limit: 5, used: 0, remaining: 5 },
      });
      // A member's own quota, tighter than the institution's, binds them first; the others keep the institution's.
      await admin.post(USER, { userId: analystId, function: 'search', limit: 1, period: 'DAY' });
      expect((await check(analyst)).quota).toMatchObject({ whose: '个人', limit: 1, remaining: 1 });
      expect((await search(analyst)).code).toBe(ResultCode.OK);
      const refused = await search(analyst);
      const now = await check(analyst);
      expect(now).toMatchObject({ allowed: false, quota: { whose: '个人', used: 1, remaining: 0 } });
      // The same words as the refused call.
      expect(now.message).toBe(refused.message);
      expect(await check(admin)).toMatchObject({ allowed: true, quota: { whose: '机构', used: 1, remaining: 4 } });
      // Another institution: its own quotas (none).
      expect((await check(other)).quota).toBeNull();
      // Asking is no search: it counts nothing.
      expect(row((await admin.get(USAGE)).data, 'search')).toMatchObject({ used: 1 });
    } finally {
      await admin.post(USER, { userId: analystId, function: 'search', limit: null });
      await setInst('DEMO', 'search', null);
    }
  });

  it('lists the records with filters and sums, and exports them; isolated per institution', async () => {
    // From 60 days ago: the first day's records too (the default is the last 30 days).
    const start = new Date(t.clock.now().getTime() + 8 * 3600_000 - 60 * DAY_MS).toISOString().slice(0, 10);
    const all = await admin.post(RECORDS, { start, pageSize: 50 });
    expect((await admin.post(RECORDS, {})).data.total).toBeLessThan(all.data.total);
    expect(all.code).toBe(ResultCode.OK);
    expect(all.data.total).toBeGreaterThan(5);
    expect(all.data.list[0]).toMatchObject({ function: 'search', title: '企业查询', units: 1 });
    expect(all.data.list.every((r: { username: string }) => ['admin', 'analyst'].includes(r.username))).toBe(true);
    const sum = (rows: { units: number }[]) => rows.reduce((n, r) => n + r.units, 0);
    expect(sum(all.data.byFunction)).toBe(all.data.total);
    expect(sum(all.data.byDay)).toBe(all.data.total);
    expect(all.data.byDay.length).toBeGreaterThan(1);
    expect(all.data.topUsers[0]).toMatchObject({ userId: analystId, label: '林晓雯' });

    const mine = await admin.post(RECORDS, { start, userId: analystId, function: 'search', pageSize: 50 });
    expect(mine.data.total).toBe(all.data.topUsers[0].units);
    expect(mine.data.list.every((r: { username: string }) => r.username === 'analyst')).toBe(true);
    expect((await admin.post(RECORDS, { start, function: 'graph' })).data.total).toBe(0);
    expect((await admin.post(RECORDS, { start: '2000-01-01', end: '2000-01-02' })).data.total).toBe(0);

    // DEMO2 sees its own three searches only; the platform reads DEMO's with instCode.
    const theirs = await other.post(RECORDS, { start });
    expect(theirs.data.total).toBe(3);
    expect((await ops.post(RECORDS, { start, instCode: 'DEMO', pageSize: 50 })).data.total).toBe(all.data.total);
    expect((await ops.post(PARAMS, { instCode: 'DEMO2' })).data.users).toHaveLength(1);

    const file = await admin.inject({
      method: 'GET',
      url: `/esee/record/exportRecords4Consume?start=${start}&userId=${analystId}`,
    });
    expect(file.headers['content-disposition']).toContain('.xlsx');
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(file.rawPayload).Sheets['使用记录']!, { header: 1 });
    expect(rows[0]).toEqual(['时间（北京时间）', '用户名', '姓名', '功能', '次数']);
    expect(rows.length - 1).toBe(mine.data.total);
  });

  it('refuses bad input, other institutions and members without the rights', async () => {
    expect((await setInst('DEMO', 'nosuch', 1)).code).toBe(400);
    expect((await setInst('DEMO', 'search', -1)).code).toBe(400);
    expect((await setInst('NOSUCH', 'search', 1)).code).toBe(404);
    expect((await admin.post(RECORDS, { start: '2026-02-01', end: '2026-01-01' })).code).toBe(400);
    expect((await admin.post(RECORDS, { start: '2024-01-01', end: '2026-01-01' })).code).toBe(400);
    expect((await admin.post(RECORDS, { pageSize: 500 })).code).toBe(400);
    // An institution manager of DEMO is refused every platform call, and another institution's records.
    expect((await admin.get(INST)).code).toBe(403);
    expect((await admin.post(INST, { instCode: 'DEMO', function: 'search', limit: 9 })).code).toBe(403);
    expect((await admin.post(RECORDS, { instCode: 'DEMO2' })).code).toBe(403);
    expect((await admin.post(PARAMS, { instCode: 'DEMO2' })).code).toBe(403);
    // Another institution's member answers as missing.
    expect((await other.post(USER, { userId: analystId, function: 'search', limit: 1 })).code).toBe(404);
    expect((await other.post(RECORDS, { userId: analystId })).code).toBe(404);
    // Staff without fmk.
    for (const [method, url] of [
      ['GET', USER],
      ['GET', USAGE],
      ['POST', RECORDS],
      ['POST', PARAMS],
      ['GET', '/esee/record/exportRecords4Consume'],
    ] as const)
      expect((method === 'POST' ? await analyst.post(url, {}) : await analyst.get(url)).code, url).toBe(403);
    expect((await analyst.post(USER, { userId: analystId, function: 'search', limit: 5 })).code).toBe(403);
  });
});

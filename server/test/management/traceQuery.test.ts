import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { Client, ONE_ENGINE, withApp, type TestApp } from '../fixtures';

const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

describe.each(ONE_ENGINE)('访问轨迹 and 操作统计 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  let ops: Client;
  let today: string;
  const ids: Record<string, number> = {};
  const PAGES = {
    A: { path: '/management/memberList', title: '成员管理', moduleId: '101' },
    B: { path: '/management/loginLog', title: '登录日志', moduleId: '102' },
    C: { path: '/systemMonitoring/his', title: '访问轨迹', moduleId: '103' },
  };

  /** Enter pages one after another as the shell does: each names the one before, each settles. */
  const walk = async (who: Client, pages: (keyof typeof PAGES)[], linked = true) => {
    let pre: string | undefined;
    for (const p of pages) {
      const { path, title, moduleId } = PAGES[p];
      const begun = await who.post('/framework/api/act/trace/addTrace', {
        actKey: 'menu.enter',
        preTraceId: linked ? pre : undefined,
        path,
        moduleId,
        moduleName: '机构管理',
        moduleCustomizeName: title,
      });
      pre = begun.data.traceId as string;
      t.clock.advance(400);
      expect((await who.post('/framework/api/act/trace/confirmTrace', { traceId: pre, actStatus: 1 })).code).toBe(200);
      t.clock.advance(4_600);
    }
  };
  const range = () => ({ start: today, end: today });

  beforeAll(async () => {
    t = await withApp({ engine });
    [admin, analyst, ops] = await Promise.all([t.client('admin'), t.client('analyst'), t.client('ops')]);
    // A real login: DEMO2's login log and its administrator's login history are read below.
    other = new Client(t.app, await t.login('DEMO2', 'admin'));
    today = chinaDay(t.clock.now());
    const users = await t.database.db
      .selectFrom('app_user as u')
      .innerJoin('institution as i', 'i.id', 'u.inst_id')
      .select(['u.id', 'u.username', 'i.code'])
      .execute();
    for (const u of users) ids[`${u.code}/${u.username}`] = u.id;
    await walk(admin, ['A', 'B', 'C']);
    // As the shell does: it names its call-trace id as the previous, which links nothing; steps still count.
    await walk(analyst, ['A', 'B'], false);
    await walk(other, ['A']);
  }, 60_000);
  afterAll(() => t.close());

  it('lists the page visits of the institution with member, department, page and times', async () => {
    const page = await admin.post('/framework/api/act/actTraceQuery/pageList', { ...range(), pageSize: 50 });
    expect(page.code).toBe(ResultCode.OK);
    expect(page.data.total).toBe(5);
    const first = page.data.list.at(-1);
    expect(first).toMatchObject({
      username: 'admin',
      name: '周明远',
      unitName: '信息科技部',
      instName: expect.any(String),
      path: PAGES.A.path,
      title: '成员管理',
      actStatus: 1,
      loadMs: 400,
      stayMs: 5_000,
    });
    // The last page of a walk has no next one: its stay is unknown.
    expect(page.data.list[0]).toMatchObject({ username: 'analyst', path: PAGES.B.path, stayMs: null });
    const mine = await admin.post('/framework/api/act/actTraceQuery/pageList', {
      ...range(),
      userId: ids['DEMO/analyst'],
    });
    expect(mine.data.total).toBe(2);
    const byPage = await admin.post('/framework/api/act/actTraceQuery/pageList', { ...range(), moduleId: '101' });
    expect(byPage.data.total).toBe(2);
    const units = (await admin.post('/framework/api/act/actTraceQuery/searchDeptParam', {})).data as {
      id: number;
      name: string;
    }[];
    const finance = units.find((u) => u.name === '公司金融部')!;
    expect(
      (await admin.post('/framework/api/act/actTraceQuery/pageList', { ...range(), unitId: finance.id })).data.total,
    ).toBe(2);
    // Another day: nothing.
    expect(
      (await admin.post('/framework/api/act/actTraceQuery/pageList', { start: '2020-01-01', end: '2020-01-02' })).data
        .total,
    ).toBe(0);
  });

  it("answers one member's day as ordered steps, the page flow graph and the per-page summary", async () => {
    const route = await admin.post('/framework/api/act/actTraceQuery/route', {
      userId: ids['DEMO/admin'],
      day: today,
    });
    expect(route.data.steps.map((s: { path: string }) => s.path)).toEqual([PAGES.A.path, PAGES.B.path, PAGES.C.path]);
    expect(route.data.steps[1].preTraceId).toBe(route.data.steps[0].traceId);

    const graph = await admin.post('/framework/api/act/actTraceQuery/graph', range());
    expect(graph.data.edges).toEqual([
      { from: PAGES.A.path, to: PAGES.B.path, count: 2 },
      { from: PAGES.B.path, to: PAGES.C.path, count: 1 },
    ]);
    // With a page chosen, the steps into it and out of it.
    const intoC = await admin.post('/framework/api/act/actTraceQuery/graph', {
      ...range(),
      moduleId: PAGES.C.moduleId,
    });
    expect(intoC.data.edges).toEqual([{ from: PAGES.B.path, to: PAGES.C.path, count: 1 }]);
    const aroundB = await admin.post('/framework/api/act/actTraceQuery/graph', {
      ...range(),
      moduleId: PAGES.B.moduleId,
    });
    expect(aroundB.data.edges).toHaveLength(2);
    expect(graph.data.nodes).toEqual(
      expect.arrayContaining([
        { key: PAGES.A.path, title: '成员管理', visits: 2 },
        { key: PAGES.C.path, title: '访问轨迹', visits: 1 },
      ]),
    );
    const summary = await admin.post('/framework/api/act/actTraceQuery/apiPageList', range());
    expect(summary.data.total).toBe(3);
    expect(summary.data.list.find((r: { path: string }) => r.path === PAGES.A.path)).toMatchObject({
      path: PAGES.A.path,
      visits: 2,
      users: 2,
      failed: 0,
      avgLoadMs: 400,
    });

    const seen = await admin.get('/framework/api/act/actTraceQuery/searchFunctionParam');
    expect(seen.data.map((p: { title: string }) => p.title).sort()).toEqual(
      ['成员管理', '登录日志', '访问轨迹'].sort(),
    );
    const manage = await admin.get('/framework/api/act/actTraceQuery/searchManageFunctionParam');
    expect(manage.data).toHaveLength(3);
  });

  it('exports the filtered visits as an .xlsx workbook', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/framework/api/act/actTraceQuery/exportFile',
      payload: range(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers.filename))).toBe(`访问轨迹_${today}_${today}.xlsx`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps institutions apart; the platform administrator reads any by instCode', async () => {
    const theirs = await other.post('/framework/api/act/actTraceQuery/pageList', range());
    expect(theirs.data.total).toBe(1);
    expect(theirs.data.list[0].username).toBe('admin');
    // DEMO's member and department, named by DEMO2: missing.
    expect(
      (await other.post('/framework/api/act/actTraceQuery/route', { userId: ids['DEMO/admin'], day: today })).code,
    ).toBe(404);
    expect(
      (await other.post('/framework/api/act/actTraceQuery/pageList', { ...range(), userId: ids['DEMO/analyst'] })).code,
    ).toBe(404);
    expect(
      (await admin.post('/framework/api/act/actTraceQuery/pageList', { ...range(), instCode: 'DEMO2' })).code,
    ).toBe(404);
    expect((await admin.get('/framework/api/org/loginLog?instCode=DEMO2')).code).toBe(404);

    expect(
      (await ops.post('/framework/api/act/actTraceQuery/pageList', { ...range(), instCode: 'DEMO' })).data.total,
    ).toBe(5);
    expect(
      (await ops.post('/framework/api/act/actTraceQuery/pageList', { ...range(), instCode: 'demo2' })).data.total,
    ).toBe(1);
    expect((await ops.post('/framework/api/act/actTraceQuery/pageList', { ...range(), instCode: 'NOSUCH' })).code).toBe(
      404,
    );
    const insts = await ops.post('/framework/api/act/actTraceQuery/searchInstParam', {});
    expect(insts.data.map((i: { instCode: string }) => i.instCode)).toEqual(
      expect.arrayContaining(['DEMO', 'DEMO2', 'PLATFORM']),
    );
    const depts = await ops.post('/framework/api/act/actTraceQuery/searchDeptParam', { instCode: 'DEMO2' });
    expect(depts.data.map((d: { name: string }) => d.name)).toContain('投资银行部');
    // 在线用户 and 登录日志 of another institution, for the platform administrator.
    const log = await ops.get('/framework/api/org/loginLog?instCode=DEMO2');
    expect(log.data.list.every((r: { instName: string }) => r.instName === log.data.list[0].instName)).toBe(true);
    expect(log.data.list.map((r: { username: string }) => r.username)).toEqual(['admin']);
    const online = await ops.get('/framework/api/org/online?instCode=DEMO');
    expect(online.data.list.map((r: { username: string }) => r.username).sort()).toEqual(['admin', 'analyst']);
  });

  it('refuses members without the rights, bad ranges, and platform calls to an institution manager', async () => {
    for (const url of [
      '/framework/api/act/actTraceQuery/pageList',
      '/framework/api/act/actTraceQuery/graph',
      '/esee/record/getRecords4Opera',
    ])
      expect((await analyst.post(url, { ...range(), groupBy: 'day' })).code, url).toBe(403);
    expect((await admin.post('/framework/api/act/actTraceQuery/searchInstParam', {})).code).toBe(403);
    expect((await admin.post('/esee/record/getRecords4Opera', { ...range(), groupBy: 'inst' })).code).toBe(403);
    expect(
      (await admin.post('/framework/api/act/actTraceQuery/pageList', { start: today, end: '2020-01-01' })).message,
    ).toBe('开始日期不能晚于结束日期');
    expect(
      (await admin.post('/framework/api/act/actTraceQuery/pageList', { start: '2020-01-01', end: '2022-01-01' })).code,
    ).toBe(400);
    expect(
      (await admin.post('/framework/api/act/actTraceQuery/pageList', { start: '2020-1-1', end: today })).code,
    ).toBe(400);
    expect((await admin.post('/esee/record/getRecords4Opera', { ...range(), groupBy: 'week' })).code).toBe(400);
  });

  it('counts visits and active members by day, page, member, department and institution', async () => {
    const week = {
      start: new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10),
      end: today,
    };
    const byDay = await admin.post('/esee/record/getRecords4Opera', { ...week, groupBy: 'day' });
    expect(byDay.data.total).toEqual({ visits: 5, users: 2 });
    expect(byDay.data.list).toHaveLength(7);
    expect(byDay.data.list.at(-1)).toEqual({ key: today, label: today, visits: 5, users: 2 });
    const byModule = await admin.post('/esee/record/getRecords4Opera', { ...range(), groupBy: 'module' });
    expect(byModule.data.list).toContainEqual({ key: PAGES.A.path, label: '成员管理', visits: 2, users: 2 });
    const byUser = await admin.post('/esee/record/getRecords4Opera', { ...range(), groupBy: 'user' });
    expect(byUser.data.list.map((r: { label: string; visits: number }) => [r.label, r.visits])).toEqual([
      ['周明远', 3],
      ['林晓雯', 2],
    ]);
    const byUnit = await admin.post('/esee/record/getRecords4Opera', { ...range(), groupBy: 'unit' });
    expect(byUnit.data.list.map((r: { label: string }) => r.label)).toEqual(['信息科技部', '公司金融部']);
    const byInst = await ops.post('/esee/record/getRecords4Opera', { ...range(), groupBy: 'inst' });
    const demo = byInst.data.list.find((r: { key: string }) => r.key === 'DEMO');
    expect(demo).toMatchObject({ visits: 5, users: 2, logins: expect.any(Number) });
    expect(demo.members).toBeGreaterThanOrEqual(2);
    expect(byInst.data.list.find((r: { key: string }) => r.key === 'DEMO2')).toMatchObject({ visits: 1, users: 1 });

    const params = await admin.post('/esee/param/getParams4Opera', {});
    expect(params.data).toMatchObject({ instCode: 'DEMO', end: today });
    expect(params.data.groupBys.map((g: { value: string }) => g.value)).not.toContain('inst');
    expect(
      (await ops.post('/esee/param/getParams4Opera', {})).data.groupBys.map((g: { value: string }) => g.value),
    ).toContain('inst');
  });

  it("answers each member's activity and its spread over hours and weekdays", async () => {
    const page = await admin.post('/esee/userAnalysis/getAnalysisPage', { ...range(), pageSize: 50 });
    expect(page.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ username: 'admin', visits: 3, activeDays: 1, lastActiveAt: expect.any(String) }),
      expect.objectContaining({ username: 'analyst', visits: 2, activeDays: 1 }),
    ]);
    expect(page.data.total).toBe(page.data.list.length);
    const found = await admin.post('/esee/userAnalysis/getAnalysisPage', { ...range(), keyword: '林' });
    expect(found.data.list.map((r: { username: string }) => r.username)).toEqual(['analyst']);
    const spread = await admin.post('/esee/userAnalysis/getDistribute', range());
    expect(spread.data.byHour).toHaveLength(24);
    expect(spread.data.byWeekday).toHaveLength(7);
    expect(spread.data.byHour.reduce((a: number, b: number) => a + b, 0)).toBe(5);
    expect(spread.data.byWeekday.reduce((a: number, b: number) => a + b, 0)).toBe(5);
  });

  it("answers the caller's own last login and login history", async () => {
    expect((await other.get('/esee/userLogin/getLastLoginTime')).data).toEqual({
      lastLoginTime: null,
      ip: null,
    });
    const again = new Client(t.app, await t.login('DEMO2', 'admin'));
    const last = await again.get('/esee/userLogin/getLastLoginTime');
    expect(last.data.lastLoginTime).toEqual(expect.any(String));
    const history = await again.post('/esee/userLogin/getHistoryLoginTime', { pageNum: 1, pageSize: 10 });
    expect(history.data.total).toBe(2);
    expect(history.data.list[0]).toMatchObject({ outcome: 'SUCCESS' });
  });

  it("sees only one's own traces under the data scope 仅本人", async () => {
    const db = t.database.db;
    const role = await db
      .selectFrom('app_user')
      .select('role_id')
      .where('id', '=', ids['DEMO/analyst']!)
      .executeTakeFirstOrThrow();
    await db.insertInto('role_right').values({ role_id: role.role_id, right_key: 'fmk' }).execute();
    await db.updateTable('role').set({ data_scope: 'SELF' }).where('id', '=', role.role_id).execute();
    const page = await analyst.post('/framework/api/act/actTraceQuery/pageList', range());
    expect(page.data.total).toBe(2);
    expect(page.data.list.every((r: { username: string }) => r.username === 'analyst')).toBe(true);
    const graph = await analyst.post('/framework/api/act/actTraceQuery/graph', range());
    expect(graph.data.edges).toEqual([{ from: PAGES.A.path, to: PAGES.B.path, count: 1 }]);
    const stats = await analyst.post('/esee/record/getRecords4Opera', { ...range(), groupBy: 'user' });
    expect(stats.data.list.map((r: { label: string }) => r.label)).toEqual(['林晓雯']);
  });
});

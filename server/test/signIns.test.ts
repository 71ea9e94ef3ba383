import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrgMessage, ResultCode } from '@esee/contracts';
import { ENGINES, as, startTestApp, type TestApp } from './fixtures';
import { today } from '../src/platform/clock';

describe.each(ENGINES)('在线用户 and 登录日志 on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let analyst: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    [admin, analyst, other] = await Promise.all([
      t.login('DEMO', 'admin'),
      t.login('DEMO', 'analyst'),
      t.login('DEMO2', 'admin'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    (await t.app.inject(as(who, { method, url, payload }))).json();
  type Row = { username: string; outcome: string; ip: string | null; userAgent: string | null; sessionId: number };

  it('keeps every password login of the institution: success, wrong password, unknown user; not another institution', async () => {
    await t.loginAs({ instCode: 'DEMO', authName: 'analyst', pwd: 'Wrong@2026' }, { 'user-agent': 'TestBrowser/1.0' });
    await t.loginAs({ instCode: 'DEMO', authName: 'nobody.here', pwd: 'Wrong@2026' });
    await t.loginAs({ instCode: 'NOSUCH', authName: 'analyst', pwd: 'Wrong@2026' });
    const log = await call(admin, 'GET', '/framework/api/org/loginLog?page_size=50');
    expect(log.code).toBe(ResultCode.OK);
    const rows = log.data.list as Row[];
    expect(rows[0]).toMatchObject({ username: 'nobody.here', outcome: 'FAILURE' });
    expect(rows[1]).toMatchObject({ username: 'analyst', outcome: 'FAILURE', userAgent: 'TestBrowser/1.0' });
    expect(rows[1]!.ip).toBeTruthy();
    expect(rows.filter((r) => r.outcome === 'SUCCESS').map((r) => r.username)).toEqual(
      expect.arrayContaining(['admin', 'analyst']),
    );
    expect(rows.some((r) => r.username === 'admin' && r.outcome === 'SUCCESS')).toBe(true);
    // DEMO2's manager sees only DEMO2's own logins.
    const theirs = (await call(other, 'GET', '/framework/api/org/loginLog?page_size=50')).data.list as Row[];
    expect(theirs.map((r) => r.username)).toEqual(['admin']);
    // Filters: outcome, keyword, days.
    const failed = await call(admin, 'GET', '/framework/api/org/loginLog?outcome=FAILURE&keyword=analyst');
    expect(failed.data).toMatchObject({ total: 1, list: [{ username: 'analyst', outcome: 'FAILURE' }] });
    expect((await call(admin, 'GET', '/framework/api/org/loginLog?keyword=TestBrowser')).data.total).toBe(1);
    const day = today();
    expect((await call(admin, 'GET', `/framework/api/org/loginLog?start=${day}&end=${day}`)).data.total).toBe(
      log.data.total,
    );
    expect((await call(admin, 'GET', '/framework/api/org/loginLog?end=2000-01-01')).data.total).toBe(0);
  });

  it('refuses bad filters and members without fmk', async () => {
    expect((await call(admin, 'GET', '/framework/api/org/loginLog?outcome=MAYBE')).code).toBe(400);
    expect((await call(admin, 'GET', '/framework/api/org/loginLog?start=2026-13')).code).toBe(400);
    expect((await call(admin, 'GET', '/framework/api/org/loginLog?start=2026-02-01&end=2026-01-01')).message).toBe(
      '开始日期不能晚于结束日期',
    );
    for (const url of ['/framework/api/org/loginLog', '/framework/api/org/online'])
      expect((await call(analyst, 'GET', url)).code, url).toBe(403);
    expect((await call(analyst, 'POST', '/framework/api/org/online/kick', { sessionId: 1 })).code).toBe(403);
  });

  it("lists the institution's live sessions and ends one; not one's own, not another institution's", async () => {
    const second = await t.login('DEMO', 'analyst');
    const online = await call(admin, 'GET', '/framework/api/org/online?keyword=analyst');
    expect(online.code).toBe(ResultCode.OK);
    const sessions = online.data.list as (Row & { current: boolean })[];
    expect(sessions.length).toBe(2);
    expect(sessions.every((s) => s.username === 'analyst' && !s.current)).toBe(true);
    const mine = (await call(admin, 'GET', '/framework/api/org/online?keyword=admin')).data.list;
    expect(mine).toEqual([expect.objectContaining({ username: 'admin', current: true })]);
    expect((await call(other, 'GET', '/framework/api/org/online')).data.list.map((s: Row) => s.username)).toEqual([
      'admin',
    ]);

    // Another institution's session answers as missing; one's own is refused.
    expect(
      await call(other, 'POST', '/framework/api/org/online/kick', { sessionId: sessions[0]!.sessionId }),
    ).toMatchObject({ code: 404 });
    expect(await call(admin, 'POST', '/framework/api/org/online/kick', { sessionId: mine[0].sessionId })).toMatchObject(
      {
        code: 400,
        message: OrgMessage.NOT_SELF,
      },
    );
    // Ending the newer session: that token stops working at once, the other goes on.
    const newest = sessions[0]!.sessionId;
    expect((await call(admin, 'POST', '/framework/api/org/online/kick', { sessionId: newest })).code).toBe(200);
    const ended = await t.app.inject(as(second, { method: 'GET', url: '/framework/api/user/menu' }));
    const kept = await t.app.inject(as(analyst, { method: 'GET', url: '/framework/api/user/menu' }));
    expect(ended.json().code).not.toBe(200);
    expect(kept.json().code).toBe(200);
    expect((await call(admin, 'GET', '/framework/api/org/online?keyword=analyst')).data.total).toBe(1);
    expect((await call(admin, 'POST', '/framework/api/org/online/kick', { sessionId: newest })).code).toBe(404);

    // Quiet for longer than the window: not online any more.
    t.clock.advance(31 * 60_000);
    expect((await call(admin, 'GET', '/framework/api/org/online?keyword=analyst')).data.total).toBe(0);
  });
});

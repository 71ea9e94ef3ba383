import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrgMessage, ResultCode } from '@esee/contracts';
import { Client, ONE_ENGINE, withApp, type TestApp } from '../fixtures';
import { today } from '../../src/platform/clock';

describe.each(ONE_ENGINE)('在线用户 and 登录日志 on %s', (engine) => {
  let t: TestApp;
  let admin: Client;
  let analyst: Client;
  let other: Client;
  /** A real login: the login log and the online list are what these tests read. */
  const signIn = async (instCode: string, username: string) => new Client(t.app, await t.login(instCode, username));
  beforeAll(async () => {
    t = await withApp({ engine });
    [admin, analyst, other] = await Promise.all([
      signIn('DEMO', 'admin'),
      signIn('DEMO', 'analyst'),
      signIn('DEMO2', 'admin'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  type Row = { username: string; outcome: string; ip: string | null; userAgent: string | null; sessionId: number };

  it('keeps every password login of the institution: success, wrong password, unknown user; not another institution', async () => {
    await t.loginAs({ instCode: 'DEMO', authName: 'analyst', pwd: 'Wrong@2026' }, { 'user-agent': 'TestBrowser/1.0' });
    await t.loginAs({ instCode: 'DEMO', authName: 'nobody.here', pwd: 'Wrong@2026' });
    await t.loginAs({ instCode: 'NOSUCH', authName: 'analyst', pwd: 'Wrong@2026' });
    const log = await admin.get('/framework/api/org/loginLog?page_size=50');
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
    const theirs = (await other.get('/framework/api/org/loginLog?page_size=50')).data.list as Row[];
    expect(theirs.map((r) => r.username)).toEqual(['admin']);
    // Filters: outcome, keyword, days.
    const failed = await admin.get('/framework/api/org/loginLog?outcome=FAILURE&keyword=analyst');
    expect(failed.data).toMatchObject({ total: 1, list: [{ username: 'analyst', outcome: 'FAILURE' }] });
    expect((await admin.get('/framework/api/org/loginLog?keyword=TestBrowser')).data.total).toBe(1);
    const day = today();
    expect((await admin.get(`/framework/api/org/loginLog?start=${day}&end=${day}`)).data.total).toBe(log.data.total);
    expect((await admin.get('/framework/api/org/loginLog?end=2000-01-01')).data.total).toBe(0);
  });

  it('refuses bad filters and members without fmk', async () => {
    expect((await admin.get('/framework/api/org/loginLog?outcome=MAYBE')).code).toBe(400);
    expect((await admin.get('/framework/api/org/loginLog?start=2026-13')).code).toBe(400);
    expect((await admin.get('/framework/api/org/loginLog?start=2026-02-01&end=2026-01-01')).message).toBe(
      '开始日期不能晚于结束日期',
    );
    for (const url of ['/framework/api/org/loginLog', '/framework/api/org/online'])
      expect((await analyst.get(url)).code, url).toBe(403);
    expect((await analyst.post('/framework/api/org/online/kick', { sessionId: 1 })).code).toBe(403);
  });

  it("lists the institution's live sessions and ends one; not one's own, not another institution's", async () => {
    const second = await signIn('DEMO', 'analyst');
    const online = await admin.get('/framework/api/org/online?keyword=analyst');
    expect(online.code).toBe(ResultCode.OK);
    const sessions = online.data.list as (Row & { current: boolean })[];
    expect(sessions.length).toBe(2);
    expect(sessions.every((s) => s.username === 'analyst' && !s.current)).toBe(true);
    const mine = (await admin.get('/framework/api/org/online?keyword=admin')).data.list;
    expect(mine).toEqual([expect.objectContaining({ username: 'admin', current: true })]);
    expect((await other.get('/framework/api/org/online')).data.list.map((s: Row) => s.username)).toEqual(['admin']);

    // Another institution's session answers as missing; one's own is refused.
    expect(await other.post('/framework/api/org/online/kick', { sessionId: sessions[0]!.sessionId })).toMatchObject({
      code: 404,
    });
    expect(await admin.post('/framework/api/org/online/kick', { sessionId: mine[0].sessionId })).toMatchObject({
      code: 400,
      message: OrgMessage.NOT_SELF,
    });
    // Ending the newer session: that token stops working at once, the other goes on.
    const newest = sessions[0]!.sessionId;
    expect((await admin.post('/framework/api/org/online/kick', { sessionId: newest })).code).toBe(200);
    const ended = await second.get('/framework/api/user/menu');
    const kept = await analyst.get('/framework/api/user/menu');
    expect(ended.code).not.toBe(200);
    expect(kept.code).toBe(200);
    expect((await admin.get('/framework/api/org/online?keyword=analyst')).data.total).toBe(1);
    expect((await admin.post('/framework/api/org/online/kick', { sessionId: newest })).code).toBe(404);

    // Quiet for longer than the window: not online any more.
    t.clock.advance(31 * 60_000);
    expect((await admin.get('/framework/api/org/online?keyword=analyst')).data.total).toBe(0);
  });
});

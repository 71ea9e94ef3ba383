import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ONE_ENGINE, PASSWORD, type TestApp } from '../fixtures';
import { addUser } from '../fixtures';
import { answersWithData, startDataApp, type LogLines } from './fixtures';

const INVALID_SESSION = { code: 9998, data: null, message: '登录已失效，请重新登录' };

/** Each finding of the attacker's probe (issue: security and bad input), as a test that it stays fixed. */
describe.each(ONE_ENGINE)('security findings on %s', (engine) => {
  let t: TestApp & { log: LogLines };
  let analyst: Client;
  let noRights: Client;
  let entId: string;
  beforeAll(async () => {
    t = await startDataApp(engine, { env: { CAPTCHA: 'off', CALLS_PER_MINUTE: 'graph:5' } });
    await addUser(t.database.db, 'DEMO', 'norights', ['app:cba']);
    // A real login: the log must hold no token of it, the login's answer included.
    analyst = new Client(t.app, await t.login('DEMO', 'analyst'));
    noRights = await t.client({ instCode: 'DEMO', username: 'norights' });
    entId = (await t.database.db.selectFrom('company').select('ent_id').limit(1).executeTakeFirstOrThrow()).ent_id;
  }, 120_000);
  afterAll(() => t?.close());

  it('decides access on the route matched, not the URL text: an encoded path is refused like the plain one', async () => {
    for (const url of [
      `/%65see/baseinfo/exportBaseInfo?entId=${entId}`,
      `/esee/baseinfo/%65xportBaseInfo?entId=${entId}`,
      `/esee%2Fbaseinfo/exportBaseInfo?entId=${entId}`,
      `/%65see/user/info`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(answersWithData(res), url).toBe(false);
      // A path the router decodes to the route meets the route's guard; `%2F` matches no route at all.
      if (!url.includes('%2F')) expect([res.statusCode, res.json()], url).toEqual([401, INVALID_SESSION]);
    }
    const search = await t.app.inject({
      method: 'POST',
      url: '/%65see/baseinfo/likeByCompanyName',
      payload: { companyName: '科技' },
    });
    expect([search.statusCode, search.json()]).toEqual([401, INVALID_SESSION]);
    // With a session the encoded path is the route itself: the right is checked, then it answers.
    const withoutRight = await noRights.inject({
      method: 'GET',
      url: `/%65see/baseinfo/exportBaseInfo?entId=${entId}`,
    });
    expect([withoutRight.statusCode, withoutRight.json().code]).toEqual([403, 403]);
    const allowed = await analyst.inject({ method: 'GET', url: `/%65see/baseinfo/exportBaseInfo?entId=${entId}` });
    expect([allowed.statusCode, allowed.headers['content-disposition']]).toEqual([
      200,
      expect.stringContaining('xlsx'),
    ]);
  });

  it('answers malformed input with a 4xx in the envelope, never a server error', async () => {
    const cases: { name: string; request: InjectOptions; code: number; message?: RegExp }[] = [
      {
        name: 'id beyond 32 bits',
        request: { method: 'GET', url: '/esee/projectManage/detail?id=2147483648' },
        code: 400,
      },
      {
        name: 'page 1e20',
        request: { method: 'POST', url: '/esee/entInfo/search', payload: { entName: '科技', pageno: 1e20 } },
        code: 400,
      },
      {
        name: 'NUL in a query',
        request: { method: 'GET', url: '/framework/displayLog?instCode=a%00b' },
        code: 400,
        message: /不允许的字符/,
      },
      {
        name: 'lone surrogate in a JSON string',
        request: {
          method: 'POST',
          url: '/esee/upload/matchResult',
          headers: { 'content-type': 'application/json' },
          payload: '{"fileName":"\\ud800x","origDataList":[]}',
        },
        code: 400,
        message: /不允许的字符/,
      },
      {
        name: '__proto__ as a detail name',
        request: { method: 'POST', url: '/esee/microDetail/__proto__', payload: { entId } },
        code: 404,
      },
      {
        name: 'valueOf as a detail name',
        request: { method: 'POST', url: '/esee/microDetail/valueOf', payload: { entId } },
        code: 404,
      },
      {
        name: 'hasOwnProperty as a detail name',
        request: { method: 'POST', url: '/esee/microDetail/hasOwnProperty', payload: { entId } },
        code: 404,
      },
      {
        name: 'trace status out of range',
        request: {
          method: 'POST',
          url: '/framework/api/act/trace/addTrace',
          payload: { actKey: 'k', actStatus: -1 },
        },
        code: 400,
      },
      {
        name: 'year 0000',
        request: { method: 'POST', url: '/esee/monitorAlert/list', payload: { dateFrom: '0000-01-01' } },
        code: 400,
        message: /^开始日期格式不正确$/,
      },
      {
        name: 'a key that reaches the prototype',
        request: {
          method: 'POST',
          url: '/esee/entInfo/search',
          headers: { 'content-type': 'application/json' },
          payload: '{"entName":"科技","constructor":{"prototype":{"x":1}}}',
        },
        code: 400,
      },
    ];
    const errorsBefore = t.log.errors().length;
    for (const c of cases) {
      const res = await analyst.inject(c.request);
      expect(res.statusCode, c.name).toBe(c.code);
      const body = res.json();
      expect(body.code, c.name).toBe(c.code);
      expect(body.message, c.name).toMatch(c.message ?? /\S/);
      expect(res.body, c.name).not.toMatch(/stack|at .*\.(ts|js):\d+/);
    }
    expect(t.log.errors().slice(errorsBefore)).toEqual([]);
  });

  it('takes the session token from its headers only, and never logs a token from a URL', async () => {
    const inUrl = await t.app.inject({ method: 'GET', url: '/esee/user/info', query: { token: analyst.token } });
    expect(inUrl.json()).toEqual(INVALID_SESSION);
    await t.app.inject({ method: 'POST', url: '/framework/login_token?token=secret-ticket-value' });
    await t.app.inject({
      method: 'GET',
      url: '/external/auth/redirect?accessToken=secret-access-token&redirect=/main',
    });
    const logged = JSON.stringify(t.log.lines);
    expect(logged).toContain('token=[REDACTED]');
    expect(logged).not.toContain('secret-ticket-value');
    expect(logged).not.toContain('secret-access-token');
    expect(logged).not.toContain(analyst.token);
  });

  it('binds every sealed login to a one-time server nonce, the captcha switched off or not', async () => {
    const uuid = await t.nonce();
    const sealed = await t.seal(PASSWORD, uuid);
    const body = { instCode: 'DEMO', authName: 'analyst', pwd: sealed, authType: 'RSA-OAEP-256' };
    const first = await t.app.inject({ method: 'POST', url: '/framework/login', headers: { uuid }, payload: body });
    expect(first.json().code).toBe(200);
    const replayed = await t.app.inject({ method: 'POST', url: '/framework/login', headers: { uuid }, payload: body });
    expect(replayed.json()).toEqual({ code: 400, data: null, message: '密码加密信息无效，请刷新页面后重试' });
    const withoutNonce = await t.app.inject({ method: 'POST', url: '/framework/login', payload: body });
    expect(withoutNonce.json().code).toBe(400);
  });

  it("links a trace only to the user's own previous trace", async () => {
    const url = '/framework/api/act/trace/addTrace';
    const mine = (await analyst.post(url, { actKey: 'menu:a' })).data.traceId;
    const theirs = (await noRights.post(url, { actKey: 'menu:b', preTraceId: mine })).data;
    expect(theirs.preTraceId).toBeNull();
    expect((await analyst.post(url, { actKey: 'menu:c', preTraceId: mine })).data.preTraceId).toBe(mine);
  });

  it('tells no cache to keep an answer', async () => {
    const info = await analyst.inject({ method: 'GET', url: '/esee/user/info' });
    expect(info.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/esee/user/info' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('counts unknown institution codes asked for against the address, as failed logins', async () => {
    const check = (code: string) =>
      t.app.inject({ method: 'GET', url: `/framework/displayLog?instCode=${code}`, remoteAddress: '10.9.9.9' });
    expect((await check('DEMO')).json().data).toBe(true);
    for (let i = 0; i < 20; i++) expect((await check(`NOPE${i}`)).json().data).toBe(false);
    const blocked = await check('DEMO');
    expect([blocked.statusCode, blocked.json().message]).toEqual([429, '该地址登录失败次数过多，请 15 分钟后再试']);
  });

  it("limits expensive calls per user, with the spec's envelope, and keeps the bounds of the group graph", async () => {
    const graph = (user: Client) => user.inject({ method: 'GET', url: `/esee/graph/groupRelationship?entId=${entId}` });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await graph(analyst));
    expect(answers.slice(0, 5).map((a) => a.json().code)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.json().data.cut).toEqual({
      depthReached: false,
      nodeLimitReached: false,
      timeLimitReached: false,
    });
    expect([answers[5]!.statusCode, answers[5]!.json()]).toEqual([
      429,
      { code: 429, data: null, message: '操作过于频繁，请稍后再试' },
    ]);
    // Another user's calls are their own.
    expect((await graph(noRights)).json().code).toBe(200);
  });
});

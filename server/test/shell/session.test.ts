import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ONE_ENGINE, PASSWORD, withApp, type TestApp } from '../fixtures';

describe.each(ONE_ENGINE)('sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp({ engine });
  });
  afterAll(() => t.close());

  it('POST /framework/login opens a session and answers the spec fields', async () => {
    const res = await t.loginAs({ instCode: ' demo ', authName: ' analyst ', pwd: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      instCode: 'DEMO',
      name: '林晓雯',
      instName: '示范银行股份有限公司',
      expireWarn: null,
    });
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.watermarkData).toEqual(['林晓雯 analyst', '示范银行股份有限公司']);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('DEMO', 'analyst');
    const rows = await t.database.db.selectFrom('user_session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('never takes a password in clear, nor a stale or foreign ciphertext', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/framework/login',
      headers: { uuid: await t.nonce() },
      payload: { instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD, authType: 'RSA-OAEP-256' },
    });
    expect(plain.json()).toEqual({ code: 400, data: null, message: '密码加密信息无效，请刷新页面后重试' });
    const noType = await t.app.inject({
      method: 'POST',
      url: '/framework/login',
      payload: { instCode: 'DEMO', authName: 'analyst', pwd: 'x' },
    });
    expect(noType.json().message).toBe('请填写加密方式');
    const uuid = await t.nonce();
    const stale = await t.seal(PASSWORD, uuid, t.clock.now().getTime() - 6 * 60_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/framework/login',
      headers: { uuid },
      payload: { instCode: 'DEMO', authName: 'analyst', pwd: stale, authType: 'RSA-OAEP-256' },
    });
    expect(late.json().message).toBe('密码加密信息无效，请刷新页面后重试');
  });

  it('answers a wrong password, an unknown user and an unknown institution alike', async () => {
    for (const body of [
      { instCode: 'DEMO', authName: 'analyst', pwd: 'Wrong#2026' },
      { instCode: 'DEMO', authName: 'nobody', pwd: PASSWORD },
      { instCode: 'NOPE', authName: 'analyst', pwd: PASSWORD },
    ]) {
      const res = await t.loginAs(body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ code: 400, data: null, message: '机构代码、用户名或密码错误' });
    }
  });

  it('refuses a missing field, a wrong type and a malformed body with a sentence naming the problem', async () => {
    expect((await t.loginAs({ instCode: 'DEMO', authName: 'analyst' })).body).toEqual({
      code: 400,
      data: null,
      message: '请填写密码',
    });
    expect((await t.loginAs({ instCode: 'DEMO', authName: 42, pwd: PASSWORD })).body.message).toBe('用户名应为文字');
    expect((await t.loginAs({ instCode: 'DEMO', authName: '', pwd: PASSWORD })).body.message).toBe('用户名不能为空');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/framework/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"instCode":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, data: null, message: '请求参数有误：请求体不是合法的 JSON' });
    expect(malformed.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('accepts the token in X-Token or ECT-AUTH-TOKEN, never in the URL', async () => {
    const { token } = await t.client('analyst');
    for (const headers of [{ 'x-token': token }, { 'ect-auth-token': token }]) {
      const res = await t.app.inject({ method: 'GET', url: '/esee/user/info', headers });
      expect(res.json()).toMatchObject({ code: 200, data: { name: '林晓雯', userType: 'NORMAL', instCode: 'DEMO' } });
    }
    const inUrl = await t.app.inject({ method: 'GET', url: '/esee/user/info', query: { token } });
    expect([inUrl.statusCode, inUrl.json().code]).toEqual([401, 9998]);
  });

  it('answers 9998 with HTTP 401 without a session, with a bad token, and after logout', async () => {
    const invalid = { code: 9998, data: null, message: '登录已失效，请重新登录' };
    const none = await t.app.inject({ method: 'GET', url: '/esee/user/info' });
    expect([none.statusCode, none.json()]).toEqual([401, invalid]);
    const bad = await new Client(t.app, 'not-a-token').inject({ method: 'GET', url: '/framework/api/user/menu' });
    expect([bad.statusCode, bad.json()]).toEqual([401, invalid]);

    const analyst = await t.client('analyst');
    expect(await analyst.post('/framework/api/logout')).toEqual({ code: 200, data: null, message: 'success' });
    const after = await analyst.inject({ method: 'GET', url: '/esee/user/info' });
    expect([after.statusCode, after.json()]).toEqual([401, invalid]);
  });

  it('refuses a session that has expired or whose user was disabled', async () => {
    const expired = await t.client('analyst');
    t.clock.advance(13 * 3600_000);
    expect((await expired.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(401);

    const demo2 = await t.client('demo2');
    await t.database.db.updateTable('app_user').set({ enabled: false }).where('username', '=', 'admin').execute();
    expect((await demo2.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(401);
    expect((await t.loginAs({ instCode: 'DEMO2', authName: 'admin', pwd: PASSWORD })).body.message).toBe(
      '该账号已停用，请联系管理员',
    );
    await t.database.db.updateTable('app_user').set({ enabled: true }).execute();
  });

  it('ends an idle session after 2 hours, unless it was remembered (365 days)', async () => {
    const plain = new Client(t.app, await t.login('DEMO', 'analyst'));
    const remembered = new Client(
      t.app,
      (await t.loginAs({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD, rememberMe: true })).body.data.token,
    );
    t.clock.advance(3 * 3600_000);
    expect((await plain.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(401);
    expect((await remembered.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(200);
    t.clock.advance(365 * 24 * 3600_000);
    expect((await remembered.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(401);
  });
});

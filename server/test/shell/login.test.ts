import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { signExternalToken } from '../../src/areas/shell/session/externalAuth';
import { Client, ONE_ENGINE, instId, PASSWORD, setInstParam, withApp, type TestApp } from '../fixtures';

const MINUTE = 60_000;

describe.each(ONE_ENGINE)('login: captcha, throttling, password rules, other ways in, on %s', (engine) => {
  let t: TestApp;
  const captchaText = 'K7WQ';
  beforeAll(async () => {
    t = await withApp({ engine, env: { CAPTCHA: 'on' }, captchaText: () => captchaText });
  });
  afterAll(() => t.close());

  const captcha = async () => (await t.app.inject({ method: 'GET', url: '/framework/captcha' })).json().data;
  /** Log in as the browser does, answering a fresh captcha. */
  const withCaptcha = async (body: Record<string, unknown>, answer = captchaText) => {
    const { uuid } = await captcha();
    return t.loginAs(body, { uuid, imagecode: answer });
  };

  it('GET /framework/captcha gives a real PNG image, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/framework/captcha' });
    expect(res.headers['cache-control']).toBe('no-store');
    const { uuid, image, enabled, expiresIn } = res.json().data;
    expect([enabled, expiresIn]).toEqual([true, 180]);
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 40]);
    // The pixels hold the picture; the answer is nowhere in the file.
    const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
    expect(inflateSync(idat).length).toBe((120 * 3 + 1) * 40);
    expect(png.toString('latin1')).not.toContain(captchaText);
  });

  it('logs in with the right captcha, case-insensitively, and refuses a wrong, reused or expired one', async () => {
    expect((await withCaptcha({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD }, 'k7wq')).body.code).toBe(200);
    expect((await withCaptcha({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD }, 'XXXX')).body.message).toBe(
      '验证码错误或已过期，请重新输入',
    );
    const { uuid } = await captcha();
    const headers = { uuid, imagecode: captchaText };
    expect((await t.loginAs({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD }, headers)).body.code).toBe(200);
    expect((await t.loginAs({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD }, headers)).body.code).toBe(400);
    const late = await captcha();
    t.clock.advance(4 * MINUTE);
    const res = await t.loginAs(
      { instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD },
      { uuid: late.uuid, imagecode: captchaText },
    );
    expect(res.body.message).toBe('验证码错误或已过期，请重新输入');
    expect((await t.loginAs({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD })).body.code).toBe(400);
  });

  it('binds the sealed password to its captcha: a ciphertext made for another captcha is refused', async () => {
    const first = await captcha();
    const sealed = await t.seal(PASSWORD, first.uuid);
    const second = await captcha();
    const res = await t.app.inject({
      method: 'POST',
      url: '/framework/login',
      headers: { uuid: second.uuid, imagecode: captchaText },
      payload: { instCode: 'DEMO', authName: 'analyst', pwd: sealed, authType: 'RSA-OAEP-256' },
    });
    expect(res.json().message).toBe('密码加密信息无效，请刷新页面后重试');
  });

  it('slows an account down from the 3rd failure and locks it at the 5th, for 15 minutes', async () => {
    const wrong = { instCode: 'DEMO2', authName: 'admin', pwd: 'Wrong#2026' };
    const right = { ...wrong, pwd: PASSWORD };
    for (let i = 0; i < 3; i++) expect((await withCaptcha(wrong)).body.message).toBe('机构代码、用户名或密码错误');
    const slowed = await withCaptcha(right);
    expect([slowed.statusCode, slowed.body]).toEqual([
      429,
      { code: 429, data: null, message: '登录失败次数较多，请 5 秒后再试' },
    ]);
    t.clock.advance(5_000);
    expect((await withCaptcha(wrong)).body.code).toBe(400);
    expect((await withCaptcha(wrong)).body.message).toBe('登录失败次数较多，请 10 秒后再试');
    t.clock.advance(10_000);
    expect((await withCaptcha(wrong)).body.code).toBe(400);
    const locked = await withCaptcha(right);
    expect(locked.body.message).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试');
    t.clock.advance(14 * MINUTE);
    expect((await withCaptcha(right)).body.message).toBe('登录失败次数过多，账号已锁定，请 1 分钟后再试');
    t.clock.advance(MINUTE + 1000);
    expect((await withCaptcha(right)).body.code).toBe(200);
    expect((await withCaptcha(wrong)).body.code).toBe(400); // the count started again
  });

  /** A login with a fresh, answered captcha from another address. */
  const fromAddress = async (remoteAddress: string, body: { instCode?: string; authName: string; pwd: string }) => {
    const { uuid } = await captcha();
    const payload = { authType: 'RSA-OAEP-256', ...body, pwd: await t.seal(body.pwd, uuid) };
    const headers = { uuid, imagecode: captchaText };
    const res = await t.app.inject({ method: 'POST', url: '/framework/login', remoteAddress, headers, payload });
    return { statusCode: res.statusCode, body: res.json() };
  };

  it('checks no more than the allowed number of 20 wrong passwords sent at once, however the account is named', async () => {
    t.clock.advance(30 * MINUTE);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fromAddress('10.1.1.1', { ...(i % 2 ? { instCode: 'DEMO' } : {}), authName: 'analyst', pwd: 'Wrong#2026' }),
      ),
    );
    const checked = attempts.filter((a) => a.body.message === '机构代码、用户名或密码错误');
    const refused = attempts.filter((a) => a.statusCode === 429);
    // The 3rd failure in a row makes the next wait: three are checked, the other seventeen refused unchecked.
    expect([checked.length, refused.length]).toEqual([3, 17]);
  });

  it('lets the owner of a locked account in with a captcha from an address without failures, once a guess', async () => {
    t.clock.advance(30 * MINUTE);
    const wrong = { instCode: 'DEMO2', authName: 'admin', pwd: 'Wrong#2026' };
    for (let i = 0; i < 5; i++) {
      expect((await fromAddress('10.2.2.2', wrong)).body.code).toBe(400);
      t.clock.advance(MINUTE);
    }
    expect((await fromAddress('10.2.2.2', { ...wrong, pwd: PASSWORD })).body.message).toMatch(/账号已锁定/);
    // An attacker on a fresh address gets one guess, then waits like everyone else.
    expect((await fromAddress('10.3.3.3', wrong)).body.message).toBe('机构代码、用户名或密码错误');
    expect((await fromAddress('10.3.3.3', { ...wrong, pwd: PASSWORD })).body.message).toMatch(/账号已锁定/);
    // The owner, from their own address, is in.
    expect((await fromAddress('10.4.4.4', { ...wrong, pwd: PASSWORD })).body.code).toBe(200);
    expect((await fromAddress('10.2.2.2', { ...wrong, pwd: PASSWORD })).body.code).toBe(200);
  });

  it('locks an address after 20 failures, whichever accounts they were for', async () => {
    t.clock.advance(30 * MINUTE);
    for (let i = 0; i < 20; i++) {
      const res = await withCaptcha({ instCode: 'DEMO', authName: `nobody${i}`, pwd: 'Wrong#2026' });
      expect(res.body.code).toBe(400);
    }
    expect((await withCaptcha({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD })).body.message).toBe(
      '该地址登录失败次数过多，请 15 分钟后再试',
    );
    t.clock.advance(16 * MINUTE);
    expect((await withCaptcha({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD })).body.code).toBe(200);
  });
});

describe.each(ONE_ENGINE)('passwords and the other ways in, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp({ engine });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('GET /framework/pwd_strength gives the institution policy, defaults for an unknown code', async () => {
    const policy = (code: string) => t.app.inject({ method: 'GET', url: `/framework/pwd_strength?inst_code=${code}` });
    expect((await policy('DEMO')).json().data).toEqual({
      specCharRequired: false,
      illegalChar: '',
      length: 8,
      pwdStrength: 'UPPERCASE_AND_LOWERCASE_AND_NUM',
    });
    await setInstParam(db(), 'DEMO2', 'pwdSpecCharRequired', 'true');
    expect((await policy('demo2')).json().data.specCharRequired).toBe(true);
    expect((await policy('NOPE')).json().data.length).toBe(8);
  });

  it('changes the password: checks the old one and the policy, keeps this session, ends the others', async () => {
    const other = new Client(t.app, await t.login('DEMO', 'analyst'));
    const analyst = new Client(t.app, await t.login('DEMO', 'analyst'));
    const change = async (oldPwd: string, newPwd: string) =>
      analyst.post('/framework/api/user/update_password', {
        oldPwd: await t.seal(oldPwd),
        newPwd: await t.seal(newPwd),
      });
    expect((await change('Wrong#2026', 'Better#2027')).message).toBe('原密码不正确');
    expect((await change(PASSWORD, 'weakpass')).message).toBe(
      '密码不能包含空格，须同时包含大写字母、小写字母和数字，长度至少 8 位',
    );
    expect((await change(PASSWORD, PASSWORD)).message).toBe('新密码不能与原密码相同');
    expect(await change(PASSWORD, 'Better#2027')).toEqual({ code: 200, data: null, message: 'success' });
    expect((await analyst.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(401);
    expect((await t.loginAs({ instCode: 'DEMO', authName: 'analyst', pwd: PASSWORD })).body.code).toBe(400);
    await t.login('DEMO', 'analyst', 'Better#2027');
  });

  it('answers 309 when the password must be changed, and reset_password sets it and signs in, once', async () => {
    const demo = await instId(db(), 'DEMO');
    await db()
      .updateTable('app_user')
      .set({ must_change_password: true })
      .where('username', '=', 'admin')
      .where('inst_id', '=', demo)
      .execute();
    const res = await t.loginAs({ instCode: 'DEMO', authName: 'admin', pwd: PASSWORD });
    expect(res.body).toMatchObject({ code: 309, message: '首次登录，请设置新密码', data: { instCode: 'DEMO' } });
    const { resetToken } = res.body.data;
    const reset = async (pwd: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/framework/reset_password',
          payload: { pwd: await t.seal(pwd), token: resetToken },
        })
      ).json();
    expect((await reset('short')).message).toMatch(/^密码.*长度至少 8 位$/);
    const done = await reset('Admin#2027');
    expect(done).toMatchObject({ code: 200, data: { instCode: 'DEMO', name: '周明远' } });
    const signedIn = new Client(t.app, done.data.token);
    expect((await signedIn.inject({ method: 'GET', url: '/esee/user/info' })).statusCode).toBe(200);
    expect((await reset('Admin#2028')).message).toBe('重置链接无效或已过期，请重新登录');
    expect((await t.loginAs({ instCode: 'DEMO', authName: 'admin', pwd: 'Admin#2027' })).body.code).toBe(200);
  });

  it('warns of a password about to expire, and asks for a new one when it has', async () => {
    await setInstParam(db(), 'DEMO2', 'pwdMaxAgeDays', '30');
    const setAge = (days: number) =>
      db()
        .updateTable('app_user')
        .set({ password_changed_at: new Date(t.clock.now().getTime() - days * 24 * 3600_000) })
        .where('inst_id', '=', (q) => q.selectFrom('institution').select('id').where('code', '=', 'DEMO2'))
        .execute();
    await setAge(25);
    expect((await t.loginAs({ instCode: 'DEMO2', authName: 'admin', pwd: PASSWORD })).body.data.expireWarn).toBe(
      '您的密码将于 5 天后过期，请及时修改',
    );
    await setAge(31);
    expect((await t.loginAs({ instCode: 'DEMO2', authName: 'admin', pwd: PASSWORD })).body).toMatchObject({
      code: 309,
      message: '密码已过期，请设置新密码',
    });
    await setAge(0);
  });

  it('signs in without an institution code when the password opens one account, and offers a choice (201) when several', async () => {
    const demo2 = await instId(db(), 'DEMO2');
    const role = await db()
      .selectFrom('role')
      .select('id')
      .where('inst_id', '=', demo2)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('app_user')
      .values({
        inst_id: demo2,
        username: 'twin',
        display_name: '双机构',
        password_hash: await hashPassword('Twin#2026'),
        role_id: role.id,
        avatar: null,
      })
      .execute();
    const demo = await instId(db(), 'DEMO');
    const demoRole = await db()
      .selectFrom('role')
      .select('id')
      .where('inst_id', '=', demo)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('app_user')
      .values({
        inst_id: demo,
        username: 'twin',
        display_name: '双机构',
        password_hash: await hashPassword('Twin#2026'),
        role_id: demoRole.id,
        avatar: null,
      })
      .execute();
    const both = await t.loginAs({ authName: 'twin', pwd: 'Twin#2026' });
    expect(both.body).toMatchObject({
      code: 201,
      data: { institutions: [{ instCode: 'DEMO' }, { instCode: 'DEMO2' }] },
    });
    await db()
      .updateTable('app_user')
      .set({ password_hash: await hashPassword('Other#2026') })
      .where('inst_id', '=', demo)
      .where('username', '=', 'twin')
      .execute();
    expect((await t.loginAs({ authName: 'twin', pwd: 'Twin#2026' })).body).toMatchObject({
      code: 200,
      data: { instCode: 'DEMO2' },
    });
    expect((await t.loginAs({ authName: 'twin', pwd: 'Nope#2026' })).body.code).toBe(400);
  });

  it('exchanges a one-time ticket for a session (login_token), once', async () => {
    const demo2 = await t.client('demo2');
    const { ticket, expiresIn } = (await demo2.post('/framework/api/user/login_ticket', {})).data;
    expect(expiresIn).toBe(60);
    const first = await t.app.inject({ method: 'POST', url: `/framework/login_token?token=${ticket}` });
    expect(first.json()).toMatchObject({ code: 200, data: { instCode: 'DEMO2', name: '陈思齐' } });
    const again = await t.app.inject({ method: 'POST', url: `/framework/login_token?token=${ticket}` });
    expect(again.json().message).toBe('登录票据无效或已过期');
  });

  it("signs in with a token signed by the institution's identity provider (thirdLogin), and refuses any other", async () => {
    const secret = 'a-shared-secret-of-at-least-32-characters!';
    const third = (accessToken: string) =>
      t.app.inject({ method: 'POST', url: '/framework/externalAuth/thirdLogin', payload: { accessToken } });
    const claims = { iss: 'DEMO', sub: 'analyst', exp: Math.floor(t.clock.now().getTime() / 1000) + 60 };
    expect((await third(await signExternalToken(claims, secret))).json()).toMatchObject({
      code: 400,
      message: '认证失败',
    });
    await setInstParam(db(), 'DEMO', 'externalAuthSecret', secret);
    expect((await third(await signExternalToken(claims, secret))).json()).toMatchObject({
      code: 200,
      data: { name: '林晓雯' },
    });
    expect((await third(await signExternalToken(claims, `${secret}x`))).json().message).toBe('认证失败');
    expect((await third(await signExternalToken({ ...claims, exp: claims.exp - 3600 }, secret))).json().message).toBe(
      '认证失败',
    );
    expect(
      (await third(await signExternalToken({ ...claims, iss: 'DEMO2', sub: 'admin' }, secret))).json().message,
    ).toBe('认证失败');
    // The secret is the server's alone: the parameter list never shows it.
    const analyst = await t.client('analyst');
    const params = (await analyst.get('/framework/api/ops/instParam/listInstParamData')).data;
    expect(params.map((p: { paramName: string }) => p.paramName)).not.toContain('externalAuthSecret');
  });

  it("signs in with an identity provider's RS256 and ES256 tokens, verified against its published keys (JWKS)", async () => {
    const rsa = await generateKeyPair('RS256');
    const ec = await generateKeyPair('ES256');
    const stranger = await generateKeyPair('RS256');
    const keys = [
      { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ];
    const jwks: Server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const port = (jwks.address() as { port: number }).port;
    const issuer = 'https://idp.example.com/realms/demo';
    const setParam = (name: string, value: string) =>
      db()
        .insertInto('inst_param')
        .values({ inst_id: demo, param_name: name, param_value: value, default_value: '' })
        .onConflict((oc) => oc.columns(['inst_id', 'param_name']).doUpdateSet({ param_value: value }))
        .execute();
    const demo = await instId(db(), 'DEMO');
    await setParam('externalAuthJwksUrl', `http://127.0.0.1:${port}/certs`);
    await setParam('externalAuthIssuer', issuer);
    await setParam('externalAuthAudience', 'esee');
    await setParam('externalAuthUsernameClaim', 'preferred_username');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const token = (alg: string, key: typeof rsa.privateKey, kid: string, claims: Record<string, unknown> = {}) =>
      new SignJWT({ preferred_username: 'analyst', aud: 'esee', ...claims })
        .setProtectedHeader({ alg, kid })
        .setIssuer(issuer)
        .setSubject('5f0c2a9e-0000-4000-8000-000000000001')
        .setExpirationTime(now + 300)
        .sign(key);
    const third = async (accessToken: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/framework/externalAuth/thirdLogin', payload: { accessToken } })
      ).json();
    try {
      expect(await third(await token('RS256', rsa.privateKey, 'rsa-1'))).toMatchObject({
        code: 200,
        data: { name: '林晓雯' },
      });
      expect(await third(await token('ES256', ec.privateKey, 'ec-1'))).toMatchObject({ code: 200 });
      // Another key under a published key id, another audience, a user who does not exist: refused alike.
      for (const refused of [
        await token('RS256', stranger.privateKey, 'rsa-1'),
        await token('RS256', rsa.privateKey, 'rsa-1', { aud: 'someone-else' }),
        await token('RS256', rsa.privateKey, 'rsa-1', { preferred_username: 'nobody' }),
        // An unsigned token, and an HS256 token signed with a secret that is not the institution's.
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: issuer, preferred_username: 'analyst', aud: 'esee', exp: now + 300 })).toString('base64url')}.`,
        await signExternalToken(
          { iss: issuer, sub: 'analyst', exp: now + 300 },
          'not-the-secret-of-this-institution-at-all',
        ),
      ])
        expect(await third(refused)).toMatchObject({ code: 400, message: '认证失败' });
    } finally {
      jwks.close();
    }
  });

  it('GET /framework/displayLog tells whether an institution is in service', async () => {
    const check = (code: string) => t.app.inject({ method: 'GET', url: `/framework/displayLog?instCode=${code}` });
    expect((await check('demo')).json().data).toBe(true);
    expect((await check('NOPE')).json().data).toBe(false);
  });
});

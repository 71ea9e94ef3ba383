import { describe, expect, it } from 'vitest';
import { GatewayMessage, ResultCode } from '@esee/contracts';
import { externalChannel, integrationTarget } from '../../src/core/institutions/gateway';
import { Client, ONE_ENGINE, PASSWORD } from '../fixtures';
import { blockApp, institutionWithManager } from '../fixtures/management';

const FIRST_PASSWORD = 'Welcome@2026';
const OUTSIDE = '203.0.113.9';

describe.each(ONE_ENGINE)('网关设置 on %s', (engine) => {
  const s = blockApp(engine, { ops: 'ops', admin: 'admin', analyst: 'analyst' });

  /** A fresh institution with one manager who has set their password. */
  const institution = async (code: string) => (await institutionWithManager(s, code, [], FIRST_PASSWORD)).username;
  /** A password login as the browser makes it, from a given address. */
  const loginFrom = async (
    instCode: string,
    username: string,
    remoteAddress: string,
    headers = {},
    password = FIRST_PASSWORD,
  ) => {
    const uuid = (await s.t.app.inject({ method: 'GET', url: '/framework/captcha' })).json().data.uuid as string;
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/framework/login',
      remoteAddress,
      headers: { uuid, ...headers },
      payload: { authType: 'RSA-OAEP-256', instCode, authName: username, pwd: await s.t.seal(password, uuid) },
    });
    return res.json();
  };

  it('refuses every gateway call to an institution manager and to staff', async () => {
    const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/esee/platform/gateway/loginAllow?instCode=DEMO'],
      ['POST', '/esee/platform/gateway/loginAllow', { instCode: 'DEMO', entries: [] }],
      ['GET', '/esee/platform/gateway/targets?instCode=DEMO'],
      ['POST', '/esee/platform/gateway/target', { instCode: 'DEMO', key: 'TOKEN_BS', url: null, enabled: true }],
      ['GET', '/esee/platform/gateway/channels?instCode=DEMO'],
      ['POST', '/esee/platform/gateway/channel/create', { instCode: 'DEMO', code: 'ch', name: 'x', origins: [] }],
      ['POST', '/esee/platform/gateway/channel/update', { instCode: 'DEMO', channelId: 1, enabled: false }],
      ['POST', '/esee/platform/gateway/channel/rotate', { instCode: 'DEMO', channelId: 1 }],
      ['POST', '/esee/platform/gateway/channel/delete', { instCode: 'DEMO', channelId: 1 }],
    ];
    for (const who of [s.admin, s.analyst])
      for (const [method, url, body] of calls)
        expect((await who.inject({ method, url, payload: body })).json().code, url).toBe(403);
  });

  it('keeps a login address allow-list: refuses sign-in from outside with a login-log line, allows inside', async () => {
    const manager = await institution('GWALLOW');
    const empty = await s.ops.get('/esee/platform/gateway/loginAllow?instCode=GWALLOW');
    expect(empty).toMatchObject({ code: 200, data: { entries: [], updatedAt: null, yourAddress: '127.0.0.1' } });
    // The platform's own institution is not offered: a typo can never lock the platform out.
    expect((await s.ops.get('/esee/platform/gateway/loginAllow?instCode=PLATFORM')).code).toBe(404);

    const save = (entries: string[]) =>
      s.ops.post('/esee/platform/gateway/loginAllow', { instCode: 'GWALLOW', entries });
    for (const bad of ['10.0.0.0/33', '300.1.1.1', 'bank.example.com', '10.0.0.1/8/1', '::1/129'])
      expect((await save([bad])).code, bad).toBe(400);
    expect((await save(['10.0.0.0/33'])).message).toContain('不是有效的 IP 地址或 CIDR 网段');
    expect((await save(Array.from({ length: 101 }, () => '10.0.0.1'))).code).toBe(400);

    // A session opened from outside the new list ends when the list is saved.
    const before = await loginFrom('GWALLOW', manager, OUTSIDE);
    expect(before.code).toBe(ResultCode.OK);
    const saved = await save([' 10.0.0.0/8 ', '2001:DB8::/32', '10.0.0.0/8', '']);
    expect(saved).toMatchObject({ code: 200, data: { entries: ['10.0.0.0/8', '2001:db8::/32'] } });
    expect((await new Client(s.t.app, before.data.token).get('/esee/user/info')).code).not.toBe(ResultCode.OK);

    const refused = await loginFrom('GWALLOW', manager, OUTSIDE);
    expect(refused).toMatchObject({ code: 400, message: GatewayMessage.ADDRESS_REFUSED });
    // The address is the connection's: a forwarded header from a client that is not a trusted proxy is ignored.
    expect((await loginFrom('GWALLOW', manager, OUTSIDE, { 'x-forwarded-for': '10.1.2.3' })).code).toBe(400);
    expect((await loginFrom('GWALLOW', manager, '10.20.30.40')).code).toBe(ResultCode.OK);
    expect((await loginFrom('GWALLOW', manager, '2001:db8::5')).code).toBe(ResultCode.OK);
    expect((await loginFrom('GWALLOW', manager, '::ffff:10.9.9.9')).code).toBe(ResultCode.OK);
    const log = await s.t.database.db
      .selectFrom('login_log')
      .select(['outcome', 'ip'])
      .where('username', '=', manager)
      .where('outcome', '=', 'ADDRESS')
      .execute();
    expect(log).toEqual(expect.arrayContaining([{ outcome: 'ADDRESS', ip: OUTSIDE }]));
    // Other institutions are untouched.
    expect((await loginFrom('DEMO2', 'admin', OUTSIDE, {}, PASSWORD)).code).toBe(ResultCode.OK);

    expect((await save([])).data.entries).toEqual([]);
    expect((await loginFrom('GWALLOW', manager, OUTSIDE)).code).toBe(ResultCode.OK);
  });

  it('keeps integration targets: https only (http for localhost), ≤ 500 characters, known keys', async () => {
    await institution('GWTARGET');
    const save = (key: string, url: string | null, enabled = true) =>
      s.ops.post('/esee/platform/gateway/target', { instCode: 'GWTARGET', key, url, enabled });
    const list = await s.ops.get('/esee/platform/gateway/targets?instCode=GWTARGET');
    expect(list.data).toHaveLength(5);
    expect(list.data[0]).toMatchObject({ key: 'TOKEN_BS', path: '/esee/token-bs/index/redirectUrl', url: null });

    expect((await save('TOKEN_BS', 'http://bank.example.com/x')).code).toBe(400);
    expect((await save('TOKEN_BS', 'ftp://bank.example.com/x')).code).toBe(400);
    expect((await save('TOKEN_BS', 'not a url')).code).toBe(400);
    expect((await save('TOKEN_BS', 'https://user:pw@bank.example.com/')).code).toBe(400);
    expect((await save('TOKEN_BS', `https://bank.example.com/${'a'.repeat(480)}`)).code).toBe(400);
    expect((await save('NO_SUCH', 'https://bank.example.com/')).code).toBe(404);
    // Private network hosts are allowed: the browser goes there, the server never fetches it.
    expect((await save('BLACKLIST', 'https://10.1.2.3/blacklist')).code).toBe(ResultCode.OK);
    expect((await save('BS_INVOKE', 'http://localhost:9000/invoke')).code).toBe(ResultCode.OK);
    const saved = await save('TOKEN_BS', 'https://bank.example.com/sso?x=1');
    expect(saved.data.find((r: { key: string }) => r.key === 'TOKEN_BS')).toMatchObject({
      url: 'https://bank.example.com/sso?x=1',
      enabled: true,
    });
    expect(await integrationTarget(s.t.database.db, 'gwtarget', 'TOKEN_BS')).toBe('https://bank.example.com/sso?x=1');
    await save('TOKEN_BS', 'https://bank.example.com/sso?x=1', false);
    expect(await integrationTarget(s.t.database.db, 'GWTARGET', 'TOKEN_BS')).toBeNull();
    await save('BLACKLIST', null);
    expect(await integrationTarget(s.t.database.db, 'GWTARGET', 'BLACKLIST')).toBeNull();
    expect(await integrationTarget(s.t.database.db, 'DEMO', 'BS_INVOKE')).toBeNull();
    expect((await s.ops.get('/esee/platform/gateway/targets?instCode=NOPE')).code).toBe(404);
  });

  it('keeps external channels: the secret is made by the server, shown once, kept sealed, rotated', async () => {
    await institution('GWCHAN');
    const create = (body: object) =>
      s.ops.post('/esee/platform/gateway/channel/create', { instCode: 'GWCHAN', ...body });
    expect((await create({ code: 'a', name: '短', origins: [] })).code).toBe(400);
    expect((await create({ code: 'portal', name: '门户', origins: ['http://bank.example.com'] })).code).toBe(400);
    expect((await create({ code: 'portal', name: '门户', origins: ['https://bank.example.com/path'] })).code).toBe(400);
    const made = await create({ code: 'portal', name: '网银门户', origins: ['https://bank.example.com/'] });
    expect(made).toMatchObject({
      code: 200,
      data: { channel: { code: 'portal', name: '网银门户', origins: ['https://bank.example.com'], enabled: true } },
    });
    const secret = made.data.secret as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(made.data.channel.secretTail).toBe(secret.slice(-4));
    expect((await create({ code: 'portal', name: '重复', origins: [] })).message).toBe(GatewayMessage.CHANNEL_TAKEN);

    // Listed without the secret; stored sealed, never in clear.
    const list = await s.ops.get('/esee/platform/gateway/channels?instCode=GWCHAN');
    expect(JSON.stringify(list)).not.toContain(secret);
    const row = await s.t.database.db
      .selectFrom('external_channel')
      .select('secret_sealed')
      .where('code', '=', 'portal')
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(await externalChannel(s.t.database.db, 'GWCHAN', 'portal')).toMatchObject({ secret });

    const id = made.data.channel.id as number;
    const rotated = await s.ops.post('/esee/platform/gateway/channel/rotate', {
      instCode: 'GWCHAN',
      channelId: id,
    });
    expect(rotated.data.secret).not.toBe(secret);
    expect((await externalChannel(s.t.database.db, 'GWCHAN', 'portal'))?.secret).toBe(rotated.data.secret);

    const updated = await s.ops.post('/esee/platform/gateway/channel/update', {
      instCode: 'GWCHAN',
      channelId: id,
      enabled: false,
      origins: ['https://a.example.com', 'http://localhost:3000'],
    });
    expect(updated.data).toMatchObject({ enabled: false, origins: ['https://a.example.com', 'http://localhost:3000'] });
    expect(await externalChannel(s.t.database.db, 'GWCHAN', 'portal')).toBeNull();
    // A channel of one institution cannot be reached through another.
    await institution('GWOTHER');
    expect(
      (await s.ops.post('/esee/platform/gateway/channel/rotate', { instCode: 'GWOTHER', channelId: id })).code,
    ).toBe(404);
    expect(
      (await s.ops.post('/esee/platform/gateway/channel/delete', { instCode: 'GWCHAN', channelId: id })).code,
    ).toBe(ResultCode.OK);
    expect((await s.ops.get('/esee/platform/gateway/channels?instCode=GWCHAN')).data).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompactEncrypt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { Client, ONE_ENGINE, withApp, type TestApp } from '../fixtures';

const ORIGIN = 'https://crm.bank.example';

/** secretParamData as an embedding site makes it: a compact JWE with the channel's secret as the key. */
async function channelData(secret: string, claims: Record<string, unknown>, enc = 'A256GCM') {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'dir', enc })
    .encrypt(Buffer.from(secret, 'base64url'));
}

describe.each(ONE_ENGINE)('external pages on %s', (engine) => {
  let t: TestApp;
  let ops: Client;
  let secret: string;
  let channelId: number;
  const shellDir = mkdtempSync(path.join(os.tmpdir(), 'esee-shell-'));
  beforeAll(async () => {
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
    t = await withApp({ engine, env: { SHELL_DIR: shellDir } });
    ops = await t.client('ops');
    const made = await ops.post('/esee/platform/gateway/channel/create', {
      instCode: 'DEMO',
      code: 'crm',
      name: '客户关系系统',
      origins: [ORIGIN],
    });
    expect(made.code).toBe(ResultCode.OK);
    secret = made.data.secret;
    channelId = made.data.channel.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  const nowS = () => Math.floor(t.clock.now().getTime() / 1000);
  const claims = (extra: Record<string, unknown> = {}) => ({
    sub: 'analyst',
    iat: nowS(),
    exp: nowS() + 120,
    jti: `n-${Math.random()}`,
    ...extra,
  });
  const channelLogin = async (payload: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: '/framework/externalAuth/channelLogin', payload })).json();

  it('signs the named member in once; the same data a second time is refused', async () => {
    const data = await channelData(secret, claims());
    const first = await channelLogin({ instCode: 'demo', channel: 'crm', secretParamData: data });
    expect(first.code).toBe(ResultCode.OK);
    expect(first.data).toMatchObject({ instCode: 'DEMO', name: expect.any(String) });
    const me = await new Client(t.app, first.data.token).get('/esee/user/info');
    expect(me.data.instCode).toBe('DEMO');
    const again = await channelLogin({ instCode: 'DEMO', channel: 'crm', secretParamData: data });
    expect(again).toMatchObject({ code: 400, message: '认证失败', data: null });
  });

  it('refuses data made with another key, expired, too long-lived, naming nobody, or for another channel', async () => {
    const refused = async (secretParamData: string, channel = 'crm', instCode = 'DEMO') =>
      expect(await channelLogin({ instCode, channel, secretParamData })).toMatchObject({
        code: 400,
        message: '认证失败',
      });
    await refused(await channelData(Buffer.alloc(32, 7).toString('base64url'), claims()));
    await refused(await channelData(secret, claims({ iat: nowS() - 600, exp: nowS() - 400 })));
    await refused(await channelData(secret, claims({ exp: nowS() + 3600 })));
    await refused(await channelData(secret, claims({ sub: 'nobody' })));
    await refused(await channelData(secret, claims({ sub: undefined })));
    await refused(await channelData(secret, claims({ jti: undefined })));
    await refused(await channelData(secret, claims(), 'A128GCM').catch(() => 'x.y.z'));
    await refused('not-a-jwe');
    await refused(await channelData(secret, claims()), 'other');
    // DEMO2 has no such channel, and DEMO's member is not DEMO2's.
    await refused(await channelData(secret, claims()), 'crm', 'DEMO2');
  });

  it('stops at once when the channel is switched off', async () => {
    await ops.post('/esee/platform/gateway/channel/update', { instCode: 'DEMO', channelId, enabled: false });
    const res = await channelLogin({
      instCode: 'DEMO',
      channel: 'crm',
      secretParamData: await channelData(secret, claims()),
    });
    expect(res.code).toBe(400);
    await ops.post('/esee/platform/gateway/channel/update', { instCode: 'DEMO', channelId, enabled: true });
  });

  it('lets the channels’ origins frame the page, and nothing else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/external/common/singleSearch' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${ORIGIN}`);
    expect(page.headers['x-frame-options']).toBeUndefined();
    const api = await t.app.inject({ method: 'GET', url: '/framework/site' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'self';");
  });

  it('answers bad requests in the envelope', async () => {
    for (const payload of [
      {},
      { instCode: 'DEMO', channel: 'crm' },
      { instCode: 'DEMO', channel: 'crm', secretParamData: 'x'.repeat(5000) },
    ])
      expect((await channelLogin(payload)).code).toBe(400);
  });
});

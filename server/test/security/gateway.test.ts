import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@esee/contracts';
import { withApp, type Client, type TestApp } from '../fixtures';
import {
  addressBlocked,
  outboundFetch,
  OutboundRefused,
  outboundTargetProblem,
  outboundUrlProblem,
} from '../../src/platform/http/outbound';
import { isWebOrigin } from '../../src/platform/http/origins';
import { embeddingOrigins } from '../../src/platform/http/security';

/** A service on this machine that counts what reaches it. */
async function stub(): Promise<{ server: Server; url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ productId: 'P1', choices: [{ message: { content: '正常' } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
}

const none = { allowedHosts: [] };

describe('outbound addresses (SSRF, issue 37)', () => {
  it('blocks loopback, private, link-local, CGNAT, this-network, multicast and reserved ranges, IPv4 and IPv6', () => {
    for (const ip of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:a9fe:a9fe]',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      'not an address',
    ])
      expect(addressBlocked(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(addressBlocked(ip), ip).toBe(false);
  });

  it('refuses by the URL’s text: http, credentials, a blocked literal address, localhost; unless the operator named the host', () => {
    for (const url of [
      'http://models.example.com/v1',
      'ftp://models.example.com/',
      'https://user:pw@models.example.com/',
      'https://127.0.0.1:8080/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/',
      'https://localhost/',
      'https://api.localhost./',
      'not a url',
    ])
      expect(outboundUrlProblem(url, none), url).not.toBeNull();
    expect(outboundUrlProblem('https://models.example.com/v1', none)).toBeNull();
    expect(outboundUrlProblem('https://8.8.8.8/v1', none)).toBeNull();
    // The operator's setting: a host (any port) or host:port.
    expect(outboundUrlProblem('http://127.0.0.1:9000/v1', { allowedHosts: ['127.0.0.1'] })).toBeNull();
    expect(outboundUrlProblem('https://llm.bank.internal/v1', { allowedHosts: ['llm.bank.internal:443'] })).toBeNull();
    expect(outboundUrlProblem('https://127.0.0.1:9000/', { allowedHosts: ['127.0.0.1:9001'] })).not.toBeNull();
    expect(outboundUrlProblem('https://[::1]:9000/', { allowedHosts: ['[::1]:9000'] })).toBeNull();
    expect(outboundUrlProblem('https://127.0.0.1/', none)).toMatch(/本机、内网/);
  });

  it('refuses a name that resolves to a blocked address, when saved and when connecting (it never connects)', async () => {
    const local = await stub();
    try {
      const port = new URL(local.url).port;
      // A public-looking name whose DNS answer is 127.0.0.1 (DNS rebinding, a hostile record).
      const rebinding = { allowedHosts: [], resolve: async () => ['127.0.0.1'] };
      expect(await outboundTargetProblem(`https://evil.example:${port}/`, rebinding)).toMatch(/本机、内网/);
      const mixed = { allowedHosts: [], resolve: async () => ['8.8.8.8', '10.0.0.7'] };
      expect(await outboundTargetProblem('https://evil.example/', mixed)).toMatch(/本机、内网/);
      const refused = await outboundFetch(`https://evil.example:${port}/`, {}, rebinding).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(OutboundRefused);
      expect(local.hits()).toBe(0);
      // A name on this machine by the system's own resolver is refused the same way.
      const byName = await outboundFetch(`https://localhost:${port}/`, {}, none).catch((e: unknown) => e);
      expect(byName).toBeInstanceOf(OutboundRefused);
      // The operator's named host goes through, http included.
      const allowed = await outboundFetch(`${local.url}/p`, {}, { allowedHosts: ['127.0.0.1'] });
      expect([allowed.status, await allowed.json()]).toEqual([200, expect.objectContaining({ productId: 'P1' })]);
      expect(local.hits()).toBe(1);
    } finally {
      local.server.close();
    }
  });
});

describe('the platform administrator’s targets and channels', () => {
  let t: TestApp;
  let ops: Client;
  let analyst: Client;
  let local: Awaited<ReturnType<typeof stub>>;
  beforeAll(async () => {
    local = await stub();
    t = await withApp({ engine: 'pglite' });
    [ops, analyst] = await Promise.all([t.client('ops'), t.client('analyst')]);
  }, 120_000);
  afterAll(async () => {
    local?.server.close();
    await t?.close();
  });

  const saveTarget = (url: string) =>
    ops.post('/esee/platform/gateway/target', { instCode: 'DEMO', key: 'CMSCHINA_PRODUCT', url, enabled: true });
  const saveModel = (baseUrl: string) =>
    ops.post('/esee/platform/modelEndpoint', {
      instCode: 'DEMO',
      baseUrl,
      model: 'm',
      timeoutSeconds: 5,
      enabled: true,
    });

  it('refuses a product service or model endpoint on loopback, private or link-local hosts, or over http (400)', async () => {
    for (const url of [
      `${local.url}/product`,
      `https://127.0.0.1:${new URL(local.url).port}/product`,
      'https://localhost/product',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.8/product',
      'https://[::ffff:127.0.0.1]/product',
      'http://products.bank.example/',
    ]) {
      const target = await saveTarget(url);
      expect([url, target.code], target.message).toEqual([url, ResultCode.BAD_REQUEST]);
      expect(target.message).toMatch(/[\u4e00-\u9fa5]/);
      const model = await saveModel(url);
      expect([url, model.code], model.message).toEqual([url, ResultCode.BAD_REQUEST]);
      expect(model.message).toMatch(/^接口地址/);
    }
    expect((await saveTarget('https://products.bank.example/api')).code).toBe(ResultCode.OK);
    expect((await saveModel('https://llm.bank.example/v1')).code).toBe(ResultCode.OK);
    // Redirect-only targets (the browser goes there, the server never calls them) may stay on the bank's network.
    const redirect = await ops.post('/esee/platform/gateway/target', {
      instCode: 'DEMO',
      key: 'BLACKLIST',
      url: 'https://10.1.2.3/blacklist',
      enabled: true,
    });
    expect(redirect.code).toBe(ResultCode.OK);
  }, 120_000); // the app's first calls warm up

  it('checks again at the call: a target stored on loopback is never reached', async () => {
    const inst = await t.database.db
      .selectFrom('institution')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('integration_target')
      .set({ url: `${local.url}/product` })
      .where('inst_id', '=', inst.id)
      .where('target_key', '=', 'CMSCHINA_PRODUCT')
      .execute();
    const answer = await analyst.get('/esee/cmschina/product?productId=P1');
    expect(answer.code).toBe(ResultCode.DATA_COMMUNICATION);
    expect(answer.message).toMatch(/产品服务地址/);
    await t.database.db
      .updateTable('model_endpoint')
      .set({ base_url: `https://localhost:${new URL(local.url).port}/v1` })
      .where('inst_id', '=', inst.id)
      .execute();
    const tested = await ops.post('/esee/platform/modelEndpoint/test', { instCode: 'DEMO' });
    expect(tested.data).toMatchObject({ ok: false, message: expect.stringMatching(/^模型服务地址不能指向本机/) });
    expect(local.hits()).toBe(0);
  });

  it('refuses a channel origin that is not an origin, and keeps a stored one out of every page’s CSP', async () => {
    for (const origin of [
      'https://portal.bank.example;script-src *',
      "https://portal.bank.example;script-src 'unsafe-inline'",
      'https://portal.bank.example,https://x.example',
      'https://portal.bank.example/path',
      'javascript:alert(1)',
    ]) {
      expect(isWebOrigin(origin), origin).toBe(false);
      const made = await ops.post('/esee/platform/gateway/channel/create', {
        instCode: 'DEMO',
        code: 'bad',
        name: '坏来源',
        origins: [origin],
      });
      expect([origin, made.code]).toEqual([origin, ResultCode.BAD_REQUEST]);
    }
    expect(isWebOrigin('https://portal.bank.example')).toBe(true);
    expect(isWebOrigin('http://localhost:3000')).toBe(true);
    expect(isWebOrigin('https://[::1]:8443')).toBe(true);
    const made = await ops.post('/esee/platform/gateway/channel/create', {
      instCode: 'DEMO',
      code: 'portal',
      name: '门户',
      origins: ['https://portal.bank.example'],
    });
    expect(made.code).toBe(ResultCode.OK);
    // A row saved before origins were checked as origins: it never reaches the header.
    await t.database.db
      .updateTable('external_channel')
      .set({ origins: JSON.stringify(['https://portal.bank.example', 'https://evil.example;script-src *']) })
      .where('code', '=', 'portal')
      .execute();
    expect(await embeddingOrigins(t.database.db)).toEqual(['https://portal.bank.example']);
  });
});

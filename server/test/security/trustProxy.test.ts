import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApp, type TestApp } from '../fixtures';
import { loadConfig, parseTrustProxy } from '../../src/config';

describe('TRUST_PROXY: the proxies whose forwarded address counts', () => {
  it('reads addresses, ranges, names or a hop count; loopback by default; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(parseTrustProxy('')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustProxy('2')).toBe(2);
    for (const bad of ['10.0.0.0/33', 'proxy.bank', '10.0.0.1/8/1', 'true', '::1/129'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
  });

  describe('with TRUST_PROXY=10.0.0.0/8', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await withApp({ engine: 'pglite', env: { TRUST_PROXY: '10.0.0.0/8' } });
    }, 120_000);
    afterAll(() => t?.close());

    /** A failed sign-in from `remoteAddress` forwarding `forwarded`: the address the login log kept. */
    const loggedAddress = async (remoteAddress: string, forwarded: string) => {
      const uuid = await t.nonce();
      const agent = `trust-proxy-test ${remoteAddress} ${forwarded}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/framework/login',
        remoteAddress,
        headers: { uuid, 'x-forwarded-for': forwarded, 'user-agent': agent },
        payload: { authType: 'RSA-OAEP-256', instCode: 'DEMO', authName: 'nobody', pwd: await t.seal('x', uuid) },
      });
      expect(res.json().code).not.toBe(200);
      const row = await t.database.db
        .selectFrom('login_log')
        .select('ip')
        .where('user_agent', '=', agent)
        .executeTakeFirstOrThrow();
      return row.ip;
    };

    it('takes X-Forwarded-For from an allowed proxy address', async () => {
      expect(await loggedAddress('10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    }, 120_000); // the app's first sign-in warms up

    it('ignores it from any other address, loopback included (no longer named)', async () => {
      expect(await loggedAddress('192.0.2.9', '203.0.113.8')).toBe('192.0.2.9');
      expect(await loggedAddress('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    });
  });
});

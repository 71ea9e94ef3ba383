import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteDescriptor } from '@esee/contracts';
import { parseRemotesUrl } from '../../src/config';
import { withApp, type TestApp } from '../fixtures';

describe('static files: the shell, the remotes, and everything else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp({ engine: 'pglite' });
    // A built shell, as `npm run build` leaves it.
    mkdirSync(path.join(t.config.shellDir, 'static/js'), { recursive: true });
    writeFileSync(path.join(t.config.shellDir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(t.config.shellDir, 'static/js/index.0123abcd99.js'), 'console.log(1)');
    // The app above started before the shell existed; start again on the same folders.
    await t.app.close();
    const { buildApp } = await import('../../src/app');
    t.app = await buildApp({ config: t.config, db: t.database.db, clock: t.clock.now });
  });
  afterAll(() => t.close());

  it("answers a page path with the shell's index.html, not cached", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bankAssistant/home?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed files for a year and manifests not at all', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/static/js/index.0123abcd99.js' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/cba/1.0.0/static/js/cba.0123456789.js' });
    expect([entry.statusCode, entry.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/cba/1.0.0/mf-manifest.json' });
    expect([manifest.statusCode, manifest.headers['cache-control']]).toEqual([200, 'no-cache']);
    // Data with a content hash (地图找客's outlines) is kept like code: a reload asks for it no more.
    const assets = path.join(t.config.remotesDir, 'cba/1.0.0/static/assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, 'china-provinces.e34e46776b.json'), '{"type":"FeatureCollection","features":[]}');
    const outlines = await t.app.inject({
      method: 'GET',
      url: '/remotes/cba/1.0.0/static/assets/china-provinces.e34e46776b.json',
    });
    expect([outlines.statusCode, outlines.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
  });

  it('answers unknown files and API paths with the envelope, never the shell', async () => {
    for (const url of ['/remotes/cba/9.9.9/mf-manifest.json', '/static/js/missing.js', '/remotes/../package.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
    // No route, no data: an unknown call is not found, with or without a session.
    const api = await t.app.inject({ method: 'GET', url: '/esee/no/such/call' });
    expect([api.statusCode, api.json()]).toEqual([404, { code: 404, data: null, message: '请求的资源不存在' }]);
  });

  it('sends a content security policy that allows scripts from this origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes its OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/framework/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/framework/login',
        '/framework/api/user/menu',
        '/framework/api/remotes',
        '/esee/user/info',
      ]),
    );
  });
});

describe('remotes served from a CDN (REMOTES_URL)', () => {
  const CDN = 'https://cdn.bank.example/esee/remotes/';
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp({ engine: 'pglite', env: { REMOTES_URL: CDN } });
  });
  afterAll(() => t.close());

  it('gives browsers the manifests at the CDN and lets the page load from its origin', async () => {
    const analyst = await t.client('analyst');
    const remotes: RemoteDescriptor[] = (await analyst.get('/framework/api/remotes')).data;
    expect(remotes.length).toBeGreaterThan(0);
    for (const r of remotes) expect(r.manifestUrl).toBe(`${CDN}${r.name}/${r.version}/mf-manifest.json`);
    const csp = String((await t.app.inject({ method: 'GET', url: '/main' })).headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'style-src', 'font-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.bank\\.example(;| )`));
    expect(csp).not.toContain('/esee/remotes');
  });

  it('refuses a REMOTES_URL that is not an http(s) URL, and ends a good one with a slash', () => {
    expect(() => parseRemotesUrl('cdn.bank.example')).toThrow('REMOTES_URL');
    expect(() => parseRemotesUrl('ftp://cdn.bank.example/')).toThrow('not http(s)');
    expect(parseRemotesUrl('https://cdn.bank.example/r')).toBe('https://cdn.bank.example/r/');
    expect(parseRemotesUrl('')).toBeUndefined();
  });
});

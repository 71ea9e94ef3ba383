import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, startLocalNginx } from '../../../scripts/lib/localNginx.mjs';
import { withApp, type Client, type TestApp } from '../fixtures';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The shipped nginx config in front of a running server: the same encoded
 * path is refused through it (nginx passes the URI on as the client sent it,
 * and the server decides on the route it matched). `npm test` installs
 * Debian's nginx where it may; without it this part cannot run.
 */
describe.runIf(existsSync(NGINX))('the shipped nginx config', () => {
  let t: TestApp;
  let nginx: Awaited<ReturnType<typeof startLocalNginx>>;
  let base: string;
  let tmp: string;
  let analyst: Client;
  let second: TestApp['app'];
  /** Requests each API server answered. */
  const served = [0, 0];

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-nginx-'));
    chmodSync(tmp, 0o755);
    mkdirSync(path.join(tmp, 'shell'));
    writeFileSync(path.join(tmp, 'shell/index.html'), '<!doctype html><title>shell</title>');
    // The servers behind nginx have the shell too: page paths are theirs to answer (their headers of the moment).
    t = await withApp({ engine: 'pglite', env: { SHELL_DIR: path.join(tmp, 'shell') } });
    analyst = await t.client('analyst');
    // A second API server on the same database, as production runs several behind nginx.
    const { buildApp } = await import('../../src/app');
    second = await buildApp({ config: t.config, db: t.database.db, clock: t.clock.now });
    const apiPorts = [];
    for (const [i, app] of [t.app, second].entries()) {
      app.server.on('request', () => served[i]!++);
      apiPorts.push(Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port));
    }
    nginx = await startLocalNginx({
      port: await freePort(),
      apiPorts,
      shellDir: path.join(tmp, 'shell'),
      remotesDir: t.config.remotesDir,
    });
    base = nginx.base;
  }, 60_000);

  afterAll(async () => {
    nginx?.stop();
    await second?.close();
    await t?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  // First: no server has read the channels' origins yet. Made on one server, a channel shows at once there and
  // within EMBED_ORIGINS_TTL_MS on the others (which would otherwise still hold the origins they read before).
  it('sends page paths with the server’s headers: an external channel’s origin may frame them', async () => {
    const ops = await t.client('ops');
    const made = await fetch(`${base}/esee/platform/gateway/channel/create`, {
      method: 'POST',
      headers: { 'x-token': ops.token, 'content-type': 'application/json' },
      body: JSON.stringify({ instCode: 'DEMO', code: 'nginx', name: '门户', origins: ['https://portal.bank.example'] }),
    });
    expect(made.status).toBe(200);
    const page = await fetch(`${base}/external/common/singleSearch`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://portal.bank.example");
    expect(page.headers.get('x-frame-options')).toBeNull();
    // Files keep nginx's own headers.
    const file = await fetch(`${base}/index.html`);
    expect(file.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    // HSTS on the static files as on the API's answers (issue 37).
    expect(file.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses an encoded API path without a session, and serves it with one', async () => {
    const entId = 'E000000001';
    for (const url of [`/%65see/baseinfo/exportBaseInfo?entId=${entId}`, '/esee/user/%69nfo']) {
      const res = await fetch(`${base}${url}`);
      expect([res.status, await res.json()], url).toEqual([
        401,
        { code: 9998, data: null, message: '登录已失效，请重新登录' },
      ]);
    }
    const mine = await fetch(`${base}/%65see/user/info`, { headers: { 'x-token': analyst.token } });
    expect([mine.status, ((await mine.json()) as { data: { name: string } }).data.name]).toEqual([200, '林晓雯']);
    const page = await fetch(`${base}/bankAssistant/home`);
    expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>shell</title>']);
  });

  it('spreads the API over the servers behind it, which are interchangeable: one session answered by both', async () => {
    const before = [...served];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/esee/user/info`, { headers: { 'x-token': analyst.token } }).then(async (r) => [
          r.status,
          ((await r.json()) as { data: { name: string } }).data.name,
        ]),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify([200, '林晓雯'])]));
    expect(served[0]! - before[0]!).toBeGreaterThan(0);
    expect(served[1]! - before[1]!).toBeGreaterThan(0);
  });

  it('keeps hashed files a year and manifests not at all, and compresses them: brotli where installed, else gzip', async () => {
    const file = '/remotes/cba/1.0.0/static/js/cba.0123456789.js';
    writeFileSync(path.join(t.config.remotesDir, file.slice('/remotes/'.length)), 'export const x = 1;\n'.repeat(2000));
    const get = (url: string, encodings: string) =>
      fetch(`${base}${url}`, { headers: { 'accept-encoding': encodings } });
    const js = await get(file, 'br, gzip');
    expect([js.status, js.headers.get('cache-control'), js.headers.get('content-encoding')]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      nginx.brotli ? 'br' : 'gzip',
    ]);
    expect(js.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await js.text()).length).toBe(40_000);
    expect((await get(file, 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const manifest = await get('/remotes/cba/1.0.0/mf-manifest.json', 'gzip');
    expect([manifest.status, manifest.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect((await get('/index.html', 'gzip')).headers.get('cache-control')).toBe('no-cache');
  });
});

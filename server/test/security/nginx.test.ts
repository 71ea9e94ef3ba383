import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers';

const NGINX = '/usr/sbin/nginx';
const REPO_NGINX = path.resolve(import.meta.dirname, '../../../nginx');

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
  let nginx: ChildProcess;
  let base: string;
  let tmp: string;
  let token: string;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-nginx-'));
    chmodSync(tmp, 0o755);
    mkdirSync(path.join(tmp, 'shell'));
    writeFileSync(path.join(tmp, 'shell/index.html'), '<!doctype html><title>shell</title>');
    // The servers behind nginx have the shell too: page paths are theirs to answer (their headers of the moment).
    t = await startTestApp('pglite', { env: { SHELL_DIR: path.join(tmp, 'shell') } });
    token = await t.login('DEMO', 'analyst');
    const apiPort = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const port = await freePort();
    // The site as shipped, with this machine's folders and ports.
    const site = readFileSync(path.join(REPO_NGINX, 'esee.conf'), 'utf8')
      .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${apiPort};`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`)
      .replaceAll('/srv/esee/shell', path.join(tmp, 'shell'))
      .replaceAll('/srv/esee/remotes/', `${t.config.remotesDir}/`)
      .replaceAll('/etc/nginx/snippets/esee-static-headers.conf', path.join(REPO_NGINX, 'esee-static-headers.conf'));
    writeFileSync(path.join(tmp, 'esee.conf'), site);
    const conf = path.join(tmp, 'nginx.conf');
    writeFileSync(
      conf,
      [
        'user root;',
        'worker_processes 1;',
        'daemon off;',
        `pid ${tmp}/nginx.pid;`,
        `error_log ${tmp}/error.log;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${tmp}/${k};`),
        `  include ${tmp}/esee.conf;`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX, ['-c', conf], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    // Ready when it answers.
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${base}/framework/site`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    nginx?.kill();
    await t?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
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
    const mine = await fetch(`${base}/%65see/user/info`, { headers: { 'x-token': token } });
    expect([mine.status, ((await mine.json()) as { data: { name: string } }).data.name]).toEqual([200, '林晓雯']);
    const page = await fetch(`${base}/bankAssistant/home`);
    expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>shell</title>']);
  });

  it('sends page paths with the server’s headers: an external channel’s origin may frame them', async () => {
    const ops = await t.login('PLATFORM', 'ops');
    const made = await fetch(`${base}/esee/platform/gateway/channel/create`, {
      method: 'POST',
      headers: { 'x-token': ops, 'content-type': 'application/json' },
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
  });
});

// The platform as production serves it: the shipped nginx config (nginx/) on E2E_PORT in front of the platform
// started as `npm start` starts it on the next port (its own fresh data folder). nginx serves the shell and the
// remotes from their folders and passes API calls and page paths to the server. For `npm run test:e2e:nginx`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const port = Number(process.env.E2E_PORT ?? 8181);
const apiPort = port + 1;

const platform = spawn(process.execPath, [path.join(ROOT, 'e2e/support/serve.mjs')], {
  env: { ...process.env, E2E_PORT: String(apiPort) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; ; i++) {
  if (platform.exitCode !== null) throw new Error('the platform did not start');
  if (
    await fetch(`http://127.0.0.1:${apiPort}/main`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 500));
}

// The site as shipped, with this machine's folders and ports.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-nginx-e2e-'));
chmodSync(tmp, 0o755);
const nginxDir = path.join(ROOT, 'nginx');
const site = readFileSync(path.join(nginxDir, 'esee.conf'), 'utf8')
  .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${apiPort};`)
  .replace('listen 80;', `listen 127.0.0.1:${port};`)
  .replaceAll('/srv/esee/shell', path.join(ROOT, 'shell/dist'))
  .replaceAll('/srv/esee/remotes/', `${path.join(os.tmpdir(), `esee-e2e-${apiPort}`, 'remotes')}/`)
  .replaceAll('/etc/nginx/snippets/esee-static-headers.conf', path.join(nginxDir, 'esee-static-headers.conf'));
writeFileSync(path.join(tmp, 'esee.conf'), site);
for (const k of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(tmp, k));
const conf = path.join(tmp, 'nginx.conf');
writeFileSync(
  conf,
  [
    // As root (a CI machine), nginx's workers would drop to a user who cannot read the checkout.
    process.getuid?.() === 0 ? 'user root;' : '',
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
if (check.status !== 0) throw new Error(check.stderr);
const nginx = spawn(NGINX, ['-c', conf], { stdio: 'inherit' });
console.log(`nginx on :${port} in front of the platform on :${apiPort}`);

const stop = () => {
  nginx.kill();
  platform.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

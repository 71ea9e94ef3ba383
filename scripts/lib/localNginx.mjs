// The shipped nginx config (nginx/) run on this machine, as the tests and the nginx smoke run need it: Debian's
// nginx, unprivileged folders, this machine's ports and build folders in place of the production paths.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const REPO_NGINX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../nginx');

/** Debian's brotli modules (libnginx-mod-http-brotli-filter and -static); the site compresses with brotli when both are there. */
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map(
  (file) => `/usr/lib/nginx/modules/${file}`,
);
export const hasBrotli = () => BROTLI_MODULES.every((file) => existsSync(file));

/**
 * Start nginx with the shipped site in front of the API servers on `apiPorts`, listening on 127.0.0.1:`port`.
 * Resolves once it answers; `stop()` ends it and removes its folder.
 */
export async function startLocalNginx({ port, apiPorts, shellDir, remotesDir }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-nginx-'));
  chmodSync(tmp, 0o755);
  const brotli = hasBrotli();
  const site = readFileSync(path.join(REPO_NGINX, 'esee.conf'), 'utf8')
    .replace(/ {4}server 127\.0\.0\.1:8080;\n/, apiPorts.map((p) => `    server 127.0.0.1:${p};\n`).join(''))
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('/srv/esee/shell', shellDir)
    .replaceAll('/srv/esee/remotes/', `${remotesDir}/`)
    .replaceAll('/etc/nginx/snippets/esee-static-headers.conf', path.join(REPO_NGINX, 'esee-static-headers.conf'))
    // Installed only where the modules are (see esee.conf); a pattern matching nothing includes nothing.
    .replaceAll(
      '/etc/nginx/snippets/esee-brotli*.conf',
      brotli ? path.join(REPO_NGINX, 'esee-brotli.conf') : path.join(tmp, 'none', '*.conf'),
    );
  writeFileSync(path.join(tmp, 'esee.conf'), site);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const k of temps) mkdirSync(path.join(tmp, k));
  const conf = path.join(tmp, 'nginx.conf');
  writeFileSync(
    conf,
    [
      ...(brotli ? BROTLI_MODULES.map((file) => `load_module ${file};`) : []),
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
      ...temps.map((k) => `  ${k}_temp_path ${tmp}/${k};`),
      `  include ${tmp}/esee.conf;`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const nginx = spawn(NGINX, ['-c', conf], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    nginx.kill();
    rmSync(tmp, { recursive: true, force: true });
  };
  for (;;) {
    if (nginx.exitCode !== null) {
      stop();
      throw new Error(`nginx ended (${nginx.exitCode})`);
    }
    const up = await fetch(`${base}/framework/site`).then(
      () => true,
      () => false,
    );
    if (up) return { base, brotli, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

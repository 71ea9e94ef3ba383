// The shipped nginx config (nginx/) in front of the platform the suite runs against (serve.mjs on E2E_PORT): on
// E2E_NGINX_PORT it serves the shell and the deployed remotes from their folders, as production does, and passes
// API calls and page paths to the server. The `nginx` project of the browser tests goes through it.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalNginx } from '../../scripts/lib/localNginx.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiPort = Number(process.env.E2E_PORT ?? 8181);
const port = Number(process.env.E2E_NGINX_PORT ?? apiPort + 100);

const nginx = await startLocalNginx({
  port,
  apiPorts: [apiPort],
  shellDir: path.join(ROOT, 'shell/dist'),
  remotesDir: path.join(os.tmpdir(), `esee-e2e-${apiPort}`, 'remotes'),
});
console.log(
  `nginx on :${port} in front of the platform on :${apiPort}${nginx.brotli ? ' (gzip and brotli)' : ' (gzip)'}`,
);

const stop = () => {
  nginx.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

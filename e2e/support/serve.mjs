// The platform the e2e suite runs against: `npm start`'s own script, on a
// fresh data folder so every run starts from the first-start seed.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.env.E2E_PORT ?? '8181';
const dataDir = path.join(os.tmpdir(), `esee-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = port;
process.env.DATA_DIR = dataDir;
process.env.DEMO_PASSWORD = 'Demo@2026';
// Automated tests cannot read an image code; one test turns it on for its own server.
process.env.CAPTCHA = 'off';
// The error-catalogue probe, to drive every toast from real server answers.
process.env.DIAGNOSTICS = 'on';
// Data dropped into the inbox during a test is loaded within a second.
process.env.INBOX_SECONDS = '1';
// The model and product stubs the tests start run on this machine: the operator's setting lets the server call them.
process.env.GATEWAY_ALLOWED_HOSTS = '127.0.0.1';
// E2E_DATABASE_URL (a PostgreSQL server): the platform runs on a fresh database there instead of the embedded one.
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = await freshPostgres(process.env.E2E_DATABASE_URL);
await import(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/start.mjs'));

/** A new, empty database `esee_e2e_<port>` on the server of `url` (the previous run's dropped). */
async function freshPostgres(url) {
  const require = createRequire(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/package.json'),
  );
  const pg = require('pg');
  const name = `esee_e2e_${port}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin
    .query(`create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C'`)
    .catch(() => admin.query(`create database ${name}`));
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.href;
}

// npm run bench:search -- [--companies 1000000] [--seconds 20] [--engines pglite,postgres]
// Generates a data set (companies and their links, no records), loads it with
// the data command into a fresh embedded database and, when PostgreSQL answers
// on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// into a fresh PostgreSQL database; then starts the real server on each and
// measures suggestions and paged search over HTTP with 16 concurrent clients.
// Prints generation and load times, latency percentiles, throughput, memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main, ROOT } from '../lib/workspace.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '20'));
const CLIENTS = 16;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINES = arg('engines', 'pglite,postgres').split(',');
const DATA = path.join(ROOT, 'server/dist/data.mjs');
const SERVER = path.join(ROOT, 'server/dist/server.mjs');

function exec(args, env) {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve((Date.now() - t0) / 1000) : reject(new Error(`${args.join(' ')} failed`)),
    );
  });
}

async function sampleNames(file, n) {
  const names = [];
  const codes = [];
  let i = 0;
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (i++ % Math.max(1, Math.floor(COMPANIES / (n * 2))) !== 0) continue;
    const row = JSON.parse(line);
    names.push(row.name);
    codes.push(row.creditCode);
    if (names.length >= n) break;
  }
  return { names, codes };
}

/** The queries people type: two to four characters from inside a name, a whole name, a code prefix. */
function queries({ names, codes }) {
  const out = [];
  for (const [i, name] of names.entries()) {
    const chars = [...name.replace(/(集团)?(股份)?有限(责任)?公司$/, '')];
    const len = 2 + (i % 3);
    const at = i % Math.max(1, chars.length - len);
    out.push(chars.slice(at, at + len).join(''));
    if (i % 5 === 0) out.push(name);
    if (i % 7 === 0) out.push(codes[i].slice(0, 8));
  }
  return out;
}

async function dropDatabase(url) {
  const pg = (await import(path.join(ROOT, 'server/node_modules/pg/lib/index.js'))).default;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(base, token, url, body, qs) {
  const latencies = [];
  const deadline = Date.now() + SECONDS * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = c; Date.now() < deadline; i += CLIENTS) {
        const t0 = performance.now();
        const res = await fetch(base + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': token },
          body: JSON.stringify(body(qs[i % qs.length])),
        });
        const json = await res.json();
        if (json.code !== 200) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / SECONDS),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function measure(engine, env, qs) {
  const port = 8500 + ENGINES.indexOf(engine);
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      CAPTCHA: 'off',
      SEED_DEMO: 'on',
      DEMO_COMPANIES: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/main`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  // The login call needs a sealed password: use a one-off Node crypto seal of the server's key.
  const { createPublicKey, publicEncrypt, constants } = await import('node:crypto');
  const auth = (await (await fetch(`${base}/framework/auth_type`)).json()).data;
  const key = createPublicKey({ key: Buffer.from(auth.publicKey, 'base64'), format: 'der', type: 'spki' });
  const pwd = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(JSON.stringify({ p: 'Demo@2026', t: Date.now() })),
  ).toString('base64');
  const login = await (
    await fetch(`${base}/framework/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ instCode: 'DEMO', authName: 'analyst', pwd, authType: 'RSA-OAEP-256' }),
    })
  ).json();
  const token = login.data.token;
  await load(base, token, '/esee/baseinfo/likeByCompanyName', (q) => ({ companyName: q, range: 10 }), qs.slice(0, 200)); // warm up
  const suggest = await load(
    base,
    token,
    '/esee/baseinfo/likeByCompanyName',
    (q) => ({ companyName: q, range: 10 }),
    qs,
  );
  const paged = await load(
    base,
    token,
    '/esee/entInfo/search',
    (q) => ({ entName: q, pageno: 1 + (q.length % 3), range: 10 }),
    qs,
  );
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return { suggest, paged, rssMb: Math.round(rss) };
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-'));
  const out = path.join(tmp, 'data');
  try {
    console.log(`Generating ${COMPANIES.toLocaleString('en')} companies…`);
    const generateS = await exec([
      DATA,
      'generate',
      '--companies',
      String(COMPANIES),
      '--seed',
      '7',
      '--records',
      '0',
      '--out',
      out,
    ]);
    const qs = queries(await sampleNames(path.join(out, 'companies.jsonl'), 2000));
    const results = [];
    for (const engine of ENGINES) {
      const env = engine === 'pglite' ? { DATA_DIR: path.join(tmp, 'pglite') } : {};
      if (engine === 'postgres') {
        const name = `esee_bench_${Date.now()}`;
        const pg = (await import(path.join(ROOT, 'server/node_modules/pg/lib/index.js'))).default;
        const admin = new pg.Client({ connectionString: PG_URL });
        try {
          await admin.connect();
        } catch {
          console.log('PostgreSQL does not answer: skipped');
          continue;
        }
        await admin
          .query(`create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C'`)
          .catch(() => admin.query(`create database ${name}`));
        await admin.end();
        const url = new URL(PG_URL);
        url.pathname = `/${name}`;
        env.DATABASE_URL = url.href;
      }
      console.log(`Loading into ${engine}…`);
      const loadS = await exec([DATA, 'load', out], env);
      console.log(`Measuring ${engine} (${CLIENTS} clients, ${SECONDS} s per call)…`);
      results.push({ engine, generateS, loadS, ...(await measure(engine, env, qs)) });
      if (engine === 'postgres') await dropDatabase(env.DATABASE_URL);
    }
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(
      `\nCompanies: ${COMPANIES.toLocaleString('en')}; generation ${generateS.toFixed(0)} s; ${CLIENTS} concurrent clients over HTTP\n`,
    );
    console.log('| engine | load | call | p50 | p95 | p99 | req/s | server RSS |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results)
      for (const [call, m] of [
        ['suggestions', r.suggest],
        ['paged search', r.paged],
      ])
        console.log(
          `| ${r.engine} | ${r.loadS.toFixed(0)} s | ${call} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.perSecond} | ${r.rssMb} MB |`,
        );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

// What the server benchmarks share: arguments, running the data command, a fresh PostgreSQL database,
// the real server started and signed in, a timed load of concurrent clients, percentiles.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import { ROOT } from '../lib/workspace.mjs';
import { request } from './httpClient.mjs';

/**
 * The rows of one of a data set's files (`companies.jsonl`, or `companies.jsonl.gz` as the loader also reads it),
 * or those whose place among the rows (0-based) is `wanted`: only those parsed.
 */
export async function* setRows(data, file, wanted = () => true) {
  const plain = path.join(data, file);
  const input = existsSync(plain)
    ? createReadStream(plain)
    : pipeline(createReadStream(`${plain}.gz`), createGunzip(), () => {});
  let i = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity }))
    if (line && wanted(i++)) yield JSON.parse(line);
}

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DATA = path.join(ROOT, 'server/dist/data.mjs');
const SERVER = path.join(ROOT, 'server/dist/server.mjs');

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** Run a Node script to its end; resolves with the seconds it took. */
export function exec(args, env) {
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

/** A connected client of PostgreSQL (`url`, by default the benches' server). */
export const pgClient = async (url = PG_URL) => {
  const pg = (await import(path.join(ROOT, 'server/node_modules/pg/lib/index.js'))).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

/** A fresh, empty PostgreSQL database; null when PostgreSQL does not answer. */
export async function createPgDatabase() {
  let admin;
  try {
    admin = await pgClient();
  } catch {
    return null;
  }
  const name = `esee_bench_${Date.now()}`;
  await admin
    .query(`create database ${name} template template0 encoding 'UTF8' lc_ctype 'C.UTF-8' lc_collate 'C'`)
    .catch(() => admin.query(`create database ${name}`));
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.href;
}

export async function dropPgDatabase(url) {
  const admin = await pgClient();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

/** Sign in as DEMO/analyst through the API (the captcha off); the session token. */
export async function signInApi(base, username = 'analyst') {
  // The login call needs a sealed password: a one-off Node crypto seal with the server's key.
  const { createPublicKey, publicEncrypt, constants } = await import('node:crypto');
  const auth = (await (await fetch(`${base}/framework/auth_type`)).json()).data;
  // The sealed password is bound to a captcha's uuid, a one-time nonce (the captcha itself is off here).
  const { uuid } = (await (await fetch(`${base}/framework/captcha`)).json()).data;
  const key = createPublicKey({ key: Buffer.from(auth.publicKey, 'base64'), format: 'der', type: 'spki' });
  const pwd = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(JSON.stringify({ p: 'Demo@2026', n: uuid, t: Date.now() })),
  ).toString('base64');
  const login = await (
    await fetch(`${base}/framework/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', uuid },
      body: JSON.stringify({ instCode: 'DEMO', authName: username, pwd, authType: 'RSA-OAEP-256' }),
    })
  ).json();
  return login.data.token;
}

/** The settings a bench's server runs with, under the bench's own. */
export const SERVER_ENV = {
  CAPTCHA: 'off',
  SEED_DEMO: 'on',
  DEMO_COMPANIES: '0',
  LOG_LEVEL: 'warn',
  // One benchmark user makes thousands of calls a minute: the per-user limits would measure themselves.
  CALLS_PER_MINUTE: 'search:1000000000,graph:1000000000,export:1000000000,upload:1000000000',
};

/** The built server on `port` over the database of `env` (which may override the defaults below), signed in as DEMO/analyst. */
export async function startServer(env, port) {
  const server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), SERVER], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  // Answering its first call (a public one: the shell may not be built).
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/framework/auth_type`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = performance.now() - t0;
  const token = await signInApi(base);
  return {
    base,
    token,
    startMs,
    pid: server.pid,
    rssMb: () =>
      Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024),
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Latencies (ms, in any order) told as a bench prints them: count, rate, p50/p95/p99 and the slowest. */
export function latencySummary(latencies, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: Math.round(sorted.length / seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

/**
 * `clients` concurrent clients calling `request(i)` (resolving true when the answer was a success) for
 * `seconds`; latency percentiles in ms, requests per second, failures. Each client asks again as soon as it is
 * answered (the server's capacity) or, with `paceMs`, that long after its previous question began (people typing:
 * a question a keystroke; one answered late is followed at once). Paced clients start spread over one pace, as
 * people type independently: started together, the clients' keystrokes all came in the same instant, a burst of
 * sixteen every 200 ms whose last waited for the fifteen before it.
 */
export async function timedLoad({ clients, seconds, request, paceMs = 0 }) {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      if (paceMs) await new Promise((r) => setTimeout(r, (c * paceMs) / clients));
      for (let i = c; Date.now() < deadline; i += clients) {
        const t0 = performance.now();
        if (!(await request(i))) errors++;
        const took = performance.now() - t0;
        latencies.push(took);
        if (paceMs > took) await new Promise((r) => setTimeout(r, paceMs - took));
      }
    }),
  );
  return { ...latencySummary(latencies, seconds), errors };
}

/**
 * How fast one core of this machine is now: the best of three runs of a fixed piece of work (SHA-256 of 256 MB), in
 * ms. Machines of one size differ up to 2.3 times, and one machine up to 1.8 times between hours: a bench prints this
 * beside its figures, so that runs are compared with the machine's speed in view.
 */
export function coreSpeedMs() {
  const block = Buffer.alloc(1 << 20, 7);
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const hash = createHash('sha256');
    for (let k = 0; k < 256; k++) hash.update(block);
    hash.digest();
    best = Math.min(best, performance.now() - t0);
  }
  return Math.round(best);
}

/** The kernel's clock ticks a second, in which /proc counts CPU time. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

/**
 * CPU time (ms) used so far by every process, by pid, with its command name, the part of it spent in the kernel and
 * its major page faults (read from disk) (Linux's /proc).
 */
function processTimes() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      const [user, kernel] = [Number(fields[11]), Number(fields[12])].map((ticks) => (ticks * 1000) / TICKS);
      out.set(Number(pid), {
        name: stat.slice(stat.indexOf('(') + 1, close),
        ms: user + kernel,
        kernel,
        faults: Number(fields[9]),
      });
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/** The machine's CPU time (ms, every core) so far, and how much of it was idle. */
function machineTimes() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const ms = (t) => (t * 1000) / TICKS;
  return { all: ms(ticks.reduce((a, b) => a + b, 0)), idle: ms(ticks[3] + ticks[4]) };
}

/**
 * Where the machine's cores went while `work` ran (resolving to `{ requests }`): CPU ms a request of the API
 * instances (`instancePids`), PostgreSQL, nginx, this client and the rest, and the idle share; of each, the kernel's
 * ms and the major page faults a request (`kernel`, `faults`). What a request costs is what bounds the rate when
 * every part shares the cores.
 */
export async function cpuPerRequest(instancePids, work) {
  const groupOf = (pid, name) =>
    instancePids.includes(pid)
      ? 'instances'
      : pid === process.pid
        ? 'client'
        : name === 'postgres'
          ? 'postgres'
          : name === 'nginx'
            ? 'nginx'
            : 'other';
  const [before, machine] = [processTimes(), machineTimes()];
  const result = await work();
  const [after, machineAfter] = [processTimes(), machineTimes()];
  const groups = () => ({ instances: 0, postgres: 0, nginx: 0, client: 0, other: 0 });
  const [spent, kernel, faults] = [groups(), groups(), groups()];
  for (const [pid, now] of after) {
    const group = groupOf(pid, now.name);
    const then = before.get(pid) ?? { ms: 0, kernel: 0, faults: 0 };
    spent[group] += now.ms - then.ms;
    kernel[group] += now.kernel - then.kernel;
    faults[group] += now.faults - then.faults;
  }
  const perRequest = (of) => Object.fromEntries(Object.entries(of).map(([k, v]) => [k, v / result.requests]));
  const idle = (machineAfter.idle - machine.idle) / (machineAfter.all - machine.all);
  return { ...result, cpu: { ...perRequest(spent), idle }, kernel: perRequest(kernel), faults: perRequest(faults) };
}

/** One call of the API as the benchmark's user (`httpClient.mjs`); true when the envelope says success. */
export const apiCall = async (server, method, url, body) => {
  const headers = { 'x-token': server.token, ...(body ? { 'content-type': 'application/json' } : {}) };
  const answer = await request(server.base, method, url, headers, body ? JSON.stringify(body) : '');
  try {
    return JSON.parse(answer.body).code === 200;
  } catch {
    return false;
  }
};

export const ms = (v) => `${v.toFixed(1)} ms`;

/**
 * Generate `companies` companies with their links (or reuse the data set in `data`, as a previous run or
 * `npm run data:generate` left it), load them into each engine's fresh database and call
 * `measure(engine, env, dataDir)` on each (or only on the PostgreSQL database `--database` names, loaded before). Resolves with the generation time and each engine's results.
 */
export async function onEachEngine({ companies, engines, data, records = 0 }, measure) {
  // A PostgreSQL database already loaded with `data` (`--database URL`): measured as it is, neither loaded nor dropped.
  const loaded = arg('database');
  if (loaded) {
    if (!data) throw new Error('--database needs --data, the set it holds');
    return {
      generateS: 0,
      results: [{ engine: 'postgres', loadS: 0, ...(await measure('postgres', { DATABASE_URL: loaded }, data)) }],
    };
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-'));
  const out = data ?? path.join(tmp, 'data');
  const results = [];
  let generateS = 0;
  try {
    if (!data) {
      console.log(`Generating ${companies.toLocaleString('en')} companies…`);
      generateS = await exec([
        DATA,
        'generate',
        '--companies',
        String(companies),
        '--seed',
        '7',
        '--records',
        String(records),
        '--out',
        out,
      ]);
    }
    for (const engine of engines) {
      const env =
        engine === 'pglite' ? { DATA_DIR: path.join(tmp, 'pglite') } : { DATABASE_URL: await createPgDatabase() };
      if (engine === 'postgres' && !env.DATABASE_URL) {
        console.log('PostgreSQL does not answer: skipped');
        continue;
      }
      console.log(`Loading into ${engine}…`);
      const loadS = await exec([DATA, 'load', out], env);
      console.log(`Measuring ${engine}…`);
      try {
        results.push({ engine, loadS, ...(await measure(engine, env, out)) });
      } finally {
        if (engine === 'postgres') await dropPgDatabase(env.DATABASE_URL);
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { generateS, results };
}

/** How often the latency probe calls. */
const PROBE_EVERY_MS = 50;

/**
 * Run `work()` while a latency probe makes a cheap authenticated call (`probeUrl`, GET) every 50 ms, each timed on
 * its own (a stalled server shows as long calls, not as fewer): what `work` gave, how long it took, and the probe's
 * latencies (`latencySummary`). Heavy work off the request thread keeps the probe's p99 low.
 */
export async function withLatencyProbe(server, work, probeUrl = '/framework/api/user/menu') {
  const latencies = [];
  const pending = new Set();
  const probe = () => {
    const t0 = performance.now();
    const p = fetch(server.base + probeUrl, { headers: { 'x-token': server.token } })
      .then((res) => res.json())
      .then((answer) => {
        if (answer.code !== 200) throw new Error(`probe: ${answer.message}`);
        latencies.push(performance.now() - t0);
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  const timer = setInterval(probe, PROBE_EVERY_MS);
  probe();
  const t0 = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - t0;
    return { value, ms, latencies, probe: latencySummary(latencies, ms / 1000) };
  } finally {
    clearInterval(timer);
    await Promise.allSettled([...pending]);
  }
}

/** A probe's figures as the benches print them. */
export const probeText = (probe) =>
  `latency probe (${probe.requests} calls, one every 50 ms): p50 ${ms(probe.p50)}, p99 ${ms(probe.p99)}, slowest ${ms(probe.max)}`;

/**
 * Long work started by one call and followed by another, as the page follows it (once a second): resolves with the
 * run once done, rejects with its reason if it failed. `start` and `state` answer the envelope.
 */
export async function followWorkRun(start, state) {
  const started = await start();
  if (started.code !== 200) throw new Error(started.message);
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const answer = await state();
    if (answer.code !== 200) throw new Error(answer.message);
    if (answer.data.state === 'done') return answer.data;
    if (answer.data.state === 'failed') throw new Error(answer.data.failureReason);
  }
}

/**
 * A script written against the server's sources (TypeScript, `@esee/*` workspace packages), bundled into `out` so
 * that a bench can import it; every package of server/ stays one (PGlite loads its own files).
 */
const serverPackage = JSON.parse(readFileSync(path.join(ROOT, 'server/package.json'), 'utf8'));

export async function bundleServerScript(contents, out) {
  const { build } = await import('esbuild');
  await build({
    stdin: { contents, resolveDir: path.join(ROOT, 'server'), loader: 'ts' },
    bundle: true,
    // As the server's own build: its packages load from server/node_modules, the workspace libraries are compiled in.
    external: Object.keys(serverPackage.dependencies).flatMap((name) =>
      name.startsWith('@esee/') ? [] : [name, `${name}/*`],
    ),
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
  });
  return import(pathToFileURL(out).href);
}

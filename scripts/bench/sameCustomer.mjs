// node scripts/bench/sameCustomer.mjs -- [--companies 1000000] [--customers 10000] [--runs 3] [--seed 7] [--server on|off]
// 同一客户识别 at scale, in two parts.
// 1. The grouping engine (server/src/areas/scs/sameCustomer/grouping.ts, bundled here with esbuild) over the
//    control edges of a synthetic register of N companies (corporate trees up to 6 levels, person holders with
//    majority, largest-holder and tied stakes, branches) for a book of M customers drawn from it. Prints the time
//    to index the register's edges and the time to group the book (the target: < 30 s at one million companies
//    and 10,000 customers).
// 2. The real run (`--server off` skips it): the built server on a fresh embedded database, DEMO's book made M
//    customers (server/test/scs/bigBook.ts: trees of five, family ties, a guarantee circle), then
//    `POST /esee/scs/sameCustomer/run` over HTTP, followed to its end as the page follows it, while a latency probe (a cheap authenticated call,
//    `GET /framework/api/user/menu`, every 50 ms) runs: prints the run's time and the probe's p50/p99 (the
//    target: p99 < 200 ms while the run runs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildApp } from '../lib/build.mjs';
import { ensureInstalled } from '../lib/install.mjs';
import { APPS } from '../lib/workspace.mjs';
import { bundleServerScript, followWorkRun, ms, probeText, startServer, withLatencyProbe } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const COMPANIES = Number(arg('companies', '1000000'));
const CUSTOMERS = Number(arg('customers', '10000'));
const RUNS = Number(arg('runs', '3'));
const SEED = Number(arg('seed', '7'));
const SERVER = arg('server', 'on') !== 'off';

function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const out = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-scs-'));
try {
  await build({
    entryPoints: [path.join(root, 'server/src/areas/scs/sameCustomer/grouping.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: path.join(out, 'grouping.mjs'),
    logLevel: 'error',
  });
  const { identifyGroups } = await import(pathToFileURL(path.join(out, 'grouping.mjs')).href);

  const rnd = random(SEED);
  const int = (n) => Math.floor(rnd() * n);
  let t = performance.now();
  // The register: companies C<i>, persons P<j>; holders of each company as [holderIndex (negative: person), ratio].
  const persons = Math.floor(COMPANIES / 2);
  const holders = new Array(COMPANIES);
  const depth = new Uint8Array(COMPANIES);
  const heads = new Map();
  let edges = 0;
  for (let i = 0; i < COMPANIES; i++) {
    const list = [];
    const kind = rnd();
    if (i > 100 && kind < 0.3) {
      // A subsidiary of a recent company (trees: a parent among the last thousand), at most 6 levels deep.
      let parent = i - 1 - int(1000);
      if (depth[parent] >= 6) parent = int(i);
      depth[i] = depth[parent] + 1;
      const share = 0.51 + rnd() * 0.49;
      list.push([parent, share]);
      if (share < 0.99) list.push([-1 - int(persons), Math.round((1 - share) * 100) / 100]);
    } else if (kind < 0.85) {
      // Persons: one to four, a majority, a largest holder or a tie.
      const n = 1 + int(4);
      let left = 1;
      for (let k = 0; k < n; k++) {
        const share = k === n - 1 ? left : Math.round(left * (0.3 + rnd() * 0.5) * 100) / 100;
        left = Math.round((left - share) * 100) / 100;
        list.push([-1 - int(persons), share]);
      }
    } else if (i > 100 && kind < 0.87) heads.set(i, int(i));
    holders[i] = list;
    edges += list.length;
  }
  const generated = performance.now() - t;

  t = performance.now();
  const personEntity = new Map();
  const company = (i) => ({ id: `C${i}`, kind: 'C', name: `企业${i}有限公司` });
  const entityOf = (index) => {
    if (index >= 0) return company(index);
    let p = personEntity.get(index);
    if (!p) personEntity.set(index, (p = { id: `P${-1 - index}`, kind: 'P', name: `自然人${-1 - index}` }));
    return p;
  };
  const indexOf = (id) => Number(id.slice(1));
  const register = {
    entity: (id) => (id.startsWith('C') ? company(indexOf(id)) : entityOf(-1 - indexOf(id))),
    holdersOf: (id) => {
      const i = indexOf(id);
      const c = company(i);
      return (holders[i] ?? []).map(([h, ratio]) => ({ holder: entityOf(h), company: c, ratio }));
    },
    headOfficeOf: (id) => {
      const h = heads.get(indexOf(id));
      return h === undefined ? undefined : `C${h}`;
    },
  };
  // The book: customers drawn from the register, more of them in corporate trees (banks lend to groups).
  const chosen = new Set();
  while (chosen.size < Math.min(CUSTOMERS, COMPANIES)) {
    const i = int(COMPANIES);
    if (depth[i] > 0 || rnd() < 0.5) chosen.add(i);
  }
  const customers = [...chosen].map((i) => ({ entId: `C${i}`, name: `企业${i}有限公司`, exposure: 1e6 + int(1e9) }));
  const indexed = performance.now() - t;

  console.log(
    `register: ${COMPANIES.toLocaleString()} companies, ${persons.toLocaleString()} persons, ${edges.toLocaleString()} holdings, ${heads.size.toLocaleString()} branches (generated in ${(generated / 1000).toFixed(1)} s, indexed in ${(indexed / 1000).toFixed(1)} s)`,
  );
  console.log(`book: ${customers.length.toLocaleString()} customers`);
  const times = [];
  let groups = [];
  for (let r = 0; r < RUNS; r++) {
    t = performance.now();
    groups = identifyGroups({ register, customers });
    times.push(performance.now() - t);
  }
  const members = groups.reduce((n, g) => n + g.members.length, 0);
  const largest = groups.reduce((m, g) => Math.max(m, g.members.length), 0);
  console.log(`groups: ${groups.length.toLocaleString()} (${members.toLocaleString()} members, largest ${largest})`);
  console.log(
    `grouping time: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (best ${(Math.min(...times) / 1000).toFixed(2)} s; target < 30 s)`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}

if (SERVER) await serverRun();

/** The real run over HTTP with a latency probe beside it. */
async function serverRun() {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-scs-run-'));
  // The seeding script is bundled inside server/ so that its packages (kysely, PGlite) resolve from there.
  const cache = path.join(root, 'server/node_modules/.cache/esee-bench-scs');
  const env = { DATA_DIR: path.join(tmp, 'pglite') };
  let port = 39280;
  try {
    console.log(`\nThe real run: the built server, DEMO's book made ${CUSTOMERS.toLocaleString('en')} customers…`);
    // A first start migrates and seeds the demo; then the book is written into the stopped server's database.
    await (await startServer(env, port++)).stop();
    const { seed } = await bundleServerScript(
      `
        import { openDatabase } from './src/platform/db/database';
        import { seedBigBook } from './test/scs/bigBook';
        export async function seed(dir, customers) {
          const database = await openDatabase({ pgliteDir: dir });
          try { return await seedBigBook(database.db, customers); } finally { await database.close(); }
        }`,
      path.join(cache, 'seed.mjs'),
    );
    let t = performance.now();
    await seed(path.join(env.DATA_DIR, 'pgdata'), CUSTOMERS);
    console.log(`  book seeded in ${ms(performance.now() - t)}`);
    const server = await startServer(env, port++);
    try {
      const call = (method, url) =>
        fetch(server.base + url, { method, headers: { 'x-token': server.token } }).then((r) => r.json());
      const run = await withLatencyProbe(server, async () => {
        await followWorkRun(
          () => call('POST', '/esee/scs/sameCustomer/run'),
          () => call('GET', '/esee/scs/sameCustomer/run'),
        );
        return call('GET', '/esee/scs/sameCustomer/groups?pageSize=1');
      });
      const answer = { data: run.value.data.run };
      console.log(
        `  run over ${answer.data.customerCount.toLocaleString('en')} customers: ${ms(run.ms)} ` +
          `(${answer.data.groupCount.toLocaleString('en')} groups; grouping with its loading ${answer.data.elapsedMs} ms)\n` +
          `  ${probeText(run.probe)} (target: p99 < 200 ms); server RSS ${server.rssMb()} MB`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
}

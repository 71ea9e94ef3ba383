// npm run bench:load -- [--users 200] [--minutes 10] [--companies 100000] [--instances 2]
//                        [--engines postgres,pglite] [--think 1000] [--data DIR]
// A mixed workload of many signed-in users against the real server: on PostgreSQL with several instances
// over one database (sessions live in the database, so any instance serves any user: each user's calls
// alternate between them), and on the embedded database with its one instance. Each user signs in with a
// session of their own, then repeats what a banker does — type in the search box, page results, open a
// company, read its records, look at its shareholding graph, filter prospects, check monitoring, load the
// menu — with a think time between calls (0.5–1.5 × --think ms). Prints per call kind and in all: calls,
// latency percentiles, errors (any answer but the envelope's 200), throughput, and each server's memory.
import { buildApp } from '../lib/build.mjs';
import { ensureInstalled } from '../lib/install.mjs';
import { APPS, main } from '../lib/workspace.mjs';
import { arg, latencySummary, ms, onEachEngine, setRows, signInApi, startServer } from './lib.mjs';

const USERS = Number(arg('users', '200'));
const MINUTES = Number(arg('minutes', '10'));
const COMPANIES = Number(arg('companies', '100000'));
const INSTANCES = Number(arg('instances', '2'));
const THINK_MS = Number(arg('think', '1000'));
const ENGINES = arg('engines', 'postgres,pglite').split(',');
const ACCOUNTS = ['analyst', 'admin'];

/** Companies of the data set to ask about: names for the search box, ids for the detail and the graph. */
async function sampleCompanies(data, n) {
  const out = [];
  for await (const row of setRows(data, 'companies.jsonl', (i) => i % Math.max(1, Math.floor(COMPANIES / n)) === 0)) {
    out.push({ entId: row.entId, name: row.name });
    if (out.length >= n) break;
  }
  return out;
}

const PROVINCES = ['110000', '310000', '440000', '320000', '330000', '510000'];

/** The calls of the workload, with their weights (of 100): what a banker's session is made of. */
function workload(companies) {
  const company = (i) => companies[i % companies.length];
  const fragment = (i) => {
    const chars = [...company(i).name.replace(/(集团)?(股份)?有限(责任)?公司$/, '')];
    const at = i % Math.max(1, chars.length - 3);
    return chars.slice(at, at + 2 + (i % 3)).join('');
  };
  return [
    {
      name: '搜索联想',
      weight: 30,
      call: (i) => ['POST', '/esee/baseinfo/likeByCompanyName', { companyName: fragment(i), range: 10 }],
    },
    {
      name: '企业查询分页',
      weight: 12,
      call: (i) => ['POST', '/esee/entInfo/search', { entName: fragment(i), pageno: 1, range: 10 }],
    },
    {
      name: '企业详情',
      weight: 18,
      call: (i) => ['POST', '/esee/enterpriseInfo/getEnterpriseInfo', { eid: company(i).entId }],
    },
    {
      name: '股东信息',
      weight: 5,
      call: (i) => [
        'POST',
        '/esee/microDetail/queryShareholders',
        { entId: company(i).entId, pageNo: 1, pageSize: 10 },
      ],
    },
    {
      name: '立案信息',
      weight: 3,
      call: (i) => [
        'POST',
        '/esee/microDetail/queryCaseFilingInfo',
        { entId: company(i).entId, pageNo: 1, pageSize: 10 },
      ],
    },
    {
      name: '股权穿透',
      weight: 8,
      call: (i) => ['GET', `/esee/graph/stockRight?direction=down&depth=3&entId=${company(i).entId}`],
    },
    {
      name: '条件找客',
      weight: 8,
      call: (i) => [
        'POST',
        '/esee/marketing/conditionSearch/search',
        { conditions: { regionCodes: [PROVINCES[i % PROVINCES.length]], hasPhone: true }, pageNo: 1, pageSize: 10 },
      ],
    },
    {
      name: '监控列表',
      weight: 8,
      call: () => ['POST', '/esee/monitorManage/queryAllMonitorList', { groupId: 0, pageNo: 1, pageSize: 10 }],
    },
    { name: '菜单', weight: 8, call: () => ['GET', '/framework/api/user/menu'] },
  ];
}

const summary = (latencies, errors, seconds) => {
  const { requests, ...figures } = latencySummary(latencies, seconds);
  return { calls: requests, ...figures, errors };
};

/** `USERS` users, each signed in on its own session, for `MINUTES`; the figures per call kind and in all. */
async function run(servers, companies) {
  const kinds = workload(companies);
  const bag = kinds.flatMap((k, n) => Array(k.weight).fill(n));
  const stats = kinds.map(() => ({ latencies: [], errors: 0 }));
  const failures = new Map();
  console.log(`  signing ${USERS} users in…`);
  const tokens = [];
  for (let u = 0; u < USERS; u++) tokens.push(await signInApi(servers[u % servers.length].base, ACCOUNTS[u % 2]));
  console.log(`  ${USERS} users for ${MINUTES} min on ${servers.length} instance(s)…`);
  const deadline = Date.now() + MINUTES * 60_000;
  const started = Date.now();
  await Promise.all(
    tokens.map(async (token, u) => {
      // Users start spread over the first think time, not all at once.
      await new Promise((r) => setTimeout(r, Math.random() * THINK_MS));
      for (let i = u * 7919; Date.now() < deadline; i++) {
        const kind = bag[(i * 31 + u) % bag.length];
        const [method, url, body] = kinds[kind].call(i);
        const server = servers[(u + i) % servers.length];
        const t0 = performance.now();
        let ok = false;
        let why;
        try {
          const res = await fetch(server.base + url, {
            method,
            headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          });
          const envelope = await res.json();
          ok = envelope.code === 200;
          why = `${res.status} ${envelope.code} ${envelope.message}`;
        } catch (error) {
          why = String(error);
        }
        stats[kind].latencies.push(performance.now() - t0);
        if (!ok) {
          stats[kind].errors++;
          const key = `${kinds[kind].name}: ${why}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        await new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  return {
    kinds: kinds.map((k, n) => ({ name: k.name, ...summary(stats[n].latencies, stats[n].errors, seconds) })),
    all: summary(
      stats.flatMap((s) => s.latencies),
      stats.reduce((a, s) => a + s.errors, 0),
      seconds,
    ),
    failures: [...failures].sort((a, b) => b[1] - a[1]).slice(0, 10),
    rssMb: servers.map((s) => s.rssMb()),
  };
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const { results } = await onEachEngine(
    { companies: COMPANIES, engines: ENGINES, data: arg('data'), records: 1 },
    async (engine, env, data) => {
      const companies = await sampleCompanies(data, 2000);
      // PGlite is one process's database: one instance. PostgreSQL: several, started one after the other
      // (the first migrates and seeds).
      const count = engine === 'pglite' ? 1 : INSTANCES;
      const servers = [];
      // Every user signs in; the per-user call limits would measure themselves.
      const limits = { CALLS_PER_MINUTE: 'search:1000000000,graph:1000000000,export:1000000000' };
      try {
        for (let n = 0; n < count; n++) servers.push(await startServer({ ...env, ...limits }, 8700 + n));
        return await run(servers, companies);
      } finally {
        for (const s of servers) await s.stop();
      }
    },
  );
  for (const r of results) {
    console.log(
      `\n${r.engine}, ${r.rssMb.length} instance(s), ${USERS} users, ${MINUTES} min, think ${THINK_MS} ms, ${COMPANIES.toLocaleString('en')} companies:`,
    );
    console.log('  call           calls   per s     p50      p95      p99      max  errors');
    for (const k of [...r.kinds, { name: '全部', ...r.all }])
      console.log(
        `  ${k.name.padEnd(6, '　')} ${String(k.calls).padStart(7)} ${String(k.perSecond).padStart(7)} ${ms(k.p50).padStart(9)} ${ms(k.p95).padStart(9)} ${ms(k.p99).padStart(9)} ${ms(k.max).padStart(9)} ${String(k.errors).padStart(6)}`,
      );
    console.log(`  memory: ${r.rssMb.map((m) => `${m} MB`).join(', ')}`);
    for (const [why, n] of r.failures) console.log(`  failed ${n}×  ${why}`);
  }
});

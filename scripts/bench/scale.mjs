// npm run bench:scale -- [--companies 1000000] [--seconds 15] [--warm 10] [--clients 16] [--instances 2]
// [--data DIR] [--database URL] [--update DIR]
// The whole register on PostgreSQL (issue 40): generates a data set (or reuses --data DIR), loads it into a
// fresh PostgreSQL database (or measures --database URL, loaded with DIR before), starts two API instances
// (--instances) with their search indexes in the database (SEARCH_INDEXES=database) behind the shipped nginx, and
// measures through nginx at 16 clients after warming each call: suggestions, paged search, 条件找客 (count and
// first page), equity penetration (3 levels down) and beneficial owners, each client asking again as soon as
// answered, and what a request of each cost the cores (the instances, PostgreSQL, nginx, the client: /proc); then
// the suggestions as 16 people
// type them (a keystroke each 200 ms), and 150 names typed key by key (whether the suggestions hold the company at
// each keystroke). Then a day's update (1% of the companies changed, the day's new ones) is
// generated and loaded while the instances serve, and its last company is looked up by name. Prints load and
// update times, each instance's start-up and memory, and the latencies (p50/p95/p99, req/s). --update DIR: a day's
// update of DIR generated before (`data update --from DIR --share 0.01`), loaded instead of one generated here
// (at ten million, generating it reads the whole set: minutes). Before it loads, it checks the free disk where
// PostgreSQL writes against what the load will take, and stops at once if short (`checkDisk`).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { startLocalNginx } from '../lib/localNginx.mjs';
import { APPS, main } from '../lib/workspace.mjs';
import {
  apiCall,
  arg,
  coreSpeedMs,
  cpuPerRequest,
  createPgDatabase,
  DATA,
  dropPgDatabase,
  exec,
  ms,
  pgClient,
  signInApi,
  startServer,
  timedLoad,
} from './lib.mjs';
import { conditionQuery, derivedApart } from './queries.mjs';

const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '15'));
/**
 * Seconds each call is asked (its questions from another start: nothing in an instance keeps answers) before it is
 * measured, as instances that serve all day have their code compiled and each connection's plans made. Three
 * seconds measured the suggestions, the first call, half cold: the next 15 s answered 20-30% more a second.
 */
const WARM_SECONDS = Number(arg('warm', '10'));
const CLIENTS = Number(arg('clients', '16'));
/** A keystroke's interval as people type (a suggestion each). */
const TYPING_MS = 200;
/**
 * API instances behind nginx: two, as issue 40 asks. `--instances 1` measures what the second costs where every
 * part shares the machine's cores.
 */
const INSTANCES = Number(arg('instances', '2'));
const PORTS = { nginx: 8790, api: Array.from({ length: INSTANCES }, (_, i) => 8791 + i) };

const gb = (bytes) => `${(bytes / 2 ** 30).toFixed(1)} GB`;

/** The suggestions' companies for `text`, as the page asks for them. */
const suggested = (front, text) =>
  fetch(`${front.base}/esee/baseinfo/likeByCompanyName`, {
    method: 'POST',
    headers: { 'x-token': front.token, 'content-type': 'application/json' },
    body: JSON.stringify({ companyName: text, range: 10 }),
  })
    .then((r) => r.json())
    .then((r) => (r.data ?? []).map((c) => c.entId));

/**
 * Names typed key by key, from their third character: at how many keystrokes the suggestions hold the company,
 * hold ten others (a start many names share), or miss it.
 */
async function typedKeyByKey(front, names) {
  const counts = { keystrokes: 0, found: 0, tenOthers: 0, missed: [] };
  for (const { entId, name } of names) {
    const chars = [...name];
    for (let n = 3; n <= chars.length; n++) {
      const typed = chars.slice(0, n).join('');
      const ids = await suggested(front, typed);
      counts.keystrokes++;
      if (ids.includes(entId)) counts.found++;
      else if (ids.length >= 10) counts.tenOthers++;
      else counts.missed.push(typed);
    }
  }
  return counts;
}

/** One value (the column `value` of the first row) of `query` on the database at `url`. */
async function valueOf(url, query) {
  const client = await pgClient(url);
  const { rows } = await client.query(query);
  await client.end();
  return rows[0].value;
}

/**
 * What a load of `COMPANIES` takes of the disk PostgreSQL writes to, in GB: the database at a first load's peak
 * (with the company number in the keys, migration 0086, on 2026-12-07: 6.9 GB a million companies at its end, 7.5
 * while the keys' index is sorted), the set when generated on the same disk (15 GB at ten million as written), and
 * room that the day's update needs beside it.
 */
const DATABASE_GB_A_MILLION = 7.5;
const SET_GB_A_MILLION = 1.5;
const SPARE_GB = 3;

/**
 * Stops before a load the disk cannot hold: at ten million, a load that runs out of disk fails an hour or more in.
 * `setDir`: where the set will be generated, if it will. Where PostgreSQL's data directory is not on this machine
 * (or not readable), the check says so and lets it go.
 */
async function checkDisk(url, setDir) {
  const dataDir = await valueOf(url, "select current_setting('data_directory') as value").catch(() => null);
  const disk = dataDir && existsSync(dataDir) ? statfsSync(dataDir) : null;
  if (!disk) {
    console.log("Free disk not checked: PostgreSQL's data directory is not on this machine.");
    return;
  }
  const free = (disk.bavail * disk.bsize) / 2 ** 30;
  const millions = COMPANIES / 1e6;
  const setGb = setDir && statSync(setDir).dev === statSync(dataDir).dev ? millions * SET_GB_A_MILLION : 0;
  const needed = millions * DATABASE_GB_A_MILLION + setGb + SPARE_GB;
  console.log(`Free disk: ${free.toFixed(1)} GB; the load needs about ${needed.toFixed(1)} GB.`);
  if (free < needed)
    throw new Error(
      `Not enough free disk for ${COMPANIES.toLocaleString('en')} companies: ${free.toFixed(1)} GB free where ` +
        `PostgreSQL writes (${dataDir}), about ${needed.toFixed(1)} GB needed (the database ` +
        `${DATABASE_GB_A_MILLION} GB a million companies${setGb ? `, the set ${setGb.toFixed(1)} GB` : ''}, ` +
        `${SPARE_GB} GB spare). A set generated before and gzipped (--data) leaves the set's share out.`,
    );
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-scale-'));
  const data = arg('data') ?? path.join(tmp, 'data');
  const given = arg('database');
  const url = given ?? (await createPgDatabase());
  if (!url) throw new Error('PostgreSQL does not answer on BENCH_DATABASE_URL');
  const stops = [];
  try {
    // A set written here (not --data) shares the disk when it lies on PostgreSQL's.
    if (!given) await checkDisk(url, arg('data') ? null : tmp);
    let generateS = 0;
    if (!arg('data')) {
      console.log(`Generating ${COMPANIES.toLocaleString('en')} companies…`);
      // The generator keeps the register's people and names while it draws their links: about 1.2 GB a million
      // companies, past Node's default heap from about three million.
      const heapMb = Math.max(4096, Math.ceil(COMPANIES / 1e6) * 1536);
      generateS = await exec([
        `--max-old-space-size=${heapMb}`,
        DATA,
        'generate',
        '--companies',
        String(COMPANIES),
        '--seed',
        '7',
        '--records',
        '0',
        '--out',
        data,
      ]);
    }
    let loadS = 0;
    if (!given) {
      console.log('Loading into PostgreSQL…');
      loadS = await exec([DATA, 'load', data], { DATABASE_URL: url });
    }
    // The name search's statements at once, summed over the instances, as many as the database's cores (here the
    // machine's, shared with the rest): docs/production.md.
    const searchConnections = Math.max(1, Math.floor(os.availableParallelism() / INSTANCES));
    const env = { DATABASE_URL: url, SEARCH_INDEXES: 'database', SEARCH_CONNECTIONS: String(searchConnections) };
    const instances = [];
    for (const port of PORTS.api) {
      const server = await startServer(env, port);
      stops.push(() => server.stop());
      instances.push(server);
    }
    const shellDir = path.join(tmp, 'shell');
    mkdirSync(shellDir, { recursive: true });
    const nginx = await startLocalNginx({ port: PORTS.nginx, apiPorts: PORTS.api, shellDir, remotesDir: tmp });
    stops.push(() => nginx.stop());
    const base = `http://127.0.0.1:${PORTS.nginx}`;
    const front = { base, token: await signInApi(base) };

    console.log('Measuring…');
    // PostgreSQL's buffer cache: at three million companies, 6 GB in place of the default 128 MB spent a sixth less
    // of the database's CPU a suggestion (docs/production.md); the figures are read with it.
    const sharedBuffers = await valueOf(url, "select current_setting('shared_buffers') as value");
    const speedBefore = coreSpeedMs();
    const [names, graphs, toType] = await Promise.all([
      derivedApart('nameQueries', data, COMPANIES),
      derivedApart('graphQuestions', data, 1000, { pairs: false }),
      derivedApart('typedNames', data, COMPANIES),
    ]);
    const calls = {
      suggestions: (i) => [
        'POST',
        '/esee/baseinfo/likeByCompanyName',
        { companyName: names[i % names.length], range: 10 },
      ],
      'paged search': (i) => [
        'POST',
        '/esee/entInfo/search',
        { entName: names[i % names.length], pageno: 1, range: 10 },
      ],
      '条件找客, count and first page': (i) => ['POST', '/esee/marketing/conditionSearch/search', conditionQuery(i)],
      'penetration, 3 levels down': (i) => [
        'GET',
        `/esee/graph/stockRight?direction=down&depth=3&entId=${graphs.down[i % graphs.down.length]}`,
      ],
      'beneficial owners': (i) => ['GET', `/esee/graph/benifit?entId=${graphs.owners[i % graphs.owners.length]}`],
    };
    const results = [];
    const pids = instances.map((s) => s.pid);
    for (const [name, call] of Object.entries(calls)) {
      const request = (i) => apiCall(front, ...call(i));
      await timedLoad({ clients: CLIENTS, seconds: WARM_SECONDS, request: (i) => request(i + 7919) });
      results.push({
        name,
        ...(await cpuPerRequest(pids, () => timedLoad({ clients: CLIENTS, seconds: SECONDS, request }))),
      });
    }
    // The same suggestions as people type them: each of the clients a keystroke every TYPING_MS.
    const typing = (i) => apiCall(front, ...calls.suggestions(i + 104_729));
    results.push({
      name: `suggestions, ${CLIENTS} people typing (a keystroke each ${TYPING_MS} ms)`,
      ...(await timedLoad({ clients: CLIENTS, seconds: SECONDS, request: typing, paceMs: TYPING_MS })),
    });
    const typed = await typedKeyByKey(front, toType);
    const rss = instances.map((s) => s.rssMb());
    const speedAfter = coreSpeedMs();
    // The latencies first: they stand whatever the update does.
    console.log(
      `\nCompanies: ${COMPANIES.toLocaleString('en')}; generation ${generateS.toFixed(0)} s; load ${loadS.toFixed(0)} s; ` +
        `${INSTANCES} instance(s) (SEARCH_INDEXES=database, SEARCH_CONNECTIONS=${searchConnections}) behind nginx, ${CLIENTS} clients, ${SECONDS} s a call after ${WARM_SECONDS} s warm; ` +
        `Node ${process.version}${process.env.BENCH_NODE_ARGS ? ` ${process.env.BENCH_NODE_ARGS}` : ''}; ` +
        `PostgreSQL shared_buffers ${sharedBuffers}; ` +
        `one core hashed 256 MB (SHA-256) in ${speedBefore} ms before the calls, ${speedAfter} ms after (lower is faster)\n`,
    );
    console.log('| call | p50 | p95 | p99 | req/s | errors |');
    console.log('|---|---|---|---|---|---|');
    for (const r of results)
      console.log(`| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.perSecond} | ${r.errors} |`);
    console.log('\nCPU a request (ms of every core), back to back:\n');
    console.log('| call | instances | PostgreSQL | nginx | client | other | idle |');
    console.log('|---|---|---|---|---|---|---|');
    for (const { name, cpu } of results.filter((r) => r.cpu))
      console.log(
        `| ${name} | ${[cpu.instances, cpu.postgres, cpu.nginx, cpu.client, cpu.other].map((v) => v.toFixed(2)).join(' | ')} | ${Math.round(cpu.idle * 100)}% |`,
      );
    console.log('\nOf it in the kernel (ms a request), and major page faults (read from disk) a request:\n');
    console.log('| call | instances | PostgreSQL | nginx | client | faults: instances | PostgreSQL | client |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { name, kernel, faults } of results.filter((r) => r.kernel))
      console.log(
        `| ${name} | ${[kernel.instances, kernel.postgres, kernel.nginx, kernel.client].map((v) => v.toFixed(2)).join(' | ')} | ` +
          `${[faults.instances, faults.postgres, faults.client].map((v) => v.toFixed(2)).join(' | ')} |`,
      );
    console.log(
      `\nNames typed key by key (150 names over the set, from the third character): ${typed.keystrokes} keystrokes; ` +
        `the company suggested at ${typed.found}, ten others at ${typed.tenOthers}, missed at ${typed.missed.length}` +
        (typed.missed.length ? ` (${typed.missed.slice(0, 5).join(', ')}${typed.missed.length > 5 ? ', …' : ''})` : ''),
    );
    console.log(
      `\nInstances: start-up ${instances.map((s) => `${(s.startMs / 1000).toFixed(1)} s`).join(', ')}; RSS ${rss.map((r) => `${r} MB`).join(', ')} after the calls`,
    );

    console.log("\nLoading a day's update while serving…");
    let update = arg('update');
    if (!update) {
      update = path.join(tmp, 'update');
      const day = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
      await exec([DATA, 'update', '--from', data, '--day', day, '--share', '0.01', '--out', update]);
    }
    const updateS = await exec([DATA, 'load', update], { DATABASE_URL: url });
    const newcomer = readFileSync(path.join(update, 'companies.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .at(-1);
    const searchable = (await suggested(front, newcomer.name)).includes(newcomer.entId);
    const bytes = await valueOf(url, 'select pg_database_size(current_database())::float8 as value');
    console.log(`Database: ${gb(bytes)}`);
    console.log(
      `A day's update (1% of companies): loaded in ${updateS.toFixed(0)} s while serving; its last company (${newcomer.name}) ${searchable ? 'found' : 'NOT found'} by name at once`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    if (!given) await dropPgDatabase(url);
    rmSync(tmp, { recursive: true, force: true });
  }
});

// npm run bench:heavy -- [--engines pglite,postgres] [--customers 10000] [--transactions 100000] [--reports 10]
// Issue 37: one staff member's heavy work must not stall the server for everyone else. The built server, on each
// engine, with DEMO's book made M customers; then, one at a time, while a latency probe makes a cheap authenticated
// call every 50 ms (`GET /framework/api/user/menu`; target p99 < 200 ms):
//   1. 智能文档审核 of a 102-byte PDF claiming a billion objects (/N 1e9),
//   2. 智能文档审核 of a .docx zip bomb (a document.xml of 256 MB of zeros),
//   3. the import of a group's bank statements of about N transactions (four files, one after the other),
//   4. their analysis (a work run, followed as the page follows it),
//   5. 同一客户识别 over the M customers (a work run),
//   6. K company profile reports (授信尽调版, every section) queued at once, until all are written,
//   7. a 200-page report (server/test/fixtures/longReport.ts) rendered by the server's worker pool: real profile
//      reports stop near 26 pages, so this case runs the server in this process (`inProcessServer`) and asks its
//      pool for the render, as the report job does, while the probe calls that same server.
// Prints each case's time and the probe's p50/p99/slowest, then a table per engine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main, ROOT } from '../lib/workspace.mjs';
import {
  arg,
  bundleServerScript,
  createPgDatabase,
  DATA,
  dropPgDatabase,
  exec,
  followWorkRun,
  ms,
  probeText,
  SERVER_ENV,
  signInApi,
  startServer,
  withLatencyProbe,
} from './lib.mjs';

const ENGINES = arg('engines', 'pglite').split(',');
const CUSTOMERS = Number(arg('customers', '10000'));
const TRANSACTIONS = Number(arg('transactions', '100000'));
const REPORTS = Number(arg('reports', '10'));
/** The statements generator's rows a year per unit of volume (three companies), and besides. */
const PER_VOLUME = 1270;
const BASE = 430;

const { zipSync } = createRequire(path.join(ROOT, 'server/package.json'))('fflate');

/** A PDF whose object stream claims a billion objects: a reader that trusts /N loops for seconds. */
const BILLION_OBJECTS = Buffer.from(
  '%PDF-1.5\n1 0 obj<</Type/ObjStm/N 1000000000/First 1/Length 1>>stream\n0\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A .docx whose document.xml inflates to 256 MB of zeros (about 250 KB compressed). */
const zipBomb = () =>
  Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
        'word/document.xml': [new Uint8Array(256 * 1024 * 1024), { level: 1 }],
      },
      { level: 1 },
    ),
  );

const sleep = (msLater) => new Promise((r) => setTimeout(r, msLater));

/** An API call as the benchmark's user: its envelope. */
async function api(server, method, url, body) {
  const res = await fetch(server.base + url, {
    method,
    headers: { 'x-token': server.token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** An API call that must succeed: its data. */
async function data(server, method, url, body) {
  const answer = await api(server, method, url, body);
  if (answer.code !== 200) throw new Error(`${url}: ${answer.message}`);
  return answer.data;
}

async function upload(server, url, fileName, bytes, fields) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  body.append('file', new Blob([bytes]), fileName);
  const res = await fetch(server.base + url, { method: 'POST', headers: { 'x-token': server.token }, body });
  return res.json();
}

const checkText = (server, fileName, bytes) =>
  upload(server, '/esee/smartText/check', fileName, bytes, { kind: '招股说明书' });

/**
 * The stopped server's database, made ready for the cases: DEMO's book of `customers` (server/test/scs/bigBook.ts)
 * and the ids of companies to report on. The script is bundled inside server/ so that its packages resolve there.
 */
async function seed(env) {
  const { seed: run } = await bundleServerScript(
    `
      import { sql } from 'kysely';
      import { openDatabase } from './src/platform/db/database';
      import { seedBigBook } from './test/scs/bigBook';
      export async function seed(options, customers, reports) {
        const database = await openDatabase(options);
        try {
          await seedBigBook(database.db, customers);
          const { rows } = await sql\`select ent_id from company where active and ent_id not like 'BK%'
            order by ent_id limit \${reports}\`.execute(database.db);
          return rows.map((r) => r.ent_id);
        } finally {
          await database.close();
        }
      }`,
    path.join(ROOT, 'server/node_modules/.cache/esee-bench-heavy/seed.mjs'),
  );
  // The server keeps its embedded database in DATA_DIR/pgdata.
  const where = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: path.join(env.DATA_DIR, 'pgdata') };
  return run(where, CUSTOMERS, REPORTS);
}

/**
 * The server built in this process over the database of `env` (stopped elsewhere): the app as server.ts builds it,
 * listening on `port`, and the long report rendered by its worker pool. Bundled into server/dist beside the built
 * `worker.mjs`, which the pool starts.
 */
async function inProcessServer(env, port) {
  const { start } = await bundleServerScript(
    `
      import path from 'node:path';
      import { buildApp } from './src/app';
      import { loadConfig } from './src/config';
      import { openDatabase } from './src/platform/db/database';
      import { renderPdfPages } from './src/platform/files/pdf';
      import { longReport } from './test/fixtures/longReport';
      export async function start(env) {
        const config = loadConfig(env);
        const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pgdata') });
        const app = await buildApp({ config, db: database.db });
        await app.listen({ port: config.port, host: '127.0.0.1' });
        return {
          renderLongReport: () => renderPdfPages(longReport()),
          stop: async () => {
            await app.close();
            await database.close();
          },
        };
      }`,
    path.join(ROOT, 'server/dist/bench-heavy-in-process.mjs'),
  );
  const server = await start({ ...process.env, ...SERVER_ENV, ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  return { ...server, base, token: await signInApi(base) };
}

async function measure(engine, env, statements, port) {
  // A first start migrates and seeds the demo; the book and the report companies are written into it stopped.
  await (await startServer(env, port)).stop();
  const reportIds = await seed(env);
  const server = await startServer(env, port + 1);
  const rows = [];
  const run = async (what, work, said) => {
    const done = await withLatencyProbe(server, work);
    const row = { what, ms: done.ms, said: said(done.value), ...done.probe };
    rows.push(row);
    console.log(
      `  ${what}: ${row.said} in ${ms(row.ms)}; probe p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, slowest ${ms(row.max)}`,
    );
  };
  try {
    // The first upload starts the reading worker: warm it, so each figure is the file's own.
    const sample = await fetch(`${server.base}/esee/smartText/sample`, { headers: { 'x-token': server.token } });
    await checkText(server, 'warm.docx', Buffer.from(await sample.arrayBuffer()));
    const answered = (answer) =>
      answer.code === 200 ? `checked, ${answer.data.task.counts.total} issues` : answer.message;
    await run('PDF claiming a billion objects', () => checkText(server, 'objects.pdf', BILLION_OBJECTS), answered);
    // Made before the probe starts: zipping 256 MB holds this process's own event loop.
    const bomb = zipBomb();
    await run('.docx zip bomb (256 MB inflated)', () => checkText(server, 'bomb.docx', bomb), answered);

    const analysis = await data(server, 'POST', '/esee/bankFlow/analysis/create', { name: '基准测试' });
    const subjects = [];
    for (const s of statements.manifest.subjects)
      subjects.push({
        ...s,
        subjectId: (
          await data(server, 'POST', '/esee/bankFlow/subject/add', {
            analysisId: analysis.analysisId,
            kind: s.kind,
            name: s.name,
            role: s.role,
          })
        ).subjectId,
      });
    await run(
      `bank statements imported (${statements.manifest.files.length} files)`,
      async () => {
        let imported = 0;
        for (const s of subjects) {
          const f = statements.manifest.files.find((x) => x.subject === s.key);
          const answer = await upload(
            server,
            '/esee/bankFlow/statement/import',
            f.file,
            readFileSync(path.join(statements.dir, f.file)),
            { subjectId: s.subjectId, accountNo: s.accountNo },
          );
          if (answer.code !== 200) throw new Error(`import ${f.file}: ${answer.message}`);
          imported += answer.data.rows;
        }
        return imported;
      },
      (n) => `${n.toLocaleString('en')} transactions`,
    );
    await run(
      'bank-flow analysis (work run)',
      async () => {
        const body = { analysisId: analysis.analysisId };
        await followWorkRun(
          () => api(server, 'POST', '/esee/bankFlow/analyze', body),
          () => api(server, 'POST', '/esee/bankFlow/analyze/state', body),
        );
        return data(server, 'POST', '/esee/bankFlow/result', body);
      },
      (r) => `${r.flagCounts.reduce((n, c) => n + c.count, 0).toLocaleString('en')} flags`,
    );
    await run(
      `同一客户识别 (work run)`,
      async () => {
        await followWorkRun(
          () => api(server, 'POST', '/esee/scs/sameCustomer/run'),
          () => api(server, 'GET', '/esee/scs/sameCustomer/run'),
        );
        return (await data(server, 'GET', '/esee/scs/sameCustomer/groups?pageSize=1')).run;
      },
      (r) => `${r.customerCount.toLocaleString('en')} customers, ${r.groupCount.toLocaleString('en')} groups`,
    );
    await run(
      `${reportIds.length} profile reports (授信尽调版) at once`,
      async () => {
        const jobs = new Set();
        for (const entId of reportIds)
          jobs.add((await data(server, 'POST', '/esee/report/create', { entId, template: 'credit' })).jobId);
        for (;;) {
          await sleep(1000);
          const list = (await data(server, 'POST', '/esee/report/list', { pageSize: 50 })).list.filter((r) =>
            jobs.has(r.jobId),
          );
          if (list.some((r) => r.state === 'failed')) throw new Error('a report failed');
          if (list.length === jobs.size && list.every((r) => r.state === 'success'))
            return list.reduce((n, r) => n + (r.pageCount ?? 0), 0);
        }
      },
      (pages) => `${pages} pages written`,
    );
    return { engine, rows, rssMb: server.rssMb() };
  } finally {
    await server.stop();
  }
}

/** Case 7 on the stopped server's database: the long report rendered in-process, the probe on the same server. */
async function measureLongReport(env, port) {
  const server = await inProcessServer(env, port);
  try {
    const done = await withLatencyProbe(server, server.renderLongReport);
    const said = `${done.value.pageCount} pages, ${Math.round(done.value.body.length / 1024)} KB`;
    console.log(`  a 200-page report rendered: ${said} in ${ms(done.ms)}; ${probeText(done.probe)}`);
    return { what: 'a 200-page report rendered by the pool', ms: done.ms, said, ...done.probe };
  } finally {
    await server.stop();
  }
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-heavy-'));
  try {
    const dir = path.join(tmp, 'statements');
    const volume = Math.max(1, Math.round((TRANSACTIONS - BASE) / PER_VOLUME));
    console.log(`Generating bank statements of about ${TRANSACTIONS.toLocaleString('en')} transactions…`);
    await exec([DATA, 'statements', '--out', dir, '--seed', '7', '--year', '2025', '--volume', String(volume)]);
    const statements = { dir, manifest: JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) };
    const results = [];
    let port = 39480;
    for (const engine of ENGINES) {
      const env =
        engine === 'pglite'
          ? { DATA_DIR: path.join(tmp, 'pglite'), DEMO_COMPANIES: '2000' }
          : { DATABASE_URL: await createPgDatabase(), DEMO_COMPANIES: '2000' };
      if (engine === 'postgres' && !env.DATABASE_URL) {
        console.log('PostgreSQL does not answer: skipped');
        continue;
      }
      console.log(`\n${engine}:`);
      try {
        const result = await measure(engine, env, statements, port);
        result.rows.push(await measureLongReport(env, port + 2));
        results.push(result);
      } finally {
        if (engine === 'postgres') await dropPgDatabase(env.DATABASE_URL);
      }
      port += 3;
    }
    for (const r of results) {
      console.log(`\n${r.engine} (server RSS at the end ${r.rssMb} MB; target: probe p99 < 200 ms)`);
      console.log('| case | time | probe p50 | probe p99 | slowest |');
      console.log('|---|---:|---:|---:|---:|');
      for (const row of r.rows)
        console.log(
          `| ${row.what}: ${row.said} | ${(row.ms / 1000).toFixed(1)} s | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} |`,
        );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(path.join(ROOT, 'server/node_modules/.cache/esee-bench-heavy'), { recursive: true, force: true });
    rmSync(path.join(ROOT, 'server/dist/bench-heavy-in-process.mjs'), { force: true });
  }
});

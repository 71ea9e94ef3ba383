// npm run bench:bankflow -- [--transactions 100000] [--runs 3] [--engines pglite,postgres]
// The bank-statement analysis at scale: generates a group's statements of about N transactions (the sample
// generator with its ordinary business scaled up: 工行 .xlsx, 建行 GBK .csv, 招行 .xlsx, 农行 UTF-8 .csv),
// starts the real server, uploads them over HTTP and times the analysis (a work run, followed as the page follows it: all rules, pre-checks,
// standard analyses, flags written) a few times; also the flag list and the working-papers export. While each
// import and analysis runs, a latency probe makes a cheap authenticated call every 50 ms and reports its p50/p99
// (issue 37: heavy work must not stall the server for everyone else; target p99 < 200 ms).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main } from '../lib/workspace.mjs';
import {
  arg,
  createPgDatabase,
  DATA,
  dropPgDatabase,
  exec,
  followWorkRun,
  latencySummary,
  ms,
  probeText,
  startServer,
  withLatencyProbe,
} from './lib.mjs';

const TRANSACTIONS = Number(arg('transactions', '100000'));
const RUNS = Number(arg('runs', '3'));
const ENGINES = arg('engines', 'pglite').split(',');
/** Rows a year of the sample group has per unit of volume (three companies), and besides. */
const PER_VOLUME = 1270;
const BASE = 430;

async function post(server, url, body) {
  const res = await fetch(server.base + url, {
    method: 'POST',
    headers: { 'x-token': server.token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function call(server, url, body) {
  const json = await post(server, url, body);
  if (json.code !== 200) throw new Error(`${url}: ${json.message}`);
  return json.data;
}

async function upload(server, file, fields) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  body.append('file', new Blob([file.bytes]), file.name);
  const res = await fetch(`${server.base}/esee/bankFlow/statement/import`, {
    method: 'POST',
    headers: { 'x-token': server.token },
    body,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`import ${file.name}: ${json.message}`);
  return json.data;
}

const timed = async (fn) => {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
};

async function measure(engine, env, dir, manifest, port) {
  const server = await startServer(env, port);
  try {
    const analysis = await call(server, '/esee/bankFlow/analysis/create', { name: '基准测试' });
    let rows = 0;
    let importMs = 0;
    const importLatencies = [];
    for (const s of manifest.subjects) {
      const subject = await call(server, '/esee/bankFlow/subject/add', {
        analysisId: analysis.analysisId,
        kind: s.kind,
        name: s.name,
        role: s.role,
      });
      const f = manifest.files.find((x) => x.subject === s.key);
      const file = { name: f.file, bytes: readFileSync(path.join(dir, f.file)) };
      const done = await withLatencyProbe(server, () =>
        upload(server, file, { subjectId: subject.subjectId, accountNo: s.accountNo }),
      );
      importMs += done.ms;
      rows += done.value.rows;
      importLatencies.push(...done.latencies);
      console.log(
        `  imported ${f.file}: ${done.value.rows.toLocaleString('en')} rows in ${ms(done.ms)}; ${probeText(done.probe)}`,
      );
    }
    const runs = [];
    const analysisLatencies = [];
    let result;
    for (let i = 0; i < RUNS; i++) {
      const run = await withLatencyProbe(server, async () => {
        const body = { analysisId: analysis.analysisId };
        await followWorkRun(
          () => post(server, '/esee/bankFlow/analyze', body),
          () => post(server, '/esee/bankFlow/analyze/state', body),
        );
        return call(server, '/esee/bankFlow/result', body);
      });
      runs.push(run.ms);
      analysisLatencies.push(...run.latencies);
      result = run.value;
      console.log(`  analysis run ${i + 1}: ${ms(run.ms)}; ${probeText(run.probe)}`);
    }
    const flags = result.flagCounts.reduce((s, c) => s + c.count, 0);
    const list = await timed(() =>
      call(server, '/esee/bankFlow/flag/list', { analysisId: analysis.analysisId, pageSize: 50 }),
    );
    const papers = await timed(async () => {
      const res = await fetch(`${server.base}/esee/bankFlow/export?analysisId=${analysis.analysisId}`, {
        headers: { 'x-token': server.token },
      });
      return (await res.arrayBuffer()).byteLength;
    });
    return {
      engine,
      rows,
      importMs,
      importLatencies,
      runs,
      analysisLatencies,
      flags,
      listMs: list.ms,
      exportMs: papers.ms,
      exportBytes: papers.value,
      rssMb: server.rssMb(),
    };
  } finally {
    await server.stop();
  }
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-bankflow-'));
  try {
    const dir = path.join(tmp, 'statements');
    const volume = Math.max(1, Math.round((TRANSACTIONS - BASE) / PER_VOLUME));
    console.log(`Generating statements (volume ${volume})…`);
    await exec([DATA, 'statements', '--out', dir, '--seed', '7', '--year', '2025', '--volume', String(volume)]);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    const results = [];
    let port = 39180;
    for (const engine of ENGINES) {
      const env =
        engine === 'pglite' ? { DATA_DIR: path.join(tmp, 'pglite') } : { DATABASE_URL: await createPgDatabase() };
      if (engine === 'postgres' && !env.DATABASE_URL) {
        console.log('PostgreSQL does not answer: skipped');
        continue;
      }
      console.log(`Measuring ${engine}…`);
      try {
        results.push(await measure(engine, env, dir, manifest, port++));
      } finally {
        if (engine === 'postgres') await dropPgDatabase(env.DATABASE_URL);
      }
    }
    for (const r of results) {
      const sorted = [...r.runs].sort((a, b) => a - b);
      console.log(
        `\n${r.engine}: ${r.rows.toLocaleString('en')} transactions, 4 statements imported in ${ms(r.importMs)}\n` +
          `  while importing: ${probeText(latencySummary(r.importLatencies, r.importMs / 1000))} (target p99 < 200 ms)\n` +
          `  analysis (all rules, pre-checks, standard analyses, ${r.flags.toLocaleString('en')} flags written): ` +
          `first ${ms(r.runs[0])}, median ${ms(sorted[Math.floor(sorted.length / 2)])} of ${r.runs.length} (target < 10 s)\n` +
          `  while analysing: ${probeText(latencySummary(r.analysisLatencies, r.runs.reduce((a, b) => a + b, 0) / 1000))} (target p99 < 200 ms)\n` +
          `  flag list page ${ms(r.listMs)}, working papers ${ms(r.exportMs)} (${Math.round(r.exportBytes / 1024)} KB); server RSS ${r.rssMb} MB`,
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

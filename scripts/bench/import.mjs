// npm run bench:import -- [--companies 1000000] [--seconds 20] [--engines pglite,postgres] [--data DIR]
// Batch import at scale: generates a data set (or reuses DIR), loads it into each engine as bench:search
// does, starts the real server, and uploads 500-row .xlsx files to /esee/upload/dataParse over HTTP:
// parsed in the reading worker, every row matched and answered. Rows as lists hold them: exact names,
// names typed differently (half-width brackets, spaces, 有限责任公司), names with the region moved, former
// names, credit codes, registration numbers, and a tenth that match nothing (candidates are looked for).
// One client and 4 concurrent clients; prints percentiles, throughput, and the match rate seen.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main, ROOT } from '../lib/workspace.mjs';
import { arg, ms, onEachEngine, setRows, startServer, timedLoad } from './lib.mjs';

const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '20'));
const ENGINES = arg('engines', 'pglite,postgres').split(',');
const ROWS = 500;
const FILES = 8;

const XLSX = createRequire(path.join(ROOT, 'server/package.json'))('@e965/xlsx');

/** A seeded generator, so each run uploads the same files. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** A sample of companies from the data set: every 97th, with its names and codes. */
async function sample(data) {
  const out = [];
  for await (const row of setRows(data, 'companies.jsonl', (i) => i % 97 === 0)) out.push(row);
  return out;
}

/** One row as a customer manager might have typed it. */
function cell(c, next) {
  const roll = next();
  if (roll < 0.5) return c.name;
  if (roll < 0.6)
    return ` ${c.name
      .replace('（', '(')
      .replace('）', ')')
      .replace(/有限公司$/, '有限责任公司')} `;
  if (roll < 0.65) {
    const m = /^(.+)（(.{2,3})）(.*公司)$/.exec(c.name);
    return m ? `${m[2]}${m[1]}${m[3]}` : c.name;
  }
  if (roll < 0.7 && c.formerNames?.length) return c.formerNames[0];
  if (roll < 0.8) return c.creditCode ?? c.name;
  if (roll < 0.9) return c.regNo ?? c.name;
  // Nothing matches: a name altered in two places.
  const chars = [...c.name];
  chars[1] = '甲';
  chars[2] = '乙';
  return chars.join('');
}

function files(companies) {
  const next = random(11);
  return Array.from({ length: FILES }, () => {
    const rows = [['企业名称']];
    for (let i = 0; i < ROWS; i++) rows.push([cell(companies[Math.floor(next() * companies.length)], next)]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '名单');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  });
}

async function measure(env, uploads, port) {
  const server = await startServer(env, port);
  const seen = { rows: 0, matched: 0 };
  const upload = async (i) => {
    const body = new FormData();
    body.append('fileType', 'MARKETING_BATCH_SEARCH_UPLOAD');
    body.append('file', new Blob([uploads[i % uploads.length]]), `名单${i % uploads.length}.xlsx`);
    const res = await fetch(`${server.base}/esee/upload/dataParse`, {
      method: 'POST',
      headers: { 'x-token': server.token },
      body,
    });
    const answer = await res.json();
    if (answer.code !== 200) return false;
    seen.rows += answer.data.totalRecord;
    seen.matched += answer.data.matchSucRecord + answer.data.matchRepeatRecord;
    return true;
  };
  // The name index is built at start: wait until an upload answers, then warm up.
  for (let i = 0; i < 120 && !(await upload(0)); i++) await new Promise((r) => setTimeout(r, 1000));
  await timedLoad({ clients: 1, seconds: 3, request: upload });
  const calls = [];
  for (const clients of [1, 4])
    calls.push({ clients, ...(await timedLoad({ clients, seconds: SECONDS, request: upload })) });
  const rssMb = server.rssMb();
  await server.stop();
  return { calls, rssMb, matchRate: seen.matched / seen.rows };
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const { generateS, results } = await onEachEngine(
    { companies: COMPANIES, engines: ENGINES, data: arg('data') },
    async (engine, env, data) => measure(env, files(await sample(data)), 8700 + ENGINES.indexOf(engine)),
  );
  console.log(
    `\nCompanies: ${COMPANIES.toLocaleString('en')}${generateS ? `; generation ${generateS.toFixed(0)} s` : ''}; ${ROWS}-row .xlsx uploads, ${SECONDS} s per run over HTTP\n`,
  );
  console.log('| engine | clients | p50 | p95 | p99 | uploads/s | errors | rows matched | server RSS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results)
    for (const c of r.calls)
      console.log(
        `| ${r.engine} | ${c.clients} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${(c.requests / SECONDS).toFixed(1)} | ${c.errors} | ${(r.matchRate * 100).toFixed(0)}% | ${r.rssMb} MB |`,
      );
});

// npm run bench:search -- [--companies 1000000] [--seconds 20] [--engines pglite,postgres]
// Generates a data set (companies and their links, no records), loads it with
// the data command into a fresh embedded database and, when PostgreSQL answers
// on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// into a fresh PostgreSQL database; then starts the real server on each and
// measures suggestions and paged search over HTTP with 16 concurrent clients.
// Prints generation and load times, latency percentiles, throughput, memory.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main } from '../lib/workspace.mjs';
import { apiCall, arg, ms, onEachEngine, startServer, timedLoad } from './lib.mjs';

const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '20'));
const CLIENTS = 16;
const ENGINES = arg('engines', 'pglite,postgres').split(',');

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

const load = (server, url, body, qs) =>
  timedLoad({
    clients: CLIENTS,
    seconds: SECONDS,
    request: (i) => apiCall(server, 'POST', url, body(qs[i % qs.length])),
  });

async function measure(engine, env, qs) {
  const server = await startServer(env, 8500 + ENGINES.indexOf(engine));
  const suggestBody = (q) => ({ companyName: q, range: 10 });
  await load(server, '/esee/baseinfo/likeByCompanyName', suggestBody, qs.slice(0, 200)); // warm up
  const suggest = await load(server, '/esee/baseinfo/likeByCompanyName', suggestBody, qs);
  const paged = await load(
    server,
    '/esee/entInfo/search',
    (q) => ({ entName: q, pageno: 1 + (q.length % 3), range: 10 }),
    qs,
  );
  const rssMb = server.rssMb();
  await server.stop();
  return { suggest, paged, rssMb };
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const { generateS, results } = await onEachEngine(
    { companies: COMPANIES, engines: ENGINES, data: arg('data') },
    async (engine, env, data) =>
      measure(engine, env, queries(await sampleNames(path.join(data, 'companies.jsonl'), 2000))),
  );
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
});

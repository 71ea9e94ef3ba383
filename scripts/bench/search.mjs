// npm run bench:search -- [--companies 1000000] [--seconds 20] [--engines pglite,postgres]
// Generates a data set (companies and their links, no records), loads it with
// the data command into a fresh embedded database and, when PostgreSQL answers
// on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// into a fresh PostgreSQL database; then starts the real server on each and
// measures suggestions and paged search over HTTP with 16 concurrent clients.
// Prints generation and load times, latency percentiles, throughput, memory.
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main } from '../lib/workspace.mjs';
import { apiCall, arg, ms, onEachEngine, startServer, timedLoad } from './lib.mjs';
import { nameQueries } from './queries.mjs';

const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '20'));
const CLIENTS = 16;
const ENGINES = arg('engines', 'pglite,postgres').split(',');

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
    async (engine, env, data) => measure(engine, env, await nameQueries(data, COMPANIES)),
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

// npm run bench:conditions -- [--companies 1000000] [--seconds 20] [--clients 4] [--engines pglite,postgres]
// Generates a data set (companies, their links and technology tags, no records), loads it with the
// data command into a fresh embedded database and, when PostgreSQL answers on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres), into a fresh PostgreSQL database; then
// starts the real server on each and measures the CBA condition search (条件找客) over HTTP: five
// filters at once (region, capital bands, age bands, a technology tag, phone present) with the count
// and the first page, sorted by founding date. Prints load times and latency percentiles.
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main } from '../lib/workspace.mjs';
import { apiCall, arg, ms, onEachEngine, startServer, timedLoad } from './lib.mjs';
import { conditionQuery } from './queries.mjs';

const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '20'));
const CLIENTS = Number(arg('clients', '4'));
const ENGINES = arg('engines', 'pglite,postgres').split(',');

async function measure(engine, env) {
  const server = await startServer(env, 8600 + ENGINES.indexOf(engine));
  const url = '/esee/marketing/conditionSearch/search';
  await timedLoad({
    clients: CLIENTS,
    seconds: Math.min(5, SECONDS),
    request: (i) => apiCall(server, 'POST', url, conditionQuery(i)),
  });
  const search = await timedLoad({
    clients: CLIENTS,
    seconds: SECONDS,
    request: (i) => apiCall(server, 'POST', url, conditionQuery(i)),
  });
  const rssMb = server.rssMb();
  await server.stop();
  return { search, rssMb };
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const { generateS, results } = await onEachEngine(
    { companies: COMPANIES, engines: ENGINES, data: arg('data') },
    async (engine, env) => measure(engine, env),
  );
  console.log(
    `\nCompanies: ${COMPANIES.toLocaleString('en')}; generation ${generateS.toFixed(0)} s; ${CLIENTS} concurrent clients over HTTP; five filters, count and first page\n`,
  );
  console.log('| engine | load | p50 | p95 | p99 | req/s | failed | server RSS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.engine} | ${r.loadS.toFixed(0)} s | ${ms(r.search.p50)} | ${ms(r.search.p95)} | ${ms(r.search.p99)} | ${r.search.perSecond} | ${r.search.errors} | ${r.rssMb} MB |`,
    );
});

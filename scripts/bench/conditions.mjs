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

const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '20'));
const CLIENTS = Number(arg('clients', '4'));
const ENGINES = arg('engines', 'pglite,postgres').split(',');

/** Provinces of the reference districts with many companies, and the other choices, varied per request. */
const PROVINCES = ['11', '31', '44', '32', '33', '51', '42'];
const CAPITAL = [['100to500'], ['500to1000', '1000to5000'], ['1000to5000'], ['ge5000'], ['lt100', '100to500']];
const AGES = [['1to3', '3to5'], ['5to10'], ['ge10'], ['3to5', '5to10']];
const TAGS = [['高新技术企业'], ['科技型中小企业'], ['创新型中小企业', '省级专精特新']];
const SORTS = ['estDateDesc', 'capitalDesc'];

/** The i-th query: five filters, varied so that caches do not answer for the database. */
const query = (i) => ({
  conditions: {
    regionCodes: [PROVINCES[i % PROVINCES.length]],
    capitalBands: CAPITAL[i % CAPITAL.length],
    ageBands: AGES[i % AGES.length],
    techTags: TAGS[i % TAGS.length],
    hasPhone: true,
  },
  sort: SORTS[i % SORTS.length],
  pageNo: 1,
  pageSize: 10,
});

async function measure(engine, env) {
  const server = await startServer(env, 8600 + ENGINES.indexOf(engine));
  const url = '/esee/marketing/conditionSearch/search';
  await timedLoad({
    clients: CLIENTS,
    seconds: Math.min(5, SECONDS),
    request: (i) => apiCall(server, 'POST', url, query(i)),
  });
  const search = await timedLoad({
    clients: CLIENTS,
    seconds: SECONDS,
    request: (i) => apiCall(server, 'POST', url, query(i)),
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

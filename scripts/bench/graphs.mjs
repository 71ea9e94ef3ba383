// npm run bench:graphs -- [--companies 1000000] [--seconds 15] [--engines pglite,postgres] [--data DIR]
// The relationship graphs at scale: generates a data set (or reuses DIR), loads it into each engine as
// bench:search does, starts the real server and measures over HTTP equity penetration (3 levels, up and
// down), beneficial owners, the group of a company that holds others, and relationship discovery (up to 6 hops) between pairs known to be related
// (a random walk of 2 to 6 links apart) and between random pairs (mostly unrelated: the whole 6-hop walk).
// One client (a single analyst's latency) and 4 concurrent clients; prints percentiles and throughput.
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main } from '../lib/workspace.mjs';
import { apiCall, arg, ms, onEachEngine, startServer, timedLoad } from './lib.mjs';
import { graphQuestions } from './queries.mjs';

const COMPANIES = Number(arg('companies', '1000000'));
const SECONDS = Number(arg('seconds', '15'));
const ENGINES = arg('engines', 'pglite,postgres').split(',');
const SAMPLE = 1000;

async function measure(env, q, port) {
  const server = await startServer(env, port);
  const calls = {
    'penetration, 3 levels down': (i) => `/esee/graph/stockRight?direction=down&depth=3&entId=${q.down[i % SAMPLE]}`,
    'penetration, 3 levels up': (i) => `/esee/graph/stockRight?direction=up&depth=3&entId=${q.up[i % SAMPLE]}`,
    'beneficial owners': (i) => `/esee/graph/benifit?entId=${q.owners[i % SAMPLE]}`,
    'group relationship': (i) => `/esee/graph/groupRelationship?entId=${q.down[i % SAMPLE]}`,
    'discovery, related pair': (i) => `/esee/relationship/list?maxHops=6&entIds=${q.related[i % SAMPLE].join(',')}`,
    'discovery, random pair': (i) => `/esee/relationship/list?maxHops=6&entIds=${q.unrelated[i % SAMPLE].join(',')}`,
  };
  const results = [];
  for (const [name, url] of Object.entries(calls)) {
    const method = name.startsWith('discovery') ? 'POST' : 'GET';
    const request = (i) => apiCall(server, method, url(i));
    await timedLoad({ clients: 1, seconds: 2, request: (i) => request(i + 500) }); // warm up on other questions
    for (const clients of [1, 4])
      results.push({ name, clients, ...(await timedLoad({ clients, seconds: SECONDS, request })) });
  }
  const rssMb = server.rssMb();
  await server.stop();
  return { calls: results, rssMb };
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const { generateS, results } = await onEachEngine(
    { companies: COMPANIES, engines: ENGINES, data: arg('data') },
    async (engine, env, data) => measure(env, await graphQuestions(data, SAMPLE), 8600 + ENGINES.indexOf(engine)),
  );
  console.log(
    `\nCompanies: ${COMPANIES.toLocaleString('en')}${generateS ? `; generation ${generateS.toFixed(0)} s` : ''}; ${SECONDS} s per call over HTTP\n`,
  );
  console.log('| engine | load | call | clients | p50 | p95 | p99 | req/s | errors | server RSS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results)
    for (const c of r.calls)
      console.log(
        `| ${r.engine} | ${r.loadS.toFixed(0)} s | ${c.name} | ${c.clients} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${c.perSecond} | ${c.errors} | ${r.rssMb} MB |`,
      );
});

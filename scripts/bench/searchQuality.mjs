// npm run bench:search-quality -- [--companies 20000] [--sample 200] [--engines pglite,postgres] [--data DIR]
// Name search as people type names (issue 38): generates a data set (or reads --data), loads it into each
// engine, starts the real server, and sends queries of each kind a person types through the suggestions and
// the paged search. The queries are derived from the loaded companies by the rules below (their own parsing
// of names, not the server's), each with how many companies it names by those rules; a query found first
// counts where it names one company, found among the first ten where it names at most ten. Prints per kind
// and engine: queries, found-first and found-in-ten rates, the suggestions' latency.
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main, ROOT } from '../lib/workspace.mjs';
import { arg, onEachEngine, setRows, startServer } from './lib.mjs';

const COMPANIES = Number(arg('companies', '20000'));
const SAMPLE = Number(arg('sample', '200'));
const ENGINES = arg('engines', 'pglite,postgres').split(',');

const { pinyin } = await import(path.join(ROOT, 'server/node_modules/pinyin-pro/dist/index.mjs'));
const OpenCC = (await import(path.join(ROOT, 'server/node_modules/opencc-js/dist/esm/cn2t.js'))).default;
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const syllables = (text) => pinyin(text, { toneType: 'none', type: 'array', v: true });
const full = (text) => syllables(text).join('');
const initials = (text) =>
  syllables(text)
    .map((s) => s[0])
    .join('');

// ---------------------------------------------------------------------------------------------------------
// Reading names by rules: the region from the registered address, the legal form from the end.

const FORMS = ['集团有限公司', '股份有限公司', '有限责任公司', '有限公司'];
// Partnerships are read for counting only: a query names them as it names companies (「合中」 names 合中正商贸（深圳）
// 合伙企业（有限合伙） beside 合中X有限公司), but they are not sampled as targets.
const PARTNERSHIP = /合伙企业[（(](?:有限|普通)合伙[）)]$/;
const shortOf = (place) => place.replace(/(省|市|壮族自治区|维吾尔自治区|回族自治区|自治区)$/, '');

/** A company's city and province (short), its core (字号+行业), where its region stands, its form; null for others. */
function readName(c) {
  if (c.name.endsWith('分公司')) return null;
  const form = FORMS.find((f) => c.name.endsWith(f)) ?? PARTNERSHIP.exec(c.name)?.[0];
  if (!form) return null;
  const m = /^(?:(.+?(?:省|自治区)))?(.+?市)/.exec(c.address ?? '');
  if (!m) return null;
  const province = shortOf(m[1] ?? m[2]);
  const city = shortOf(m[2]);
  let rest = c.name.slice(0, -form.length);
  let position = 'none';
  if (rest.includes(`（${city}）`)) {
    rest = rest.replace(`（${city}）`, '');
    position = 'bracket';
  } else if (rest.startsWith(city)) {
    rest = rest.slice(city.length);
    position = 'city';
  } else if (rest.startsWith(province)) {
    rest = rest.slice(province.length);
    position = 'province';
  }
  if ([...rest].length < 3 || /[（）()]/.test(rest)) return null;
  return { c, city, province, core: rest, position, form, partnership: !FORMS.includes(form) };
}

/** Whether `a` becomes `b` by one character changed, left out or added. */
function oneEdit(a, b) {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  let j = 0;
  while (j < x.length - i && j < y.length - i && x[x.length - 1 - j] === y[y.length - 1 - j]) j++;
  return x.length - i - j <= 1 && y.length - i - j <= 1;
}

const count = (list, test) => list.reduce((n, x) => n + (test(x) ? 1 : 0), 0);
/** A sample of `n` spread over the list. */
const spread = (list, n) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);

async function readJsonl(data, file) {
  const rows = [];
  for await (const row of setRows(data, file)) rows.push(row);
  return rows;
}

/** The queries of each kind: `{ kind, q, target, names, call }`, `names` being how many companies `q` names. */
async function deriveQueries(data) {
  const companies = (await readJsonl(data, 'companies.jsonl')).filter((c) => c.status);
  const read = companies.map(readName).filter(Boolean);
  // Grouped by pushing (copying a list per row was quadratic: minutes for a city of 50,000 names at a million).
  const groupBy = (key) => {
    const groups = new Map();
    for (const r of read) {
      const group = groups.get(key(r));
      if (group) group.push(r);
      else groups.set(key(r), [r]);
    }
    return groups;
  };
  const byCore = groupBy((r) => r.core);
  const byCity = groupBy((r) => r.city);
  const sameFamily = (a, b) => a.startsWith('集团') === b.startsWith('集团');
  /** Companies of a core in a city (by name or registration), of the form's family. */
  const inCity = (core, city, form) =>
    count(byCore.get(core) ?? [], (r) => r.city === city && sameFamily(r.form, form));
  const sample = spread(
    read.filter((r) => !r.partnership),
    SAMPLE,
  );
  const out = [];
  const add = (kind, q, target, names, call = 'company') => out.push({ kind, q, target, names, call });
  for (const r of sample) {
    const { c, city, province, core, position, form } = r;
    add('exact name', c.name, c.entId, 1);
    add(
      'code, lower case with spaces',
      `${c.creditCode.slice(0, 6)} ${c.creditCode.slice(6).toLowerCase()}`,
      c.entId,
      1,
    );
    if (position === 'city')
      add('region moved into brackets', `${core}（${city}）${form}`, c.entId, inCity(core, city, form));
    if (position === 'bracket')
      add('region moved to the front', `${city}${core}${form}`, c.entId, inCity(core, city, form));
    if (position === 'city') add('region with 市', `${city}市${core}${form}`, c.entId, inCity(core, city, form));
    if (position === 'province')
      add(
        'province with 省',
        `${province}省${core}${form}`,
        c.entId,
        count(byCore.get(core) ?? [], (x) => x.province === province),
      );
    add(
      'region left out',
      `${core}${form}`,
      c.entId,
      count(byCore.get(core) ?? [], (x) => sameFamily(x.form, form)),
    );
    const other = form === '有限公司' ? '有限责任公司' : form === '集团有限公司' ? '集团' : '有限公司';
    add('another legal form', `${city}${core}${other}`, c.entId, inCity(core, city, other));
    add('字号+行业 (简称)', core, c.entId, (byCore.get(core) ?? []).length);
    const trade = [...core].slice(0, 2).join('');
    add(
      '字号 alone',
      trade,
      c.entId,
      count(read, (x) => x.core.startsWith(trade)),
    );
    add('traditional characters', toTraditional(c.name), c.entId, 1);
    add(
      'full width and spaces',
      ` ${city} ${core.replace(/[A-Za-z0-9]/g, (x) => String.fromCharCode(x.charCodeAt(0) + 0xfee0))} ${form}`,
      c.entId,
      inCity(core, city, form),
    );
    const py = full(core);
    add(
      'pinyin, full',
      py,
      c.entId,
      count(read, (x) => full(x.core) === py),
    );
    const ini = initials(city + core);
    add(
      'pinyin initials with region',
      ini,
      c.entId,
      count(byCity.get(city) ?? [], (x) => initials(x.city + x.core) === ini),
    );
  }
  // Near names: a homophone (a character of the same toneless pinyin, from the characters the names use), a
  // character left out, a character wrong; each names the companies of the city within one edit of it.
  const chars = new Map();
  for (const r of read)
    for (const ch of r.core) {
      const sound = full(ch);
      if (!chars.has(sound)) chars.set(sound, new Set());
      chars.get(sound).add(ch);
    }
  // A name holding the typed core whole (北京晟同汇农产品 for 「北京汇农产品」) comes before a near one, as it should.
  const near = (city, core) =>
    count(byCity.get(city) ?? [], (x) => oneEdit(core, x.core) || full(core) === full(x.core) || x.core.includes(core));
  for (const r of spread(
    read.filter((x) => x.position === 'city' && [...x.core].length >= 4),
    SAMPLE,
  )) {
    const { c, city, core, form } = r;
    const cs = [...core];
    const same = [...(chars.get(full(cs[1])) ?? [])].find((ch) => ch !== cs[1]);
    if (same) {
      const q = cs[0] + same + cs.slice(2).join('');
      add('homophone', `${city}${q}${form}`, c.entId, near(city, q));
    }
    const missing = cs[0] + cs.slice(2).join('');
    add('character left out', `${city}${missing}${form}`, c.entId, near(city, missing));
    const wrong = cs[0] + (cs[1] === '鑫' ? '森' : '鑫') + cs.slice(2).join('');
    add('character wrong', `${city}${wrong}${form}`, c.entId, near(city, wrong));
  }
  const reports = await readJsonl(data, 'researchReports.jsonl');
  const stocks = new Map(reports.filter((r) => r.stockName && r.companyId).map((r) => [r.companyId, r.stockName]));
  const stockNames = [...stocks.values()];
  for (const [entId, name] of spread([...stocks], SAMPLE))
    add(
      '证券简称',
      name,
      entId,
      count(stockNames, (n) => n === name),
    );
  const people = await readJsonl(data, 'people.jsonl');
  const pyCount = new Map();
  for (const p of people) pyCount.set(full(p.name), (pyCount.get(full(p.name)) ?? 0) + 1);
  const reps = new Set(companies.map((c) => c.legalRepId));
  for (const p of spread(
    people.filter((x) => reps.has(x.personId)),
    SAMPLE,
  ))
    add('person, pinyin', full(p.name), p.personId, pyCount.get(full(p.name)), 'person');
  return out;
}

// ---------------------------------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function call(server, url, body) {
  const t0 = performance.now();
  const res = await fetch(server.base + url, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-token': server.token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  if (answer.code !== 200) throw new Error(`${url}: ${answer.message}`);
  return { data: answer.data, ms: performance.now() - t0 };
}

/** Where the target stands in each call's first ten (-1 not there), and the suggestions' time. */
async function ask(server, query) {
  if (query.call === 'person') {
    const q = new URLSearchParams({ persName: query.q, pageNo: '1', pageSize: '10' });
    const { data, ms } = await call(server, `/esee/personalInvestment/personList?${q}`);
    const at = data.list.findIndex((r) => r.personId === query.target);
    return { suggest: at, paged: at, ms, firstNames: [data.list[0]?.name] };
  }
  const s = await call(server, '/esee/baseinfo/likeByCompanyName', { companyName: query.q, range: 10 });
  const p = await call(server, '/esee/entInfo/search', { entName: query.q, pageno: 1, range: 10 });
  return {
    suggest: s.data.findIndex((r) => r.entId === query.target),
    paged: p.data.dataList.findIndex((r) => r.entId === query.target),
    ms: s.ms,
    firstNames: [s.data[0]?.companyName, p.data.dataList[0]?.orgName],
  };
}

async function measure(engine, env, queries) {
  const server = await startServer(env, 8600 + ENGINES.indexOf(engine));
  try {
    // The index is built in the background at start: the first answer waits for it.
    await call(server, '/esee/baseinfo/likeByCompanyName', { companyName: '科技', range: 10 });
    const kinds = new Map();
    for (const query of queries) {
      const a = await ask(server, query);
      const k = kinds.get(query.kind) ?? {
        queries: 0,
        one: 0,
        first: 0,
        ten: 0,
        inTen: 0,
        ms: [],
        misses: [],
        notFirst: [],
      };
      k.queries++;
      k.ms.push(a.ms);
      const both = [a.suggest, a.paged];
      if (query.names === 1) {
        k.one++;
        if (both.every((at) => at === 0)) k.first++;
        else if (k.notFirst.length < 3) k.notFirst.push(`${query.q} (${a.firstNames.join(' / ')})`);
      }
      if (query.names <= 10) {
        k.ten++;
        if (both.every((at) => at >= 0)) k.inTen++;
        else if (k.misses.length < 3) k.misses.push(query.q);
      }
      kinds.set(query.kind, k);
    }
    return { kinds, rssMb: server.rssMb() };
  } finally {
    await server.stop();
  }
}

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const { generateS, results } = await onEachEngine(
    { companies: COMPANIES, engines: ENGINES, data: arg('data') },
    async (engine, env, data) => measure(engine, env, await deriveQueries(data)),
  );
  console.log(
    `\nCompanies: ${COMPANIES.toLocaleString('en')}; generation ${generateS.toFixed(0)} s; up to ${SAMPLE} companies a kind; one client over HTTP\n`,
  );
  console.log(
    'Found first: of the queries that name one company; in ten: of those that name at most ten; both calls.\n',
  );
  console.log(
    '| engine | kind | queries | naming one | found first | naming ≤ 10 | found in ten | suggest p50 | p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const all = [];
  for (const r of results) {
    for (const [kind, k] of r.kinds) {
      const sorted = k.ms.sort((a, b) => a - b);
      all.push(...sorted);
      console.log(
        `| ${r.engine} | ${kind} | ${k.queries} | ${k.one} | ${pct(k.first, k.one)} | ${k.ten} | ${pct(k.inTen, k.ten)} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 95).toFixed(1)} ms |`,
      );
    }
    console.log(`| ${r.engine} | server RSS ${r.rssMb} MB | | | | | | | |`);
  }
  const misses = results.flatMap((r) =>
    [...r.kinds].flatMap(([kind, k]) => k.misses.map((q) => `${r.engine} ${kind}: ${q}`)),
  );
  if (misses.length) console.log(`\nSome queries not found in ten:\n${misses.slice(0, 30).join('\n')}`);
  const notFirst = results.flatMap((r) =>
    [...r.kinds].flatMap(([kind, k]) => k.notFirst.map((q) => `${r.engine} ${kind}: ${q}`)),
  );
  if (notFirst.length)
    console.log(`\nSome queries naming one company, not found first (what came first):\n${notFirst.join('\n')}`);
});

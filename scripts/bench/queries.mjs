// The questions the benches ask, derived from a data set: what people type into the search, the condition
// searches' filters, the graphs' companies and pairs. bench:search, bench:conditions, bench:graphs and bench:scale
// ask the same ones.
import { execFile } from 'node:child_process';
import { setRows } from './lib.mjs';

/** A seeded generator, so each run asks the same questions. */
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * What people type, from `n` names spread over the set's `companies`: two to four characters from inside a name,
 * a whole name, a code prefix.
 */
export async function nameQueries(data, companies, n = 2000) {
  const names = [];
  const codes = [];
  const every = Math.max(1, Math.floor(companies / (n * 2)));
  for await (const row of setRows(data, 'companies.jsonl', (i) => i % every === 0)) {
    names.push(row.name);
    codes.push(row.creditCode);
    if (names.length >= n) break;
  }
  const out = [];
  for (const [k, name] of names.entries()) {
    const chars = [...name.replace(/(集团)?(股份)?有限(责任)?公司$/, '')];
    const len = 2 + (k % 3);
    const at = k % Math.max(1, chars.length - len);
    out.push(chars.slice(at, at + len).join(''));
    if (k % 5 === 0) out.push(name);
    if (k % 7 === 0) out.push(codes[k].slice(0, 8));
  }
  return out;
}

/** `n` companies spread over the set (`{ entId, name }`), whose names the benches type key by key. */
export async function typedNames(data, companies, n = 150) {
  const out = [];
  const every = Math.max(1, Math.floor(companies / n));
  for await (const row of setRows(data, 'companies.jsonl', (i) => i % every === 3)) {
    out.push({ entId: row.entId, name: row.name });
    if (out.length >= n) break;
  }
  return out;
}

/** Provinces of the reference districts with many companies, and the other choices, varied per request. */
const PROVINCES = ['11', '31', '44', '32', '33', '51', '42'];
const CAPITAL = [['100to500'], ['500to1000', '1000to5000'], ['1000to5000'], ['ge5000'], ['lt100', '100to500']];
const AGES = [['1to3', '3to5'], ['5to10'], ['ge10'], ['3to5', '5to10']];
const TAGS = [['高新技术企业'], ['科技型中小企业'], ['创新型中小企业', '省级专精特新']];
const SORTS = ['estDateDesc', 'capitalDesc'];

/** The i-th 条件找客 query: five filters, varied so that caches do not answer for the database. */
export const conditionQuery = (i) => ({
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

/**
 * The graphs' questions, `sample` of each: companies with holders, companies holding others, pairs of entities
 * (`pairs: false`: none, and every link is not held in memory: at ten million companies, 36 million of them).
 */
export async function graphQuestions(data, sample = 1000, { pairs = true } = {}) {
  const next = random(7);
  const links = new Map();
  const link = (a, b) => {
    (links.get(a) ?? links.set(a, []).get(a)).push(b);
    (links.get(b) ?? links.set(b, []).get(b)).push(a);
  };
  const held = new Set();
  const holding = new Set();
  for await (const r of setRows(data, 'shareholdings.jsonl')) {
    if (pairs) link(r.holderId, r.companyId);
    held.add(r.companyId);
    if (r.holderKind === 'C') holding.add(r.holderId);
  }
  const pick = (set) => {
    const all = [...set];
    return Array.from({ length: sample }, () => all[Math.floor(next() * all.length)]);
  };
  if (!pairs) return { up: pick(held), down: pick(holding), owners: pick(held), related: [], unrelated: [] };
  for await (const r of setRows(data, 'executives.jsonl')) link(r.personId, r.companyId);
  const entities = [...links.keys()];
  const related = [];
  while (related.length < sample) {
    // A walk of 2 to 6 links that never returns to an entity: its ends are at most that far apart.
    const start = entities[Math.floor(next() * entities.length)];
    const hops = 2 + Math.floor(next() * 5);
    const seen = new Set([start]);
    let at = start;
    for (let i = 0; i < hops; i++) {
      const options = (links.get(at) ?? []).filter((x) => !seen.has(x));
      if (!options.length) break;
      at = options[Math.floor(next() * options.length)];
      seen.add(at);
    }
    if (seen.size > 2) related.push([start, at]);
  }
  const unrelated = Array.from({ length: sample }, () => [
    entities[Math.floor(next() * entities.length)],
    entities[Math.floor(next() * entities.length)],
  ]);
  return { up: pick(held), down: pick(holding), owners: pick(held), related, unrelated };
}

/**
 * This module's `name(...args)`, run in a Node process of its own, resolving to what it returns. The questions of a
 * large set are derived from every row of it (at ten million companies, sets of millions of ids): a client that
 * derived them itself and then measured spent four times its CPU a call at that size (0.8 ms a suggestion against
 * 0.2 at a million), its garbage collected or not; a process of their own takes that heap away when it ends.
 */
export const derivedApart = (name, ...args) =>
  new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(import.meta.url)});
         process.stdout.write(JSON.stringify(await m[${JSON.stringify(name)}](...${JSON.stringify(args)})));`,
      ],
      { maxBuffer: 64 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    ),
  );

// npm run bench:candidates -- --data DIR --database URL [--companies N] [--against-memory]
// What name search on PostgreSQL (SEARCH_INDEXES=database) reads for the suggestions: for each of the questions
// bench:scale asks (derived from the set in DIR, loaded into URL before), the candidates' statement on one
// connection and the ranking of its rows, as an instance runs them. Prints, by kind of question (a full name after
// its region, a region and a part, the rest), the candidate rows a question, how many of them the ten suggestions
// list, and the statement's round trip: the rows the ranking drops are where a suggestion's CPU can still be saved
// (docs/scale.md). --against-memory: also every name in memory (the default path; a million companies take about
// 2 GB and a minute), and how the two paths' ten suggestions of each question compare.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { main, ROOT } from '../lib/workspace.mjs';
import { arg, bundleServerScript, latencySummary } from './lib.mjs';
import { nameQueries } from './queries.mjs';

const COMPANIES = Number(arg('companies', '1000000'));
const SUGGESTED = 10;

const MEASURE = `
  import { openDatabase } from './src/platform/db/database';
  import { candidateRows } from './src/core/companies/nameCandidates';
  import { NameIndex, parseQuery } from './src/core/companies/nameIndex';
  import { withoutForm } from './src/core/companies/nameForms';
  import { indexRows } from './src/core/companies/companyIndex';

  const kindOf = (text) => {
    const q = parseQuery(text);
    return !q.region ? 'the rest' : withoutForm(q.norm) !== q.norm ? 'a full name' : 'a region and a part';
  };

  /**
   * How the ten suggestions of the keys' candidates compare with those of every name in memory; \`rankOf\` a company's
   * place among equals before its name breaks the tie (active, branch, views, capital).
   */
  function compared(memory, keys, rankOf) {
    const ids = (hits) => hits.map((h) => h.company.entId);
    if (ids(memory).join() === ids(keys).join()) return 'the same, in the same order';
    if (!keys.length) return 'none, where memory lists some';
    const inMemory = new Set(ids(memory));
    if (keys.length === memory.length && ids(keys).every((id) => inMemory.has(id))) return 'the same, in another order';
    if (keys.length < memory.length) return 'fewer';
    const tiers = (hits) => hits.map((h) => h.tier).join();
    if (tiers(keys) !== tiers(memory)) return 'others, of other tiers';
    // Equals at every place: the same tier and rank, another of the companies tied there.
    const ranks = (hits) => hits.map((h) => rankOf(h.company.entId)).join();
    return ranks(keys) === ranks(memory) ? 'others, equals of the same tiers' : 'others, of the same tiers';
  }

  export async function againstMemory(url, questions, limit) {
    const { db, close } = await openDatabase({ databaseUrl: url });
    try {
      const rows = await indexRows(db);
      const byId = new Map(rows.map((r) => [r.entId, r]));
      const rankOf = (id) => {
        const r = byId.get(id);
        return [r.active, r.norm.endsWith('分公司'), r.views, r.capital ?? 0].join('|');
      };
      const memory = await NameIndex.fromRows(rows);
      const outcomes = new Map();
      const missed = [];
      for (const text of questions) {
        const inMemory = memory.rank(text, limit);
        const keys = (await NameIndex.fromRows(await candidateRows(db, [text], limit), { nearParts: 'when asked' }))
          .rank(text, limit);
        const outcome = compared(inMemory, keys, rankOf);
        const key = kindOf(text) + '\t' + outcome;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        if (!keys.length && inMemory.length) missed.push(text + ' (' + inMemory[0].company.name + ')');
      }
      return { outcomes: [...outcomes], missed };
    } finally {
      await close();
    }
  }

  export async function measure(url, questions, limit) {
    const { db, close } = await openDatabase({ databaseUrl: url });
    try {
      // Each statement planned once on the connection first, as a warm instance has them.
      for (const text of questions) await candidateRows(db, [text], limit);
      const kinds = new Map();
      for (const text of questions) {
        const t0 = performance.now();
        const rows = await candidateRows(db, [text], limit);
        const us = (performance.now() - t0) * 1000;
        const listed = (await NameIndex.fromRows(rows, { nearParts: 'when asked' })).rank(text, limit).length;
        const kind = kindOf(text);
        if (!kinds.has(kind)) kinds.set(kind, { questions: 0, rows: 0, listed: 0, us: [] });
        const k = kinds.get(kind);
        k.questions++;
        k.rows += rows.length;
        k.listed += listed;
        k.us.push(us);
      }
      return [...kinds];
    } finally {
      await close();
    }
  }`;

main(async () => {
  const data = arg('data');
  const url = arg('database');
  if (!data || !url) throw new Error('--data DIR --database URL: a set and the PostgreSQL database it was loaded into');
  await ensureInstalled();
  // Beside the server's packages, which the bundle imports.
  const cache = path.join(ROOT, 'server/node_modules/.cache/esee-bench-candidates');
  mkdirSync(cache, { recursive: true });
  const { measure, againstMemory } = await bundleServerScript(MEASURE, path.join(cache, 'measure.mjs'));
  const questions = await nameQueries(data, COMPANIES);
  const kinds = await measure(url, questions, SUGGESTED);
  const all = { questions: 0, rows: 0, listed: 0, us: [] };
  for (const [, k] of kinds) {
    all.questions += k.questions;
    all.rows += k.rows;
    all.listed += k.listed;
    all.us.push(...k.us);
  }
  console.log(`\n${questions.length} questions, ${SUGGESTED} suggested each, one connection\n`);
  console.log('| questions | how many | candidate rows a question | listed a question | round trip (median) |');
  console.log('|---|---|---|---|---|');
  for (const [kind, k] of [...kinds, ['all', all]])
    console.log(
      `| ${kind} | ${k.questions} | ${(k.rows / k.questions).toFixed(1)} | ${(k.listed / k.questions).toFixed(1)} | ` +
        `${latencySummary(k.us, 1).p50.toFixed(0)} µs |`,
    );
  if (process.argv.includes('--against-memory')) {
    const { outcomes, missed } = await againstMemory(url, questions, SUGGESTED);
    console.log('\nThe ten suggestions on the keys against every name in memory:\n');
    console.log('| questions | the suggestions on the keys | how many |');
    console.log('|---|---|---|');
    for (const [key, n] of outcomes.sort(([a], [b]) => a.localeCompare(b)))
      console.log(`| ${key.replace('\t', ' | ')} | ${n} |`);
    console.log(`\nNone on the keys where memory lists some (${missed.length}), the first twenty:`);
    console.log(missed.slice(0, 20).join('; '));
  }
});

// npm run bench:candidates -- --data DIR --database URL [--companies N]
// What name search on PostgreSQL (SEARCH_INDEXES=database) reads for the suggestions: for each of the questions
// bench:scale asks (derived from the set in DIR, loaded into URL before), the candidates' statement on one
// connection and the ranking of its rows, as an instance runs them. Prints, by kind of question (a full name after
// its region, a region and a part, the rest), the candidate rows a question, how many of them the ten suggestions
// list, and the statement's round trip: the rows the ranking drops are where a suggestion's CPU can still be saved
// (docs/scale.md).
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

  const kindOf = (text) => {
    const q = parseQuery(text);
    return !q.region ? 'the rest' : withoutForm(q.norm) !== q.norm ? 'a full name' : 'a region and a part';
  };

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
  const { measure } = await bundleServerScript(MEASURE, path.join(cache, 'measure.mjs'));
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
});

import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase, type Db } from '../platform/db/database';
import { currentSearchKeys } from '../core/companies/searchKeys';
import { acquireDataDirLock, DataDirLockedError } from '../platform/db/lock';
import { generate } from './generate/generate';
import { generateUpdate } from './generate/dailyUpdate';
import { writeStatementFiles } from './generate/statementFiles';
import { DataSetRejected, loadDataSet } from './load';
import { checkConsistency, consistencyReport } from './rules';
import { today } from '../platform/clock';

const USAGE = `usage:
  data generate --companies N [--seed S] [--records R] [--out DIR]   write a data set in the ingestion format
  data load DIR                                                       check and load a data set (all or nothing)
  data check DIR                                                      the consistency rules' pass counts over a data set
  data keys                                                           the name keys in the current format (after an upgrade)
  data update --from DIR --day YYYY-MM-DD [--seed S] [--share F] --out DIR
                                                                      a day of changes to the data set in DIR
  data statements --out DIR [--seed S] [--year Y] [--companies A,B,C] [--person NAME] [--related NAME] [--volume V]
                                                                      sample bank statements with planted anomalies`;

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

/** `work` on the server's database (DATA_DIR or DATABASE_URL), migrated; the embedded one locked meanwhile. */
async function withDatabase(work: (db: Db) => Promise<void>): Promise<number> {
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    plannedConnections: config.searchConnections,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  try {
    await migrateToLatest(database.db);
    await work(database.db);
    return 0;
  } finally {
    await database.close();
    release();
  }
}

/** `npm run data:generate` and `npm run data:load`: the same database as the server (DATA_DIR or DATABASE_URL). */
async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'generate') {
    const companies = Number(option(args, 'companies', '20000'));
    if (!Number.isInteger(companies) || companies < 1) throw new Error('--companies must be a positive whole number');
    const out = path.resolve(option(args, 'out', path.join(os.tmpdir(), `esee-data-${companies}`)));
    const t0 = performance.now();
    const summary = await generate({ companies, seed: Number(option(args, 'seed', '1')), out, recordScale: Number(option(args, 'records', '1')) });
    console.log(`wrote ${out} in ${((performance.now() - t0) / 1000).toFixed(1)} s:`, summary);
    return 0;
  }
  if (command === 'update') {
    const from = option(args, 'from', '');
    const day = option(args, 'day', today());
    const out = option(args, 'out', '');
    if (!from || !out || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(USAGE);
    const summary = await generateUpdate({
      from: path.resolve(from),
      day,
      out: path.resolve(out),
      seed: Number(option(args, 'seed', '1')),
      share: Number(option(args, 'share', '0.005')),
    });
    console.log(`wrote ${out}:`, summary);
    return 0;
  }
  if (command === 'statements') {
    const out = option(args, 'out', '');
    if (!out) throw new Error(USAGE);
    const companies = option(args, 'companies', '').split(',').filter(Boolean);
    if (companies.length && companies.length !== 3) throw new Error('--companies takes three names, A,B,C');
    const written = writeStatementFiles(path.resolve(out), {
      seed: Number(option(args, 'seed', '1')),
      year: Number(option(args, 'year', '2024')),
      companies: companies.length ? (companies as [string, string, string]) : undefined,
      person: option(args, 'person', '') || undefined,
      relatedName: option(args, 'related', '') || undefined,
      volume: Number(option(args, 'volume', '1')),
    });
    console.log(`wrote ${out}:`, written);
    return 0;
  }
  if (command === 'check' && args[0]) {
    const folder = path.resolve(args[0]);
    if (!existsSync(folder)) throw new Error(`${folder}: no such folder`);
    const t0 = performance.now();
    const results = await checkConsistency(folder);
    console.log(`${folder}（${((performance.now() - t0) / 1000).toFixed(1)} s）:\n${consistencyReport(results)}`);
    return results.every((r) => r.passed === r.checked) ? 0 : 1;
  }
  if (command === 'load' && args[0]) {
    const folder = args[0];
    return withDatabase(async (db) => {
      const t0 = performance.now();
      const summary = await loadDataSet(db, path.resolve(folder), { progress: (step) => console.log(step) });
      console.log(`loaded ${folder} in ${((performance.now() - t0) / 1000).toFixed(1)} s:`, summary);
    });
  }
  if (command === 'keys') {
    // A release that changes the keys' format says so; instances of a large register leave it to this (searchKeys.ts).
    return withDatabase(async (db) => {
      const t0 = performance.now();
      const written = await db.transaction().execute(currentSearchKeys);
      // The new keys' visibility map, so that look-ups read their indexes alone (as after a load).
      await sql`vacuum company_search_key`.execute(db);
      console.log(`search keys: ${written} companies and names written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    });
  }
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataSetRejected || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);

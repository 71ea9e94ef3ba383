import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../platform/db/database';
import { generate } from '../data/generate/generate';
import { loadDataSet } from '../data/load';

/** The seed of the demo data set: every first start shows the same companies. */
export const DEMO_SEED = 20261122;

/**
 * On a database without companies, generate the demo data set and load it
 * through the ingestion path, as a vendor's data would come in. Returns the
 * number of companies loaded (0 when there were some already). With `keep`,
 * the set is written there and kept: daily updates are generated from it
 * (`npm run data:update -- --from <keep>`). `alongside` writes more in the load's transaction.
 */
export async function seedDemoCompanies(
  db: Db,
  companies: number,
  log: (line: string) => void,
  keep?: string,
  alongside?: (trx: Db) => Promise<unknown>,
): Promise<number> {
  if (companies <= 0 || (await db.selectFrom('company').select('ent_id').limit(1).executeTakeFirst())) return 0;
  if (keep) rmSync(keep, { recursive: true, force: true });
  const dir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'esee-demo-'));
  try {
    const t0 = performance.now();
    log(`  Generating the demo data set (${companies.toLocaleString('en')} companies)…`);
    await generate({ companies, seed: DEMO_SEED, out: dir });
    log(`  Loading it (${((performance.now() - t0) / 1000).toFixed(1)} s so far)…`);
    const summary = await loadDataSet(db, dir, { alongside });
    log(
      `  Demo data loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${Object.entries(summary)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
    return summary.companies ?? 0;
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '../../src/platform/db/database';
import type { TestApp } from '../fixtures';

/* What the tests of the IBA search pages share: their own data files beside the data set, and who asks. */

/** A folder for the test file's own data files, removed after its tests. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The rows of a JSON-lines data file. */
export const readJsonl = <T = Record<string, unknown>>(dir: string, file: string): T[] =>
  readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);

/** Writes rows as a JSON-lines data file, making its folder. */
export function writeJsonl(dir: string, file: string, rows: readonly object[]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), rows.map((r) => JSON.stringify(r)).join('\n'));
}

/**
 * Who asks a page: the analyst (every IBA entry), a user with only the page's key, one with only the company
 * remote (`cbaonly`), one with another IBA entry, and a user of another institution.
 */
export const pageClients = (t: TestApp, keyOnly: string, otherIbaEntry: string) =>
  Promise.all([
    t.client('analyst'),
    t.client({ instCode: 'DEMO', username: keyOnly }),
    t.client({ instCode: 'DEMO', username: 'cbaonly' }),
    t.client({ instCode: 'DEMO', username: otherIbaEntry }),
    t.client('demo2'),
  ]);

/** Gives another institution (DEMO2) IBA: its administrator may use a page, but never sees DEMO's work. */
export const giveDemo2Iba = (db: Db) =>
  db
    .updateTable('inst_param')
    .set({ param_value: 'CBA,PRMA,IBA' })
    .where('param_name', '=', 'getSupportApp')
    .where('inst_id', '=', (q) => q.selectFrom('institution').select('id').where('code', '=', 'DEMO2'))
    .execute();

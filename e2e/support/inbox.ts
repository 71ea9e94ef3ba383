import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './platform';

const INBOX = path.join(E2E_DATA_DIR, 'inbox');

/** What the server made of the folder `name`: still waiting, loaded, or refused with its reasons. */
function outcome(name: string): string {
  for (const where of ['loaded', 'rejected']) {
    const dir = path.join(INBOX, where);
    const taken = existsSync(dir) && readdirSync(dir).find((entry) => entry.endsWith(`-${name}`));
    if (!taken) continue;
    const reasons = path.join(dir, taken, 'REJECTED.txt');
    return existsSync(reasons) ? `rejected: ${readFileSync(reasons, 'utf8').trim()}` : where;
  }
  return 'waiting';
}

/**
 * The day's data arrives as a vendor delivers it: `records` dropped into the platform's data inbox (a folder with
 * `READY` written last, server/src/data/inbox.ts). Resolves once the server has loaded it — its records, and the
 * alerts raised in the same transaction, are then in every answer — and fails with the server's reasons if it
 * refused the set. The server takes the folder up between other specs' work: on a busy machine that takes a while.
 * A page opened after it shows the new data at once: no reload loop, whose short waits a slow page outruns.
 */
export async function deliverRecords(prefix: string, records: object[]): Promise<void> {
  await deliverFiles(prefix, { 'records.jsonl': records });
}

/**
 * A delivery of any data files (`shareholdings.jsonl`, `people.jsonl`...: file name to rows), loaded as
 * `deliverRecords` says. What the server derives later from the data (derived alerts, a job after the load) is not
 * waited for here.
 */
export async function deliverFiles(prefix: string, files: Record<string, object[]>): Promise<void> {
  const name = `${prefix}-${Date.now()}`;
  const folder = path.join(INBOX, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, rows] of Object.entries(files))
    writeFileSync(path.join(folder, file), rows.map((r) => JSON.stringify(r)).join('\n'));
  writeFileSync(path.join(folder, 'READY'), '');
  await expect.poll(() => outcome(name), { message: `the data inbox's ${name}`, timeout: 120_000 }).toBe('loaded');
}

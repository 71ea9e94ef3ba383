import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../platform/db/database';
import { DataSetRejected, loadDataSet, type LoadSummary } from './load';
import { now } from '../platform/clock';

/** A folder is taken once this file is in it: the sender writes it last, so a half-copied set is never read. */
export const READY_MARKER = 'READY';

export interface InboxResult {
  name: string;
  summary?: LoadSummary;
  error?: string;
}

/**
 * Load every data set waiting in `inbox` (a folder each, with `READY` in it),
 * oldest name first, through the same checked, all-or-nothing load as
 * `data load`; a loaded set moves to `inbox/loaded/`, a refused one to
 * `inbox/rejected/` with the reasons in `REJECTED.txt`. This is how data
 * reaches a running server on the embedded database, whose folder no other
 * process may open; a daily delivery dropped here produces its alerts.
 */
export async function loadInbox(db: Db, inbox: string): Promise<InboxResult[]> {
  if (!existsSync(inbox)) return [];
  const waiting = readdirSync(inbox, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !['loaded', 'rejected'].includes(e.name))
    .filter((e) => existsSync(path.join(inbox, e.name, READY_MARKER)))
    .map((e) => e.name)
    .sort();
  const results: InboxResult[] = [];
  for (const name of waiting) {
    const from = path.join(inbox, name);
    try {
      const summary = await loadDataSet(db, from);
      move(inbox, from, 'loaded', name);
      results.push({ name, summary });
    } catch (error) {
      const reasons =
        error instanceof DataSetRejected
          ? error.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n')
          : String(error);
      const to = move(inbox, from, 'rejected', name);
      writeFileSync(path.join(to, 'REJECTED.txt'), `${reasons}\n`);
      results.push({ name, error: reasons });
    }
  }
  return results;
}

function move(inbox: string, from: string, where: 'loaded' | 'rejected', name: string): string {
  mkdirSync(path.join(inbox, where), { recursive: true });
  const to = path.join(inbox, where, `${now().toISOString().replace(/[:.]/g, '-')}-${name}`);
  renameSync(from, to);
  return to;
}

/** Look into the inbox every `everyMs`, one load at a time. Returns a stop function. */
export function watchInbox(db: Db, inbox: string, everyMs: number, log: (result: InboxResult) => void): () => void {
  mkdirSync(inbox, { recursive: true });
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    loadInbox(db, inbox)
      .then((results) => results.forEach(log))
      .catch((error: unknown) => log({ name: inbox, error: String(error) }))
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

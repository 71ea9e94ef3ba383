import { normaliseTitle, REPRINT_WINDOW_DAYS } from '@esee/contracts';

const DAY_MS = 86_400_000;

export interface NewsRow {
  newsId: string;
  title: string;
  /** YYYY-MM-DD HH:mm:ss or YYYY-MM-DD; null sorts last. */
  publishTime: string | null;
}

const timeOf = (t: string | null) => (t ? Date.parse(`${t.slice(0, 10)}T${t.slice(11, 19) || '00:00:00'}Z`) : NaN);

/**
 * Fold reprints: rows (newest first) of the same normalised title, each within the reprint window of
 * the group's oldest so far, become one row, the newest, with `similar` the group's size. A title
 * repeated a year later is news again, not a reprint. Keeps the input order of the rows it keeps.
 */
export function foldReprints<T extends NewsRow>(rows: readonly T[]): (T & { similar: number; copies: string[] })[] {
  const open = new Map<string, { row: T & { similar: number; copies: string[] }; oldest: number }>();
  const out: (T & { similar: number; copies: string[] })[] = [];
  for (const row of rows) {
    const key = normaliseTitle(row.title);
    const at = timeOf(row.publishTime);
    const group = open.get(key);
    if (group && Number.isFinite(at) && group.oldest - at <= REPRINT_WINDOW_DAYS * DAY_MS) {
      group.row.similar += 1;
      group.row.copies.push(row.newsId);
      group.oldest = Math.min(group.oldest, at);
      continue;
    }
    const kept = { ...row, similar: 1, copies: [row.newsId] };
    out.push(kept);
    open.set(key, { row: kept, oldest: Number.isFinite(at) ? at : -Infinity });
  }
  return out;
}

/** The Monday (UTC) of a day's week, YYYY-MM-DD. */
export function weekOf(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Counts per week for the `weeks` weeks ending with the week of `endDay`, oldest first; days outside are left out. */
export function weekBuckets(days: readonly string[], endDay: string, weeks: number): { week: string; count: number }[] {
  const last = Date.parse(`${weekOf(endDay)}T00:00:00Z`);
  const buckets = Array.from({ length: weeks }, (_, i) => ({
    week: new Date(last - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
    count: 0,
  }));
  const index = new Map(buckets.map((b, i) => [b.week, i]));
  for (const day of days) {
    const i = index.get(weekOf(day));
    if (i !== undefined) buckets[i]!.count += 1;
  }
  return buckets;
}

import { sql } from 'kysely';

/**
 * Days and times as the product's users read them: China Standard Time, a
 * fixed eight hours ahead of UTC (no daylight saving). Days people pick in a
 * filter are China days, whatever the server's own time zone.
 */
const CST_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** When the China day of `at` began. */
export function chinaDayStart(at: Date): Date {
  return new Date(Math.floor((at.getTime() + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS);
}

/** When the China month of `at` began. */
export function chinaMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + CST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CST_OFFSET_MS);
}

/** A China day `YYYY-MM-DD` as the instant it begins. */
export const dayBegins = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The instant after a China day `YYYY-MM-DD` ends: the exclusive end of a range that includes it. */
export const dayEnds = (day: string) => new Date(dayBegins(day).getTime() + DAY_MS);

/** The China day `YYYY-MM-DD` of an instant (a database time string too), or the day `plusDays` after it. */
export const chinaDay = (at: Date | string, plusDays = 0) =>
  new Date(new Date(at).getTime() + CST_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD HH:mm:ss` in China time, as the bank's users read a time. */
export const chinaTime = (at: Date | string) =>
  new Date(new Date(at).getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** `YYYY-MM-DD HH:mm` in China time: lists, PDF footers and watermarks. */
export const chinaMinute = (at: Date | string) => chinaTime(at).slice(0, 16);

/** SQL: a stored timestamp as China's wall clock, for grouping by day or hour in the database. */
export const chinaClockSql = (column: string) => sql`((${sql.ref(column)} at time zone 'UTC') + interval '8 hours')`;

/** SQL: the China day `YYYY-MM-DD` of a stored timestamp. */
export const chinaDaySql = (column: string) => sql<string>`to_char(${chinaClockSql(column)}, 'YYYY-MM-DD')`;

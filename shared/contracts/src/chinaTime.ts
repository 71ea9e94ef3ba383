/**
 * Days and times as the product's users read them: China Standard Time, a fixed eight hours ahead of UTC (no
 * daylight saving), whatever the zone of the server or the browser. Pure functions of an instant: "now" comes
 * from the one clock (the server's `platform/clock.ts`, the page's `@esee/http` clock).
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

/** The China day `YYYY-MM-DD` of an instant (a database time string or milliseconds too), or the day `plusDays` after it. */
export const chinaDay = (at: Date | string | number, plusDays = 0) =>
  new Date(new Date(at).getTime() + CST_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);

/** The day `plusDays` after a day `YYYY-MM-DD` (before it when negative). */
export const addDays = (day: string, plusDays: number) => chinaDay(dayBegins(day), plusDays);

/** `YYYY-MM-DD HH:mm:ss` in China time, as the bank's users read a time. */
export const chinaTime = (at: Date | string | number) =>
  new Date(new Date(at).getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** `YYYY-MM-DD HH:mm` in China time: lists, PDF footers and watermarks. */
export const chinaMinute = (at: Date | string | number) => chinaTime(at).slice(0, 16);

/** The hour (0–23) on a clock in China. */
export const chinaHour = (at: Date | string | number) => Number(chinaTime(at).slice(11, 13));

/** The year on a calendar in China. */
export const chinaYear = (at: Date | string | number) => Number(chinaDay(at).slice(0, 4));

/** The header of every answer that says the server's time (milliseconds): the page's clock follows it. */
export const SERVER_TIME_HEADER = 'x-server-time';

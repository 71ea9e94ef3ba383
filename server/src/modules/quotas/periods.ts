import type { QuotaPeriod } from '@esee/contracts';

/** China Standard Time has no daylight saving: a fixed eight hours (as exportJobs' day boundary). */
const CST_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** When the China day of `at` began. */
export function chinaDayStart(at: Date): Date {
  return new Date(Math.floor((at.getTime() + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS);
}

/** When the China month of `at` began. */
export function chinaMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + CST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CST_OFFSET_MS);
}

/** The start of the period a call at `at` counts in; TOTAL never resets. */
export function periodStart(period: QuotaPeriod, at: Date): Date {
  if (period === 'DAY') return chinaDayStart(at);
  if (period === 'MONTH') return chinaMonthStart(at);
  return new Date(0);
}

/** A China day `YYYY-MM-DD` as the instant it begins. */
export const dayBegins = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The China day `YYYY-MM-DD` of an instant. */
export const chinaDay = (at: Date) => new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD HH:mm:ss` in China time, as the records' readers read a time. */
export const chinaTime = (at: Date) =>
  new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export { DAY_MS };

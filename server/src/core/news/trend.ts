import { TREND_WEEKS, type PublicsenTrend, chinaDay } from '@esee/contracts';
import { foldReprints, weekBuckets } from './fold';
import { checkDates, type NewsItem } from './newsRows';

const DAY_MS = 86_400_000;

/** The days a negative-news trend reads: the TREND_WEEKS weeks up to `dateTo` (else today), from `dateFrom` if later. */
export function trendWindow(
  today: Date,
  f: { dateFrom?: string; dateTo?: string },
): { dateFrom: string; dateTo: string } {
  checkDates(f.dateFrom, f.dateTo);
  const end = f.dateTo ?? chinaDay(today);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - TREND_WEEKS * 7 * DAY_MS).toISOString().slice(0, 10);
  return { dateFrom: f.dateFrom && f.dateFrom > start ? f.dateFrom : start, dateTo: end };
}

/** Negative stories (reprints folded) per week of the window, oldest week first. */
export function negativeTrend(rows: readonly NewsItem[], dateTo: string): PublicsenTrend {
  const days = foldReprints(rows).flatMap((n) => (n.publishTime ? [n.publishTime.slice(0, 10)] : []));
  return weekBuckets(days, dateTo, TREND_WEEKS).map((b) => ({ week: b.week, negative: b.count }));
}

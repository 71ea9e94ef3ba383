import { sql } from 'kysely';
import type { AnalystSort, ResearchAnalyst, ResearchAuthor } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';

const DAY = 86_400_000;
/** The horizon a rating is judged at, and how far from it a later close may be. */
export const HORIZON_DAYS = 180;
export const TOLERANCE_DAYS = 30;
/** Ranking by a rate needs this many evaluated reports. */
export const MIN_EVALUATED = 3;
/** 中性 is a hit while the price stays within this band. */
const NEUTRAL_BAND = 0.1;

interface StockReport {
  stockCode: string;
  publishDate: string;
  rating: string;
  price: number;
  targetPrice: number | null;
  authors: ResearchAuthor[];
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** +1 for 买入/增持, −1 for 减持/卖出, 0 for 中性. */
const direction = (rating: string) =>
  rating === '买入' || rating === '增持' ? 1 : rating === '减持' || rating === '卖出' ? -1 : 0;

/**
 * The later close a rating is judged by: among the closes the reports on the stock state (any broker's), the one
 * nearest to 180 days after the report, within 30 days of it. Null when the data holds none (a recent report).
 */
export function laterClose(points: readonly { ms: number; price: number }[], fromMs: number): number | null {
  const target = fromMs + HORIZON_DAYS * DAY;
  let best: { gap: number; price: number } | null = null;
  for (const p of points) {
    const gap = Math.abs(p.ms - target);
    if (gap <= TOLERANCE_DAYS * DAY && (!best || gap < best.gap)) best = { gap, price: p.price };
  }
  return best?.price ?? null;
}

/** Whether a rating called the six months after it right: up for 买入/增持, down for 减持/卖出, within ±10% for 中性. */
export function isHit(rating: string, ret: number): boolean {
  const d = direction(rating);
  return d === 0 ? Math.abs(ret) <= NEUTRAL_BAND : d * ret > 0;
}

interface Tally {
  sacNo: string;
  name: string;
  broker: string;
  reportCount: number;
  stockCount: number;
  evaluated: number;
  hits: number;
  returns: number[];
  targets: number;
  targetsReached: number;
}

const rate = (n: number, of: number) => (of ? Math.round((n / of) * 10_000) / 10_000 : null);

/**
 * Every analyst's record, ranked by `sort`: report count, or (among those with at least MIN_EVALUATED evaluated
 * reports) hit rate or mean signed return; the others follow unranked (rank 0). Each author of a report is
 * credited with it in full.
 */
export async function analystRanking(db: Db, sort: AnalystSort): Promise<ResearchAnalyst[]> {
  const [counts, stockRows] = await Promise.all([
    sql<{ sacNo: string; name: string; broker: string; reportCount: number; stockCount: number }>`
      select a->>'sacNo' as "sacNo", min(a->>'name') as name, min(broker) as broker, count(*)::int as "reportCount",
        count(distinct stock_code)::int as "stockCount"
      from research_report, jsonb_array_elements(authors) a group by a->>'sacNo'
    `.execute(db),
    sql<StockReport>`
      select stock_code as "stockCode", to_char(publish_date, 'YYYY-MM-DD') as "publishDate", rating,
        price::float8 as price, target_price::float8 as "targetPrice", authors
      from research_report where stock_code is not null and price is not null and rating is not null
    `.execute(db),
  ]);
  const tallies = new Map<string, Tally>(
    counts.rows.map((c) => [c.sacNo, { ...c, evaluated: 0, hits: 0, returns: [], targets: 0, targetsReached: 0 }]),
  );
  const points = new Map<string, { ms: number; price: number }[]>();
  for (const r of stockRows.rows) {
    const list = points.get(r.stockCode) ?? [];
    list.push({ ms: dayMs(r.publishDate), price: r.price });
    points.set(r.stockCode, list);
  }
  for (const r of stockRows.rows) {
    const later = laterClose(points.get(r.stockCode)!, dayMs(r.publishDate));
    if (later === null) continue;
    const ret = later / r.price - 1;
    for (const author of r.authors) {
      const t = tallies.get(author.sacNo);
      if (!t) continue;
      t.evaluated++;
      if (isHit(r.rating, ret)) t.hits++;
      if (direction(r.rating) !== 0) t.returns.push(direction(r.rating) * ret);
      if (r.targetPrice !== null) {
        t.targets++;
        if (r.targetPrice >= r.price ? later >= r.targetPrice : later <= r.targetPrice) t.targetsReached++;
      }
    }
  }
  const list = [...tallies.values()].map((t): ResearchAnalyst => ({
    rank: 0,
    sacNo: t.sacNo,
    name: t.name,
    broker: t.broker,
    reportCount: t.reportCount,
    stockCount: t.stockCount,
    evaluated: t.evaluated,
    hits: t.hits,
    hitRate: rate(t.hits, t.evaluated),
    avgReturn: t.returns.length
      ? Math.round((t.returns.reduce((s, x) => s + x, 0) / t.returns.length) * 10_000) / 10_000
      : null,
    targetReachRate: rate(t.targetsReached, t.targets),
  }));
  const value = (a: ResearchAnalyst): number | null =>
    sort === 'reports'
      ? a.reportCount
      : a.evaluated < MIN_EVALUATED
        ? null
        : sort === 'hitRate'
          ? a.hitRate
          : a.avgReturn;
  list.sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null)
      return va === null && vb === null
        ? b.reportCount - a.reportCount || a.sacNo.localeCompare(b.sacNo)
        : va === null
          ? 1
          : -1;
    return vb - va || b.evaluated - a.evaluated || b.reportCount - a.reportCount || a.sacNo.localeCompare(b.sacNo);
  });
  let rank = 0;
  for (const a of list) if (value(a) !== null) a.rank = ++rank;
  return list;
}

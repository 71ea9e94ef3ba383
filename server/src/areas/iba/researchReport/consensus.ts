import { RESEARCH_RATINGS, type ResearchConsensus, type ResearchReport } from '@esee/contracts';

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * The consensus on a stock from its reports (newest first): each broker's latest report published on or after
 * `since` counts once (an older view of the same broker is replaced, not averaged in); the ratings are counted
 * in the scale's order, the target prices' and each year's EPS forecasts' medians taken. The latest price is the
 * close the newest report states, whoever wrote it and whenever: the only price the data holds.
 */
export function consensusOf(reports: readonly ResearchReport[], since: string): ResearchConsensus {
  const newest = reports[0]!;
  const latest = new Map<string, ResearchReport>();
  for (const r of reports) if (r.publishDate >= since && !latest.has(r.broker)) latest.set(r.broker, r);
  const coverage = [...latest.values()];
  const priced = reports.find((r) => r.price !== null);
  const latestPrice = priced?.price ?? null;
  const medianTarget = median(coverage.flatMap((r) => (r.targetPrice === null ? [] : [r.targetPrice])));
  const years = [...new Set(coverage.flatMap((r) => r.forecasts.map((f) => f.year)))].sort((a, b) => a - b);
  return {
    stockCode: newest.stockCode!,
    stockName: newest.stockName ?? newest.stockCode!,
    entId: newest.entId,
    industryName: newest.industryName,
    since,
    latestPrice,
    latestPriceDate: priced?.publishDate ?? null,
    brokerCount: coverage.length,
    ratings: RESEARCH_RATINGS.map((rating) => ({ rating, count: coverage.filter((r) => r.rating === rating).length })),
    medianTarget: medianTarget === null ? null : round(medianTarget, 2),
    upside: medianTarget !== null && latestPrice ? round(medianTarget / latestPrice - 1, 4) : null,
    eps: years.map((year) => {
      const values = coverage.flatMap((r) => r.forecasts.filter((f) => f.year === year).map((f) => f.eps));
      const mid = median(values)!;
      return {
        year,
        median: round(mid, 3),
        min: Math.min(...values),
        max: Math.max(...values),
        count: values.length,
        pe: latestPrice && mid > 0 ? round(latestPrice / mid, 2) : null,
      };
    }),
    coverage,
  };
}

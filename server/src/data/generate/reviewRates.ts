/**
 * How many review projects a data set holds: the exchanges' yearly rates per thousand A-share listed companies,
 * applied to the set's own A-share listed companies over each review window (docs/enterprise-data.md cites them).
 *
 * - IPO acceptances: A-share IPOs listed per year over the year-end count of listed companies (2016: 227 of
 *   about 3,050; 2017: 438 of 3,485; 2018: 105 of 3,584; 2019: 203 of 3,777; 2020: 396 of 4,154; 2021: 524 of
 *   4,697; 2022: 428 of 5,079; 2023: 313 of 5,346; 2024: 100 of about 5,390; 证监会 and the exchanges' yearly
 *   statistics), raised by a fifth for the applications that stop before listing.
 * - 再融资: of the same order as the IPOs (the exchanges review more refinancing than IPO applications in most
 *   years); tightened with them from the second half of 2023.
 * - 重大资产重组 reviewed by the exchanges (发行股份购买资产 and the like): 15–25 a year per thousand.
 */
const IPO_PER_THOUSAND: Record<number, number> = {
  2016: 90,
  2017: 150,
  2018: 35,
  2019: 65,
  2020: 115,
  2021: 135,
  2022: 100,
  2023: 70,
};
/** From 2024 on (IPO listings fell to 100 in 2024). */
const IPO_LATER = 25;
const MERGERS_PER_THOUSAND = 20;

/**
 * A-share IPO listings a year (the exchanges' statistics: 2010 347, 2011 282, 2012 154, 2013 none (IPOs paused),
 * 2014 125, 2015 223, then as above); about 100 a year before 2010 and after 2024. What a listed company's listing
 * year is weighted by (generate/listings.ts), so its own IPO review falls in the years the exchanges reviewed most.
 */
const IPO_LISTINGS: Record<number, number> = {
  2010: 347,
  2011: 282,
  2012: 154,
  2013: 2,
  2014: 125,
  2015: 223,
  2016: 227,
  2017: 438,
  2018: 105,
  2019: 203,
  2020: 396,
  2021: 524,
  2022: 428,
  2023: 313,
  2024: 100,
};
export const ipoListingsIn = (year: number): number => IPO_LISTINGS[year] ?? 100;

export type RatedReview = 'ipo' | 'refinance' | 'mergers';

/** Reviews of `kind` accepted a year per thousand A-share listed companies, in `year`. */
export function reviewRate(kind: RatedReview, year: number): number {
  if (kind === 'mergers') return MERGERS_PER_THOUSAND;
  const ipo = IPO_PER_THOUSAND[year] ?? (year > 2023 ? IPO_LATER : IPO_PER_THOUSAND[2016]!);
  return ipo;
}

/**
 * The reviews of `kind` a set of `listed` A-share companies expects accepted between two days (fractions of a year
 * counted), before any floor.
 */
export function expectedReviews(kind: RatedReview, listed: number, fromMs: number, toMs: number): number {
  let total = 0;
  for (let year = new Date(fromMs).getUTCFullYear(); year <= new Date(toMs).getUTCFullYear(); year++) {
    const start = Math.max(fromMs, Date.UTC(year, 0, 1));
    const end = Math.min(toMs, Date.UTC(year + 1, 0, 1));
    if (end > start) total += (reviewRate(kind, year) / 1000) * listed * ((end - start) / (365.25 * 86_400_000));
  }
  return total;
}

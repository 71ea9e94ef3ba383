/**
 * Financial statements (financials.jsonl) of the companies that publish them: every listed company (its latest three
 * to five annual reports), every unlisted IPO issuer of the review items (the three years before its acceptance, the
 * prospectus's 报告期, and the years its review went on since) and every unlisted bond issuer (its latest three); a
 * company with an IPO item, listed since or not, has its 报告期 and every year from it to its latest
 * (rules/issuerPeriod.ts).
 *
 * A company's figures are one path over the years, drawn from a stream of its own (its id and the seed): the same
 * company gets the same figures whichever file reads them, so the listed companies' 工商年报 (drawn while the
 * companies are written, before anyone knows who will apply) show the same 营业总收入, 净利润 and 资产总计 as their
 * statements. Sized from the company (registered capital; a listed company larger than an applicant), margins,
 * leverage, asset turnover and growth drawn by industry (generate's PROFILES below), a loss year now and then; the
 * equity rolls forward (profit less dividends and the 盈余公积 set aside), the balance sheet follows from the
 * revenue and a leverage within the industry's range, the cash-flow statement ends at the year's cash and starts at
 * the year before's. Every amount is a whole 元 and every identity of rules/financials.ts holds exactly.
 */
import { reportingPeriodYears } from '@esee/contracts';
import type { FinancialRow, ListingRow, ReviewRow } from '../format';
import { isoDay, Random } from './random';
import { sharesBeforeListing } from './ipoCapital';

const DAY = 86_400_000;
const A_SHARE_BOARDS = new Set(['主板', '创业板', '科创板', '北交所']);
/** The years a company's path covers, back from the last closed year: the oldest prospectus window fits in them. */
const PATH_YEARS = 15;

/** What a company's path is drawn from: known when the company is written. */
export interface FinancialCandidate {
  entId: string;
  /** 元 */
  regCapital: number | null;
  industryCode: string;
  estMs: number;
  listed: boolean;
  hasBonds: boolean;
}

/** An industry's ranges: each company draws its own value in them. */
interface Profile {
  grossMargin: readonly [number, number];
  debtRatio: readonly [number, number];
  /** 营业总收入 / 资产总计 */
  turnover: readonly [number, number];
  /** Of the assets, the current ones. */
  current: readonly [number, number];
  /** Of the current assets: cash, receivables, inventory (their sum stays under 0.92). */
  cash: readonly [number, number];
  receivables: readonly [number, number];
  inventory: readonly [number, number];
  /** Of the revenue. */
  selling: readonly [number, number];
  admin: readonly [number, number];
  rd: readonly [number, number];
  /** 15%: 高新技术企业 rate for the industries most of whose listed companies hold it; else 25%. */
  taxRate: number;
}

const base: Profile = {
  grossMargin: [0.2, 0.4],
  debtRatio: [0.4, 0.6],
  turnover: [0.5, 1.0],
  current: [0.45, 0.65],
  cash: [0.15, 0.3],
  receivables: [0.2, 0.35],
  inventory: [0.1, 0.25],
  selling: [0.03, 0.08],
  admin: [0.03, 0.07],
  rd: [0.0, 0.02],
  taxRate: 0.25,
};
const profile = (p: Partial<Profile>): Profile => ({ ...base, ...p });

/**
 * Industry profiles by GB/T 4754 prefix, the longest first: manufacturing 15–35% gross margin, pharmaceuticals and
 * medical devices far more, software 50–70%, retail 15–25%, wholesale thin, real estate and leasing 70–85% debt.
 * Each gross-margin range lies inside the rule's band for the section (rules/financials.ts GROSS_MARGIN_BANDS).
 */
export const PROFILES: readonly (readonly [string, Profile])[] = [
  ['C27', profile({ grossMargin: [0.45, 0.8], debtRatio: [0.2, 0.45], turnover: [0.4, 0.8], selling: [0.15, 0.35], rd: [0.05, 0.12], taxRate: 0.15 })],
  ['C358', profile({ grossMargin: [0.45, 0.7], debtRatio: [0.2, 0.4], turnover: [0.4, 0.8], selling: [0.1, 0.25], rd: [0.06, 0.12], taxRate: 0.15 })],
  ['C14', profile({ grossMargin: [0.25, 0.45], debtRatio: [0.25, 0.5], turnover: [0.7, 1.2], selling: [0.08, 0.18], rd: [0.01, 0.03] })],
  ['C', profile({ grossMargin: [0.15, 0.35], debtRatio: [0.35, 0.6], turnover: [0.6, 1.1], rd: [0.03, 0.06], taxRate: 0.15 })],
  ['A', profile({ grossMargin: [0.1, 0.3], debtRatio: [0.35, 0.6], turnover: [0.5, 1.0], inventory: [0.2, 0.4] })],
  ['D', profile({ grossMargin: [0.35, 0.55], debtRatio: [0.55, 0.75], turnover: [0.12, 0.25], current: [0.15, 0.3], inventory: [0.0, 0.05] })],
  ['E', profile({ grossMargin: [0.08, 0.16], debtRatio: [0.65, 0.8], turnover: [0.5, 0.9], current: [0.7, 0.85], receivables: [0.3, 0.45], selling: [0.0, 0.01], admin: [0.02, 0.04], rd: [0.01, 0.03] })],
  ['F51', profile({ grossMargin: [0.05, 0.12], debtRatio: [0.5, 0.7], turnover: [1.5, 3.0], current: [0.7, 0.85], selling: [0.01, 0.03], admin: [0.01, 0.025], rd: [0, 0.003] })],
  ['F', profile({ grossMargin: [0.15, 0.25], debtRatio: [0.5, 0.7], turnover: [1.0, 2.0], current: [0.5, 0.7], inventory: [0.25, 0.4], receivables: [0.05, 0.15], selling: [0.06, 0.12] })],
  ['G', profile({ grossMargin: [0.1, 0.25], debtRatio: [0.45, 0.65], turnover: [0.6, 1.2], current: [0.3, 0.5], inventory: [0.0, 0.05], selling: [0.01, 0.03] })],
  ['H', profile({ grossMargin: [0.55, 0.68], debtRatio: [0.4, 0.65], turnover: [0.8, 1.5], inventory: [0.02, 0.08], selling: [0.3, 0.45] })],
  ['I', profile({ grossMargin: [0.5, 0.7], debtRatio: [0.2, 0.45], turnover: [0.4, 0.8], current: [0.6, 0.8], inventory: [0.0, 0.08], selling: [0.08, 0.18], rd: [0.1, 0.2], taxRate: 0.15 })],
  ['J', profile({ grossMargin: [0.35, 0.6], debtRatio: [0.7, 0.85], turnover: [0.06, 0.12], current: [0.4, 0.6], receivables: [0.4, 0.55], inventory: [0.0, 0.01], selling: [0.01, 0.03] })],
  ['K', profile({ grossMargin: [0.15, 0.35], debtRatio: [0.7, 0.85], turnover: [0.15, 0.3], current: [0.75, 0.9], cash: [0.08, 0.15], receivables: [0.02, 0.08], inventory: [0.55, 0.7], selling: [0.02, 0.04] })],
  ['L', profile({ grossMargin: [0.2, 0.45], debtRatio: [0.4, 0.65], turnover: [0.2, 0.5], inventory: [0.0, 0.05] })],
  ['M', profile({ grossMargin: [0.35, 0.6], debtRatio: [0.25, 0.5], turnover: [0.4, 0.8], inventory: [0.02, 0.1], rd: [0.08, 0.18], taxRate: 0.15 })],
  ['O', profile({ grossMargin: [0.15, 0.3], debtRatio: [0.4, 0.65], turnover: [0.8, 1.4], inventory: [0.0, 0.05] })],
];

export const profileOf = (industryCode: string): Profile =>
  PROFILES.find(([prefix]) => industryCode.startsWith(prefix))?.[1] ?? base;

/** One year of a company's path: the three statements, whole 元. */
export interface YearFigures {
  year: number;
  balanceSheet: FinancialRow['balanceSheet'];
  incomeStatement: FinancialRow['incomeStatement'];
  cashFlow: FinancialRow['cashFlow'];
  loss: boolean;
}

/** A company's own stream: its id mixed into the seed (FNV-1a), so its path does not depend on the others. */
function streamOf(seed: number, entId: string): Random {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < entId.length; i++) h = Math.imul(h ^ entId.charCodeAt(i), 0x01000193);
  return new Random(h >>> 0);
}

const between = (r: Random, [lo, hi]: readonly [number, number]) => lo + r.next() * (hi - lo);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** A standard normal draw (Box–Muller). */
const normal = (r: Random) => Math.sqrt(-2 * Math.log(Math.max(r.next(), 1e-12))) * Math.cos(2 * Math.PI * r.next());

/**
 * A company's figures for each year from its founding (at most PATH_YEARS back) to `lastYear`, keyed by year. Pure
 * in the company and the seed: the annual reports and the statements read the same numbers.
 */
export function financialPath(seed: number, c: FinancialCandidate, lastYear: number): Map<number, YearFigures> {
  const r = streamOf(seed, c.entId);
  const p = profileOf(c.industryCode);
  const firstYear = Math.max(new Date(c.estMs).getUTCFullYear(), lastYear - PATH_YEARS + 1);
  const capital = c.regCapital ?? 0;
  // The latest year's revenue from the capital, a listed company at least 3亿, an applicant 1.5亿.
  const median = c.listed ? clamp(capital * 4, 3e8, 8e10) : clamp(capital * 4, 1.5e8, 1e10);
  const latest = r.logNormal(median, 0.45);
  const trend = 0.02 + r.next() * 0.13;
  const years = lastYear - firstYear + 1;
  const growth = Array.from({ length: years }, () => clamp(trend + normal(r) * 0.12, -0.4, 0.8));
  const loss = Array.from({ length: years }, () => r.chance(c.listed ? 0.07 : 0.05));
  const revenues: number[] = [];
  for (let i = years - 1, rev = latest; i >= 0; i--) {
    revenues[i] = rev;
    rev /= 1 + growth[i]!;
  }
  // The company's own levels within its industry's ranges.
  const margin = between(r, p.grossMargin);
  const selling = between(r, p.selling);
  const admin = between(r, p.admin);
  const rd = between(r, p.rd);
  const leverage = between(r, p.debtRatio);
  const turnover = between(r, p.turnover);
  const current = between(r, p.current);
  const [cashShare, arShare, invShare] = [between(r, p.cash), between(r, p.receivables), between(r, p.inventory)];
  const minority = r.chance(0.3) ? 0 : r.next() * 0.12;
  const payout = c.listed ? 0.2 + r.next() * 0.2 : r.next() * 0.15;
  const fx = r.chance(0.5);

  // The balance sheet the year before the first: equity split into capital, reserves and retained earnings.
  const round = Math.round;
  const paidIn = capital > 0 ? round(capital) : round((revenues[0]! / turnover) * (1 - leverage) * 0.3);
  // The equity at least its capital and mostly more (a premium paid in, profits kept): the assets follow from it.
  const openingEquity = Math.max((revenues[0]! / turnover) * (1 - leverage), paidIn * (1.2 + r.next() * 1.3));
  const openingAssets = openingEquity / (1 - leverage);
  let minorityInterests = round(openingEquity * minority);
  let parentEquity = round(openingEquity) - minorityInterests;
  let capitalReserve = round(Math.max(0, parentEquity - paidIn) * (0.2 + r.next() * 0.3));
  let surplusReserve = round(Math.min(paidIn * 0.5, Math.max(0, parentEquity - paidIn - capitalReserve) * 0.2));
  let retained = parentEquity - paidIn - capitalReserve - surplusReserve;
  let before = {
    cash: round(openingAssets * current * cashShare),
    loans: round(openingAssets * leverage * 0.35),
    nonCurrentAssets: round(openingAssets * (1 - current)),
    endingCash: round(openingAssets * current * cashShare * 0.93),
    parentNetProfit: 0,
  };

  const path = new Map<number, YearFigures>();
  for (let i = 0; i < years; i++) {
    const year = firstYear + i;
    const revenue = round(revenues[i]!);
    const lossYear = loss[i]!;
    const gross = clamp(margin + normal(r) * 0.02 - (lossYear ? 0.03 + r.next() * 0.05 : 0), p.grossMargin[0] - 0.03, p.grossMargin[1] + 0.03);
    const costOfSales = round(revenue * (1 - gross));
    const sellingExpenses = round(revenue * selling * (0.9 + r.next() * 0.2));
    const adminExpenses = round(revenue * admin * (0.9 + r.next() * 0.2));
    const rdExpenses = round(revenue * rd * (0.9 + r.next() * 0.2));
    const financeExpenses = round(before.loans * (0.035 + r.next() * 0.015) - before.cash * 0.01);
    // 税金及附加, impairments (a loss year's), investment income and grants: in 营业利润, not shown as items.
    const surcharges = round(revenue * (0.004 + r.next() * 0.006));
    const impairment = lossYear ? round(revenue * (0.04 + r.next() * 0.1)) : round(revenue * r.next() * 0.01);
    const otherIncome = round(revenue * r.next() * 0.015);
    const operatingProfit =
      revenue - costOfSales - sellingExpenses - adminExpenses - rdExpenses - financeExpenses - surcharges - impairment + otherIncome;
    const totalProfit = operatingProfit + round(revenue * normal(r) * 0.002);
    const incomeTax = totalProfit > 0 ? round(totalProfit * p.taxRate * (0.75 + r.next() * 0.25)) : round(totalProfit * r.next() * 0.15);
    const netProfit = totalProfit - incomeTax;
    const minorityProfit = round(netProfit * minority);
    const parentNetProfit = netProfit - minorityProfit;

    // Equity rolls forward: last year's dividend paid, 10% of a profit to 盈余公积 until it is half the capital.
    const dividend = before.parentNetProfit > 0 ? round(before.parentNetProfit * payout) : 0;
    const appropriation = parentNetProfit > 0 ? Math.max(0, Math.min(round(parentNetProfit * 0.1), round(paidIn * 0.5) - surplusReserve)) : 0;
    surplusReserve += appropriation;
    retained += parentNetProfit - appropriation - dividend;
    parentEquity = paidIn + capitalReserve + surplusReserve + retained;
    minorityInterests = Math.max(0, minorityInterests + minorityProfit);
    // Years of losses eat the equity: the shareholders put money in (资本公积) to keep the leverage in range.
    const target = (revenue / turnover) * (0.92 + r.next() * 0.16);
    const least = target * (1 - p.debtRatio[1]);
    if (parentEquity + minorityInterests < least) {
      const topUp = round(least - parentEquity - minorityInterests);
      capitalReserve += topUp;
      parentEquity += topUp;
    }
    const totalEquity = parentEquity + minorityInterests;
    // Kept in the industry's range, a little inside its ends (a ratio pinned at the bound year after year reads false).
    const debt = clamp(1 - totalEquity / target, p.debtRatio[0] + r.next() * 0.03, p.debtRatio[1] - r.next() * 0.03);
    const totalAssets = round(totalEquity / (1 - debt));
    const totalLiabilities = totalAssets - totalEquity;

    const currentAssets = round(totalAssets * clamp(current + normal(r) * 0.02, 0.05, 0.95));
    const nonCurrentAssets = totalAssets - currentAssets;
    // The year's mix of the current assets, the three shown at most 92% of them (the rest: prepayments, other receivables).
    const mix = [cashShare * (0.85 + r.next() * 0.3), arShare * (0.9 + r.next() * 0.2), invShare * (0.9 + r.next() * 0.2)];
    const shown = Math.max(1, (mix[0]! + mix[1]! + mix[2]!) / 0.92);
    const [cash, accountsReceivable, inventory] = mix.map((share) => round((currentAssets * share) / shown)) as [number, number, number];
    const fixedAssets = round(nonCurrentAssets * (0.3 + r.next() * 0.35));
    const intangibleAssets = round(nonCurrentAssets * (0.05 + r.next() * 0.15));
    const currentLiabilities = round(totalLiabilities * (0.55 + r.next() * 0.3));
    const nonCurrentLiabilities = totalLiabilities - currentLiabilities;
    const shortTermLoans = round(currentLiabilities * (0.1 + r.next() * 0.2));
    const accountsPayable = round(currentLiabilities * (0.25 + r.next() * 0.2));
    const longTermLoans = round(nonCurrentLiabilities * (0.3 + r.next() * 0.45));

    // Cash flows: operations near the profit plus depreciation, investment the growth of long-term assets, the
    // financing whatever brings the year's cash (restricted cash kept out of 现金及现金等价物) to its end.
    const endingCash = round(cash * (0.88 + r.next() * 0.1));
    const beginningCash = before.endingCash;
    const netCashIncrease = endingCash - beginningCash;
    const depreciation = fixedAssets * (0.05 + r.next() * 0.04);
    const operatingCashFlow = round(netProfit * (0.7 + r.next() * 0.6) + depreciation);
    const investingCashFlow = -round(Math.max(0, nonCurrentAssets - before.nonCurrentAssets) + depreciation * (0.8 + r.next() * 0.4));
    const fxEffect = fx ? round(revenue * normal(r) * 0.0005) : 0;
    const financingCashFlow = netCashIncrease - operatingCashFlow - investingCashFlow - fxEffect;

    path.set(year, {
      year,
      loss: netProfit < 0,
      balanceSheet: {
        cash,
        accountsReceivable,
        inventory,
        currentAssets,
        fixedAssets,
        intangibleAssets,
        nonCurrentAssets,
        totalAssets,
        shortTermLoans,
        accountsPayable,
        currentLiabilities,
        longTermLoans,
        nonCurrentLiabilities,
        totalLiabilities,
        paidInCapital: paidIn,
        capitalReserve,
        surplusReserve,
        retainedEarnings: retained,
        parentEquity,
        minorityInterests,
        totalEquity,
        totalLiabilitiesAndEquity: totalLiabilities + totalEquity,
      },
      incomeStatement: {
        revenue,
        costOfSales,
        sellingExpenses,
        adminExpenses,
        rdExpenses,
        financeExpenses,
        operatingProfit,
        totalProfit,
        incomeTax,
        netProfit,
        parentNetProfit,
        minorityProfit,
      },
      cashFlow: { operatingCashFlow, investingCashFlow, financingCashFlow, fxEffect, netCashIncrease, beginningCash, endingCash },
    });
    before = { cash, loans: shortTermLoans + longTermLoans, nonCurrentAssets, endingCash, parentNetProfit };
  }
  return path;
}

/** The last year of every company's path: the year before today's (the 工商年报 of a year are filed by 30 June). */
export const pathEnd = (todayMs: number) => new Date(todayMs).getUTCFullYear() - 1;

/** The latest fiscal year whose annual report is out on `todayMs` (listed companies publish by 30 April: 证券法 第七十九条). */
export function lastReportedYear(todayMs: number): number {
  const day = isoDay(todayMs);
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= '04-30' ? year - 1 : year - 2;
}

/** The candidates, their listings and their review items, gathered while the set is written. */
export class FinancialsPool {
  private readonly candidates = new Map<string, FinancialCandidate>();
  private readonly boards = new Map<string, ListingRow>();
  /** Companies' IPO items (the latest accepted), the earliest acceptance of each, and bond items. */
  private readonly ipo = new Map<string, ReviewRow>();
  private readonly firstAccepted = new Map<string, string>();
  private readonly bonds = new Set<string>();

  add(c: FinancialCandidate): void {
    this.candidates.set(c.entId, c);
  }

  addListing(listing: ListingRow): void {
    if (listing.board) this.boards.set(listing.companyId, listing);
  }

  /** A company's listing on an A-share exchange (主板, 创业板, 科创板, 北交所), when it has one. */
  aShareListingOf(entId: string): ListingRow | null {
    const listing = this.boards.get(entId);
    return listing?.listDate && listing.stockCode && A_SHARE_BOARDS.has(listing.board ?? '') ? listing : null;
  }

  /** The day a company listed (not 新三板, which is quoted), when it did. */
  listDateOf(entId: string): string | null {
    const listing = this.boards.get(entId);
    return listing && listing.board !== '新三板' ? listing.listDate : null;
  }

  addReview(review: ReviewRow): void {
    if (review.reviewType === 'bond') this.bonds.add(review.companyId);
    if (review.reviewType !== 'auditMind' && review.reviewType !== 'feedback') return;
    const earlier = this.ipo.get(review.companyId);
    if (!earlier || earlier.acceptedDate < review.acceptedDate) this.ipo.set(review.companyId, review);
    const first = this.firstAccepted.get(review.companyId);
    if (!first || review.acceptedDate < first) this.firstAccepted.set(review.companyId, review.acceptedDate);
  }

  /**
   * A company's 归母权益 at the end of `year` (null when its path does not reach it): what an IPO's raise is sized
   * from (rules/issuerCapital.ts), read before the statements are written.
   */
  parentEquity(seed: number, entId: string, year: number, todayMs: number): number | null {
    const c = this.candidates.get(entId);
    if (!c) return null;
    return financialPath(seed, c, pathEnd(todayMs)).get(year)?.balanceSheet.parentEquity ?? null;
  }

  /** Each company with statements, its years (oldest first) and the day each year's statements were published. */
  *plans(r: Random, todayMs: number): Generator<{ c: FinancialCandidate; years: { year: number; published: string }[] }> {
    const last = lastReportedYear(todayMs);
    const annual = (year: number) => isoDay(Math.min(todayMs, Date.UTC(year + 1, 2, 10) + r.int(0, 49) * DAY));
    for (const c of this.candidates.values()) {
      const est = new Date(c.estMs).getUTCFullYear();
      const span = (from: number, to: number) => Array.from({ length: Math.max(0, to - Math.max(from, est) + 1) }, (_, i) => Math.max(from, est) + i);
      const listing = this.boards.get(c.entId);
      const ipo = this.ipo.get(c.entId);
      const first = this.firstAccepted.get(c.entId);
      let from: number;
      let to: number;
      if (c.listed || (listing && listing.board !== '新三板')) {
        // A listed company: its latest three to five annual reports.
        [from, to] = [last - r.int(2, 4), last];
      } else if (c.hasBonds || this.bonds.has(c.entId)) {
        [from, to] = [last - 2, last];
      } else if (ipo) {
        // The years its review went on past the acceptance, two at most.
        const accepted = Number(ipo.acceptedDate.slice(0, 4));
        [from, to] = [accepted - 3, Math.min(accepted + 1, Math.max(accepted - 1, Math.min(last, Number(ipo.updatedDate.slice(0, 4)) - 1)))];
      } else continue;
      // An IPO issuer, listed since or not, has the three years before its (first) acceptance — the prospectus's
      // 报告期, published on the acceptance day — and every year from them to its latest (rules/issuerPeriod.ts).
      const period = first ? reportingPeriodYears(first) : [];
      if (first) from = Math.min(from, Math.min(...period));
      const years = span(from, to).map((year) => ({ year, published: first && period.includes(year) ? first : annual(year) }));
      yield { c, years };
    }
  }
}

const OPINIONS = ['标准无保留意见', '带强调事项段的无保留意见', '保留意见'] as const;

/** A balance sheet with `shares` of 股本 instead of its own, the difference in 资本公积: every total as it was. */
function withSharesBefore(sheet: YearFigures['balanceSheet'], shares: number): YearFigures['balanceSheet'] {
  const paidIn = sheet.paidInCapital ?? shares;
  return { ...sheet, paidInCapital: shares, capitalReserve: (sheet.capitalReserve ?? 0) + paidIn - shares };
}

/** The statements of the set, one company-year a line. */
export function* planFinancials(r: Random, pool: FinancialsPool, seed: number, todayMs: number): Generator<FinancialRow> {
  const lastYear = pathEnd(todayMs);
  for (const { c, years } of pool.plans(r, todayMs)) {
    const path = financialPath(seed, c, lastYear);
    const listDate = pool.listDateOf(c.entId);
    for (const { year, published } of years) {
      const figures = path.get(year);
      if (!figures) continue;
      // Before its listing a listed company had fewer shares: the same equity, the rest of it in 资本公积 (ipoCapital.ts).
      const balanceSheet =
        listDate && c.regCapital && `${year}-12-31` < listDate
          ? withSharesBefore(figures.balanceSheet, sharesBeforeListing(c.entId, c.regCapital))
          : figures.balanceSheet;
      // A loss year's auditor now and then stresses a matter (going concern), rarely qualifies the opinion.
      const auditOpinion = figures.loss ? r.weighted([[OPINIONS[0], 70], [OPINIONS[1], 27], [OPINIONS[2], 3]] as const) : OPINIONS[0];
      yield {
        companyId: c.entId,
        fiscalYear: year,
        reportType: '年报',
        publishDate: published,
        auditOpinion,
        balanceSheet,
        incomeStatement: figures.incomeStatement,
        cashFlow: figures.cashFlow,
      };
    }
  }
}

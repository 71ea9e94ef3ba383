import path from 'node:path';
import { DATA_FILES, type ChainRow, type DataFileName, type ParkRow } from '../format';
import { lines, setFile } from '../jsonl';
import { addressRule } from './address';
import { announcementsRule } from './announcements';
import { annualReportRule } from './annualReport';
import { areaCodeRule } from './areaCode';
import { chainIndustryRule } from './chainIndustry';
import { financingDatesRule } from './financingDates';
import { financialPlausibilityRule, financialStatementsRule } from './financials';
import { issuerCapitalRule } from './issuerCapital';
import { issuerPeriodRule } from './issuerPeriod';
import { listedCompanyRule } from './listedCompany';
import { listingCapitalRule } from './listingCapital';
import { nameBracketsRule } from './nameBrackets';
import { nameRegionRule } from './nameRegion';
import { negativeListRule } from './negativeList';
import { newsEventsRule } from './newsEvents';
import { orgTypeRule } from './orgType';
import { parkIndustryRule } from './parkIndustry';
import { postcodeRule } from './postcode';
import { reviewTimelineRule } from './reviewTimeline';
import { CompanyFactsTable, HolderFactsTable } from './factTables';
import { text, type ConsistencyRule, type DisclosureFacts, type RuleContext } from './rule';
import { subscriptionRule } from './subscription';

/** The consistency rules of a data set, in the order the report prints them. */
export const RULES: readonly ConsistencyRule[] = [
  areaCodeRule,
  addressRule,
  postcodeRule,
  annualReportRule,
  nameRegionRule,
  nameBracketsRule,
  orgTypeRule,
  listedCompanyRule,
  subscriptionRule,
  chainIndustryRule,
  parkIndustryRule,
  negativeListRule,
  reviewTimelineRule,
  financingDatesRule,
  financialStatementsRule,
  financialPlausibilityRule,
  newsEventsRule,
  announcementsRule,
  issuerPeriodRule,
  issuerCapitalRule,
  listingCapitalRule,
];

export interface RuleBreach {
  file: string;
  line: number;
  message: string;
}

export interface RuleResult {
  key: string;
  title: string;
  /** Lines the rule applied to, and those it held for. */
  checked: number;
  passed: number;
  /** The first breaches (file and line), up to `MAX_SHOWN`. */
  breaches: RuleBreach[];
}

const MAX_SHOWN = 200;
/** The files the rules read, in the order they are judged. */
const JUDGED: readonly DataFileName[] = ['companies', 'shareholdings', 'annualReports', 'records', 'listings', 'reviews', 'financials'];

/** A review item's days: accepted, its milestones, its letters and their replies. */
function daysOfReview(row: Record<string, unknown>): Set<string> {
  const days = new Set<string>();
  const add = (d: unknown) => typeof d === 'string' && days.add(d);
  add(row.acceptedDate);
  for (const m of Array.isArray(row.milestones) ? (row.milestones as Record<string, unknown>[]) : []) add(m?.date);
  for (const l of Array.isArray(row.letters) ? (row.letters as Record<string, unknown>[]) : []) {
    add(l?.date);
    add(l?.replyDate);
  }
  return days;
}

/**
 * Read what the rules need of the set (chains, the companies' facts, their holders), then judge every line of the
 * files the rules read, counting the lines each rule applied to and held for. Lines that are not JSON objects are
 * left to the loader's own checks. Facts come from the set only: a rule that needs a company the set does not
 * bring (an update) does not apply.
 */
export async function checkConsistency(folder: string, rules: readonly ConsistencyRule[] = RULES): Promise<RuleResult[]> {
  const file = (name: DataFileName) => setFile(folder, DATA_FILES[name].file);
  const chains: ChainRow[] = [];
  const chainsFile = file('chains');
  if (chainsFile) for await (const { row } of lines(chainsFile)) if (row && Array.isArray(row.nodes)) chains.push(row as unknown as ChainRow);
  const parks: ParkRow[] = [];
  const parksFile = file('parks');
  if (parksFile)
    for await (const { row } of lines(parksFile))
      if (row && typeof row.regionCode === 'string' && Array.isArray(row.boundary) && Array.isArray(row.industries)) parks.push(row as unknown as ParkRow);

  const companies = new CompanyFactsTable();
  // The companies that publish statements, and how (listed, IPO, under review, bonds).
  const disclosures = new Map<string, DisclosureFacts>();
  const disclosure = (id: string) => {
    let d = disclosures.get(id);
    if (!d) disclosures.set(id, (d = { listed: false, board: null, listDate: null, ipo: false, reviewed: false, hasBonds: false }));
    return d;
  };
  const companiesFile = file('companies');
  if (companiesFile)
    for await (const { row } of lines(companiesFile)) {
      if (!row || typeof row.entId !== 'string') continue;
      companies.set(row.entId, {
        orgType: text(row.orgType) ?? '',
        estDate: text(row.estDate),
        regionCode: text(row.regionCode),
        industryCode: text(row.industryCode),
        regCapital: typeof row.regCapital === 'number' ? row.regCapital : null,
        listed: row.listed === true,
      });
      if (row.listed === true) disclosure(row.entId).listed = true;
      if (row.hasBonds === true) disclosure(row.entId).hasBonds = true;
    }
  const listingsFile = file('listings');
  if (listingsFile)
    for await (const { row } of lines(listingsFile)) {
      if (!row || typeof row.companyId !== 'string') continue;
      const board = text(row.board);
      if (board) Object.assign(disclosure(row.companyId), { listed: true, board, listDate: text(row.listDate) });
      if (text(row.ipoStage) && text(row.acceptedDate)) disclosure(row.companyId).ipo = true;
    }
  // The days of each review item, for the news that report its steps.
  const reviewDays = new Map<string, Set<string>>();
  const reviewsFile = file('reviews');
  if (reviewsFile)
    for await (const { row } of lines(reviewsFile)) {
      if (row && typeof row.companyId === 'string') disclosure(row.companyId).reviewed = true;
      if (row && typeof row.reviewId === 'string') reviewDays.set(row.reviewId, daysOfReview(row));
    }
  const statements = new Map<string, Map<number, number | null>>();
  const equities = new Map<string, Map<number, number | null>>();
  const shareCapitals = new Map<string, Map<number, number | null>>();
  const yearsOf = (all: Map<string, Map<number, number | null>>, id: string) => {
    let years = all.get(id);
    if (!years) all.set(id, (years = new Map()));
    return years;
  };
  const financialsFile = file('financials');
  if (financialsFile)
    for await (const { row } of lines(financialsFile)) {
      if (!row || typeof row.companyId !== 'string' || typeof row.fiscalYear !== 'number') continue;
      const cash = (row.cashFlow as Record<string, unknown> | undefined)?.endingCash;
      yearsOf(statements, row.companyId).set(row.fiscalYear, typeof cash === 'number' ? cash : null);
      const equity = (row.balanceSheet as Record<string, unknown> | undefined)?.parentEquity;
      yearsOf(equities, row.companyId).set(row.fiscalYear, typeof equity === 'number' ? equity : null);
      const shares = (row.balanceSheet as Record<string, unknown> | undefined)?.paidInCapital;
      yearsOf(shareCapitals, row.companyId).set(row.fiscalYear, typeof shares === 'number' ? shares : null);
    }
  const holders = new HolderFactsTable();
  const holdingsFile = file('shareholdings');
  if (holdingsFile)
    for await (const { row } of lines(holdingsFile)) {
      if (!row || typeof row.companyId !== 'string') continue;
      holders.add(row.companyId, { person: row.holderKind === 'P', partnerType: row.partnerType, ratio: Number(row.ratio) || 0 });
    }
  const ctx: RuleContext = {
    company: (id) => companies.get(id),
    holders: (id) => holders.get(id),
    chains,
    parks,
    disclosure: (id) => disclosures.get(id),
    statements: (id) => statements.get(id),
    reviewDays: (id) => reviewDays.get(id),
    parentEquity: (id) => equities.get(id),
    shareCapital: (id) => shareCapitals.get(id),
  };

  const results = rules.map((r) => ({ key: r.key, title: r.title, checked: 0, passed: 0, breaches: [] as RuleBreach[] }));
  for (const name of JUDGED) {
    const judges = rules.map((r, i) => [r, results[i]!] as const).filter(([r]) => r.files.includes(name));
    const f = file(name);
    if (!f || !judges.length) continue;
    // Of the records, only the kinds a rule reads are parsed.
    const keep = name === 'records' ? (text: string) => text.includes('"financing"') || text.includes('"news"') || text.includes('"announcement"') : undefined;
    for await (const { line, row } of lines(f, keep)) {
      if (!row) continue;
      for (const [rule, result] of judges) {
        const problems = rule.check(name, row, ctx);
        if (problems === null) continue;
        result.checked++;
        if (!problems.length) result.passed++;
        else for (const message of problems) if (result.breaches.length < MAX_SHOWN) result.breaches.push({ file: path.basename(f), line, message });
      }
    }
  }
  return results;
}

/** The report `npm run data:check` prints: a line a rule, then the first breaches of each rule broken. */
export function consistencyReport(results: readonly RuleResult[]): string {
  const rows = results.map((r) => `  ${r.passed === r.checked ? '✓' : '✗'} ${r.title}：${r.passed.toLocaleString('en')} / ${r.checked.toLocaleString('en')} 通过`);
  const broken = results.filter((r) => r.passed < r.checked);
  const details = broken.flatMap((r) => [
    `${r.title}（${(r.checked - r.passed).toLocaleString('en')} 行不通过）:`,
    ...r.breaches.slice(0, 20).map((b) => `  ${b.file}:${b.line}: ${b.message}`),
    ...(r.checked - r.passed > 20 ? ['  …'] : []),
  ]);
  return [...rows, ...(details.length ? ['', ...details] : [])].join('\n');
}

import type { ChainRow, DataFileName, ParkRow } from '../format';

/** What the rules know of a company of the set, read in a first pass (no name: messages name the line). */
export interface CompanyFacts {
  orgType: string;
  estDate: string | null;
  regionCode: string | null;
  industryCode: string | null;
  /** 元 */
  regCapital: number | null;
  listed: boolean;
}

/** A company's holders in the set: how many, of which kind, partners by kind, the ratios' sum. */
export interface HolderFacts {
  count: number;
  people: number;
  companies: number;
  general: number;
  limited: number;
  ratio: number;
}

/**
 * What makes a company of the set publish financial statements: listed or quoted (the company row or listings.jsonl),
 * in an A-share IPO past the exchange's acceptance (its prospectus is public), under a review of reviews.jsonl, or a
 * bond issuer. Kept only for the companies with one of them (a few thousand at a million companies).
 */
export interface DisclosureFacts {
  listed: boolean;
  /** The board of listings.jsonl (主板, 港股, 新三板…) and the listing day, when the set gives them. */
  board: string | null;
  listDate: string | null;
  ipo: boolean;
  reviewed: boolean;
  hasBonds: boolean;
}

export interface RuleContext {
  company(id: string): CompanyFacts | undefined;
  holders(id: string): HolderFacts | undefined;
  chains: readonly ChainRow[];
  /** The set's parks (parks.jsonl), when it brings them. */
  parks?: readonly ParkRow[];
  disclosure(id: string): DisclosureFacts | undefined;
  /** A company's statements in the set: fiscal year → 期末现金及现金等价物余额 (null when not given). */
  statements(id: string): ReadonlyMap<number, number | null> | undefined;
  /** A review item's days (accepted, milestones, letters and replies), when the set brings it. */
  reviewDays?(reviewId: string): ReadonlySet<string> | undefined;
  /** The same years' 归属于母公司所有者权益 (null when not given). */
  parentEquity(id: string): ReadonlyMap<number, number | null> | undefined;
  /** The same years' 股本 (实收资本), when the set brings it. */
  shareCapital?(id: string): ReadonlyMap<number, number | null> | undefined;
}

/**
 * A consistency rule of the data set (issue 39): the files whose lines it judges and, for a line, null when it does
 * not apply, else what is wrong with it (empty: it holds). The generator writes data that keeps every rule; the
 * loader refuses a set that breaks one; `npm run data:check` prints how many lines each rule held for.
 */
export interface ConsistencyRule {
  key: string;
  /** What holds, as the report prints it. */
  title: string;
  files: readonly DataFileName[];
  check(file: DataFileName, row: Record<string, unknown>, ctx: RuleContext): string[] | null;
}

export const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The legal form a name ends with, as the rules tell them apart. */
export type NameForm = 'branch' | 'jointStock' | 'limited' | 'limitedPartnership' | 'generalPartnership' | null;
export function nameFormOf(name: string): NameForm {
  const n = name.normalize('NFKC').replace(/\s/g, '');
  if (/分公司$|分厂$|分店$/.test(n)) return 'branch';
  if (/股份有限公司$/.test(n)) return 'jointStock';
  if (/有限(责任)?公司$/.test(n)) return 'limited';
  if (/\(有限合伙\)$/.test(n)) return 'limitedPartnership';
  if (/\((特殊)?普通合伙\)$/.test(n)) return 'generalPartnership';
  return null;
}

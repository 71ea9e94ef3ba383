import { AGE_BANDS, CAPITAL_BANDS, type AgeBand, type CapitalBand, type CompanyType } from '@esee/contracts';

/* The rules of the condition filters, shared by the prospect index and the tests' oracle. */

/** A half-open range [from, to) of a column's values; null: unbounded on that side. */
export interface Range<T> {
  from: T | null;
  to: T | null;
}

/** A capital band as a range of registered capital in 元 (bands are in 万元). */
export function capitalRange(band: CapitalBand): Range<number> {
  const b = CAPITAL_BANDS.find((x) => x.key === band);
  if (!b) throw new Error(`unknown capital band ${band}`);
  return { from: b.min === null ? null : b.min * 10_000, to: b.max === null ? null : b.max * 10_000 };
}

/** `day` (YYYY-MM-DD) moved back `years` years; 29 February falls back to the 28th. */
export function yearsBefore(day: string, years: number): string {
  const y = Number(day.slice(0, 4)) - years;
  const md = day.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/**
 * An age band as a range of founding dates [from, to): a company founded on `today` minus N years is
 * exactly N years old, so "1-3 years" is founded after today−3y and on or before today−1y.
 */
export function foundingRange(band: AgeBand, today: string): Range<string> {
  const b = AGE_BANDS.find((x) => x.key === band);
  if (!b) throw new Error(`unknown age band ${band}`);
  // age >= min ⇔ est_date <= today − min; age < max ⇔ est_date > today − max.
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    from: b.max === null ? null : nextDay(yearsBefore(today, b.max)),
    to: b.min === null ? null : nextDay(yearsBefore(today, b.min)),
  };
}

/** A GB/T 2260 code of a province (2 digits), city (4) or district (6) as a range of district codes. */
export function regionRange(code: string): Range<string> {
  if (code.length === 6) return { from: code, to: code };
  const width = code.length;
  const next = String(Number(code) + 1).padStart(width, '0');
  return { from: code.padEnd(6, '0'), to: next.padEnd(6, '0') };
}

/** Registered company types as the filter names them (the register's 企业类型 text). */
export const COMPANY_TYPE_PATTERNS: Record<CompanyType, string[]> = {
  有限责任公司: ['有限责任公司%'],
  股份有限公司: ['股份有限公司%'],
  国有企业: ['%国有%', '%全民所有制%'],
  外资企业: ['%外商%', '%外国%', '%台港澳%'],
  个体工商户: ['个体%'],
  合伙企业: ['%合伙%'],
};

export const RISK_KINDS = ['dishonest', 'abnormalOperation', 'consumptionLimit', 'executedPerson'] as const;

/** Bidding notices that say the company won. */
export const WON_BID_TYPES = ['中标公告', '成交公告'];

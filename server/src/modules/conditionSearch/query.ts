import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  AGE_BANDS,
  CAPITAL_BANDS,
  type AgeBand,
  type CapitalBand,
  type CompanyType,
  type Conditions,
  type ConditionSort,
} from '@esee/contracts';
import type { Database } from '../../platform/db/schema';
import { containing } from '../../platform/db/paging';

type Eb = ExpressionBuilder<Database & { c: Database['company'] }, 'c'>;

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

function inRange<T extends string | number>(eb: Eb, column: 'c.reg_capital' | 'c.est_date', r: Range<T>) {
  const parts: Expression<SqlBool>[] = [];
  if (r.from !== null) parts.push(eb(column, '>=', r.from as never));
  if (r.to !== null) parts.push(eb(column, '<', r.to as never));
  return eb.and(parts);
}

const hasRecord = (eb: Eb, kind: string) =>
  eb.exists(
    eb
      .selectFrom('record as r')
      .select(sql`1`.as('one'))
      .whereRef('r.company_id', '=', 'c.ent_id')
      .where('r.kind', '=', kind),
  );

/** The filter of a condition search, for a company aliased `c`, on `today` (YYYY-MM-DD). */
export function matches(conditions: Conditions, today: string) {
  return (eb: Eb) => {
    const all: Expression<SqlBool>[] = [];
    const status = conditions.status ?? 'active';
    if (status !== 'all') all.push(eb('c.active', '=', status === 'active'));
    const keyword = conditions.keyword?.trim();
    if (keyword) all.push(eb('c.name', 'ilike', containing(keyword)));
    if (conditions.regionCodes?.length)
      all.push(
        eb.or(
          conditions.regionCodes.map((code) => {
            const r = regionRange(code);
            return r.from === r.to
              ? eb('c.region_code', '=', code)
              : eb.and([eb('c.region_code', '>=', r.from!), eb('c.region_code', '<', r.to!)]);
          }),
        ),
      );
    if (conditions.industryCodes?.length)
      all.push(
        eb.or(
          conditions.industryCodes.map((code) =>
            code.length === 1
              ? eb('c.industry_section', '=', code)
              : code.length === 5
                ? eb('c.industry_code', '=', code)
                : eb('c.industry_code', 'like', `${code}%`),
          ),
        ),
      );
    if (conditions.capitalBands?.length)
      all.push(eb.or(conditions.capitalBands.map((b) => inRange(eb, 'c.reg_capital', capitalRange(b)))));
    if (conditions.ageBands?.length)
      all.push(eb.or(conditions.ageBands.map((b) => inRange(eb, 'c.est_date', foundingRange(b, today)))));
    if (conditions.companyTypes?.length)
      all.push(
        eb.or(conditions.companyTypes.flatMap((t) => COMPANY_TYPE_PATTERNS[t].map((p) => eb('c.org_type', 'like', p)))),
      );
    if (conditions.listed !== undefined) all.push(eb('c.listed', '=', conditions.listed));
    if (conditions.hasPhone !== undefined)
      all.push(conditions.hasPhone ? eb('c.phone', 'is not', null) : eb('c.phone', 'is', null));
    if (conditions.hasEmail !== undefined)
      all.push(conditions.hasEmail ? eb('c.email', 'is not', null) : eb('c.email', 'is', null));
    if (conditions.techTags?.length)
      all.push(
        eb.exists(
          eb
            .selectFrom('company_tech_tag as t')
            .select(sql`1`.as('one'))
            .whereRef('t.ent_id', '=', 'c.ent_id')
            .where('t.tag', 'in', conditions.techTags)
            .where('t.valid_from', '<=', today)
            .where('t.valid_to', '>=', today),
        ),
      );
    for (const [flag, kind] of [
      [conditions.hasPatent, 'patent'],
      [conditions.hasTrademark, 'trademark'],
      [conditions.hasSoftwareCopyright, 'softwareCopyright'],
    ] as const)
      if (flag !== undefined) all.push(flag ? hasRecord(eb, kind) : eb.not(hasRecord(eb, kind)));
    if (conditions.wonBid !== undefined) {
      const won = eb.exists(
        eb
          .selectFrom('record as r')
          .select(sql`1`.as('one'))
          .whereRef('r.company_id', '=', 'c.ent_id')
          .where('r.kind', '=', 'bidding')
          .where('r.record_date', '>', yearsBefore(today, 1))
          .where('r.record_date', '<=', today)
          .where(sql<string>`r.payload->>'type'`, 'in', WON_BID_TYPES),
      );
      all.push(conditions.wonBid ? won : eb.not(won));
    }
    for (const kind of conditions.excludeRisks ?? []) all.push(eb.not(hasRecord(eb, kind)));
    return eb.and(all);
  };
}

/** Bidding notices that say the company won. */
export const WON_BID_TYPES = ['中标公告', '成交公告'];

/** The order of a page: the sort chosen, then the company id, so that pages never overlap. */
export function orderOf(sort: ConditionSort | undefined) {
  switch (sort) {
    case 'estDateAsc':
      return sql`c.est_date asc nulls last, c.ent_id`;
    case 'capitalDesc':
      return sql`c.reg_capital desc nulls last, c.ent_id`;
    case 'capitalAsc':
      return sql`c.reg_capital asc nulls last, c.ent_id`;
    default:
      return sql`c.est_date desc nulls last, c.ent_id`;
  }
}

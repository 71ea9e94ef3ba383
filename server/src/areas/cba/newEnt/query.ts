import { sql, type RawBuilder } from 'kysely';
import {
  NEW_ENT_DEFAULT_WINDOW,
  NEW_ENT_MAX_RANGE_DAYS,
  NEW_ENT_WINDOWS,
  isRealDay,
  type Conditions,
  type NewEntCompany,
  type NewEntCount,
  type NewEntFilters,
  type NewEntSort,
  type NewEntSummary,
} from '@esee/contracts';
import { DISTRICTS } from '../../../core/reference/regions';
import { SECTION_NAMES, SECTIONS } from '../../../core/reference/industries';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/errors';
import { inIndexOrder, isCustomerColumn, pageCompanies } from '../../../core/prospects/pageRows';
import { conditionOrder, conditionTests } from '../../../core/prospects/conditionSql';
import type { ProspectIndex, Prospects } from '../../../core/prospects/prospectIndex';
import { yearsBefore } from '../../../core/prospects/query';
import { customerPositions } from '../../../core/prospects/scope';

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** Windows up to this many days are counted per day, longer ones per week. */
const DAILY_UP_TO = 14;
/** How many regions and industries the summary names. */
const TOP = 10;

/** The days a list covers, both included (China days). */
export interface Span {
  from: string;
  to: string;
}

/**
 * The days of the filters' window, ending on `today` (the China day): 近N天 counts today and the N−1 days
 * before; 近一年 starts the day after today a year ago (as 条件找客's 1年内); a chosen range is checked
 * (real days, in order, at most a year).
 */
export function spanOf(f: NewEntFilters, today: string): Span {
  const custom = f.dateFrom !== undefined || f.dateTo !== undefined;
  const window = f.window ?? (custom ? 'custom' : NEW_ENT_DEFAULT_WINDOW);
  if (window !== 'custom') {
    if (custom) throw badRequest('请求参数有误：成立日期范围仅用于自定义时间段（window=custom）');
    const w = NEW_ENT_WINDOWS.find((x) => x.key === window)!;
    const from =
      w.days === null ? dayText(dayNumber(yearsBefore(today, 1)) + 1) : dayText(dayNumber(today) - w.days + 1);
    return { from, to: today };
  }
  if (!f.dateFrom || !f.dateTo) throw badRequest('请选择成立日期的开始和结束日期');
  for (const d of [f.dateFrom, f.dateTo]) if (!isRealDay(d)) throw badRequest(`请求参数有误：日期 ${d} 不存在`);
  if (f.dateFrom > f.dateTo) throw badRequest('开始日期不能晚于结束日期');
  if (dayNumber(f.dateTo) - dayNumber(f.dateFrom) + 1 > NEW_ENT_MAX_RANGE_DAYS)
    throw badRequest('成立日期范围最长一年，请缩小范围');
  return { from: f.dateFrom, to: f.dateTo };
}

/** The filters besides the dates, as the prospect index reads them (status: any unless chosen). */
export function conditionsOf(f: NewEntFilters): Conditions {
  return {
    ...(f.keyword?.trim() ? { keyword: f.keyword.trim() } : {}),
    ...(f.regionCodes?.length ? { regionCodes: f.regionCodes } : {}),
    ...(f.industryCodes?.length ? { industryCodes: f.industryCodes } : {}),
    ...(f.capitalBands?.length ? { capitalBands: f.capitalBands } : {}),
    ...(f.companyTypes?.length ? { companyTypes: f.companyTypes } : {}),
    status: f.status ?? 'all',
    ...(f.excludeCustomers ? { excludeCustomers: true } : {}),
  };
}

const names = (() => {
  const places = new Map<string, string>();
  for (const d of DISTRICTS) {
    places.set(d.code.slice(0, 2), d.province);
    places.set(d.code.slice(0, 4), d.city);
    places.set(d.code, d.district);
  }
  const classes = new Map(SECTIONS.flatMap((s) => s.classes.map((c) => [c.code, c.name] as const)));
  return { places, classes };
})();

/** A summary's counts before they are named: per period (by index), per region and industry code, customers. */
interface Tally {
  periods: Map<number, number>;
  regions: Map<string, number>;
  industries: Map<string, number>;
  customers: number;
}

/** How a summary breaks the span and the matches down. */
interface Breakdown {
  start: number;
  length: number;
  regionWidth: number;
  industryLevel: 'section' | 'class';
}

/** Where the matches are: positions in the index in memory, or a `where` over `company c` in the database. */
type Source =
  { index: ProspectIndex; matches: Int32Array; customers: number[] } | { where: RawBuilder<unknown>; total: number };

/**
 * The companies founded in a span that match the filters, newest first. In memory, the span is a run of the
 * index's founding order (no scan of the others) and the filters run over it; in the database
 * (`SEARCH_INDEXES=database`), the span and the filters are one `where`, counted and grouped there. The database
 * reads the customer book, and then only a page's rows.
 */
export class NewEntSearch {
  private constructor(
    private readonly db: Db,
    private readonly instId: number,
    readonly span: Span,
    readonly filters: NewEntFilters,
    private readonly source: Source,
  ) {}

  static async run(db: Db, prospects: Prospects, filters: NewEntFilters, today: string, instId: number) {
    const span = spanOf(filters, today);
    if (prospects.inDatabase) {
      const tests = conditionTests(conditionsOf(filters), today, instId);
      tests.push(sql`c.est_date >= ${span.from}::date and c.est_date <= ${span.to}::date`);
      const where = sql.join(tests, sql` and `);
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from company c where ${where}`.execute(
        db,
      );
      return new NewEntSearch(db, instId, span, filters, { where, total: Number(rows[0]?.n ?? 0) });
    }
    const index = await prospects.current();
    const customers = await customerPositions(db, index, instId);
    const within = index.foundedBetween(span.from, span.to);
    const matches = index.match(conditionsOf(filters), today, customers, within);
    return new NewEntSearch(db, instId, span, filters, { index, matches, customers });
  }

  get total(): number {
    return 'where' in this.source ? this.source.total : this.source.matches.length;
  }

  /** The ids of a page in the order chosen: newest first (then id), or by capital, largest first (then id). */
  private async pageIds(sort: NewEntSort | undefined, offset: number, limit: number): Promise<string[]> {
    const source = this.source;
    if ('where' in source) {
      if (offset >= source.total) return [];
      const order = sort === 'capitalDesc' ? conditionOrder('capitalDesc') : conditionOrder('estDateDesc');
      const { rows } = await sql<{ ent_id: string }>`
        select c.ent_id from company c where ${source.where}
        order by ${order} limit ${limit} offset ${offset}`.execute(this.db);
      return rows.map((r) => r.ent_id);
    }
    const positions =
      sort === 'capitalDesc'
        ? source.index.page(source.matches, 'capitalDesc', offset, limit)
        : Array.from(source.matches.subarray(offset, offset + limit));
    return positions.map((i) => source.index.entIds[i]!);
  }

  /** One page in the order chosen: newest first (the founding order, then id), or by capital, largest first. */
  async page(sort: NewEntSort | undefined, offset: number, limit: number): Promise<NewEntCompany[]> {
    const ids = await this.pageIds(sort, offset, limit);
    if (!ids.length) return [];
    const rows = await pageCompanies(this.db, ids)
      .select([
        'c.reg_capital_currency as regCapitalCurrency',
        'c.org_type as orgType',
        'c.address',
        sql<boolean>`c.phone is not null`.as('hasPhone'),
        isCustomerColumn(this.instId),
      ])
      .execute();
    return inIndexOrder(ids, rows);
  }

  /** The counts in memory: by number (no string per company), a million companies' year is tens of thousands of rows. */
  private tallyInMemory(b: Breakdown): Tally {
    const { index, matches, customers } = this.source as Extract<Source, { index: ProspectIndex }>;
    const periods = new Map<number, number>();
    const regions = new Map<number, number>();
    const industries = new Map<number, number>();
    // A district code cut to the level: 320105 → 32 (province), 3201 (city) or 320105 (district).
    const regionDivisor = 10 ** (6 - b.regionWidth);
    for (const i of matches) {
      const k = Math.floor((index.foundingDay(i) - b.start) / b.length);
      periods.set(k, (periods.get(k) ?? 0) + 1);
      const region = index.regionAt(i);
      if (region >= 0) {
        const key = Math.floor(region / regionDivisor);
        regions.set(key, (regions.get(key) ?? 0) + 1);
      }
      const industry = b.industryLevel === 'section' ? index.sectionAt(i) : index.classAt(i);
      industries.set(industry, (industries.get(industry) ?? 0) + 1);
    }
    const industryCode = (key: number) =>
      b.industryLevel === 'section' ? (key ? String.fromCharCode(key) : null) : index.classCode(key);
    const book = new Set(customers);
    return {
      periods,
      regions: new Map([...regions].map(([key, n]) => [String(key).padStart(b.regionWidth, '0'), n])),
      industries: new Map(
        [...industries].flatMap(([key, n]) => {
          const code = industryCode(key);
          return code ? [[code, n] as const] : [];
        }),
      ),
      customers: this.filters.excludeCustomers ? 0 : matches.reduce((n, i) => n + (book.has(i) ? 1 : 0), 0),
    };
  }

  /** The counts in the database: one grouping of the matches by period, region and industry at their levels. */
  private async tallyInDatabase(b: Breakdown, where: RawBuilder<unknown>): Promise<Tally> {
    const industry = b.industryLevel === 'section' ? sql`c.industry_section::text` : sql`c.industry_code`;
    const { rows } = await sql<{ period: number | null; region: string | null; industry: string | null; n: string }>`
      select (c.est_date - ${dayText(b.start)}::date) / ${b.length} as period,
        left(c.region_code, ${b.regionWidth}) as region, ${industry} as industry, count(*) as n
      from company c where ${where}
      group by grouping sets ((1), (2), (3))`.execute(this.db);
    const tally: Tally = { periods: new Map(), regions: new Map(), industries: new Map(), customers: 0 };
    for (const r of rows) {
      const n = Number(r.n);
      if (r.period !== null) tally.periods.set(Number(r.period), n);
      else if (r.region !== null) tally.regions.set(r.region, n);
      else if (r.industry !== null) tally.industries.set(r.industry, n);
    }
    if (!this.filters.excludeCustomers) {
      const counted = await sql<{ n: string | number }>`
        select count(*) as n from company c join institution_customer ic on ic.ent_id = c.ent_id
        where ic.inst_id = ${this.instId} and ${where}`.execute(this.db);
      tally.customers = Number(counted.rows[0]?.n ?? 0);
    }
    return tally;
  }

  /** Counts per day or week over the span, the regions and industries they are in, and how many are customers. */
  async summary(): Promise<NewEntSummary> {
    const { span, filters } = this;
    const first = dayNumber(span.from);
    const last = dayNumber(span.to);
    const unit = last - first + 1 <= DAILY_UP_TO ? 'day' : 'week';
    // Weeks run Monday to Sunday (1970-01-01 was a Thursday: day n is a Monday when (n + 3) % 7 == 0).
    const start = unit === 'day' ? first : first - ((first + 3) % 7);
    const length = unit === 'day' ? 1 : 7;
    const periods = Array.from({ length: Math.floor((last - start) / length) + 1 }, (_, k) => {
      const from = Math.max(first, start + k * length);
      const to = Math.min(last, start + k * length + length - 1);
      return { key: dayText(from), label: dayText(from).slice(5), from: dayText(from), to: dayText(to), count: 0 };
    });

    const regionLevel = levelOf(filters.regionCodes, [2, 4], ['province', 'city', 'district'] as const);
    const regionWidth = { province: 2, city: 4, district: 6 }[regionLevel];
    const industryLevel = levelOf(filters.industryCodes, [1], ['section', 'class'] as const);
    const breakdown = { start, length, regionWidth, industryLevel };
    const tally =
      'where' in this.source ? await this.tallyInDatabase(breakdown, this.source.where) : this.tallyInMemory(breakdown);
    for (const [k, n] of tally.periods) if (periods[k]) periods[k].count += n;
    return {
      dateFrom: span.from,
      dateTo: span.to,
      total: this.total,
      customers: tally.customers,
      unit,
      periods,
      regionLevel,
      regions: top(tally.regions, (code) => names.places.get(code) ?? code),
      industryLevel,
      industries: top(tally.industries, (code) =>
        industryLevel === 'section' ? (SECTION_NAMES[code] ?? code) : (names.classes.get(code) ?? code),
      ),
    };
  }
}

/**
 * The level to break a filter down by: the first when nothing or codes of different parents are chosen;
 * each next one when every chosen code lies within one node of the level before (one province: its
 * cities; one city: its districts). `widths` are the code lengths of the parent levels.
 */
function levelOf<L extends string>(codes: readonly string[] | undefined, widths: number[], levels: readonly L[]): L {
  let level = levels[0]!;
  if (!codes?.length) return level;
  widths.forEach((w, k) => {
    const parents = new Set(codes.map((c) => (c.length >= w ? c.slice(0, w) : null)));
    if (parents.size === 1 && !parents.has(null) && level === levels[k]) level = levels[k + 1]!;
  });
  return level;
}

const top = (counts: Map<string, number>, label: (key: string) => string): NewEntCount[] =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP)
    .map(([key, count]) => ({ key, label: label(key), count }));

import { sql } from 'kysely';
import { FINANCING_ROUNDS, ROUND_FILTERS, TECH_TAGS, type Conditions, type ConditionSort } from '@esee/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/database';
import {
  capitalRange,
  COMPANY_TYPE_PATTERNS,
  foundingRange,
  regionRange,
  RISK_KINDS,
  WON_BID_TYPES,
  yearsBefore,
} from './query';
import { DatabaseMatches, MemoryMatches, type FirstPage, type ProspectMatches } from './matches';
import type { SearchScope } from './scope';

/** Companies read per query while building: each query stays short, so the embedded engine keeps serving. */
const CHUNK = 50_000;
const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Record kinds a condition asks about, as bits of `kinds`. */
const KIND_BITS = ['patent', 'trademark', 'softwareCopyright', ...RISK_KINDS] as const;
const kindBit = (kind: string) => 1 << KIND_BITS.indexOf(kind as (typeof KIND_BITS)[number]);
const LISTED = 1;
const PHONE = 2;
const EMAIL = 4;

/** A growing list of (company, from, to) day ranges: technology tags, won bids. */
class Spans {
  company: number[] = [];
  from: number[] = [];
  to: number[] = [];
  add(company: number, from: number, to: number) {
    this.company.push(company);
    this.from.push(from);
    this.to.push(to);
  }
  /** Companies with a span starting within [first, last] days, as a mask. */
  maskWithin(n: number, first: number, last: number): Uint8Array {
    const mask = new Uint8Array(n);
    for (let i = 0; i < this.company.length; i++)
      if (first <= this.from[i]! && this.from[i]! <= last) mask[this.company[i]!] = 1;
    return mask;
  }
  /** Companies with a span holding `day`, as a mask. */
  maskOn(n: number, day: number, keep: (i: number) => boolean = () => true): Uint8Array {
    const mask = new Uint8Array(n);
    for (let i = 0; i < this.company.length; i++)
      if (this.from[i]! <= day && day <= this.to[i]! && keep(i)) mask[this.company[i]!] = 1;
    return mask;
  }
}

/** Interned text values (industry codes, registered types): a small table and a number per company. */
class Interned {
  values: string[] = [];
  private ids = new Map<string, number>();
  id(value: string | null): number {
    if (value === null) return 0xffff;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
  /** Which ids satisfy `test`. */
  which(test: (value: string) => boolean): Uint8Array {
    const ok = new Uint8Array(0x10000);
    this.values.forEach((v, id) => (ok[id] = test(v) ? 1 : 0));
    return ok;
  }
}

const likeRegex = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`);

/**
 * The facts 条件找客 filters on, for every company, as typed columns in memory (entry i is the i-th
 * company by id). A condition search scans them in a few milliseconds where the database needs a
 * second at a million companies; the database then reads only the page's rows. About 60 bytes per
 * company besides the ids and names.
 */
export class ProspectIndex {
  private constructor(
    readonly entIds: string[],
    private readonly names: string[],
    private readonly active: Uint8Array,
    private readonly flags: Uint8Array,
    private readonly region: Int32Array,
    private readonly section: Uint8Array,
    private readonly industry: Uint16Array,
    private readonly industries: Interned,
    private readonly orgType: Uint16Array,
    private readonly orgTypes: Interned,
    private readonly capital: Float64Array,
    private readonly est: Float64Array,
    private readonly kinds: Uint16Array,
    private readonly rounds: Uint16Array,
    private readonly tags: Spans & { tag: number[] },
    private readonly wonBids: Spans & { amount: number[] },
  ) {}

  /** Ids by position, when the database's collation did not sort them as JavaScript compares them. */
  private byId: Map<string, number> | null = null;
  private init() {
    const sorted = this.entIds.every((id, i) => i === 0 || this.entIds[i - 1]! < id);
    if (!sorted) this.byId = new Map(this.entIds.map((id, i) => [id, i]));
    return this;
  }

  get size(): number {
    return this.entIds.length;
  }

  static async build(db: Db): Promise<ProspectIndex> {
    const entIds: string[] = [];
    const names: string[] = [];
    const column = (): number[] => [];
    const [active, flags, section, kinds, rounds] = [column(), column(), column(), column(), column()];
    const [region, industry, orgType, capital, est] = [column(), column(), column(), column(), column()];
    const industries = new Interned();
    const orgTypes = new Interned();
    const tags = Object.assign(new Spans(), { tag: [] as number[] });
    const wonBids = Object.assign(new Spans(), { amount: [] as number[] });
    for (let after = ''; ;) {
      const { rows } = await sql<{
        ent_id: string;
        name: string;
        active: boolean;
        region_code: string | null;
        industry_section: string | null;
        industry_code: string | null;
        org_type: string | null;
        capital: number | null;
        est: number | null;
        listed: boolean;
        phone: boolean;
        email: boolean;
      }>`
        select ent_id, name, active, region_code, industry_section, industry_code, org_type,
          reg_capital::float8 as capital, (est_date - date '1970-01-01') as est, listed,
          phone is not null as phone, email is not null as email
        from company where ent_id > ${after} order by ent_id limit ${CHUNK}
      `.execute(db);
      if (!rows.length) break;
      const first = entIds.length;
      for (const r of rows) {
        entIds.push(r.ent_id);
        names.push(r.name.toLowerCase());
        active.push(r.active ? 1 : 0);
        flags.push((r.listed ? LISTED : 0) | (r.phone ? PHONE : 0) | (r.email ? EMAIL : 0));
        region.push(r.region_code ? Number(r.region_code) : -1);
        section.push(r.industry_section ? r.industry_section.charCodeAt(0) : 0);
        industry.push(industries.id(r.industry_code));
        orgType.push(orgTypes.id(r.org_type));
        capital.push(r.capital ?? Number.NaN);
        est.push(r.est ?? Number.NaN);
        kinds.push(0);
        rounds.push(0);
      }
      const last = rows.at(-1)!.ent_id;
      // The chunk's records and tags, by company: positions within the chunk by id.
      const at = new Map(rows.map((r, i) => [r.ent_id, first + i]));
      const facts = await sql<{
        company_id: string;
        kind: string;
        day: number | null;
        amount: number | null;
        round: string | null;
      }>`
        select company_id, kind,
          case when kind = 'bidding' then record_date - date '1970-01-01' end as day,
          case when kind = 'bidding' then (payload->>'amount')::float8 end as amount,
          case when kind = 'financing' then payload->>'round' end as round
        from record
        where company_id >= ${rows[0]!.ent_id} and company_id <= ${last}
          and (kind in (${sql.join(KIND_BITS)}) or kind = 'financing'
            or (kind = 'bidding' and payload->>'type' in (${sql.join(WON_BID_TYPES)})))
      `.execute(db);
      for (const f of facts.rows) {
        const i = at.get(f.company_id);
        if (i === undefined) continue;
        if (f.kind === 'financing') {
          const round = FINANCING_ROUNDS.indexOf(f.round as never);
          if (round >= 0) rounds[i]! |= 1 << round;
        } else if (f.kind === 'bidding') {
          if (f.day !== null) {
            wonBids.add(i, f.day, f.day);
            wonBids.amount.push(f.amount ?? 0);
          }
        } else kinds[i]! |= kindBit(f.kind);
      }
      const tagRows = await sql<{ ent_id: string; tag: string; from: number; to: number }>`
        select ent_id, tag, (valid_from - date '1970-01-01') as from, (valid_to - date '1970-01-01') as to
        from company_tech_tag where ent_id >= ${rows[0]!.ent_id} and ent_id <= ${last}
      `.execute(db);
      for (const t of tagRows.rows) {
        const i = at.get(t.ent_id);
        if (i === undefined) continue;
        tags.add(i, t.from, t.to);
        tags.tag.push(TECH_TAGS.indexOf(t.tag as never));
      }
      after = last;
      if (rows.length < CHUNK) break;
    }
    return new ProspectIndex(
      entIds,
      names,
      Uint8Array.from(active),
      Uint8Array.from(flags),
      Int32Array.from(region),
      Uint8Array.from(section),
      Uint16Array.from(industry),
      industries,
      Uint16Array.from(orgType),
      orgTypes,
      Float64Array.from(capital),
      Float64Array.from(est),
      Uint16Array.from(kinds),
      Uint16Array.from(rounds),
      tags,
      wonBids,
    ).init();
  }

  /** The position of a company, or -1. */
  positionOf(entId: string): number {
    if (this.byId) return this.byId.get(entId) ?? -1;
    let lo = 0;
    let hi = this.entIds.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = this.entIds[mid]!;
      if (id === entId) return mid;
      if (id < entId) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Positions by founding day, newest first (then by id), and where each day's run starts; made when first asked. */
  private founding: { order: Int32Array; starts: Int32Array; newest: number } | null = null;

  private foundingOrder() {
    if (this.founding) return this.founding;
    // A bucket sort by day: one pass to count, one to place (a million companies in milliseconds).
    let [oldest, newest] = [Infinity, -Infinity];
    for (const d of this.est) if (!Number.isNaN(d)) [oldest, newest] = [Math.min(oldest, d), Math.max(newest, d)];
    const days = newest >= oldest ? newest - oldest + 1 : 0;
    const starts = new Int32Array(days + 1);
    for (const d of this.est) if (!Number.isNaN(d)) starts[newest - d + 1]! += 1;
    for (let k = 1; k <= days; k++) starts[k]! += starts[k - 1]!;
    const order = new Int32Array(starts[days]!);
    const next = starts.slice(0, days);
    for (let i = 0; i < this.size; i++) {
      const d = this.est[i]!;
      if (!Number.isNaN(d)) order[next[newest - d]!++] = i;
    }
    return (this.founding = { order, starts, newest });
  }

  /**
   * The companies founded from `first` to `last` (YYYY-MM-DD, both included), newest first and then by id:
   * a run of the positions sorted by founding day, found without scanning the others. A view: not to be
   * changed.
   */
  foundedBetween(first: string, last: string): Int32Array {
    const { order, starts, newest } = this.foundingOrder();
    const days = starts.length - 1;
    const clamp = (k: number) => Math.min(days, Math.max(0, k));
    // Bucket k holds day `newest - k`: the run is from the bucket of `last` to the end of the bucket of `first`.
    const from = clamp(newest - dayNumber(last));
    const to = clamp(newest - dayNumber(first) + 1);
    return from < to ? order.subarray(starts[from], starts[to]) : new Int32Array(0);
  }

  /** A company's founding day, as days since 1970-01-01 (NaN when the register has none). */
  foundingDay(i: number): number {
    return this.est[i]!;
  }

  /** A company's district (GB/T 2260, six digits) as a number, or -1. */
  regionAt(i: number): number {
    return this.region[i]!;
  }

  /** A company's industry section (GB/T 4754) as its letter's char code, or 0. */
  sectionAt(i: number): number {
    return this.section[i]!;
  }

  /** A company's industry class as a small number (counting by class without strings); `classCode` names it. */
  classAt(i: number): number {
    return this.industry[i]!;
  }

  /** The class code (F5179) of a number `classAt` gave, or null when unknown. */
  classCode(id: number): string | null {
    return this.industries.values[id] ?? null;
  }

  /**
   * The positions of the companies matching `c` on `today`, in id order, or, when `within` is given, those
   * of `within` in its order. `customers` (positions) are the institution's customer book, left out when
   * the conditions say so.
   */
  match(c: Conditions, today: string, customers: readonly number[], within?: Int32Array): Int32Array {
    const n = this.size;
    const tests: ((i: number) => boolean)[] = [];
    if (c.regionCodes?.length) {
      const ranges = c.regionCodes.map((code) => {
        const r = regionRange(code);
        return [Number(r.from), r.from === r.to ? Number(r.to) + 1 : Number(r.to)] as const;
      });
      tests.push((i) => ranges.some(([from, to]) => this.region[i]! >= from && this.region[i]! < to));
    }
    if (c.industryCodes?.length) {
      const sections = new Set(c.industryCodes.filter((x) => x.length === 1).map((x) => x.charCodeAt(0)));
      const prefixes = c.industryCodes.filter((x) => x.length > 1);
      const classes = this.industries.which((code) => prefixes.some((p) => code.startsWith(p)));
      tests.push((i) => sections.has(this.section[i]!) || classes[this.industry[i]!] === 1);
    }
    if (c.techTags?.length) {
      const wanted = new Set(c.techTags.map((t) => TECH_TAGS.indexOf(t)));
      const tagged = this.tags.maskOn(n, dayNumber(today), (k) => wanted.has(this.tags.tag[k]!));
      tests.push((i) => tagged[i] === 1);
    }
    if (c.capitalBands?.length) {
      const ranges = c.capitalBands.map(capitalRange);
      tests.push((i) => {
        const v = this.capital[i]!;
        return ranges.some((r) => (r.from === null || v >= r.from) && (r.to === null || v < r.to));
      });
    }
    if (c.ageBands?.length) {
      const ranges = c.ageBands.map((b) => {
        const r = foundingRange(b, today);
        return [r.from === null ? -Infinity : dayNumber(r.from), r.to === null ? Infinity : dayNumber(r.to)];
      });
      tests.push((i) => ranges.some(([from, to]) => this.est[i]! >= from! && this.est[i]! < to!));
    }
    if (c.companyTypes?.length) {
      const patterns = c.companyTypes.flatMap((t) => COMPANY_TYPE_PATTERNS[t].map(likeRegex));
      const types = this.orgTypes.which((v) => patterns.some((p) => p.test(v)));
      tests.push((i) => types[this.orgType[i]!] === 1);
    }
    for (const [value, bit] of [
      [c.listed, LISTED],
      [c.hasPhone, PHONE],
      [c.hasEmail, EMAIL],
    ] as const)
      if (value !== undefined) tests.push((i) => ((this.flags[i]! & bit) !== 0) === value);
    for (const [value, kind] of [
      [c.hasPatent, 'patent'],
      [c.hasTrademark, 'trademark'],
      [c.hasSoftwareCopyright, 'softwareCopyright'],
    ] as const)
      if (value !== undefined) tests.push((i) => ((this.kinds[i]! & kindBit(kind)) !== 0) === value);
    if (c.wonBid !== undefined) {
      // Won in the last 12 months: a bid dated after today a year ago and not after today.
      const won = this.wonBids.maskWithin(n, dayNumber(yearsBefore(today, 1)) + 1, dayNumber(today));
      const want = c.wonBid;
      tests.push((i) => (won[i] === 1) === want);
    }
    if (c.financingRounds?.length) {
      let bits = 0;
      for (const key of c.financingRounds)
        for (const round of ROUND_FILTERS[key] ?? []) bits |= 1 << FINANCING_ROUNDS.indexOf(round);
      tests.push((i) => (this.rounds[i]! & bits) !== 0);
    }
    const status = c.status ?? 'active';
    if (status !== 'all') {
      const want = status === 'active' ? 1 : 0;
      tests.push((i) => this.active[i] === want);
    }
    if (c.excludeRisks?.length) {
      const bits = c.excludeRisks.reduce((b, kind) => b | kindBit(kind), 0);
      tests.push((i) => (this.kinds[i]! & bits) === 0);
    }
    if (c.excludeCustomers && customers.length) {
      const book = new Uint8Array(n);
      for (const i of customers) book[i] = 1;
      tests.push((i) => book[i] === 0);
    }

    const keyword = c.keyword?.trim().toLowerCase();
    if (keyword) tests.push((i) => this.names[i]!.includes(keyword));

    // One test at a time over what the tests before kept: the first (region, industry, tags: the most
    // selective, by the order above) scans every company, the rest only the survivors.
    let kept: Int32Array | null = null;
    let count = within ? within.length : n;
    for (const test of tests) {
      let k = 0;
      if (kept === null && within) {
        kept = new Int32Array(within.length);
        for (const i of within) if (test(i)) kept[k++] = i;
      } else if (kept === null) {
        kept = new Int32Array(n);
        for (let i = 0; i < n; i++) if (test(i)) kept[k++] = i;
      } else
        for (let j = 0; j < count; j++) {
          const i = kept[j]!;
          if (test(i)) kept[k++] = i;
        }
      count = k;
    }
    if (kept) return kept.subarray(0, count);
    return within ? within.slice() : Int32Array.from({ length: n }, (_, i) => i);
  }

  /**
   * Every company's won bids (中标/成交) dated within the last `years` years up to `today`: how many and their
   * amount in 元, by position.
   */
  wonBidTotals(today: string, years: number): { count: Uint32Array; amount: Float64Array } {
    const count = new Uint32Array(this.size);
    const amount = new Float64Array(this.size);
    const first = dayNumber(yearsBefore(today, years)) + 1;
    const last = dayNumber(today);
    const b = this.wonBids;
    for (let k = 0; k < b.company.length; k++)
      if (first <= b.from[k]! && b.from[k]! <= last) {
        count[b.company[k]!]! += 1;
        amount[b.company[k]!]! += b.amount[k]!;
      }
    return { count, amount };
  }

  /** The positions of rows `offset` to `offset + limit` of the matches, in the order chosen (then by id). */
  page(matches: Int32Array, sort: ConditionSort | undefined, offset: number, limit: number): number[] {
    const key = sort === 'capitalDesc' || sort === 'capitalAsc' ? this.capital : this.est;
    const desc = sort !== 'estDateAsc' && sort !== 'capitalAsc';
    // Nulls last; ties by id, which is the position.
    const before = (a: number, b: number): boolean => {
      const ka = key[a]!;
      const kb = key[b]!;
      const na = Number.isNaN(ka);
      const nb = Number.isNaN(kb);
      if (na !== nb) return nb;
      if (!na && ka !== kb) return desc ? ka > kb : ka < kb;
      return a < b;
    };
    const want = offset + limit;
    if (want > 1000) {
      // A deep page or an export: sort them all.
      const all = Array.from(matches).sort((a, b) => (before(a, b) ? -1 : 1));
      return all.slice(offset, want);
    }
    // The best `want` so far, kept sorted: a page near the start costs one comparison for most rows.
    const best: number[] = [];
    for (const i of matches) {
      if (best.length === want && !before(i, best[want - 1]!)) continue;
      let at = best.length;
      while (at > 0 && before(i, best[at - 1]!)) at--;
      best.splice(at, 0, i);
      if (best.length > want) best.pop();
    }
    return best.slice(offset);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 条件找客's facts of every company: in memory, or asked of the database (`SEARCH_INDEXES`). */
    prospects: Prospects;
  }
}

/** How often an instance checks the load log for a data set loaded (by it or another instance). */
const CHECK_MS = 15_000;

/**
 * The server's prospect search. With the indexes in memory (the default) the index is built at start and again
 * after each load (the load log's id moves), the old one serving while the new one is built. With the indexes in
 * the database (`inDatabase`), 条件找客, 新成立企业, 高级搜索 and 寻源 ask the database and nothing is built: an
 * instance's memory does not grow with the register (`current()` would build the index, should code read it).
 */
export class Prospects {
  private index: Promise<ProspectIndex> | null = null;
  private loadId = -1;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Whether condition searches are answered by the database (`SEARCH_INDEXES=database`). */
    readonly inDatabase = false,
  ) {
    if (!inDatabase) this.start();
  }

  private start(): Promise<ProspectIndex> {
    const index = this.build();
    index.catch(() => undefined); // a failed build is reported where the index is read
    this.index = index;
    return index;
  }

  private async latestLoad(): Promise<number> {
    const row = await this.db
      .selectFrom('data_load')
      .select(sql<number | null>`max(id)`.as('id'))
      .executeTakeFirst();
    return row?.id ?? 0;
  }

  private async build(): Promise<ProspectIndex> {
    const t0 = performance.now();
    this.loadId = await this.latestLoad();
    const index = await ProspectIndex.build(this.db);
    this.log.info(`prospect index: ${index.size} companies in ${performance.now() - t0} ms`);
    return index;
  }

  /** Build anew now, as after a load; resolves once the new index serves (nothing to do when none was built). */
  async refresh(): Promise<void> {
    if (!this.index) return;
    const next = await this.build();
    this.index = Promise.resolve(next);
  }

  watch(): void {
    this.timer = setInterval(() => {
      if (!this.index) return;
      void this.latestLoad()
        .then((id) => (id === this.loadId ? undefined : this.refresh()))
        .catch((error: unknown) => this.log.warn({ err: error }, 'prospect index: refresh failed'));
    }, CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Whether an index of every company is held in this instance's memory. */
  get inMemory(): boolean {
    return this.index !== null;
  }

  /** The index in memory (built now, should code read it with the indexes in the database). */
  current(): Promise<ProspectIndex> {
    if (this.index) return this.index;
    this.log.warn('prospect index: built in memory although the prospects are in the database');
    return this.start();
  }

  /**
   * The companies matching 条件找客's conditions on `scope`'s day, for its institution's customer book; `first`,
   * the page wanted first (the database reads it with the count).
   */
  async search(conditions: Conditions, scope: SearchScope, first?: FirstPage): Promise<ProspectMatches> {
    if (this.inDatabase) return DatabaseMatches.find(this.db, conditions, scope, [], first);
    return MemoryMatches.find(this.db, await this.current(), conditions, scope);
  }
}

export const prospectsPlugin = fp(
  async (app: FastifyInstance) => {
    const prospects = new Prospects(app.db, app.log, app.config.searchIndexes === 'database');
    prospects.watch();
    app.decorate('prospects', prospects);
    app.addHook('onClose', async () => prospects.stop());
  },
  { name: 'prospects', dependencies: ['db'] },
);

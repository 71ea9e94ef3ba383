import {
  Form,
  forEachPair,
  forEachPairOneApart,
  nearKeys,
  pairKeys,
  isLatin,
  latinReadings,
  afterParentName,
  nameParts,
  readings,
  sameFormFamily,
  sameSound,
  type Reading,
  searchNorm,
  toSimplified,
  withoutForm,
  withinOneEdit,
  type NameParts,
} from './nameForms';
import { regionById, within, type Region } from './regionNames';
import { SortedKeys } from './sortedKeys';

/** Which code of a company a text was. */
export type CodeField = 'creditCode' | 'regNo' | 'orgCode';

/** What the index keeps of a company: enough to rank, to suggest, and to list a page of results. */
export interface IndexedCompany {
  entId: string;
  name: string;
  creditCode: string | null;
  regNo: string | null;
  orgCode: string | null;
  status: string;
  legalRep: string | null;
  estDate: string | null;
  formerNames: string[];
}

/** A company as the index is built from it. */
export interface IndexRow extends IndexedCompany {
  /** The normal form of the name (`normalizeCompanyName`, as the database keeps it). */
  norm: string;
  formerNorms: string[];
  active: boolean;
  /** GB/T 2260 code of where it is registered. */
  regionCode: string | null;
  /** Registered capital (元), for ranking among equals. */
  capital: number | null;
  /** How many users viewed it lately, for ranking among equals. */
  views: number;
  /** Other names people use for it: 证券简称 where the data has them. */
  aliases: string[];
}

/**
 * How a company matched a query, from the closest: the exact name or a code; the same name in another form
 * (a former name, the region elsewhere or left out, another legal form, 字号+行业 alone, its pinyin); a prefix;
 * a 简称 (证券简称); a part of the name; a near name (a homophone, or one character wrong or missing).
 */
export type MatchKind =
  | 'code'
  | 'exact'
  | 'former'
  | 'region'
  | 'form'
  | 'short'
  | 'pinyin'
  | 'prefix'
  | 'alias'
  | 'contains'
  | 'homophone'
  | 'fuzzy';

const TIER: Record<MatchKind, number> = {
  code: 0,
  exact: 0,
  former: 1,
  region: 1,
  form: 1,
  short: 1,
  pinyin: 1,
  prefix: 2,
  alias: 3,
  contains: 4,
  homophone: 5,
  fuzzy: 5,
};

/** A company found, how, and how well within its tier (higher is better). */
export interface Hit {
  company: IndexedCompany;
  kind: MatchKind;
  tier: number;
  fit: number;
}

/** Fuzzy matching looks for near names only when the closer tiers found fewer than this. */
export const FUZZY_BELOW = 10;
/** How many list entries fuzzy matching may count for one name: common pairs (科技, 贸易, 深圳) say little. */
const FUZZY_BUDGET = 10_000;
/** Lists longer than this are not counted at all: a pair that common tells no name apart. */
const FUZZY_LIST_MAX = 4_000;
/** How many counted companies fuzzy matching checks, the most counted first. */
const FUZZY_CHECKS = 500;
/** A near name shares all but this many of the keys the best candidate shares (two characters swapped break seven). */
const FUZZY_SLACK = 7;
/** A form word typed alone (集团) lists companies of that form. */
export const FORM_WORDS: Record<string, Form> = {
  集团: Form.GROUP,
  集团有限公司: Form.GROUP,
  股份有限公司: Form.JOINT,
  有限公司: Form.LIMITED,
  分公司: Form.BRANCH,
  合伙企业: Form.PARTNERSHIP,
};

/**
 * The start of a legal form, as a query typed letter by letter ends while the form is being typed. After a region in
 * brackets (越天置业（苏州）股) the name's core is over: the first character of 股份, 合伙 or 集团 starts the form.
 */
const PARTIAL_FORM =
  /(有限责任公|有限责任|有限责|有限公|有限|有|股份有限公|股份有限|股份有|股份|集团有限公|集团有限|集团有|集团股份|集团股|合伙企业\((有限合伙|有限合|有限|有|普通合伙|普通合|普通|普)?|合伙企业|合伙企|合伙|分公|(?<=\))[股合集])$/;

/** A branch's legal form, typed in full or in part, at the end of a query. */
const BRANCH_TYPED = /分公司?$/;
const chars = (s: string) => [...s].length;

/**
 * A typed start of a core of this many characters or more lists the largest cores it begins (in rank order); a
 * shorter one, the first in key order. The keys hold the cores' starts from this length (`PREFIX`).
 */
export const RANKED_START = 2;

/** Whether the ranking looks for near names of what was typed at all: four characters or more. */
export const nearNamesFor = (query: string) => chars(query.trim()) >= 4;

/**
 * Whether every company the part-of-name look-up brings for a query is a match (`contains`): the holders of its
 * core, or after a region those of its place (a city or a province; a district's place is its city, whose other
 * districts are not), unless a branch is typed after its region (only branches count then).
 */
export const everyHolderMatches = (q: Query) => q.region?.level !== 'district' && !BRANCH_TYPED.test(q.norm);

/** Yield to the event loop while building, so requests are answered meanwhile. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * Builds of more companies than this yield between their steps; a query's few hundred candidates are indexed in
 * a millisecond, at once (each yield waited a turn of the loop, behind the other requests' work).
 */
const BREATHE_FROM = 10_000;

/** The cores' pinyin, full and initials. */
interface Sounds {
  full: SortedKeys;
  initials: SortedKeys;
}

/** What the index is made of, built step by step. */
interface Built {
  companies: IndexedCompany[];
  norms: string[];
  cores: string[];
  formerNorms: (string[] | null)[];
  forms: Uint8Array;
  coreLengths: Uint16Array;
  textLengths: Uint16Array;
  nameRegions: Uint16Array;
  regionCodes: Int32Array;
  postings: Map<number, Int32Array>;
  coreKeys: SortedKeys;
  /** A company's second core (`NameParts.alt`), where it has one. */
  altCores: Map<number, string>;
  creditCodes: SortedKeys;
  otherCodes: Map<string, number>;
  formerNames: Map<string, number[]>;
  aliases: Map<string, number[]>;
  byForm: Map<Form, Int32Array>;
}

/**
 * Rows in rank order: active first, a branch after the others, the more viewed, the larger capital, the
 * shorter name. Sorted by position over plain numbers: a million rows in well under a second.
 */
function rankOrder(rows: IndexRow[]): IndexRow[] {
  const n = rows.length;
  const active = Uint8Array.from(rows, (r) => Number(r.active));
  const branch = Uint8Array.from(rows, (r) => Number(r.norm.endsWith('分公司')));
  const views = Float64Array.from(rows, (r) => r.views);
  const capital = Float64Array.from(rows, (r) => r.capital ?? 0);
  const length = Uint16Array.from(rows, (r) => r.name.length);
  const order = Uint32Array.from({ length: n }, (_, k) => k).sort(
    (a, b) =>
      active[b]! - active[a]! ||
      branch[a]! - branch[b]! ||
      views[b]! - views[a]! ||
      capital[b]! - capital[a]! ||
      length[a]! - length[b]! ||
      (rows[a]!.name < rows[b]!.name ? -1 : rows[a]!.name > rows[b]!.name ? 1 : 0),
  );
  return Array.from(order, (k) => rows[k]!);
}

/**
 * The pinyin of `cores` (one a company, with the second cores of `alts`), full and initials, in sorted keys;
 * a pause yielded every ten thousand companies (a million take seconds).
 */
function* readSounds(cores: readonly string[], alts: ReadonlyMap<number, string>): Generator<void, Sounds> {
  const fulls = { keys: [] as string[], at: [] as number[] };
  const initials = { keys: [] as string[], at: [] as number[] };
  const known = new Map<string, Reading[]>();
  for (let i = 0; i < cores.length; i++) {
    if (i % 10_000 === 9_999) yield;
    const alt = alts.get(i);
    for (const core of alt === undefined ? [cores[i]!] : [cores[i]!, alt]) {
      let sounds = known.get(core);
      if (!sounds) known.set(core, (sounds = readings(core)));
      for (const reading of sounds) {
        fulls.keys.push(reading.full);
        fulls.at.push(i);
        initials.keys.push(reading.initials);
        initials.at.push(i);
      }
    }
  }
  yield;
  const full = new SortedKeys(fulls.keys, fulls.at);
  yield;
  return { full, initials: new SortedKeys(initials.keys, initials.at) };
}

/**
 * Per pair one apart of the cores (`forEachPairOneApart`), the companies in rank order, for near names; a pause
 * yielded every ten thousand companies.
 */
function* readPairsOneApart(cores: readonly string[]): Generator<void, Map<number, Int32Array>> {
  const lists = new Map<number, number[]>();
  for (let i = 0; i < cores.length; i++) {
    if (i % 10_000 === 9_999) yield;
    forEachPairOneApart(cores[i]!, (key) => {
      const list = lists.get(key);
      if (!list) lists.set(key, [i]);
      else if (list.at(-1) !== i) list.push(i);
    });
  }
  yield;
  const out = new Map<number, Int32Array>();
  for (const [key, list] of lists) out.set(key, Int32Array.from(list));
  return out;
}

/** Run `steps` to their end at once. */
function finishNow<T>(steps: Generator<void, T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Run `steps` to their end, awaiting `pause` between them. */
async function finishPausing<T>(steps: Generator<void, T>, pause: () => Promise<void>): Promise<T> {
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}

/** A query taken apart once. */
export interface Query {
  norm: string;
  parts: NameParts;
  /**
   * The name as typed without its legal form, whole or being typed: the start of a name's text (its region and
   * core, 佛山汇鼎 of 佛山汇鼎科技有限公司) as people type it.
   */
  text: string;
  /** The most specific region the query names. */
  region: Region | null;
}

/** What a person typed, taken apart. */
export function parseQuery(text: string): Query {
  const norm = searchNorm(text);
  let parts = nameParts(norm);
  // A legal form being typed (深圳华泰科技有限): the name before it is what is meant.
  const typing = parts.form === Form.NONE ? PARTIAL_FORM.exec(norm) : null;
  let typed = norm;
  if (typing && chars(norm) - chars(typing[0]) >= 2) {
    typed = norm.slice(0, typing.index);
    // 分公 is only ever 分公司: the branch it begins, its parent's core and its place (深圳X科技有限公司南山分公 is
    // X科技南山, not X科技有限公司南山).
    parts = { ...nameParts(typing[0] === '分公' ? `${typed}分公司` : typed), norm };
  }
  // A branch being typed after its parent's full name (X(深圳)有限公司北, X(深圳)有限公司北京分): the branch's core
  // too, the parent's and the place so far. The text stays the core: 分行 and 营业部 follow a parent's name as well.
  if (parts.form === Form.NONE && parts.alt === undefined && afterParentName(typed))
    parts = { ...parts, alt: nameParts(`${typed.replace(/分$/, '')}分公司`).core };
  return { norm, parts, text: withoutForm(typed), region: parts.regions.at(-1) ?? null };
}

/** Codes as typed: no spaces or hyphens (an organisation code is often 8-1). */
export const compactCode = (norm: string) => norm.replace(/-/g, '');

/**
 * An in-memory search index of company names and codes, built by one name normaliser (`nameForms`). The
 * database serves one query at a time on the embedded engine, and even PostgreSQL needs tens of milliseconds
 * to rank a common two-character query over a million names; this answers in about a millisecond. It holds,
 * per company, its names, codes, core (字号+行业), region and legal form; sorted keys (cores, pinyin full
 * and initials, credit codes) for exact and prefix look-ups (the exact name is found by its core); and per character pair, and pair one apart, the
 * companies whose names hold it, in rank order (active first, a branch after the others, then the more viewed,
 * the larger capital, the shorter name), for parts of names and near names. Built from the database at start,
 * rebuilt when the data changes; each server instance keeps its own.
 */
export class NameIndex {
  private readonly companies!: IndexedCompany[];
  private readonly norms!: string[];
  private readonly cores!: string[];
  private readonly formerNorms!: (string[] | null)[];
  private readonly forms!: Uint8Array;
  /**
   * How long the core is, and the normal form without its legal form (有限公司): a near name differs in length by
   * one at most, checked here before the names themselves are read.
   */
  private readonly coreLengths!: Uint16Array;
  private readonly textLengths!: Uint16Array;
  /** Region id (`regionNames`) the name states, 0 none. */
  private readonly nameRegions!: Uint16Array;
  /** Where it is registered, GB/T 2260 as a number, 0 unknown. */
  private readonly regionCodes!: Int32Array;
  /** Character pair → company positions, in rank order. */
  private readonly postings!: Map<number, Int32Array>;
  /** Pair one apart of the cores → company positions, in rank order: built with the index, or when first asked. */
  private onePairApart: Map<number, Int32Array> | undefined;
  private readonly coreKeys!: SortedKeys;
  private readonly altCores!: Map<number, string>;
  /** The cores' pinyin: built with the index, or the first time a query needs it. */
  private sounds: Sounds | undefined;
  private readonly creditCodes!: SortedKeys;
  private readonly otherCodes!: Map<string, number>;
  private readonly formerNames!: Map<string, number[]>;
  private readonly aliases!: Map<string, number[]>;
  /** Per legal form, its companies in rank order (a form word typed alone). */
  private readonly byForm!: Map<Form, Int32Array>;
  /** Scratch counts of fuzzy matching, one a company, all zero between calls. */
  private counts: Uint8Array | undefined;
  /** Scratch list of the companies fuzzy matching counted. */
  private touched: Int32Array | undefined;

  private constructor(built: Built) {
    Object.assign(this, built);
  }

  get size(): number {
    return this.companies.length;
  }

  /**
   * The index of these companies. The names are taken apart and read in pinyin here, yielding to the event
   * loop now and then: a million names take seconds. `nearParts: 'when asked'` leaves what only some queries
   * read (the cores' pinyin, for queries in letters and near names; the pairs one apart, for near names) to the
   * first query that reads it: the few hundred companies a query may mean (`SEARCH_INDEXES=database`) are
   * indexed for that one query, and for most queries those were more than half the work.
   */
  static async fromRows(
    given: IndexRow[],
    { nearParts = 'now' }: { nearParts?: 'now' | 'when asked' } = {},
  ): Promise<NameIndex> {
    const rows = rankOrder(given);
    const n = rows.length;
    const b: Built = {
      companies: [],
      norms: [],
      cores: [],
      formerNorms: [],
      forms: new Uint8Array(n),
      coreLengths: new Uint16Array(n),
      textLengths: new Uint16Array(n),
      nameRegions: new Uint16Array(n),
      regionCodes: new Int32Array(n),
      postings: new Map(),
      otherCodes: new Map(),
      formerNames: new Map(),
      aliases: new Map(),
      byForm: new Map(),
      altCores: new Map(),
    } as unknown as Built;
    const lists = new Map<number, number[]>();
    const cores = { keys: [] as string[], at: [] as number[] };
    const credit = { keys: [] as string[], at: [] as number[] };
    const formLists = new Map<Form, number[]>();
    // A few statuses repeat a million times: keep one copy of each.
    const statuses = new Map<string, string>();
    const add = (key: number, i: number) => {
      const list = lists.get(key);
      if (!list) lists.set(key, [i]);
      else if (list.at(-1) !== i) list.push(i);
    };
    const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (let i = 0; i < n; i++) {
      // A million names take seconds: requests are answered meanwhile.
      if (i % 10_000 === 9_999) await breathe();
      const r = rows[i]!;
      const p = nameParts(toSimplified(r.norm));
      b.companies.push({
        entId: r.entId,
        name: r.name,
        creditCode: r.creditCode,
        regNo: r.regNo,
        orgCode: r.orgCode,
        status: statuses.get(r.status) ?? (statuses.set(r.status, r.status), r.status),
        legalRep: r.legalRep,
        estDate: r.estDate,
        formerNames: r.formerNames.length ? r.formerNames : NONE,
      });
      b.norms.push(p.norm);
      b.cores.push(p.core);
      const formers = r.formerNorms.length ? r.formerNorms.map((f) => toSimplified(f)) : null;
      b.formerNorms.push(formers);
      b.forms[i] = p.form;
      b.nameRegions[i] = p.regions.at(-1)?.id ?? 0;
      b.regionCodes[i] = r.regionCode ? Number(r.regionCode) || 0 : 0;
      if (p.alt !== undefined) b.altCores.set(i, p.alt);
      for (const core of p.alt === undefined ? [p.core] : [p.core, p.alt]) {
        cores.keys.push(core);
        cores.at.push(i);
      }
      const at = (key: number) => add(key, i);
      const text = withoutForm(p.norm);
      b.coreLengths[i] = p.core.length;
      b.textLengths[i] = text.length;
      forEachPair(text, at);
      // The core's pairs are the text's, unless the core is not in it (its region moved: 华泰科技（深圳）).
      if (!text.includes(p.core)) forEachPair(p.core, at);
      for (const f of formers ?? []) {
        forEachPair(withoutForm(f), at);
        push(b.formerNames, f, i);
      }
      for (const alias of r.aliases) push(b.aliases, searchNorm(alias), i);
      push(formLists as unknown as Map<string, number[]>, p.form as unknown as string, i);
      if (r.creditCode) {
        credit.keys.push(r.creditCode);
        credit.at.push(i);
      }
      for (const code of [r.regNo, r.orgCode]) if (code) b.otherCodes.set(code, i);
    }
    const pause = n >= BREATHE_FROM ? breathe : () => undefined;
    await pause();
    for (const [key, list] of lists) b.postings.set(key, Int32Array.from(list));
    lists.clear();
    for (const [form, list] of formLists) b.byForm.set(form, Int32Array.from(list));
    await pause();
    b.coreKeys = new SortedKeys(cores.keys, cores.at);
    await pause();
    b.creditCodes = new SortedKeys(credit.keys, credit.at);
    const index = new NameIndex(b);
    if (nearParts === 'now') {
      index.sounds = await finishPausing(readSounds(b.cores, b.altCores), breathe);
      index.onePairApart = await finishPausing(readPairsOneApart(b.cores), breathe);
    }
    return index;
  }

  /** The companies of a pair or a pair one apart, in rank order. */
  private listOf(key: number): Int32Array | undefined {
    return this.postings.get(key) ?? (this.onePairApart ??= finishNow(readPairsOneApart(this.cores))).get(key);
  }

  /** The cores' pinyin, read now if they were left until asked. */
  private get pinyin(): Sounds {
    return (this.sounds ??= finishNow(readSounds(this.cores, this.altCores)));
  }

  /** Whether company `i` may be in `region`: by where it is registered, or by the region its name states. */
  private inRegion(i: number, region: Region | null): boolean {
    if (!region) return true;
    const code = this.regionCodes[i]!;
    if (code && inCodeRanges(code, codeRanges(region))) return true;
    // The region the name states (a company keeps 北京 in its name after moving away). A name stating only its
    // province (浙江…) may lie in any of its cities, unless the registration says where: 「滨江」 is not 西湖区.
    const named = regionById(this.nameRegions[i]!);
    if (named === undefined) return false;
    return named.id === region.id || within(named, region) || (!code && within(region, named));
  }

  /** How well company `i` agrees with the query's form and region (tiers 1 and 2). */
  private fit(i: number, q: Query): number {
    let fit = 0;
    const form = q.parts.form;
    if (form !== Form.NONE) fit += this.forms[i] === form ? 4 : sameFormFamily(this.forms[i] as Form, form) ? 2 : 0;
    if (q.region) fit += this.nameRegions[i] === q.region.id ? 2 : 1;
    return fit;
  }

  /** Companies matching `query`, best first, at most `limit`. */
  search(query: string, limit: number): IndexedCompany[] {
    return this.rank(query, limit).map((h) => h.company);
  }

  /**
   * Companies matching `query`, each with how it matched, best first: by tier (exact, another form, prefix,
   * 简称, contains, near), then how well it fits the query's form and region, then rank order. At most `limit`.
   * Near names are looked for while fewer than ten were found; with `nearOnlyWhenNoneClose` (batch matching,
   * where a near name never beats the same name in another form) only when none was the name or another form
   * of it.
   */
  rank(query: string, limit: number, { nearOnlyWhenNoneClose = false } = {}): Hit[] {
    const q = parseQuery(query);
    if (!q.norm) return [];
    const found = new Map<number, { kind: MatchKind; fit: number }>();
    const put = (i: number, kind: MatchKind, fit = 0) => {
      const had = found.get(i);
      if (!had || TIER[kind] < TIER[had.kind] || (TIER[kind] === TIER[had.kind] && fit > had.fit))
        found.set(i, { kind, fit });
    };
    const { norm, parts } = q;
    const code = compactCode(norm);
    const other = this.otherCodes.get(code);
    if (other !== undefined) put(other, 'code');
    for (const i of this.creditCodes.equal(code)) put(i, 'code');
    if (/\d/.test(code) && code.length >= 4) for (const i of this.creditCodes.prefix(code, limit)) put(i, 'prefix');
    for (const i of this.formerNames.get(norm) ?? []) put(i, 'former');
    // The exact name has the query's core: names are looked up by their cores.
    const cores = parts.alt === undefined ? [parts.core] : [parts.core, parts.alt];
    for (const core of cores) {
      const region = core === parts.alt ? null : q.region;
      for (const i of this.coreKeys.equal(core))
        if (this.norms[i] === norm) put(i, 'exact');
        else if (this.inRegion(i, region)) put(i, this.anotherForm(i, q), this.fit(i, q));
    }
    if (isLatin(norm)) this.latin(q, limit, put);
    // The cores a start begins: the first few more than needed in rank order (of two characters or more), or in key
    // order (one), then ranked.
    for (const core of cores)
      for (const i of chars(core) >= RANKED_START
        ? this.coreKeys.bestOfPrefix(core, limit * 4)
        : this.coreKeys.prefix(core, limit * 4))
        if (this.inRegion(i, core === parts.alt ? null : q.region)) put(i, 'prefix', this.fit(i, q));
    for (const i of this.aliases.get(norm) ?? []) put(i, 'alias');
    if (found.size < limit) this.contains(q, limit - found.size, put, (i) => found.has(i));
    const close = nearOnlyWhenNoneClose && [...found.values()].some((h) => TIER[h.kind] <= 1);
    if (!close && found.size < Math.min(limit, FUZZY_BELOW) && nearNamesFor(query)) this.near(q, put);
    return [...found]
      .sort(([a, x], [b, y]) => TIER[x.kind] - TIER[y.kind] || y.fit - x.fit || a - b)
      .slice(0, limit)
      .map(([i, h]) => ({ company: this.companies[i]!, kind: h.kind, tier: TIER[h.kind], fit: h.fit }));
  }

  /** How company `i`, whose core is the query's, differs from it: the region, the legal form, or both left out. */
  private anotherForm(i: number, q: Query): MatchKind {
    if (q.parts.form === Form.NONE && !q.parts.regions.length) return 'short';
    if (q.parts.form !== Form.NONE && this.forms[i] !== q.parts.form) return 'form';
    return 'region';
  }

  /** A query in letters: pinyin of the core, full or initials, perhaps after a region and before a form. */
  private latin(q: Query, limit: number, put: (i: number, kind: MatchKind, fit?: number) => void): void {
    for (const reading of latinReadings(q.norm)) {
      const { key, region } = reading;
      const { full, initials } = this.pinyin;
      for (const keys of [full, initials]) {
        if (keys === initials && key.length < 2) continue;
        // A reading that found the region typed before the core fits better than one reading those letters as
        // part of the core, the more so where the name states that region; the form typed after it adds least.
        for (const i of keys.equal(key))
          if (this.inRegion(i, region))
            put(
              i,
              'pinyin',
              (region ? (this.nameRegions[i] === region.id ? 4 : 2) : 0) + (this.forms[i] === reading.form ? 1 : 0),
            );
        if (key.length >= 2)
          for (const i of keys.prefix(key, limit * 2)) if (this.inRegion(i, region)) put(i, 'prefix');
      }
    }
  }

  /**
   * Up to `wanted` names and former names holding the query (or its core, in its region) not `found` before; a
   * form word alone lists that form.
   */
  private contains(
    q: Query,
    wanted: number,
    put: (i: number, kind: MatchKind, fit?: number) => void,
    found: (i: number) => boolean,
  ): void {
    const form = FORM_WORDS[q.norm];
    if (form !== undefined) {
      const list = this.byForm.get(form) ?? new Int32Array();
      for (let k = 0; k < list.length && k < wanted; k++) put(list[k]!, 'contains');
      return;
    }
    const core = q.parts.core;
    const lists: Int32Array[] = [];
    for (const key of pairKeys(chars(core) >= 2 ? core : q.norm)) {
      const list = this.postings.get(key);
      if (!list) return; // a pair no name has
      lists.push(list);
    }
    // A name holding a core holds each of its pairs. Otherwise (a short core, or one cut from a legal form,
    // 「企业(」, whose pairs are not kept) the rarest list alone.
    const whole = chars(core) >= 2 && !core.includes('(');
    // A branch typed after its region (北京分公, 上海分公司): the core is the region, held by a tenth of all names,
    // while 「北京分公司」 ends only branches' names: their list joins the others.
    if (whole && BRANCH_TYPED.test(q.norm)) lists.push(this.byForm.get(Form.BRANCH) ?? new Int32Array());
    const shortest = lists.reduce((a, b) => (b.length < a.length ? b : a), lists[0] ?? new Int32Array());
    let taken = 0;
    for (const i of holdingAll(whole ? lists : [shortest])) {
      if (taken >= wanted) break;
      // Those found already (a prefix holds the query too) are not the ones wanted.
      if (found(i)) continue;
      // A core starting with the query's is a prefix however it was reached: the prefixes' look-up reads the first
      // few in key order, and a region's (杭州富立: 富立商业保理 past two hundred 富立 cores) come here, where they
      // would else rank with the names holding it further in (杭州富富立药房).
      const inRegion = this.inRegion(i, q.region);
      if (inRegion && this.cores[i]!.startsWith(core)) {
        put(i, 'prefix', this.fit(i, q));
        taken++;
        continue;
      }
      // The name holding the query before a former name holding it.
      const inName = (inRegion && this.cores[i]!.includes(core)) || this.norms[i]!.includes(q.norm);
      if (inName || this.formerNorms[i]?.some((f) => f.includes(q.norm))) {
        put(i, 'contains', (inName ? 2 : 0) + (this.forms[i] === q.parts.form ? 1 : 0));
        taken++;
      }
    }
  }

  /**
   * Near names: the core in the same pinyin (a homophone), or one character wrong, missing, added or swapped.
   * Candidates come from the lists of the core's pairs and pairs one apart, the rarest first, counted; the most
   * counted are checked.
   */
  private near(q: Query, put: (i: number, kind: MatchKind, fit?: number) => void): void {
    const core = q.parts.core;
    if (chars(core) < 3) return;
    const sounds = readings(core).map((r) => r.full);
    for (const full of sounds)
      for (const i of this.pinyin.full.equal(full))
        if (this.cores[i] !== core && this.inRegion(i, q.region)) put(i, 'homophone', 2);
    const text = withoutForm(q.norm);
    const lists = [...new Set([...nearKeys(core), ...nearKeys(text)])]
      .map((key) => this.listOf(key))
      .filter((l): l is Int32Array => l !== undefined)
      .sort((a, b) => a.length - b.length);
    // Counts in one array the size of the index, reset after use: a Map costs ten times as much here.
    const counts = (this.counts ??= new Uint8Array(this.companies.length));
    // Each list entry touches at most one company: the budget bounds them.
    const touched = (this.touched ??= new Int32Array(FUZZY_BUDGET));
    let size = 0;
    let budget = FUZZY_BUDGET;
    for (const list of lists) {
      if (list.length > budget || list.length > FUZZY_LIST_MAX) break;
      budget -= list.length;
      for (let k = 0; k < list.length; k++) {
        const i = list[k]!;
        if (counts[i] === 0) touched[size++] = i;
        if (counts[i]! < 255) counts[i]!++;
      }
    }
    // The most counted first, down to FUZZY_SLACK below the best (a near name shares all but a few of the keys
    // counted), at most FUZZY_CHECKS: the lowest count checked, and how many of that count, from a histogram.
    const histogram = new Int32Array(256);
    let best = 0;
    for (let k = 0; k < size; k++) {
      const c = counts[touched[k]!]!;
      histogram[c]!++;
      if (c > best) best = c;
    }
    let lowest = best;
    let above = 0;
    while (lowest > 1 && lowest > best - FUZZY_SLACK && above + histogram[lowest]! < FUZZY_CHECKS)
      above += histogram[lowest--]!;
    let room = FUZZY_CHECKS - above;
    for (let k = 0; k < size; k++) {
      const i = touched[k]!;
      const c = counts[i]!;
      counts[i] = 0;
      if (c < lowest || (c === lowest && room-- <= 0)) continue;
      const byCore = Math.abs(this.coreLengths[i]! - core.length) <= 1;
      const byText = Math.abs(this.textLengths[i]! - text.length) <= 1;
      const near =
        (byCore && withinOneEdit(core, this.cores[i]!) && this.inRegion(i, q.region)) ||
        (byText && withinOneEdit(text, this.norms[i]!, this.textLengths[i]));
      if (!near) continue;
      const homophone = sameSound(core, this.cores[i]!);
      put(i, homophone ? 'homophone' : 'fuzzy', homophone ? 2 : 1);
    }
  }

  /** The company whose credit code, registration number or organisation code is `code`, and which it was. */
  byCode(code: string): { company: IndexedCompany; field: CodeField } | undefined {
    for (const i of this.creditCodes.equal(code)) return { company: this.companies[i]!, field: 'creditCode' };
    const i = this.otherCodes.get(code);
    if (i === undefined) return undefined;
    const company = this.companies[i]!;
    return { company, field: company.regNo === code ? 'regNo' : 'orgCode' };
  }

  /** Companies whose name, in normal form, is `norm`. */
  byName(norm: string): IndexedCompany[] {
    const simplified = toSimplified(norm);
    const parts = nameParts(simplified);
    return this.coreKeys
      .equal(parts.core)
      .filter((i) => this.norms[i] === simplified)
      .map((i) => this.companies[i]!);
  }

  /** Companies that once had the name `norm`. */
  byFormerName(norm: string): IndexedCompany[] {
    return (this.formerNames.get(toSimplified(norm)) ?? []).map((i) => this.companies[i]!);
  }
}

const NONE: string[] = [];

/**
 * A region's GB/T 2260 code prefixes as ranges of six-digit codes ([from, to) pairs), made once per region: a
 * company's registered code is tested by numbers, not by making a string of it on every call.
 */
const rangesOf = new WeakMap<Region, Int32Array>();
function codeRanges(region: Region): Int32Array {
  let ranges = rangesOf.get(region);
  if (!ranges) {
    ranges = Int32Array.from(
      region.codes.flatMap((c) => {
        const scale = 10 ** Math.max(0, 6 - c.length);
        return [Number(c) * scale, (Number(c) + 1) * scale];
      }),
    );
    rangesOf.set(region, ranges);
  }
  return ranges;
}
const inCodeRanges = (code: number, ranges: Int32Array) => {
  for (let k = 0; k < ranges.length; k += 2) if (code >= ranges[k]! && code < ranges[k + 1]!) return true;
  return false;
};

/**
 * The positions in every one of `lists` (each ascending: rank order), ascending: walking the shortest list and
 * seeking in the others (by doubling steps) leaves the few names worth comparing as text, rather than comparing
 * the whole shortest list.
 */
export function* holdingAll(lists: Int32Array[]): Generator<number> {
  const [base, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!base) return;
  const at = new Int32Array(others.length);
  next: for (const i of base) {
    for (let l = 0; l < others.length; l++) {
      const list = others[l]!;
      const k = seek(list, at[l]!, i);
      at[l] = k;
      if (k >= list.length) return;
      if (list[k] !== i) continue next;
    }
    yield i;
  }
}

/** The first index from `from` where the ascending `list` holds `value` or more (list.length when none). */
function seek(list: Int32Array, from: number, value: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < list.length && list[hi]! < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

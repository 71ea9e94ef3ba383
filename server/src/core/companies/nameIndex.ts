import { normalizeCompanyName, searchBigrams } from '@esee/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { nameKey, sameKey, type NameKey } from './nameKey';

const NONE: string[] = [];

/** Which code of a company a text was. */
export type CodeField = 'creditCode' | 'regNo' | 'orgCode';

/** Dice similarity of two sets of character pairs: 1 the same, 0 nothing shared. */
function dice(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const set = new Set(a);
  let shared = 0;
  for (const x of new Set(b)) if (set.has(x)) shared++;
  return (2 * shared) / (set.size + new Set(b).size);
}

/** How many list entries the candidate search may count for one name: common pairs (科技, 贸易) say little. */
const SIMILAR_BUDGET = 60_000;
/** Below this similarity a company is not offered as a candidate. */
const SIMILAR_CUTOFF = 0.5;

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

/** Binary search: the first position in the sorted `keys` not below `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * An in-memory search index of company names and codes. The database serves
 * one query at a time on the embedded engine, and even PostgreSQL needs tens
 * of milliseconds to rank a common two-character query over a million names;
 * this answers in well under a millisecond. It holds, per company, its names
 * and codes, and per character pair the companies whose names contain it,
 * in rank order (active first, then shorter names). Built from the database
 * at start, rebuilt when the data changes; each server instance keeps its
 * own (about 150 MB per million companies).
 */
export class NameIndex {
  private readonly companies: IndexedCompany[] = [];
  private readonly norms: string[] = [];
  private readonly formerNorms: (string[] | null)[] = [];
  private readonly active: Uint8Array;
  /** Character pair → company positions, in rank order. */
  private readonly postings = new Map<string, Int32Array>();
  /** Names and credit codes, sorted, for prefixes: parallel arrays of key and position. */
  private readonly nameKeys: string[] = [];
  private readonly namePos: Int32Array;
  private readonly codeKeys: string[] = [];
  private readonly codePos: Int32Array;
  private readonly exactCode = new Map<string, number>();
  /** Scratch counts of `similar`, one a company, all zero between calls. */
  private pairCounts: Uint8Array | undefined;

  private constructor(rows: (IndexedCompany & { norm: string; formerNorms: string[]; active: boolean })[]) {
    // Rank order: active first, then shorter names; positions follow it, so every list is ranked.
    rows.sort(
      (a, b) => Number(b.active) - Number(a.active) || a.name.length - b.name.length || (a.name < b.name ? -1 : 1),
    );
    this.active = new Uint8Array(rows.length);
    const lists = new Map<string, number[]>();
    // A few statuses repeat a million times: keep one copy of each.
    const statuses = new Map<string, string>();
    rows.forEach((r, i) => {
      this.companies.push({
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
      this.norms.push(r.norm);
      this.formerNorms.push(r.formerNorms.length ? r.formerNorms : null);
      this.active[i] = r.active ? 1 : 0;
      for (const key of new Set([r.norm, ...r.formerNorms].flatMap(searchBigrams))) {
        const list = lists.get(key);
        if (list) list.push(i);
        else lists.set(key, [i]);
      }
      for (const code of [r.regNo, r.orgCode]) if (code) this.exactCode.set(code, i);
    });
    for (const [key, list] of lists) this.postings.set(key, Int32Array.from(list));
    const byName = rows
      .map((_, i) => i)
      .sort((a, b) => (this.norms[a]! < this.norms[b]! ? -1 : this.norms[a]! > this.norms[b]! ? 1 : a - b));
    this.nameKeys = byName.map((i) => this.norms[i]!);
    this.namePos = Int32Array.from(byName);
    const withCode = rows
      .map((r, i) => [r.creditCode, i] as const)
      .filter((e): e is readonly [string, number] => e[0] !== null);
    withCode.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.codeKeys = withCode.map((e) => e[0]);
    this.codePos = Int32Array.from(withCode.map((e) => e[1]));
  }

  get size(): number {
    return this.companies.length;
  }

  /** Read every company from the database and index it. */
  static async build(db: Db): Promise<NameIndex> {
    const rows = await db
      .selectFrom('company')
      .select([
        'ent_id as entId',
        'name',
        'name_norm as norm',
        'former_norms as formerNorms',
        'credit_code as creditCode',
        'reg_no as regNo',
        'org_code as orgCode',
        'status',
        'active',
        'legal_rep as legalRep',
        sql<string | null>`to_char(est_date, 'YYYY-MM-DD')`.as('estDate'),
        'former_names as formerNames',
      ])
      .execute();
    return new NameIndex(rows);
  }

  /** Positions whose sorted key starts with `prefix`, at most `limit`. */
  private static prefixed(keys: readonly string[], positions: Int32Array, prefix: string, limit: number): number[] {
    const out: number[] = [];
    for (let i = lowerBound(keys, prefix); i < keys.length && out.length < limit && keys[i]!.startsWith(prefix); i++)
      out.push(positions[i]!);
    return out;
  }

  /**
   * Companies matching `query`, best first: the exact name or code, then
   * names (or codes) starting with it, then names or former names containing
   * it; within each, active companies first, then shorter names. At most
   * `limit`.
   */
  search(query: string, limit: number): IndexedCompany[] {
    const q = normalizeCompanyName(query.trim());
    if (!q) return [];
    const taken = new Set<number>();
    const exact: number[] = [];
    const prefix: number[] = [];
    const contains: number[] = [];
    const take = (list: number[], i: number) => {
      if (!taken.has(i)) {
        taken.add(i);
        list.push(i);
      }
    };
    const code = this.exactCode.get(q);
    if (code !== undefined) take(exact, code);
    for (const i of NameIndex.prefixed(this.codeKeys, this.codePos, q, limit))
      take(this.companies[i]!.creditCode === q ? exact : prefix, i);
    // Prefix matches come in name order; take a few more than needed and rank them.
    for (const i of NameIndex.prefixed(this.nameKeys, this.namePos, q, limit * 4).sort((a, b) => a - b))
      take(this.norms[i] === q ? exact : prefix, i);
    const keys = searchBigrams(q);
    if (keys.length && exact.length + prefix.length < limit) {
      // Walk the rarest pair's list (already in rank order) and test each name.
      let rarest: Int32Array | undefined;
      for (const key of keys) {
        const list = this.postings.get(key);
        if (!list) return this.pick(exact, prefix, contains, limit); // a pair no name has
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const i of rarest!) {
        if (exact.length + prefix.length + contains.length >= limit) break;
        if (taken.has(i)) continue;
        if (this.norms[i]!.includes(q) || this.formerNorms[i]?.some((f) => f.includes(q))) take(contains, i);
      }
    }
    return this.pick(exact, prefix, contains, limit);
  }

  /** The company whose credit code, registration number or organisation code is `code`, and which it was. */
  byCode(code: string): { company: IndexedCompany; field: CodeField } | undefined {
    const at = lowerBound(this.codeKeys, code);
    if (this.codeKeys[at] === code) return { company: this.companies[this.codePos[at]!]!, field: 'creditCode' };
    const i = this.exactCode.get(code);
    if (i === undefined) return undefined;
    const company = this.companies[i]!;
    return { company, field: company.regNo === code ? 'regNo' : 'orgCode' };
  }

  /** Companies whose name, in normal form, is `norm`. */
  byName(norm: string): IndexedCompany[] {
    const out: IndexedCompany[] = [];
    for (let i = lowerBound(this.nameKeys, norm); this.nameKeys[i] === norm; i++)
      out.push(this.companies[this.namePos[i]!]!);
    return out;
  }

  /** Companies that once had the name `norm`. */
  byFormerName(norm: string): IndexedCompany[] {
    return this.scan(norm, (i) => this.formerNorms[i]?.includes(norm) ?? false);
  }

  /** Companies whose name has the same key as `key` (the name but for its region), regions agreeing. */
  byKey(key: NameKey): IndexedCompany[] {
    return this.scan(key.key, (i) => sameKey(nameKey(this.norms[i]!), key));
  }

  /**
   * Companies whose names hold every character pair of `text` and pass
   * `test`: walks the rarest pair's list, a few hundred names for a real
   * trade name.
   */
  private scan(text: string, test: (i: number) => boolean, limit = 20): IndexedCompany[] {
    let rarest: Int32Array | undefined;
    for (const key of searchBigrams(text)) {
      const list = this.postings.get(key);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const out: IndexedCompany[] = [];
    for (const i of rarest ?? []) {
      if (test(i)) out.push(this.companies[i]!);
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * The companies most like `norm` (a name that matched none), best first,
   * each with its similarity (Dice over character pairs): the pairs' lists
   * are counted, rarest first, and the most counted are scored.
   */
  similar(norm: string, limit: number): { company: IndexedCompany; score: number }[] {
    const pairs = searchBigrams(norm);
    const lists = pairs
      .map((p) => this.postings.get(p))
      .filter((l): l is Int32Array => l !== undefined)
      .sort((a, b) => a.length - b.length);
    // Counts in one array the size of the index, reset after use: a Map costs ten times as much here.
    const counts = (this.pairCounts ??= new Uint8Array(this.companies.length));
    const touched: number[] = [];
    let budget = SIMILAR_BUDGET;
    let best = 0;
    for (const list of lists) {
      if (list.length > budget) break;
      budget -= list.length;
      for (const i of list) {
        if (counts[i] === 0) touched.push(i);
        best = Math.max(best, ++counts[i]!);
      }
    }
    const shortlist: number[] = [];
    for (const i of touched) {
      if (counts[i]! * 2 >= best && shortlist.length < 200) shortlist.push(i);
      counts[i] = 0;
    }
    return shortlist
      .map((i) => ({
        i,
        score: Math.max(
          dice(pairs, searchBigrams(this.norms[i]!)),
          ...(this.formerNorms[i] ?? []).map((f) => dice(pairs, searchBigrams(f))),
        ),
      }))
      .filter((s) => s.score >= SIMILAR_CUTOFF)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, limit)
      .map(({ i, score }) => ({ company: this.companies[i]!, score }));
  }

  private pick(exact: number[], prefix: number[], contains: number[], limit: number): IndexedCompany[] {
    const rank = (list: number[]) => list.sort((a, b) => a - b);
    return [...rank(exact), ...rank(prefix), ...rank(contains)].slice(0, limit).map((i) => this.companies[i]!);
  }
}

import { KeyTable } from '../keyTable';
import type { CompanyFacts, HolderFacts } from './rule';

/**
 * The consistency rules' facts of every company of a set and of its holders, in columns of typed arrays rather
 * than an object a company (about 25 bytes a company instead of 200, so that a register of ten million companies
 * is checked within the heap): strings many companies share (types, codes, days) kept once and stored as numbers.
 */

/** Strings as small numbers, each kept once; 0 is null. */
class Strings {
  private readonly ids = new Map<string, number>();
  private readonly list: (string | null)[] = [null];

  id(s: string | null): number {
    if (s === null) return 0;
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.list.length;
      this.ids.set(s, id);
      this.list.push(s);
    }
    return id;
  }

  at(id: number): string | null {
    return this.list[id] ?? null;
  }
}

type Column = Uint8Array | Uint32Array | Float64Array;

/** `column` with room for `n` rows, its rows kept. */
function withRoom<T extends Column>(column: T, n: number): T {
  if (n <= column.length) return column;
  const next = new (column.constructor as new (length: number) => T)(Math.max(n, column.length * 2));
  next.set(column);
  return next;
}

/** Rows by id: the row of an id, added when new. */
class Rows {
  private readonly index = new KeyTable();
  count = 0;

  /** The row of `id`, or -1. */
  of(id: string): number {
    return this.index.get(id) ?? -1;
  }

  /** The row of `id`, a new one when it has none. */
  add(id: string): { row: number; added: boolean } {
    const row = this.index.get(id);
    if (row !== undefined) return { row, added: false };
    this.index.set(id, this.count);
    return { row: this.count++, added: true };
  }
}

export class CompanyFactsTable {
  private readonly rows = new Rows();
  private readonly strings = new Strings();
  private orgType = new Uint32Array(1024);
  private estDate = new Uint32Array(1024);
  private regionCode = new Uint32Array(1024);
  private industryCode = new Uint32Array(1024);
  /** NaN: not given. */
  private regCapital = new Float64Array(1024);
  private listed = new Uint8Array(1024);

  /** A company's facts; a second line of the same id replaces the first's. */
  set(id: string, facts: CompanyFacts): void {
    const { row } = this.rows.add(id);
    const n = row + 1;
    this.orgType = withRoom(this.orgType, n);
    this.estDate = withRoom(this.estDate, n);
    this.regionCode = withRoom(this.regionCode, n);
    this.industryCode = withRoom(this.industryCode, n);
    this.regCapital = withRoom(this.regCapital, n);
    this.listed = withRoom(this.listed, n);
    this.orgType[row] = this.strings.id(facts.orgType);
    this.estDate[row] = this.strings.id(facts.estDate);
    this.regionCode[row] = this.strings.id(facts.regionCode);
    this.industryCode[row] = this.strings.id(facts.industryCode);
    this.regCapital[row] = facts.regCapital ?? NaN;
    this.listed[row] = facts.listed ? 1 : 0;
  }

  get(id: string): CompanyFacts | undefined {
    const row = this.rows.of(id);
    if (row < 0) return undefined;
    const capital = this.regCapital[row]!;
    return {
      orgType: this.strings.at(this.orgType[row]!) ?? '',
      estDate: this.strings.at(this.estDate[row]!),
      regionCode: this.strings.at(this.regionCode[row]!),
      industryCode: this.strings.at(this.industryCode[row]!),
      regCapital: Number.isNaN(capital) ? null : capital,
      listed: this.listed[row] === 1,
    };
  }
}

export class HolderFactsTable {
  private readonly rows = new Rows();
  private count = new Uint32Array(1024);
  private people = new Uint32Array(1024);
  private companies = new Uint32Array(1024);
  private general = new Uint32Array(1024);
  private limited = new Uint32Array(1024);
  private ratio = new Float64Array(1024);

  /** One holder of `companyId`: a person or a company, a partner of a kind or none, its ratio. */
  add(companyId: string, holder: { person: boolean; partnerType: unknown; ratio: number }): void {
    const { row } = this.rows.add(companyId);
    const n = row + 1;
    this.count = withRoom(this.count, n);
    this.people = withRoom(this.people, n);
    this.companies = withRoom(this.companies, n);
    this.general = withRoom(this.general, n);
    this.limited = withRoom(this.limited, n);
    this.ratio = withRoom(this.ratio, n);
    this.count[row] = this.count[row]! + 1;
    if (holder.person) this.people[row] = this.people[row]! + 1;
    else this.companies[row] = this.companies[row]! + 1;
    if (holder.partnerType === '普通合伙人') this.general[row] = this.general[row]! + 1;
    if (holder.partnerType === '有限合伙人') this.limited[row] = this.limited[row]! + 1;
    this.ratio[row] = this.ratio[row]! + holder.ratio;
  }

  get(companyId: string): HolderFacts | undefined {
    const row = this.rows.of(companyId);
    if (row < 0) return undefined;
    return {
      count: this.count[row]!,
      people: this.people[row]!,
      companies: this.companies[row]!,
      general: this.general[row]!,
      limited: this.limited[row]!,
      ratio: this.ratio[row]!,
    };
  }
}

import { isLatin, readings, searchNorm, toSimplified } from './nameForms';
import { SortedKeys } from './sortedKeys';

/** At most this many names are offered for one query (the people behind them are listed with their companies). */
export const PERSON_NAMES_MAX = 50;

/**
 * The names of the register's people (each name once), by their pinyin, full and initials (张伟: zhangwei,
 * zw), the first character read as a surname too (单 shan and dan): what a query typed in letters, or in
 * traditional characters, or in a homophone, may mean. The people of a name are then found in the database.
 */
export class PersonNames {
  private readonly names: string[];
  private readonly known: Set<string>;
  private readonly full: SortedKeys;
  private readonly initials: SortedKeys;

  private constructor(names: string[], full: SortedKeys, initials: SortedKeys) {
    this.names = names;
    this.known = new Set(names);
    this.full = full;
    this.initials = initials;
  }

  static async fromNames(all: Iterable<string>): Promise<PersonNames> {
    const names = [...new Set(all)];
    const full = { keys: [] as string[], at: [] as number[] };
    const initials = { keys: [] as string[], at: [] as number[] };
    for (let i = 0; i < names.length; i++) {
      // Reading a few hundred thousand names takes a second or two: let requests through meanwhile.
      if (i % 20_000 === 19_999) await new Promise<void>((resolve) => setImmediate(resolve));
      const seen = new Set<string>();
      for (const r of [...readings(names[i]!, true), ...readings(names[i]!)]) {
        if (seen.has(r.full)) continue;
        seen.add(r.full);
        full.keys.push(r.full);
        full.at.push(i);
        initials.keys.push(r.initials);
        initials.at.push(i);
      }
    }
    return new PersonNames(names, new SortedKeys(full.keys, full.at), new SortedKeys(initials.keys, initials.at));
  }

  get size(): number {
    return this.names.length;
  }

  /**
   * The names a query may mean, the closest first: the name itself (in simplified characters); names whose
   * full pinyin or initials it is; names in the same pinyin when no one bears the name typed (张玮 for 张伟); names whose pinyin starts with it.
   * The query itself comes first even if no one bears it, so an exact search stays exact.
   */
  namesFor(query: string, limit = PERSON_NAMES_MAX): string[] {
    const text = toSimplified(query.normalize('NFKC').replace(/[\s·•]/g, ''));
    if (!text) return [];
    const out = new Set<string>([text]);
    const take = (positions: Iterable<number>) => {
      for (const i of positions) {
        if (out.size >= limit) return;
        out.add(this.names[i]!);
      }
    };
    if (isLatin(searchNorm(text))) {
      const key = text.toLowerCase();
      take(this.full.equal(key));
      take(this.initials.equal(key));
      if (key.length >= 3) take(this.full.prefix(key, limit));
    } else if (!this.known.has(text) && [...text].length >= 2) {
      for (const r of readings(text, true)) take(this.full.equal(r.full));
    }
    return [...out];
  }
}

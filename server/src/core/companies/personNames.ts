import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { startingWith } from '../../platform/db/paging';
import { isLatin, readings, searchNorm, toSimplified } from './nameForms';
import { PersonKeyKind } from './searchKeys';
import { SortedKeys } from './sortedKeys';

/** A query for a person's name as the lookups read it: simplified, no spaces or middle dots. */
const personText = (query: string) => toSimplified(query.normalize('NFKC').replace(/[\s·•]/g, ''));

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
    const text = personText(query);
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

/**
 * The names a query may mean, as `PersonNames.namesFor` finds them, from the database's keys (`person_search_key`,
 * `SEARCH_INDEXES=database`): nothing kept in memory.
 */
export async function personNamesFromDb(db: Db, query: string, limit = PERSON_NAMES_MAX): Promise<string[]> {
  const text = personText(query);
  if (!text) return [];
  const out = new Set<string>([text]);
  const keyed = (kind: number, where: ReturnType<typeof sql>, order: number) =>
    sql`(select name, ${order}::int as o, key from person_search_key where kind = ${kind} and ${where}
      order by key, name limit ${limit})`;
  const lookups = [];
  if (isLatin(searchNorm(text))) {
    const key = text.toLowerCase();
    lookups.push(keyed(PersonKeyKind.FULL, sql`key = ${key}`, 0), keyed(PersonKeyKind.INITIALS, sql`key = ${key}`, 1));
    if (key.length >= 3) lookups.push(keyed(PersonKeyKind.FULL, sql`key like ${startingWith(key)}`, 2));
  } else if ([...text].length >= 2) {
    const known =
      await sql`select 1 from person_search_key where kind = ${PersonKeyKind.NAME} and key = ${text}`.execute(db);
    if (!known.rows.length)
      lookups.push(keyed(PersonKeyKind.FULL, sql`key = any(${readings(text, true).map((r) => r.full)}::text[])`, 0));
  }
  if (lookups.length) {
    const rows = await sql<{ name: string }>`select name from (${sql.join(lookups, sql` union all `)}) x
      order by o, key, name`.execute(db);
    for (const r of rows.rows) if (out.size < limit) out.add(r.name);
  }
  return [...out];
}

import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { buildIndexes, secondaryIndexes } from '../../platform/db/indexes';
import { nameParts, readings, toSimplified, withoutForm, type Reading } from './nameForms';
import { RANKED_START } from './nameIndex';
import { cityUnknownIn, placesOf, type Region } from './regionNames';

/**
 * The keys a company is found by when name search is served by the database (`SEARCH_INDEXES=database`): its core
 * (字号 + 行业, and the core with its leading region where taking the region out left a short one), the core's
 * pinyin in full and its initials, its legal form (a form word typed alone lists that form), the core's tails (a
 * part typed from inside a name), the same behind each place the company lies in (a part typed after a region), the
 * name without its legal form, its former names, the core's one-character deletions (a near name), and the same
 * behind the company's most specific place (a near name typed after a region), and the core's starts (a start
 * many cores share lists their largest, not the first in key order). `company_search_key` holds them with the
 * company's place among equals and its number (`company.num`); the database answers exact, prefix and
 * one-character-off look-ups through its indexes, so that no server keeps every name in memory. Every load writes
 * the keys of the companies it brought.
 */
export const KeyKind = {
  CORE: 0,
  PINYIN: 1,
  INITIALS: 2,
  FORM: 3,
  SUFFIX: 4,
  TEXT: 5,
  FORMER: 6,
  PLACED: 7,
  DELETION: 8,
  PLACED_DELETION: 9,
  PREFIX: 10,
} as const;
export type KeyKind = (typeof KeyKind)[keyof typeof KeyKind];

export interface SearchKey {
  kind: number;
  key: string;
}

/** A `PLACED` key: a place (`placesOf`), then a tail of the core. */
export const placedKey = (place: string, tail: string) => `${place}:${tail}`;

/**
 * A `PLACED_DELETION` key: a deletion of the core, then a place, so that a province's keys of a deletion are one range
 * (its own place's, its cities', and those of its companies of no known city).
 */
export const deletionPlacedKey = (deletion: string, place: string) => `${deletion}:${place}`;

/** The most specific of a company's places: a province only where none of its cities is among them. */
const mostSpecific = (places: readonly string[]) =>
  places.filter((place) => !places.some((other) => other.length > place.length && other.startsWith(place)));

/**
 * The places a company lies in: those of where it is registered (GB/T 2260), and of the region its name states (a
 * company keeps 北京 in its name after moving away), as the ranking's region check reads them: with no registration
 * code and a name stating only a province (no municipality), in any of its cities.
 */
const placesOfCompany = (regionCode: string | null, named: Region | undefined): string[] => [
  ...new Set([
    ...(regionCode ? placesOf(regionCode) : []),
    ...(named?.codes.flatMap(placesOf) ?? []),
    ...(!regionCode && named ? named.codes.flatMap((code) => cityUnknownIn(code) ?? []) : []),
  ]),
];

/** The tails of `text` of two characters or more, from its character `from` on. */
function tailsOf(text: string, from: number): string[] {
  const cs = [...text];
  return Array.from({ length: Math.max(0, cs.length - 1 - from) }, (_, k) => cs.slice(from + k).join(''));
}

/**
 * The keys of a name in normal form (and its former names'), registered at `regionCode`, each once; `sounds` keeps
 * the cores' readings between calls.
 */
export function searchKeysOf(
  norm: string,
  sounds = new Map<string, Reading[]>(),
  formerNorms: readonly string[] = [],
  regionCode: string | null = null,
): SearchKey[] {
  const parts = nameParts(toSimplified(norm));
  const seen = new Set<string>();
  const out: SearchKey[] = [];
  const add = (kind: KeyKind, key: string) => {
    if (key && !seen.has(`${kind}${key}`)) {
      seen.add(`${kind}${key}`);
      out.push({ kind, key });
    }
  };
  add(KeyKind.FORM, String(parts.form));
  // A former name whole, and its tails from its start (its parts, as the names in memory read a former name's pairs).
  for (const former of formerNorms) {
    const simplified = toSimplified(former);
    add(KeyKind.FORMER, simplified);
    for (const tail of tailsOf(withoutForm(simplified), 0)) add(KeyKind.SUFFIX, tail);
  }
  // The name without its legal form, region and all, where it is not the core: near a name whose region is mistyped.
  const text = withoutForm(parts.norm);
  if (text !== parts.core) add(KeyKind.TEXT, text);
  // The tails of two characters or more of the name without its legal form, region and all: a part typed from inside
  // a name starts one, within its core (物业服务 of 富航物业服务) or across its region (京凯联 of 北京凯联…, 医药(石 of
  // …医药(石家庄)). The core's own, where the text does not hold it.
  for (const whole of text.includes(parts.core) ? [text] : [text, parts.core])
    for (const tail of tailsOf(whole, 1)) add(KeyKind.SUFFIX, tail);
  // The core and its tails behind each place the company lies in: a part typed after a region (深圳贸易, 北京华为) is
  // a range of that place's keys, where among every holder of the part (贸易: a fifth of the names) the region's
  // few were not found. The core itself too: a 字号 typed after its region starts the cores of that place.
  const places = placesOfCompany(regionCode, parts.regions.at(-1));
  const coreTails = tailsOf(parts.core, 0);
  for (const place of places) for (const tail of coreTails) add(KeyKind.PLACED, placedKey(place, tail));
  // The deletions behind the company's place too: a near name typed after a region is the region's (most cores one
  // character off a full name's are elsewhere, and the first twenty of a deletion in the country left the region's
  // out). Its most specific place alone, a key a deletion: a province's keys are a range of its cities'.
  const where = mostSpecific(places);
  for (const core of parts.alt === undefined ? [parts.core] : [parts.core, parts.alt]) {
    add(KeyKind.CORE, core);
    // Its starts (`RANKED_START`): a start typed is looked up among the cores holding it in rank order (the largest
    // 通达 companies), where a range of cores in key order held the first forty alphabetically, past which were most
    // of a common start's largest (at a million companies, 138 of 200 two-character starts).
    const characters = [...core];
    for (let k = RANKED_START; k < characters.length; k++) add(KeyKind.PREFIX, characters.slice(0, k).join(''));
    for (const deletion of deletionsOf(core)) {
      add(KeyKind.DELETION, deletion);
      for (const place of where) add(KeyKind.PLACED_DELETION, deletionPlacedKey(deletion, place));
    }
    let read = sounds.get(core);
    if (!read) sounds.set(core, (read = readings(core)));
    for (const r of read) {
      add(KeyKind.PINYIN, r.full);
      add(KeyKind.INITIALS, r.initials);
    }
  }
  return out;
}

/**
 * A core's one-character deletions, each once, of a core of three characters or more (a near name is looked for
 * only then): a core one character off another shares one of them with it (one wrong or swapped), or is one of the
 * other's (one added), or the other is one of its own (one missing); an equality look-up of each, in rank order,
 * finds the near names.
 */
export function deletionsOf(core: string): string[] {
  const cs = [...core];
  if (cs.length < 3) return [];
  return [...new Set(cs.map((_, k) => [...cs.slice(0, k), ...cs.slice(k + 1)].join('')))];
}

/**
 * A company's place among equals as one number, smaller first, as the names in memory rank them (`rankOrder`):
 * active before cancelled, a branch after the others, the larger registered capital first, then the shorter name
 * (views, which change by the minute, are weighed when ranking). Equals past it are read in the index's order.
 */
export const SEARCH_RANK = sql<string>`(
  (case when c.active then 0 else 2 end + case when c.name_norm like '%分公司' then 1 else 0 end)::bigint
    * 100000000000000000
  + (9999999999999 - least(floor(coalesce(c.reg_capital, 0)), 9999999999999))::bigint * 1000
  + least(char_length(c.name), 999))`;

const BATCH = 5_000;

/** The advisory lock of whoever writes company keys: one transaction at a time. */
const KEY_WRITER = 660066;

/** A batch's keys as the columns of `company_search_key`. */
interface KeyColumns {
  kind: number[];
  key: string[];
  rank: string[];
  /** The company's number (`company.num`). */
  num: number[];
}

/**
 * Write the keys of the companies changed at or after `since` (a load's start), or of every company (null),
 * replacing the ones they had (`replace: false`: they have none, the keys' table was empty), into `table`. Returns
 * how many companies. The next batch is read before this one is written, and its keys made while the database
 * writes these (the two took about as long, one after the other).
 */
export async function writeSearchKeys(
  db: Db,
  since: string | null,
  { replace = true, table = 'company_search_key' } = {},
): Promise<number> {
  // After a rewrite under way (`currentSearchKeys`), not beside it: keys written into the table it replaces would be
  // lost with it, and the rewrite's drop would wait on this transaction while this waits on it at its end.
  await sql`select pg_advisory_xact_lock(${KEY_WRITER})`.execute(db);
  const sounds = new Map<string, Reading[]>();
  // Walked in the order of the companies' numbers, which the keys hold (`company_num_idx`).
  const batchAfter = async (after: number) =>
    (
      await sql<{
        num: number;
        name_norm: string;
        former_norms: string[];
        region_code: string | null;
        rank: string;
      }>`
        select num, name_norm, former_norms, trim(region_code) as region_code, ${SEARCH_RANK} as rank from company c
        where num > ${after} ${since === null ? sql`` : sql`and updated_at >= ${since}::timestamptz`}
        order by num limit ${BATCH}`.execute(db)
    ).rows;
  const keysOf = (rows: Awaited<ReturnType<typeof batchAfter>>): KeyColumns => {
    const keys: KeyColumns = { kind: [], key: [], rank: [], num: [] };
    for (const r of rows)
      for (const k of searchKeysOf(r.name_norm, sounds, r.former_norms, r.region_code)) {
        keys.kind.push(k.kind);
        keys.key.push(k.key);
        keys.rank.push(r.rank);
        keys.num.push(r.num);
      }
    // The readings of a million cores would stay in memory for nothing.
    if (sounds.size > 100_000) sounds.clear();
    return keys;
  };
  const write = (nums: number[], keys: KeyColumns) =>
    sql`
    ${replace ? sql`with gone as (delete from ${sql.table(table)} where num = any(${nums}::int[]))` : sql``}
    insert into ${sql.table(table)} (kind, key, rank, num)
    select * from unnest(${keys.kind}::smallint[], ${keys.key}::text[], ${keys.rank}::bigint[], ${keys.num}::int[])`.execute(
      db,
    );
  let rows = await batchAfter(0);
  let keys = keysOf(rows);
  let count = 0;
  while (rows.length) {
    const nums = rows.map((r) => r.num);
    const next = batchAfter(nums.at(-1)!);
    const written = write(nums, keys);
    // Awaited below; a failure meanwhile is not one nobody heard.
    written.catch(() => undefined);
    rows = await next;
    keys = keysOf(rows);
    await written;
    count += nums.length;
  }
  return count;
}

/** Person-name keys: the full pinyin and the initials of a name (its first character read as a surname too), the name. */
export const PersonKeyKind = { FULL: 0, INITIALS: 1, NAME: 2 } as const;

/** The pinyin keys of a person's name, each once (张伟: zhangwei, zw; 单 read shan and dan). */
export function personKeysOf(name: string): SearchKey[] {
  const out: SearchKey[] = [];
  const seen = new Set<string>();
  for (const r of [...readings(name, true), ...readings(name)]) {
    if (seen.has(r.full)) continue;
    seen.add(r.full);
    out.push({ kind: PersonKeyKind.FULL, key: r.full });
    out.push({ kind: PersonKeyKind.INITIALS, key: r.initials });
  }
  return out;
}

/** Key those of `names` that have no keys yet (a name is keyed once, whoever bears it). Returns how many. */
async function keyNames(db: Db, names: readonly string[]): Promise<number> {
  const { rows } = await sql<{ name: string }>`
    select distinct n.name from unnest(${names}::text[]) as n(name)
    where not exists (select 1 from person_search_key k where k.name = n.name)`.execute(db);
  if (!rows.length) return 0;
  const keys = rows.flatMap((r) => personKeysOf(r.name).map((k) => ({ ...k, name: r.name })));
  // Every name keyed by itself too: one without Chinese characters has no pinyin, and is not read again.
  for (const r of rows) keys.push({ kind: PersonKeyKind.NAME, key: r.name, name: r.name });
  await sql`
    insert into person_search_key (kind, key, name)
    select kind, key, name from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as x(kind smallint, key text, name text)
    on conflict do nothing`.execute(db);
  return rows.length;
}

/**
 * Key the people's names that have none yet: those of `names` (a load's people, read as it goes, so that a day's
 * update costs its own people and not the register's), or every name, walked once in name order.
 */
export async function writePersonKeys(db: Db, names?: AsyncIterable<string>): Promise<number> {
  let count = 0;
  if (names) {
    let batch: string[] = [];
    for await (const name of names) {
      batch.push(name);
      if (batch.length >= BATCH) {
        count += await keyNames(db, batch);
        batch = [];
      }
    }
    return count + (batch.length ? await keyNames(db, batch) : 0);
  }
  let after = '';
  for (;;) {
    const { rows } = await sql<{ name: string }>`
      select distinct name from person where name > ${after} order by name limit ${BATCH}`.execute(db);
    if (!rows.length) return count;
    count += await keyNames(
      db,
      rows.map((r) => r.name),
    );
    after = rows.at(-1)!.name;
  }
}

/**
 * The keys' format: a change to what `searchKeysOf` or `personKeysOf` writes takes the next number, so that the keys
 * of a register written before are written again rather than answer differently from a new load's. Companies'
 * format 2: the `PLACED` keys; 3: those of a province's companies of no known city (`cityUnknownIn`); 4: the cores'
 * one-character deletions (`DELETION`); 5: those behind each province (`PLACED_DELETION`); 6: behind
 * the company's most specific place instead, the deletion first; 7: the `SUFFIX` tails of the name without its legal
 * form, not of the core alone; 8: the cores' starts (`PREFIX`); 9: the name's length in the rank (`SEARCH_RANK`);
 * 10: the tails of former names (`SUFFIX`).
 */
export const KEY_FORMAT = { company: 10, person: 1 } as const;

/**
 * Every company's and name's keys in the current format, by one writer at a time (the others wait on the lock, then
 * find them written), in `trx`: keys for a register loaded before they existed (migration 0066) or written in an
 * older format. Returns how many companies and names were written.
 */
export async function currentSearchKeys(trx: Db): Promise<number> {
  await sql`select pg_advisory_xact_lock(${KEY_WRITER})`.execute(trx);
  const due = await keysDue(trx);
  let written = 0;
  if (due.companies) written += await rewriteSearchKeys(trx);
  // Names are keyed once whoever bears them: older keys go first, or they would not be written again.
  if (due.olderPeople) await sql`delete from person_search_key`.execute(trx);
  if (due.people) written += await writePersonKeys(trx);
  for (const [what, format] of Object.entries(KEY_FORMAT))
    await sql`insert into search_key_format (what, format) values (${what}, ${format})
      on conflict (what) do update set format = excluded.format`.execute(trx);
  return written;
}

/**
 * Every company's keys written again, into a table of their own whose indexes are built after its rows (sorted, as
 * a first load's), put in the old one's place at the end of `trx`: searches read the old keys until then. Written
 * over in place, a million companies' keys took twelve minutes and left the indexes twice their size.
 */
async function rewriteSearchKeys(trx: Db): Promise<number> {
  await sql`drop table if exists company_search_key_next`.execute(trx);
  await sql`create table company_search_key_next (like company_search_key including defaults)`.execute(trx);
  const written = await writeSearchKeys(trx, null, { replace: false, table: 'company_search_key_next' });
  // The keys' table has no key or unique index: its secondary indexes are all of them.
  const indexes = await secondaryIndexes(trx, 'company_search_key');
  await buildIndexes(
    trx,
    indexes.map(({ name, definition }) =>
      definition.replace(/^CREATE INDEX \S+ ON \S+ /, `CREATE INDEX ${name}_next ON company_search_key_next `),
    ),
  );
  await sql`drop table company_search_key`.execute(trx);
  await sql`alter table company_search_key_next rename to company_search_key`.execute(trx);
  for (const { name } of indexes)
    await sql`alter index ${sql.raw(`${name}_next`)} rename to ${sql.raw(name)}`.execute(trx);
  // A new table has no statistics: without them the planner guesses every look-up's size.
  await sql`analyze company_search_key`.execute(trx);
  return written;
}

/**
 * An instance writes the keys at its start only for a register this small (a demo, a test, a first PostgreSQL
 * trial): above it, writing every company's keys would hold the searches for as long as a load (half an hour at
 * ten million), so the keys are brought current by `data keys`, run once, as a load does.
 */
export const KEYS_AT_START_UP_TO = 200_000;

/**
 * `currentSearchKeys` at a server's start, in a transaction of its own, when the register has at most `upTo`
 * companies; else only whether the keys are current (an older or missing format is the operator's to fix with
 * `data keys`; the searches answer meanwhile from the keys as they are). Returns the names written, or `stale`.
 */
export async function ensureSearchKeys(db: Db, upTo = KEYS_AT_START_UP_TO): Promise<number | 'stale'> {
  const { rows } = await sql<{ small: boolean }>`
    select count(*) <= ${upTo} as small from (select 1 from company limit ${upTo + 1}) c`.execute(db);
  if (rows[0]!.small) return db.transaction().execute(currentSearchKeys);
  const due = await keysDue(db);
  return due.companies || due.people ? 'stale' : 0;
}

/** Which keys are to be written: those whose table is empty beside a register that is not, or of an older format. */
async function keysDue(db: Db): Promise<{ companies: boolean; people: boolean; olderPeople: boolean }> {
  const stored = await sql<{ what: keyof typeof KEY_FORMAT; format: number }>`
    select what, format from search_key_format`.execute(db);
  // No format: no keys yet, or those a first load has just written, in the current one (migration 0082).
  const older = (what: keyof typeof KEY_FORMAT) =>
    (stored.rows.find((r) => r.what === what)?.format ?? KEY_FORMAT[what]) !== KEY_FORMAT[what];
  const { rows } = await sql<{ companies: boolean; people: boolean }>`
    select exists (select 1 from company) and not exists (select 1 from company_search_key) as companies,
           exists (select 1 from person) and not exists (select 1 from person_search_key) as people`.execute(db);
  return {
    companies: rows[0]!.companies || older('company'),
    people: rows[0]!.people || older('person'),
    olderPeople: older('person'),
  };
}

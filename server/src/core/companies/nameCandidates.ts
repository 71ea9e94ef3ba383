import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { executePlannedOnce } from '../../platform/db/plannedOnce';
import { likeLiteral } from '../../platform/db/paging';
import { isLatin, latinReadings, readings, withoutForm } from './nameForms';
import {
  compactCode,
  everyHolderMatches,
  FORM_WORDS,
  FUZZY_BELOW,
  nearNamesFor,
  parseQuery,
  RANKED_START,
  type IndexRow,
  type Query,
} from './nameIndex';
import { placesLookedUp, type Region } from './regionNames';
import { deletionPlacedKey, deletionsOf, KeyKind, placedKey } from './searchKeys';

/**
 * The companies a query may mean, found by the database (`SEARCH_INDEXES=database`): by every key any tier of the
 * ranking could match (a code, a former name, the core exactly or as a prefix, its pinyin, a 证券简称; then, while
 * those are fewer than asked for, a typed part of a name and the core one character off). The ranking itself is
 * the name index's, run over these few: one ranking whichever path found them.
 */

const chars = (s: string) => [...s].length;
/** Parts and near names are of names in Chinese characters, not of codes or pinyin. */
const HAN = /\p{Script=Han}/u;
/**
 * Near names one pattern or deletion brings at most: a common shape (富?物业服务 at a million companies: 558 names)
 * would else bring hundreds to rank for ten places.
 */
const NEAR_EACH = 20;
/**
 * Keys a one-off pattern of a text reads at most from its literal side, in key order: a literal of one character
 * (广 of a name with no region) starts hundreds or thousands of keys of a length, which the pattern read whole for
 * its few matches (广嘉投资管理有限责任公司: 27,000 keys, 9 ms). The window halved a full name's buffers (2,285 →
 * 1,102 for the bench's names at a million companies); a near name past it may be left for another, the near tier
 * being candidates for the ranking, as the names in memory count only rare pairs.
 */
const NEAR_WINDOW = 500;

type Lookup = RawBuilder<unknown>;
/**
 * Keys of `kind` equal to one of `keys`, the first `n` in rank order. The keys are probed first (`offset 0` keeps
 * the order and limit out of that plan: knowing them, the planner walked the whole kind in rank order, 300 ms at a
 * million companies), then their companies sorted.
 */
const equal = (kind: number, keys: readonly string[], n: number): Lookup =>
  keys.length === 1
    ? // One key's entries are in rank order in the index: its first `n` are read, not all (a form word typed
      // alone, 有限公司, has most companies: sorting them took 120 ms at a million).
      sql`(select num from company_search_key where kind = ${kind} and key = ${keys[0]} order by rank limit ${n})`
    : sql`(select num from (select num, rank from company_search_key where kind = ${kind}
    and key = any(${keys}::text[]) offset 0) x order by rank limit ${n})`;
/**
 * Keys of `kind` equal to one of `keys`, the first `n` of each in rank order: a look-up a key (a lateral join),
 * each of which reads its first `n` from the index and stops, however many companies share the key (科技, a
 * deletion of every three-character core ending in it).
 */
const eachEqual = (kind: number, keys: readonly string[], n: number): Lookup =>
  sql`(select k.num from unnest(${keys}::text[]) as q(key), lateral (select num from company_search_key
    where kind = ${kind} and key = q.key order by rank limit ${n}) k)`;

/**
 * Keys of `kind` starting with `start`, the first `n` in key order, as the in-memory index takes them: the index is
 * walked and left after `n` (in rank order, a common start, 科技, sorted a hundred thousand keys), and the ranking
 * then orders them. A range, not `like`: the statement's plan is made once (`executePlannedOnce`), without the
 * values, and only a range of values walks the index then.
 */
const prefixed = (kind: number, start: string, n: number): Lookup =>
  sql`(select num from company_search_key where kind = ${kind} and key >= ${start} and key < ${pastPrefix(start)}
    order by key, rank limit ${n})`;

/**
 * Keys of `kind` starting with `start`: of the first `window` in key order, the first `take` in rank order. A part
 * of a name is ranked in rank order (the names in memory walk its companies so); a common part, 科技, starts tens of
 * thousands of tails: a window of them is read from the index alone, and only the best of it fetched (the
 * companies' rows were most of a paged search's work).
 */
const bestOfRange = (kind: number, start: string, take: number, window: number): Lookup =>
  sql`(select num from (select num, rank from company_search_key where kind = ${kind} and key >= ${start}
    and key < ${pastPrefix(start)} order by key, rank limit ${window}) w order by rank limit ${take})`;

/**
 * The tails starting with a part of two characters, the first `n` in rank order (migration 0085's index of their
 * first two characters): a common pair (中农) starts thousands of tails, and a window of them in key order
 * (`bestOfRange`) left out their largest holders, which the names in memory list first.
 */
const tailsOfPair = (pair: string, n: number): Lookup =>
  sql`(select num from company_search_key where kind = ${sql.lit(KeyKind.SUFFIX)} and left(key, 2) = ${pair}
    order by rank limit ${n})`;

/**
 * Prefix matches come in key order, and the ranking orders them: each range gives four times the `limit` of the
 * look-ups, for the ranking to take the best of (a count reads `limit` of each: `inRange`).
 */
const RANGE_TIMES = 4;
/** A part of a name: the best twice the `limit` of a window twenty times it (`bestOfRange`). */
const PART = { take: 2, window: 20 };

/**
 * The close tiers: codes, former names, 证券简称, a form word alone, the core exactly or as a prefix, pinyin. A count
 * (`placedCores`) leaves the core typed after a region to the part's look-up: its keys behind the region's place
 * start with the core too, and hold only the region's companies.
 */
function closeLookups(q: Query, limit: number, inRange = limit * RANGE_TIMES, placedCores = false): Lookup[] {
  const out: Lookup[] = [];
  const code = compactCode(q.norm);
  // Codes are digits and letters: a name in Chinese characters is not looked up as one.
  if (!HAN.test(code)) {
    out.push(sql`(select num from company where credit_code = ${code} or reg_no = ${code} or org_code = ${code})`);
    // The first in code order, as the name index takes them (a range: the database's collation is not "C", and
    // `like` alone neither walked the index nor kept an order).
    if (/\d/.test(code) && code.length >= 4)
      out.push(sql`(select num from company where credit_code >= ${code} and credit_code < ${pastPrefix(code)}
        order by credit_code limit ${limit})`);
  }
  out.push(equal(KeyKind.FORMER, [q.norm], limit));
  // A company's reports each name it: its id once, so that another company of that 简称 is not left past the limit.
  out.push(sql`(select c.num from company c where c.ent_id in (select distinct ent_id from research_report
    where stock_name = ${q.norm} limit ${limit}))`);
  const form = FORM_WORDS[q.norm];
  if (form !== undefined) out.push(equal(KeyKind.FORM, [String(form)], limit));
  const { core, alt } = q.parts;
  const cores = [...(placedCores && q.region ? [] : [core]), ...(alt === undefined ? [] : [alt])];
  if (cores.length) out.push(equal(KeyKind.CORE, cores, 1000));
  // The cores a start begins, the first in rank order (`PREFIX`) or, a shorter start, in key order, as the names in
  // memory take them (`RANKED_START`).
  for (const c of cores)
    out.push(chars(c) >= RANKED_START ? equal(KeyKind.PREFIX, [c], inRange) : prefixed(KeyKind.CORE, c, inRange));
  if (isLatin(q.norm)) {
    const keys = [...new Set(latinReadings(q.norm).map((r) => r.key))];
    out.push(
      sql`(select num from company_search_key where kind in (${KeyKind.PINYIN}, ${KeyKind.INITIALS})
        and key = any(${keys}::text[]) limit 1000)`,
    );
    for (const key of keys.filter((k) => k.length >= 2))
      for (const kind of [KeyKind.PINYIN, KeyKind.INITIALS]) out.push(prefixed(kind, key, Math.ceil(inRange / 2)));
  }
  return out;
}

/**
 * Keys of `kind` starting with `start`, which ends with `typed` (two Chinese characters or more): the best of a
 * window for the ranking, or (`count`) every one up to `limit`.
 */
const startingWith = (kind: number, start: string, limit: number, count: boolean, typed = start): Lookup[] =>
  chars(typed) < 2 || !HAN.test(typed)
    ? []
    : [count ? prefixed(kind, start, limit) : bestOfRange(kind, start, limit * PART.take, limit * PART.window)];

/**
 * A typed part of a name: the tails of the names without their legal form hold it at their start, a pair's read
 * in rank order (`tailsOfPair`), a longer part's the best of a window; after a region, the core's tails behind the
 * region's place (its city, or its province), whose best are the region's (its districts are checked by the
 * ranking). A form word typed alone lists that form (`FORM_WORDS`), not the names holding it in their text
 * (X有限公司北京分公司).
 */
function partLookups(q: Query, limit: number, { count = false } = {}): Lookup[] {
  const { core } = q.parts;
  if (FORM_WORDS[q.norm] !== undefined) return [];
  if (q.region)
    return placesLookedUp(q.region).flatMap((place) =>
      startingWith(KeyKind.PLACED, placedKey(place, core), limit, count, core),
    );
  if (!count && chars(core) === 2 && HAN.test(core)) return [tailsOfPair(core, limit * PART.take)];
  return startingWith(KeyKind.SUFFIX, core, limit, count);
}

/**
 * The start of a name's text, region and all, as people type it (佛山汇, 佛山汇鼎, 天瑞电子（杭): the text keys of
 * the names whose core is not their text. A region and the core's first characters find no core by prefix when
 * the region's companies are not among the first of those cores (汇鼎 starts hundreds at a million companies),
 * and a region and one character are no core at all.
 */
const textLookups = (q: Query, limit: number, { count = false } = {}) =>
  startingWith(KeyKind.TEXT, q.text, limit, count);

/** The first key after every key starting with `prefix` (its last character's code point plus one). */
const pastPrefix = (prefix: string) => {
  const cs = [...prefix];
  const last = cs.pop()?.codePointAt(0);
  // No prefix: past every key.
  return last === undefined ? '\u{10FFFF}' : cs.join('') + String.fromCodePoint(last + 1);
};

/**
 * Whether a pattern walks its index from its start (`head`) rather than, reversed, from its end: from the side
 * that holds the start of the core (`coreAt`, in characters), the 字号, where one is empty or the core is not found
 * the longer. A name's end is its trade (科技, 网络科技), shared by tens of thousands: 成_网络科技 walked from its
 * end read every six-character core ending in 网络科技 (3,200 at a million companies) for its few matches.
 */
export const fromStart = (head: readonly string[], tail: readonly string[], coreAt: number) =>
  !tail.length || (head.length > 0 && (coreAt < 0 ? head.length >= tail.length : head.length > coreAt));

/**
 * The names without their legal form (`TEXT` keys, region and all) one character off `text`: one missing (equal to
 * the text without it), or one wrong or added (a pattern of the key's length whose literal side walks an index, from
 * the start or, reversed, from the end: `fromStart`, for up to `NEAR_WINDOW` keys). The patterns are rows of one
 * look-up each way (a lateral join, each row bounded by its literal side so that it walks its index): planned once,
 * not once a pattern (twenty selects took 2.5 ms to plan). The kind is written in the statement: the indexes by
 * length hold only this kind (migration 0084), and a plan made for any kind could not use them. (The cores one
 * character off are found by their deletions, by equality: `nearLookups`.)
 */
function textOneOff(text: string, coreAt: number, coreLeft: number): Lookup[] {
  const kind = KeyKind.TEXT;
  const cs = [...text];
  const forward: { length: number; from: string; to: string; like: string }[] = [];
  const backward: typeof forward = [];
  // Keys of the pattern's length only, read from the index alone: it narrows to them before the literal side
  // (华_科技 reads the four-character keys starting with 华, not every key).
  const pattern = (head: string[], tail: string[]) => {
    const length = head.length + tail.length + 1;
    const [side, other, list] = fromStart(head, tail, coreAt)
      ? [head, tail, forward]
      : [[...tail].reverse(), [...head].reverse(), backward];
    const literal = side.join('');
    list.push({
      length,
      from: literal,
      to: pastPrefix(literal),
      like: `${likeLiteral(literal)}_${likeLiteral(other.join(''))}`,
    });
  };
  // The core's characters (`coreLeft` of them from `coreAt`; none but after a region) one wrong, or one added
  // among them or at either end, are left to the cores' look-ups (`placedNear`).
  const left = (k: number, added: number) => k >= coreAt && k < coreAt + coreLeft + added;
  for (let k = 0; k < cs.length; k++) if (!left(k, 0)) pattern(cs.slice(0, k), cs.slice(k + 1));
  for (let k = 0; k <= cs.length; k++) if (!left(k, coreLeft && 1)) pattern(cs.slice(0, k), cs.slice(k));
  const rows = (list: typeof forward) => sql`unnest(${list.map((p) => p.length)}::int[],
    ${list.map((p) => p.from)}::text[], ${list.map((p) => p.to)}::text[], ${list.map((p) => p.like)}::text[])
    as p(length, "from", "to", "like")`;
  return [
    sql`(select num from company_search_key where kind = ${kind}
      and key = any(${deletionsOf(text)}::text[]))`,
    sql`(select k.num from ${rows(forward)}, lateral (select num from (select num, key
      from company_search_key where kind = ${sql.lit(kind)} and char_length(key) = p.length and key >= p."from" collate "C"
        and key < p."to" collate "C" order by key limit ${NEAR_WINDOW}) w where key like p."like" limit ${NEAR_EACH}) k)`,
    sql`(select k.num from ${rows(backward)}, lateral (select num from (select num, reverse(key) as r
      from company_search_key where kind = ${sql.lit(kind)} and char_length(key) = p.length
        and reverse(key) >= p."from" collate "C" and reverse(key) < p."to" collate "C" order by reverse(key)
        limit ${NEAR_WINDOW}) w where r like p."like" limit ${NEAR_EACH}) k)`,
  ];
}

/**
 * The cores sharing one of `shared` (a core and its deletions) behind the places of `region` (`PLACED_DELETION`), the
 * first of each in rank order: a city's (a district's, checked by the ranking) by equality; a province's from the
 * range of its places' keys, the best of a window.
 */
function placedNear(region: Region, shared: readonly string[]): Lookup[] {
  const places = placesLookedUp(region);
  const exact = places.filter((p) => p.length > 2).flatMap((p) => shared.map((d) => deletionPlacedKey(d, p)));
  const provinces = places.filter((p) => p.length === 2);
  return [
    ...(exact.length ? [eachEqual(KeyKind.PLACED_DELETION, exact, NEAR_EACH)] : []),
    ...provinces.flatMap((p) =>
      shared.map((d) => bestOfRange(KeyKind.PLACED_DELETION, deletionPlacedKey(d, p), NEAR_EACH, NEAR_WINDOW)),
    ),
  ];
}

/**
 * Near names: a homophone (the same pinyin), the core one character missing, wrong or added, or the name without
 * its legal form so (a wrong character in the region: 呼鑫浩特骏旭贸易 is not read as a region and a core, and is
 * one character off the text 呼和浩特骏旭贸易 of a name whose core is 骏旭贸易). After a region, the cores one
 * character wrong or added are the region's (`placedNear`): the ranking lists the region's alone, and the country's
 * first twenty of a deletion were mostly elsewhere (at a million companies, 33 of a full name's 52 rows; they held
 * 142 of the 632 near names of the region the names in memory list for the bench's full names), and the text's
 * patterns that change the core are left to them.
 */
function nearLookups(q: Query): Lookup[] {
  const { core } = q.parts;
  if (chars(core) < 3 || !HAN.test(core)) return [];
  const text = withoutForm(q.norm);
  const coreAt = text.indexOf(core);
  const at = coreAt < 0 ? -1 : chars(text.slice(0, coreAt));
  const deletions = deletionsOf(core);
  const shared = [core, ...deletions];
  return [
    equal(
      KeyKind.PINYIN,
      readings(core).map((r) => r.full),
      50,
    ),
    // The core one character off, by the cores' deletions (`deletionsOf`): a core one missing is a deletion of the
    // query's; one added has the query's among its own; one wrong or swapped shares one with it.
    eachEqual(KeyKind.CORE, deletions, NEAR_EACH),
    ...(q.region ? placedNear(q.region, shared) : [eachEqual(KeyKind.DELETION, shared, NEAR_EACH)]),
    ...textOneOff(text, at, q.region && at >= 0 ? chars(core) : 0),
  ];
}

/** A company as the name index reads it (`IndexRow` but its views and aliases), from `company c`. */
export const INDEX_COLUMNS = sql`c.ent_id as "entId", c.name, c.name_norm as norm, c.former_norms as "formerNorms",
  c.credit_code as "creditCode", c.reg_no as "regNo", c.org_code as "orgCode", c.status, c.active,
  c.legal_rep as "legalRep", to_char(c.est_date, 'YYYY-MM-DD') as "estDate", c.former_names as "formerNames",
  trim(c.region_code) as "regionCode", c.reg_capital::float8 as capital`;

/**
 * The statement reading the companies of `nums` (a select of their numbers, `company.num`) as the name index reads
 * them, with their views and those of their 证券简称 that are one of `norms` (the ranking reads a 证券简称 only where
 * it is what was typed: one look-up of those, not one a company). The numbers as an array, looked up one by one in
 * their index: as `in (select …)` the planner, guessing tens of thousands from the lookups' limits, hashed them and
 * read the whole company table (1.4 s at a million companies for 40 ids). The views are counted once for all the
 * candidates, and views and 证券简称 read a row only where some candidate has any (in most statements none has):
 * read a row each always, they took 4% of a suggestion.
 */
const rowsQuery = (db: Db, nums: Lookup, norms: readonly string[], count?: Lookup): CompiledQuery<IndexRow> =>
  sql<IndexRow>`
    with nums as (${nums}),
      found as materialized (select ${INDEX_COLUMNS} from company c where c.num = any(array(select num from nums))),
      aliased as materialized (select ent_id, stock_name from research_report where stock_name = any(${norms}::text[])),
      viewed as materialized (select ent_id, count(*)::int as n from company_view
        where ent_id = any(array(select "entId" from found)) group by ent_id)
      ${count ? sql`, counted as (${count})` : sql``}
      select f.*,
        case when exists (select from viewed) then coalesce((select n from viewed w where w.ent_id = f."entId"), 0)
          else 0 end as views,
        case when exists (select from aliased) then array(select distinct a.stock_name from aliased a
          where a.ent_id = f."entId") else '{}' end as aliases
        ${count ? sql`, (select n from counted) as counted` : sql``}
      from found f`.compile(db);

const union = (lookups: Lookup[]): Lookup =>
  lookups.length
    ? sql`select num from (${sql.join(lookups, sql` union all `)}) x`
    : sql`select null::int as num where false`;

/**
 * The companies any of `texts` may mean, tier by tier as the ranking looks at them, in one statement: the close
 * tiers; parts of names while fewer than `limit` were found (a region's also where they are few); near names while
 * fewer than ten were found (of one query; of several, every tier of each). Near names are not asked for where the
 * ranking would not look: a short query, or enough close and part matches (the near tier was most of the
 * statement's buffers and a third of its planning for those). A tier not needed is not read (its condition is
 * checked once, first).
 */
export async function candidateRows(db: Db, texts: readonly string[], limit: number): Promise<IndexRow[]> {
  const query = candidateQuery(db, texts, limit);
  return query ? executePlannedOnce(db, query) : [];
}

/**
 * The companies `text` may mean (`candidateRows`), and how many the keys count up to `cap` (`candidateCount`): one
 * statement for a page of results, not two (a round trip and a plan's setup less; the keys read are the same).
 */
export async function countedCandidateRows(
  db: Db,
  text: string,
  limit: number,
  cap: number,
): Promise<{ rows: IndexRow[]; counted: number }> {
  const query = candidateQuery(db, [text], limit, cap);
  if (!query) return { rows: [], counted: 0 };
  const rows = await executePlannedOnce(db, query as CompiledQuery<IndexRow & { counted: number }>);
  // The count rides on each row. No row, none counted: the count's look-ups are the candidates', read further.
  return { rows: rows.map(({ counted: _, ...row }) => row), counted: rows[0]?.counted ?? 0 };
}

/**
 * The statement of `candidateRows`, with the keys' count of its one text up to `countUpTo` (`countedCandidateRows`);
 * none where nothing was typed.
 */
export function candidateQuery(
  db: Db,
  texts: readonly string[],
  limit: number,
  countUpTo?: number,
): CompiledQuery<IndexRow> | null {
  const asked = texts.map((text) => ({ text, q: parseQuery(text) })).filter(({ q }) => q.norm);
  if (!asked.length) return null;
  const queries = asked.map(({ q }) => q);
  const one = queries.length === 1;
  const partsBelow = one ? limit : Number.MAX_SAFE_INTEGER;
  // A region's parts, when they are few, are read whatever the close tiers found: those are the core's everywhere
  // (海口远启: forty 远启 across the country, one in 海口), the region's few holders what the ranking lists first.
  const fewParts = one && queries[0]!.region ? sql`or (select count(*) from part) <= ${limit}` : sql``;
  const nearBelow = one ? Math.min(limit, FUZZY_BELOW) : Number.MAX_SAFE_INTEGER;
  const near = asked.filter(({ text }) => nearNamesFor(text)).flatMap(({ q }) => nearLookups(q));
  // What the near names wait on: the close tiers, with the parts where every part found is a match (a part's
  // candidates hold the query's core: `everyHolderMatches`).
  const found =
    one && everyHolderMatches(queries[0]!)
      ? sql`select num from close union select num from part`
      : sql`select num from close`;
  return rowsQuery(
    db,
    sql`with close as (${union(queries.flatMap((q) => [...closeLookups(q, limit), ...textLookups(q, limit)]))}),
      part as (${union(queries.flatMap((q) => partLookups(q, limit)))})
      ${near.length ? sql`, near as (${union(near)})` : sql``}
    select num from close
    union select num from part where (select count(distinct num) from close) < ${partsBelow} ${fewParts}
    ${near.length ? sql`union select num from near where (select count(distinct num) from (${found}) f) < ${nearBelow}` : sql``}`,
    queries.map((q) => q.norm),
    countUpTo === undefined || !one ? undefined : countOf(queries[0]!, countUpTo),
  );
}

/** The statement counting the companies the close tiers and the parts of names find for `q`, up to `cap`. */
const countOf = (q: Query, cap: number): Lookup => sql`select count(*)::int as n from (
    select distinct num from (${union([
      ...closeLookups(q, cap, cap, true),
      ...textLookups(q, cap, { count: true }),
      ...partLookups(q, cap, { count: true }),
    ])}) x limit ${cap}) y`;

/**
 * How many companies the close tiers and the parts of names find for `text`, counted up to `cap` from the keys
 * alone: a page's total where more matched than were ranked (科技 is in a tenth of the names: the first few hundred
 * are ranked, and the total is 999+ as the names in memory count it, not the few hundred).
 */
export async function candidateCount(db: Db, text: string, cap: number): Promise<number> {
  const q = parseQuery(text);
  if (!q.norm) return 0;
  const query = sql<{ n: number }>`${countOf(q, cap)}`.compile(db);
  return (await executePlannedOnce(db, query))[0]?.n ?? 0;
}

/**
 * Whether the candidates read for `q` at `limit` are every one a larger limit would read, the keys counting `counted`
 * companies (`candidateCount`): each look-up reads at least `limit` rows, a company's one or two (pinyin's several
 * readings aside), so where no more than `limit` companies match, each look-up read all it matches.
 */
export const candidatesComplete = (q: Query, counted: number, limit: number): boolean =>
  counted <= limit && !isLatin(q.norm);

/**
 * Whether the keys' count of `q` (`candidateCount`, below a thousand) is how many companies the ranking lists: each
 * company the keys count is one it takes (a code, a former name, the core or its start, a part of a name), and with
 * ten or more of those it looks for no near name. Not so for a region (its keys are its city's, or everywhere's),
 * pinyin (a reading may start with a region), nor a text without the typed core (嘉富企业: its text 嘉富, 企业 being
 * read as a legal form, starts names that do not hold 嘉富企业), nor a legal form typed in full or in part: a tail
 * across a region starts with the core (京云测 of 北京云测联…) while the name holds neither it as its core nor the
 * query with its form.
 */
export const countIsTotal = (q: Query, counted: number): boolean =>
  counted >= FUZZY_BELOW && !q.region && !isLatin(q.norm) && q.text === q.norm && q.text.includes(q.parts.core);

/** The companies named exactly `norms`, now or formerly, as the name index reads them. */
export async function namedRows(db: Db, norms: readonly string[]): Promise<IndexRow[]> {
  if (!norms.length) return [];
  const query = rowsQuery(
    db,
    sql`select num from company where name_norm = any(${norms}::text[])
      union select num from company_search_key where kind = ${KeyKind.FORMER} and key = any(${norms}::text[])`,
    norms,
  );
  return executePlannedOnce(db, query);
}

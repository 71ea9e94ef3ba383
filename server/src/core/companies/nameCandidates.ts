import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database';
import { isLatin, latinReadings, readings } from './nameForms';
import { compactCode, FORM_WORDS, parseQuery } from './nameIndex';
import { KeyKind, SEARCH_RANK } from './searchKeys';

/**
 * The companies a query may mean, found by the database (`SEARCH_INDEXES=database`): by every key any tier of the
 * ranking could match (a code, a former name, the core exactly or as a prefix, its pinyin, a 证券简称, a typed part
 * of a name, the core one character off). The ranking itself is the name index's, run over these few: one
 * ranking whichever path found them.
 */

const chars = (s: string) => [...s].length;
/** `like` taken literally. */
const literal = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Look-ups of one query, each a select of `ent_id`s. */
function lookups(text: string, limit: number, trigram: boolean): RawBuilder<unknown>[] {
  const q = parseQuery(text);
  if (!q.norm) return [];
  const out: RawBuilder<unknown>[] = [];
  const keys = (kind: number, where: RawBuilder<unknown>, n: number) =>
    out.push(sql`(select ent_id from company_search_key where kind = ${kind} and ${where} order by rank limit ${n})`);
  const code = compactCode(q.norm);
  out.push(sql`(select ent_id from company where credit_code = ${code} or reg_no = ${code} or org_code = ${code})`);
  if (/\d/.test(code) && code.length >= 4)
    out.push(sql`(select ent_id from company where credit_code like ${`${literal(code)}%`} limit ${limit})`);
  out.push(sql`(select ent_id from company where former_norms @> array[${q.norm}]::text[] limit ${limit})`);
  out.push(sql`(select ent_id from research_report where stock_name = ${q.norm} limit ${limit})`);
  const form = FORM_WORDS[q.norm];
  if (form !== undefined) keys(KeyKind.FORM, sql`key = ${String(form)}`, limit);
  const { core, alt } = q.parts;
  for (const c of alt === undefined ? [core] : [core, alt]) {
    keys(KeyKind.CORE, sql`key = ${c}`, 1000);
    keys(KeyKind.CORE, sql`key like ${`${literal(c)}%`}`, limit * 4);
  }
  if (isLatin(q.norm))
    for (const r of latinReadings(q.norm))
      for (const kind of [KeyKind.PINYIN, KeyKind.INITIALS]) {
        keys(kind, sql`key = ${r.key}`, 1000);
        if (r.key.length >= 2) keys(kind, sql`key like ${`${literal(r.key)}%`}`, limit * 2);
      }
  // A part of a name: the trigram index finds it from three characters on; shorter parts are prefixes above.
  if (trigram && chars(core) >= 3)
    out.push(sql`(select ent_id from company c where c.name_norm like ${`%${literal(core)}%`}
      order by ${SEARCH_RANK} limit ${limit})`);
  if (chars(core) >= 3 && !isLatin(q.norm)) {
    // A homophone: the same pinyin.
    const sounds = readings(core).map((r) => r.full);
    keys(KeyKind.PINYIN, sql`key = any(${sounds}::text[])`, 50);
    // One character missing, wrong or added: patterns whose longer literal side walks an index, from the start
    // or (reversed) from the end.
    const cs = [...core];
    const shorter = cs.map((_, k) => [...cs.slice(0, k), ...cs.slice(k + 1)].join(''));
    keys(KeyKind.CORE, sql`key = any(${shorter}::text[])`, 50);
    const reversed = (part: string[]) => literal([...part].reverse().join(''));
    const oneOff = (head: string[], tail: string[]) =>
      head.length >= tail.length
        ? keys(KeyKind.CORE, sql`key like ${`${literal(head.join(''))}_${literal(tail.join(''))}`}`, 20)
        : keys(KeyKind.CORE, sql`reverse(key) like ${`${reversed(tail)}_${reversed(head)}`}`, 20);
    for (let k = 0; k < cs.length; k++) oneOff(cs.slice(0, k), cs.slice(k + 1));
    for (let k = 0; k <= cs.length; k++) oneOff(cs.slice(0, k), cs.slice(k));
  }
  return out;
}

/** The ids of the companies any of `texts` may mean. */
export async function candidateIds(
  db: Db,
  texts: readonly string[],
  limit: number,
  trigram: boolean,
): Promise<string[]> {
  const selects = texts.flatMap((t) => lookups(t, limit, trigram));
  if (!selects.length) return [];
  const rows = await sql<{
    ent_id: string;
  }>`select distinct ent_id from (${sql.join(selects, sql` union all `)}) x`.execute(db);
  return rows.rows.map((r) => r.ent_id);
}

/** The ids of the companies named exactly `norms`, now or formerly. */
export async function namedIds(db: Db, norms: readonly string[]): Promise<string[]> {
  if (!norms.length) return [];
  const rows = await sql<{ ent_id: string }>`
    select ent_id from company where name_norm = any(${norms}::text[])
    union select ent_id from company where former_norms && ${norms}::text[]`.execute(db);
  return rows.rows.map((r) => r.ent_id);
}

import { sql, type RawBuilder } from 'kysely';
import {
  IP_COUNT_CAP,
  IP_KINDS,
  IP_RANK_CAP,
  IP_TOP_HOLDERS,
  ipKind,
  type IpFilter,
  type IpHolder,
  type IpKind,
  type IpPage,
  type IpRecord,
  type IpSummary,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { regionText } from '../../../core/prospects/options';
import { regionRange } from '../../../core/prospects/query';

/**
 * The searches over the intellectual-property records. Every predicate is written as the indexes of migration
 * 0053 are (`ip_title`, `ip_number`, the kinds as literals), so that the planner can use them: a kind's title
 * characters (GIN) for words, kind and number (btree, prefix) for numbers, kind and date for the rest.
 *
 * Words are where the planner goes wrong: it cannot tell from an array's statistics whether 系统 is in ten titles
 * or in three hundred thousand, and guesses few. So the plan is chosen here, by the count (see `Plan`).
 */

/** Words of a keyword at most (space-separated; each must be in the title). */
const MAX_WORDS = 5;

const lit = (kind: IpKind) => sql.lit(kind);
const ALL_KINDS = sql`(${sql.join(IP_KINDS.map(lit))})`;
const TITLE = sql`lower(ip_title(r.kind, r.payload))`;
const CHARS = sql`string_to_array(lower(ip_title(r.kind, r.payload)), null)`;
const NUMBER = sql`ip_number(r.kind, r.payload)`;

/** Digits a keyword needs to be matched against the numbers too (申请号, 注册号, 登记号, 备案号). */
const NUMBER_DIGITS = 6;

/**
 * Whether the keyword is also asked for as the beginning of a number: one word of six digits at least. Fewer
 * (CN2024, 2022SR) name a year's records, which the date filter asks for, and no index reads those newest first;
 * six (CN202416…, 2022SR07…) leave a few thousand records at a million companies at most.
 */
const isNumber = (words: string[]) => words.length === 1 && (words[0]!.match(/\d/g)?.length ?? 0) >= NUMBER_DIGITS;

/** A LIKE pattern for values starting with `text`: the user's %, _ and \ match themselves. */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A keyword's words: normal width, lower case, at most `MAX_WORDS`, each once. */
const wordsOf = (keyword: string | undefined) =>
  [...new Set((keyword ?? '').normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);

/**
 * How a query reads the records:
 * - `bitmap`: words through the kind's character index (bitmap scans only), when the words alone match fewer
 *   records than the count's cap: every match is read once, then filtered and sorted by date;
 * - `scan`: words checked on each record (no character index), when they alone match more than the cap (系统 in
 *   300,000 software titles at a million companies): the dates and the holder choose the way in (newest first
 *   along the kind-and-date index, or the holders' own records), and the newest turn up within a few hundred;
 * - `free`: the planner's own choice, for queries without words (its estimates of dates, regions and
 *   industries are good).
 */
type Plan = 'bitmap' | 'scan' | 'free';

/**
 * The keyword as a condition: every word in the title (through the index: its characters, then the word itself),
 * or, for a single word, the number starting with it (a patent's 申请号 also without its CN).
 */
function keywordCondition(words: string[], plan: Plan): RawBuilder<boolean> | null {
  if (!words.length) return null;
  const inTitle = sql.join(
    words.map((w) => sql`strpos(${TITLE}, ${w}) > 0`),
    sql` and `,
  );
  const chars = [...new Set(words.flatMap((w) => [...w]))];
  // Scanning, the characters would only be checked a second time on each record.
  const title =
    plan === 'scan' ? sql<boolean>`(${inTitle})` : sql<boolean>`(${CHARS} @> ${chars}::text[] and ${inTitle})`;
  if (!isNumber(words)) return title;
  const number = words[0]!.toUpperCase();
  const prefixes = [number, ...(/^\d/.test(number) ? [`CN${number}`] : [])].map(startingWith);
  return sql<boolean>`(${title} or ${sql.join(
    prefixes.map((p) => sql`${NUMBER} like ${p}`),
    sql` or `,
  )})`;
}

/** The holder's region and industry, as a condition on `r.company_id`. */
function holderCondition(filter: IpFilter): RawBuilder<boolean> | null {
  const parts: RawBuilder<boolean>[] = [];
  if (filter.regionCode) {
    const range = regionRange(filter.regionCode);
    parts.push(
      range.from === range.to
        ? sql<boolean>`c.region_code = ${range.from}`
        : sql<boolean>`c.region_code >= ${range.from} and c.region_code < ${range.to}`,
    );
  }
  if (filter.industryCode)
    parts.push(
      filter.industryCode.length === 1
        ? sql<boolean>`c.industry_section = ${filter.industryCode}`
        : sql<boolean>`c.industry_code like ${startingWith(filter.industryCode)}`,
    );
  if (!parts.length) return null;
  return sql<boolean>`r.company_id in (select c.ent_id from company c where ${sql.join(parts, sql` and `)})`;
}

/** `where` for one kind: the kind, the keyword, the dates, the holder. */
function where(filter: IpFilter, kind: IpKind, plan: Plan): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`r.kind = ${lit(kind)}`];
  const keyword = keywordCondition(wordsOf(filter.keyword), plan);
  if (keyword) parts.push(keyword);
  if (filter.dateFrom) parts.push(sql<boolean>`r.record_date >= ${filter.dateFrom}::date`);
  if (filter.dateTo) parts.push(sql<boolean>`r.record_date <= ${filter.dateTo}::date`);
  const holder = holderCondition(filter);
  if (holder) parts.push(holder);
  return sql.join(parts, sql` and `) as RawBuilder<boolean>;
}

/**
 * Run `query` under a plan: in a transaction whose settings hold for it alone. Bitmaps get the memory to stay
 * exact (a lossy one rechecks every record of its pages).
 */
async function planned<T>(db: Db, plan: Plan, query: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '32MB'`.execute(trx);
    if (plan === 'bitmap') await sql`set local enable_indexscan = off`.execute(trx);
    if (plan === 'scan') await sql`set local enable_bitmapscan = off`.execute(trx);
    return query(trx);
  });
}

/** Matches of one kind read by `plan`, counted up to the cap and one more (to tell that there are more). */
async function cappedCount(db: Db, filter: IpFilter, kind: IpKind, plan: Plan): Promise<number> {
  return planned(db, plan, async (trx) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n
      from (select 1 from record r where ${where(filter, kind, plan)} limit ${IP_COUNT_CAP + 1}) m
    `.execute(trx);
    return rows[0]?.n ?? 0;
  });
}

/**
 * How to read a kind's matches, and how many there are (up to the cap and one more): the words alone are
 * counted through the index first, which tells whether they are few enough to read that way.
 */
async function choosePlan(db: Db, filter: IpFilter, kind: IpKind): Promise<{ plan: Plan; counted: number }> {
  const words = wordsOf(filter.keyword);
  if (!words.length) return { plan: 'free', counted: await cappedCount(db, filter, kind, 'free') };
  // A number's beginning reads its few thousand records through the number index, however many there are: they are
  // of one year, which a walk from today would reach last.
  if (isNumber(words)) return { plan: 'bitmap', counted: await cappedCount(db, filter, kind, 'bitmap') };
  const alone = !filter.dateFrom && !filter.dateTo && !filter.regionCode && !filter.industryCode;
  const byWords = await cappedCount(db, alone ? filter : { keyword: filter.keyword }, kind, 'bitmap');
  const plan: Plan = byWords <= IP_COUNT_CAP ? 'bitmap' : 'scan';
  return { plan, counted: alone ? byWords : await cappedCount(db, filter, kind, plan) };
}

/** The list columns of a kind's record (the detail-only ones wait for the dialog). */
function listFields(kind: IpKind, payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    ipKind(kind)
      .columns.filter((c) => !c.detailOnly)
      .map((c) => [c.key, payload[c.key] ?? null]),
  );
}

interface PageRow {
  id: string;
  company_id: string;
  company_name: string;
  date: string | null;
  payload: Record<string, unknown>;
}

/** A page of one kind's matches, newest first; pages stop at the count's cap. */
export async function searchIp(
  db: Db,
  filter: IpFilter,
  kind: IpKind,
  page: { offset: number; limit: number },
): Promise<IpPage> {
  const { plan, counted } = await choosePlan(db, filter, kind);
  const capped = counted > IP_COUNT_CAP;
  const total = Math.min(counted, IP_COUNT_CAP);
  const limit = Math.max(0, Math.min(page.limit, total - page.offset));
  if (limit === 0) return { total, capped, list: [] };
  const rows = await planned(db, plan, async (trx) => {
    const { rows } = await sql<PageRow>`
      select m.record_id as id, m.company_id, c.name as company_name, to_char(m.record_date, 'YYYY-MM-DD') as date,
        m.payload
      from (
        select r.record_id, r.company_id, r.record_date, r.payload from record r
        where ${where(filter, kind, plan)}
        order by r.record_date desc, r.record_id
        offset ${page.offset} limit ${limit}
      ) m
      join company c on c.ent_id = m.company_id
      order by m.record_date desc, m.record_id
    `.execute(trx);
    return rows;
  });
  const list: IpRecord[] = rows.map((r) => ({
    ...listFields(kind, r.payload),
    id: r.id,
    kind,
    companyId: r.company_id,
    companyName: r.company_name,
    date: r.date,
  }));
  return { total, capped, list };
}

/**
 * The matches of each kind and, when no kind reaches the count's cap and they are at most `IP_RANK_CAP` in all,
 * the holders with most matches (their records of each kind) and how many holders there are.
 */
export async function summariseIp(db: Db, filter: IpFilter): Promise<IpSummary> {
  const plans: { plan: Plan; counted: number }[] = [];
  for (const kind of IP_KINDS) plans.push(await choosePlan(db, filter, kind));
  const counted = plans.map((p) => p.counted);
  const counts = Object.fromEntries(IP_KINDS.map((kind, i) => [kind, Math.min(counted[i]!, IP_COUNT_CAP)]));
  const capped = IP_KINDS.filter((_, i) => counted[i]! > IP_COUNT_CAP);
  const all = counted.reduce((a, b) => a + b, 0);
  if (capped.length || all > IP_RANK_CAP) return { counts, capped, holders: null, holderCount: null };
  if (all === 0) return { counts, capped, holders: [], holderCount: 0 };
  // Each kind's matches by holder, read as its plan says; then the holders with most.
  const byHolder = new Map<string, Record<string, number>>();
  for (const [i, kind] of IP_KINDS.entries()) {
    if (!counted[i]) continue;
    const { plan } = plans[i]!;
    const rows = await planned(db, plan, async (trx) => {
      const { rows } = await sql<{ company_id: string; n: number }>`
        select r.company_id, count(*)::int as n from record r where ${where(filter, kind, plan)} group by r.company_id
      `.execute(trx);
      return rows;
    });
    for (const r of rows) {
      const held = byHolder.get(r.company_id) ?? Object.fromEntries(IP_KINDS.map((k) => [k, 0]));
      held[kind] = r.n;
      byHolder.set(r.company_id, held);
    }
  }
  const sum = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
  const top = [...byHolder.entries()]
    .map(([entId, held]) => ({ entId, held, total: sum(held) }))
    .sort((a, b) => b.total - a.total || (a.entId < b.entId ? -1 : a.entId > b.entId ? 1 : 0))
    .slice(0, IP_TOP_HOLDERS);
  const facts = await db
    .selectFrom('company')
    .select(['ent_id', 'name', 'status', 'region_code', 'industry_name'])
    .where(
      'ent_id',
      'in',
      top.map((h) => h.entId),
    )
    .execute();
  const byId = new Map(facts.map((f) => [f.ent_id, f]));
  const holders: IpHolder[] = top.map((h) => {
    const f = byId.get(h.entId);
    return {
      entId: h.entId,
      name: f?.name ?? h.entId,
      status: f?.status ?? '',
      region: regionText(f?.region_code ?? null),
      industryName: f?.industry_name ?? null,
      total: h.total,
      counts: h.held,
    };
  });
  return { counts, capped, holders, holderCount: byHolder.size };
}

/** The kind of an intellectual-property record, or undefined when there is none of that id. */
export async function ipKindOf(db: Db, id: string): Promise<IpKind | undefined> {
  const { rows } = await sql<{ kind: IpKind }>`
    select r.kind from record r where r.record_id = ${id} and r.kind in ${ALL_KINDS}
  `.execute(db);
  return rows[0]?.kind;
}

import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { searchNorm } from '../../../core/companies/nameForms';

/** At most this many related companies are offered for one monitored company. */
const LIMIT = 200;

/** A company related to a monitored one, and how, in words. */
export interface RelatedCompany {
  entId: string;
  entName: string;
  relation: string;
}

const pct = (ratio: unknown) => `${(Number(ratio) * 100).toFixed(2)}%`;

/**
 * Companies on one side of its shareholdings: those holding it (`holders`) or those it holds
 * (`holdings`), largest stake first.
 */
async function holdingsOf(db: Db, entId: string, side: 'holders' | 'holdings', label: string) {
  const [us, them] =
    side === 'holders' ? (['s.company_id', 's.holder_id'] as const) : (['s.holder_id', 's.company_id'] as const);
  const rows = await db
    .selectFrom('shareholding as s')
    .innerJoin('company as c', 'c.ent_id', them)
    .select(['c.ent_id as entId', 'c.name as entName', 's.ratio'])
    .where(us, '=', entId)
    .where('s.holder_kind', '=', 'C')
    .orderBy('s.ratio', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map((r): RelatedCompany => ({
    entId: r.entId,
    entName: r.entName,
    relation: `${label}，持股${pct(r.ratio)}`,
  }));
}

/** Its shareholders that are companies. */
export const shareholders = (db: Db, entId: string) => holdingsOf(db, entId, 'holders', '股东');

/** The companies it invests in. */
export const investments = (db: Db, entId: string) => holdingsOf(db, entId, 'holdings', '对外投资');

/** Its people (executives and shareholders who are people). */
const peopleOf = (entId: string) => sql`
  select person_id from executive where company_id = ${entId}
  union select holder_id from shareholding where company_id = ${entId} and holder_kind = 'P'`;

/** Other companies where its people hold posts. */
export async function peoplesPosts(db: Db, entId: string): Promise<RelatedCompany[]> {
  const { rows } = await sql<{ entId: string; entName: string; person: string; post: string }>`
    select c.ent_id as "entId", c.name as "entName", p.name as person, string_agg(e.post, '、') as post
    from executive e
    join (${peopleOf(entId)}) our on our.person_id = e.person_id
    join person p on p.person_id = e.person_id
    join company c on c.ent_id = e.company_id
    where e.company_id <> ${entId}
    group by c.ent_id, c.name, p.name
    order by c.name
    limit ${LIMIT}`.execute(db);
  return rows.map((r) => ({ entId: r.entId, entName: r.entName, relation: `${r.person}任${r.post}` }));
}

/** Other companies its people invest in. */
export async function peoplesInvestments(db: Db, entId: string): Promise<RelatedCompany[]> {
  const { rows } = await sql<{ entId: string; entName: string; person: string; ratio: string }>`
    select c.ent_id as "entId", c.name as "entName", p.name as person, s.ratio
    from shareholding s
    join (${peopleOf(entId)}) our on our.person_id = s.holder_id
    join person p on p.person_id = s.holder_id
    join company c on c.ent_id = s.company_id
    where s.holder_kind = 'P' and s.company_id <> ${entId}
    order by s.ratio desc
    limit ${LIMIT}`.execute(db);
  return rows.map((r) => ({ entId: r.entId, entName: r.entName, relation: `${r.person}持股${pct(r.ratio)}` }));
}

/**
 * The related parties of all four kinds whose name contains `text` (both in name search's normal form: width,
 * brackets, spaces, case, traditional characters), one row a company with each way it is related, by name: the search among a monitored company's
 * related parties (spec 2 §7 companyRelatedMatch).
 */
export async function matching(db: Db, entId: string, text: string): Promise<RelatedCompany[]> {
  const lists = await Promise.all(
    [shareholders, investments, peoplesPosts, peoplesInvestments].map((f) => f(db, entId)),
  );
  const wanted = searchNorm(text);
  const byId = new Map<string, RelatedCompany>();
  for (const r of lists.flat()) {
    if (r.entId === entId || !searchNorm(r.entName).includes(wanted)) continue;
    const seen = byId.get(r.entId);
    if (!seen) byId.set(r.entId, { ...r });
    else if (!seen.relation.split('；').includes(r.relation)) seen.relation = `${seen.relation}；${r.relation}`;
  }
  return [...byId.values()].sort(
    (a, b) => a.entName.localeCompare(b.entName, 'zh-CN') || a.entId.localeCompare(b.entId),
  );
}

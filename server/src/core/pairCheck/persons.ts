import { sql } from 'kysely';
import { normalizeCompanyName, type PersonSuggestion } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { parseHolders, parseStaff } from './changeText';

/**
 * Natural persons as parties of a pair check (IBA 关系核查): who a party names, the people of a name to
 * pick from, and a person's ties to companies (法定代表人, 董监高, 股东), today's and those ended per the change
 * records. A person is an id, or a name with a company they occur with, never a name alone (product pages
 * §3.2); the person module's pages answer the same question with their own queries.
 */

export interface PersonParty {
  personId: string;
  name: string;
  /** The company the person was identified by (picked: the one they occur with most prominently). */
  entName: string | null;
}

/** One tie of a person to a company: a post (the legal representative's included) or a holding. */
export interface PersonTie {
  personId: string;
  companyId: string;
  companyName: string;
  kind: 'rep' | 'post' | 'holding';
  /** The post (董事, 监事, 经理 …) for `post`; 法定代表人 for `rep`. */
  post: string | null;
  ratio: number | null;
  /** The day the tie ended (from the change records, by name); null when it holds today. */
  endedOn: string | null;
}

const HOLDER_CHANGE = '投资人(股权)变更';
const REP_CHANGES = ['法定代表人变更', '执行事务合伙人变更', '负责人变更'];
const STAFF_CHANGES = ['董事备案', '监事备案', '经理备案'];
const SUGGESTIONS = 20;
const SUGGESTED_COMPANIES = 5;

/** People named `name` tied to a company of that name (its name, former name or credit code). */
export async function resolvePersonParty(
  db: Db,
  input: { personId?: string; name: string; entName?: string },
): Promise<PersonParty | undefined> {
  if (input.personId) {
    const row = await sql<{ person_id: string; name: string; ent_name: string | null }>`
      select p.person_id, p.name,
        (select c.name from company c
         where c.legal_rep_id = p.person_id
            or exists (select 1 from executive e where e.company_id = c.ent_id and e.person_id = p.person_id)
            or exists (select 1 from shareholding s where s.company_id = c.ent_id and s.holder_kind = 'P' and s.holder_id = p.person_id)
         order by c.active desc, c.reg_capital desc nulls last, c.ent_id limit 1) as ent_name
      from person p where p.person_id = ${input.personId}`.execute(db);
    const p = row.rows[0];
    return p ? { personId: p.person_id, name: p.name, entName: p.ent_name } : undefined;
  }
  const name = input.name.trim();
  const company = input.entName?.trim() ?? '';
  if (!company) return undefined;
  const norm = normalizeCompanyName(company);
  const { rows } = await sql<{ person_id: string; ent_name: string }>`
    with c as (
      select ent_id, name, legal_rep_id from company
      where credit_code = ${company.toUpperCase()} or name_norm = ${norm} or ${norm} = any(former_norms)
    )
    select p.person_id, c.name as ent_name
    from person p, c
    where p.name = ${name}
      and (p.person_id = c.legal_rep_id
        or exists (select 1 from executive e where e.company_id = c.ent_id and e.person_id = p.person_id)
        or exists (select 1 from shareholding s where s.company_id = c.ent_id and s.holder_kind = 'P' and s.holder_id = p.person_id))
    order by p.person_id
    limit 1`.execute(db);
  const row = rows[0];
  return row ? { personId: row.person_id, name, entName: row.ent_name } : undefined;
}

/**
 * The body of a `ranked` CTE over a `ties` CTE (person_id, company_id): each tie's company, `hit` when its name
 * holds `ent`, and `n` its place among the person's companies (a hit first, then active, then by registered capital).
 */
export const rankedTies = (ent: string | null) => sql`
  select t.person_id, c.ent_id, c.name,
    (${ent}::text is not null and strpos(c.name, ${ent}::text) > 0) as hit,
    row_number() over (
      partition by t.person_id
      order by (${ent}::text is not null and strpos(c.name, ${ent}::text) > 0) desc, c.active desc,
        c.reg_capital desc nulls last, c.ent_id
    ) as n
  from ties t join company c on c.ent_id = t.company_id`;

/**
 * The people who bear a name (≤ 20, most companies first), each with ≤ 5 of the companies they represent, run
 * or hold and their posts there (法定代表人, the officer's posts, 持股 n%), so the user picks the person by a
 * company; `total` counts them all. `entName` (part of a company's name) keeps the people tied to a matching
 * company and lists that company first. `names` are the names the query may mean (the name index reads pinyin,
 * traditional characters and homophones), the closest first: the people of the closer names come first.
 */
export async function personSuggestions(
  db: Db,
  name: string,
  entName?: string,
  names: readonly string[] = [name],
): Promise<{ total: number; list: PersonSuggestion[] }> {
  const ent = entName?.trim() || null;
  const { rows } = await sql<PersonSuggestion & { total: number }>`
    with named as (select person_id, name from person where name = any(${sql.val([...names])}::text[])),
    posts as (
      select legal_rep_id as person_id, ent_id as company_id, '法定代表人' as post, 0 as k from company
      where legal_rep_id in (select person_id from named)
      union
      select e.person_id, e.company_id, e.post, 1 from executive e where e.person_id in (select person_id from named)
      union
      select s.holder_id, s.company_id, '持股' || trim_scale(round(s.ratio * 100, 2))::text || '%', 2
      from shareholding s
      where s.holder_kind = 'P' and s.holder_id in (select person_id from named)
    ),
    ties as (
      select person_id, company_id, string_agg(post, '、' order by k, post collate "C") as posts
      from posts group by person_id, company_id
    ),
    ranked as (${rankedTies(ent)})
    select r.person_id as "personId", n.name, count(*)::int as "companyCount",
           json_agg(json_build_object('entId', r.ent_id, 'name', r.name, 'posts', t.posts) order by r.n)
             filter (where r.n <= ${SUGGESTED_COMPANIES}) as companies,
           count(*) over ()::int as total
    from ranked r join named n on n.person_id = r.person_id
    join ties t on t.person_id = r.person_id and t.company_id = r.ent_id
    group by r.person_id, n.name
    having ${ent}::text is null or bool_or(r.hit)
    order by array_position(${sql.val([...names])}::text[], n.name), count(*) desc, r.person_id
    limit ${SUGGESTIONS}`.execute(db);
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map(({ total: _total, ...r }) => ({
      ...r,
      companies: typeof r.companies === 'string' ? (JSON.parse(r.companies) as typeof r.companies) : r.companies,
    })),
  };
}

/**
 * Today's ties of the people (every company they represent, serve or hold), and, for the companies in
 * `historyOf`, their ties ended per the change records (names only: a name that left is taken as the party
 * of that name, as the company check does).
 */
export async function personTies(
  db: Db,
  people: readonly { personId: string; name: string }[],
  historyOf: readonly string[],
): Promise<PersonTie[]> {
  const ids = people.map((p) => p.personId);
  const [reps, posts, holdings, changes] = await Promise.all([
    sql<{ person_id: string; company_id: string; company_name: string }>`
      select legal_rep_id as person_id, ent_id as company_id, name as company_name from company
      where legal_rep_id = any(${sql.val(ids)})`.execute(db),
    sql<{ person_id: string; company_id: string; company_name: string; post: string }>`
      select e.person_id, e.company_id, c.name as company_name, string_agg(e.post, '、' order by e.post) as post
      from executive e join company c on c.ent_id = e.company_id
      where e.person_id = any(${sql.val(ids)}) group by e.person_id, e.company_id, c.name`.execute(db),
    sql<{ person_id: string; company_id: string; company_name: string; ratio: number }>`
      select s.holder_id as person_id, s.company_id, c.name as company_name, s.ratio::float8 as ratio
      from shareholding s join company c on c.ent_id = s.company_id
      where s.holder_kind = 'P' and s.holder_id = any(${sql.val(ids)})`.execute(db),
    sql<{
      company_id: string;
      company_name: string;
      change_date: string;
      item: string;
      before_content: string | null;
      after_content: string | null;
    }>`
      select r.company_id, c.name as company_name, r.change_date::text as change_date, r.item, r.before_content, r.after_content
      from change_record r join company c on c.ent_id = r.company_id
      where r.company_id = any(${sql.val([...historyOf])})
        and r.item = any(${sql.val([HOLDER_CHANGE, ...REP_CHANGES, ...STAFF_CHANGES])})
      order by r.change_date`.execute(db),
  ]);
  const ties: PersonTie[] = [
    ...reps.rows.map((r) => ({ ...r, kind: 'rep' as const, post: '法定代表人', ratio: null, endedOn: null })),
    ...posts.rows.map((r) => ({ ...r, kind: 'post' as const, ratio: null, endedOn: null })),
    ...holdings.rows.map(({ ratio, ...r }) => ({ ...r, kind: 'holding' as const, post: null, ratio, endedOn: null })),
  ].map(({ person_id, company_id, company_name, ...r }) => ({
    personId: person_id,
    companyId: company_id,
    companyName: company_name,
    ...r,
  }));
  const current = (p: string, c: string, kind: PersonTie['kind']) =>
    ties.some((t) => t.personId === p && t.companyId === c && t.kind === kind && !t.endedOn);
  for (const ch of changes.rows)
    for (const person of people) {
      const tie = { personId: person.personId, companyId: ch.company_id, companyName: ch.company_name };
      if (ch.item === HOLDER_CHANGE) {
        const before = parseHolders(ch.before_content).get(person.name);
        if (before !== undefined && !parseHolders(ch.after_content).has(person.name)) {
          if (!current(person.personId, ch.company_id, 'holding'))
            ties.push({ ...tie, kind: 'holding', post: null, ratio: before, endedOn: ch.change_date });
        }
      } else if (REP_CHANGES.includes(ch.item)) {
        if (ch.before_content === person.name && ch.after_content !== person.name) {
          if (!current(person.personId, ch.company_id, 'rep'))
            ties.push({ ...tie, kind: 'rep', post: '法定代表人', ratio: null, endedOn: ch.change_date });
        }
      } else {
        const before = parseStaff(ch.before_content).get(person.name);
        if (
          before &&
          !parseStaff(ch.after_content).has(person.name) &&
          !current(person.personId, ch.company_id, 'post')
        )
          ties.push({ ...tie, kind: 'post', post: before, ratio: null, endedOn: ch.change_date });
      }
    }
  return ties;
}

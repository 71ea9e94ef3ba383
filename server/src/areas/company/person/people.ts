import { sql } from 'kysely';
import { normalizeCompanyName, postRolesOf, type ListPage } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { withTotal } from '../../../platform/db/paging';
import { badRequest, notFound } from '../../../platform/http/errors';

/** A person's lists stop here; the page says so when a list is longer. */
export const PERSON_LIST_CAP = 200;

export interface PersonQuery {
  personId?: string;
  idNo?: string;
  persName?: string;
  entName?: string;
}

/**
 * The person a page is about. Names repeat, so a person is known by id, or by name together with a
 * company they represent, manage or hold (notes: product pages §3.2), never by the name alone.
 */
export async function resolvePerson(db: Db, q: PersonQuery): Promise<{ personId: string; name: string }> {
  const id = q.personId ?? q.idNo;
  if (id) {
    const row = await db
      .selectFrom('person')
      .select(['person_id as personId', 'name'])
      .where('person_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('未找到该人员');
    return row;
  }
  const name = q.persName?.trim();
  const company = q.entName?.trim();
  if (!name || !company) throw badRequest('请求参数有误：请提供人员编号，或人员姓名与所在企业名称');
  const result = await sql<{ personId: string; name: string }>`
    with c as (select ent_id, legal_rep_id from company where name_norm = ${normalizeCompanyName(company)})
    select p.person_id as "personId", p.name
    from person p, c
    where p.name = ${name}
      and (p.person_id = c.legal_rep_id
        or exists (select 1 from executive e where e.company_id = c.ent_id and e.person_id = p.person_id)
        or exists (select 1 from shareholding s where s.company_id = c.ent_id and s.holder_kind = 'P' and s.holder_id = p.person_id))
    order by p.person_id
    limit 1
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw notFound('未找到该人员');
  return row;
}

/** A person's roles across companies: legal representative, shareholder, posts (spec 2 §7: personalInvestment). */
export async function personProfile(db: Db, person: { personId: string; name: string }) {
  const id = person.personId;
  const [details, legalRep, investments, posts] = await Promise.all([
    db
      .selectFrom('person')
      .select(['gender', 'birth_year as birthYear'])
      .where('person_id', '=', id)
      .executeTakeFirst(),
    withTotal(
      sql<Record<string, unknown>>`
        select ent_id as "entId", name, status as "regStatus", to_char(est_date, 'YYYY-MM-DD') as "establishDate",
               reg_capital::float8 as "regCapital", org_type as "orgType", count(*) over () as total
        from company where legal_rep_id = ${id}
        order by active desc, reg_capital desc nulls last, ent_id limit ${PERSON_LIST_CAP}
      `.execute(db),
    ),
    withTotal(
      sql<Record<string, unknown>>`
        select c.ent_id as "entId", c.name, c.status as "regStatus", to_char(c.est_date, 'YYYY-MM-DD') as "establishDate",
               round(s.ratio * 100, 2)::float8 as "fundedRatio", s.subscribed_amount::float8 as amount, count(*) over () as total
        from shareholding s join company c on c.ent_id = s.company_id
        where s.holder_kind = 'P' and s.holder_id = ${id}
        order by c.active desc, s.ratio desc, c.ent_id limit ${PERSON_LIST_CAP}
      `.execute(db),
    ),
    withTotal(
      sql<Record<string, unknown>>`
        select c.ent_id as "entId", c.name, c.status as "regStatus", string_agg(e.post, '、' order by e.post) as post,
               count(*) over () as total
        from executive e join company c on c.ent_id = e.company_id
        where e.person_id = ${id}
        group by c.ent_id, c.name, c.status, c.active
        order by c.active desc, c.ent_id limit ${PERSON_LIST_CAP}
      `.execute(db),
    ),
  ]);
  return {
    ...person,
    gender: details?.gender ?? null,
    birthYear: details?.birthYear ?? null,
    legalRep,
    investments,
    // Each company's posts with their roles (postRolesOf, 公司法 第二百六十五条): a 监事 is never a 高管.
    posts: {
      ...posts,
      list: posts.list.map((r) => ({ ...r, roles: postRolesOf(String(r.post).split('、')).join('、') })),
    },
  };
}

/**
 * People of a name, each with the companies they are tied to: the user picks the right one. `names` are the
 * names the query may mean (pinyin, traditional characters, homophones; the name index reads them), the closest
 * first: the people of the closer names come first.
 */
export async function peopleNamed(
  db: Db,
  name: string,
  page: { offset: number; limit: number },
  names: readonly string[] = [name],
): Promise<ListPage> {
  const wanted = sql.val([...names]);
  return withTotal(
    sql<Record<string, unknown>>`
      with named as (select person_id, name from person where name = any(${wanted}::text[])),
      ties as (
        select legal_rep_id as person_id, ent_id from company where legal_rep_id in (select person_id from named)
        union
        select e.person_id, e.company_id from executive e where e.person_id in (select person_id from named)
        union
        select s.holder_id, s.company_id from shareholding s
        where s.holder_kind = 'P' and s.holder_id in (select person_id from named)
      )
      select t.person_id as "personId", n.name, count(*)::int as "companyCount",
             (array_agg(c.name order by c.active desc, c.reg_capital desc nulls last))[1:3] as companies,
             count(*) over () as total
      from ties t join company c on c.ent_id = t.ent_id join named n on n.person_id = t.person_id
      group by t.person_id, n.name
      order by array_position(${wanted}::text[], n.name), count(*) desc, t.person_id
      offset ${page.offset} limit ${page.limit}
    `.execute(db),
  );
}

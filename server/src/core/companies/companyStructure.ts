/**
 * A company's holders, holdings and people, shared by the company detail
 * (股东信息, 对外投资, 主要人员), the profile reports and 智能助手.
 */
import { sql } from 'kysely';
import type { ListPage } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { day, listPage } from '../../platform/db/paging';

type Page = { offset: number; limit: number };
const count = async (q: Promise<{ n: string | number } | undefined>) => Number((await q)?.n ?? 0);

/** The columns a listing of companies (对外投资, 分支机构) starts with; the company is joined as `c`. */
export const companyHead = [
  'c.ent_id as entId',
  'c.name',
  'c.legal_rep as operName',
  day('c.est_date').as('establishDate'),
] as const;

/** 股东信息: holders of the company, people and companies, largest first. Percentages are 0–100, as in records. */
export async function shareholders(db: Db, entId: string, page: Page): Promise<ListPage> {
  const [total, list] = await Promise.all([
    count(
      db
        .selectFrom('shareholding')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', entId)
        .executeTakeFirst(),
    ),
    sql<Record<string, unknown>>`
      select s.holder_id as "holderId", s.holder_kind as "holderKind",
             coalesce(c.name, p.name) as "stockName",
             coalesce(s.partner_type, case when s.holder_kind = 'P' then '自然人股东'
               when c.org_type like '%合伙%' then '合伙企业' else '企业法人' end) as "stockType",
             round(s.ratio * 100, 2)::float8 as "stockPercent", s.subscribed_amount::float8 as "shouldCapi",
             to_char(s.subscribed_date, 'YYYY-MM-DD') as "shouldDate"
      from shareholding s
      left join company c on s.holder_kind = 'C' and c.ent_id = s.holder_id
      left join person p on s.holder_kind = 'P' and p.person_id = s.holder_id
      where s.company_id = ${entId}
      order by s.ratio desc, s.holder_id
      offset ${page.offset} limit ${page.limit}
    `.execute(db),
  ]);
  return { total, list: list.rows };
}

/** 对外投资: companies this company holds, and how much. */
export async function investments(db: Db, entId: string, page: Page, minRatio = 0): Promise<ListPage> {
  const base = db
    .selectFrom('shareholding as s')
    .innerJoin('company as c', 'c.ent_id', 's.company_id')
    .where('s.holder_kind', '=', 'C')
    .where('s.holder_id', '=', entId)
    .where('s.ratio', '>=', String(minRatio));
  return listPage(
    base
      .select([
        ...companyHead,
        sql<number | null>`c.reg_capital::float8`.as('regCapital'),
        sql<number>`round(s.ratio * 100, 2)::float8`.as('fundedRatio'),
        sql<number | null>`s.subscribed_amount::float8`.as('amount'),
        'c.status as regStatus',
      ])
      .orderBy('s.ratio', 'desc')
      .orderBy('c.ent_id'),
    base,
    page,
  );
}

/** 主要人员: the company's people and their posts (one row a person). */
export async function people(db: Db, entId: string, page: Page): Promise<ListPage> {
  const [total, list] = await Promise.all([
    count(
      db
        .selectFrom('executive')
        .select(sql<string>`count(distinct person_id)`.as('n'))
        .where('company_id', '=', entId)
        .executeTakeFirst(),
    ),
    sql<Record<string, unknown>>`
      select e.person_id as "personId", p.name, string_agg(e.post, '、' order by e.post) as job,
             (select round(s.ratio * 100, 2)::float8 from shareholding s where s.company_id = ${entId} and s.holder_kind = 'P' and s.holder_id = e.person_id) as "stockPercent"
      from executive e join person p on p.person_id = e.person_id
      where e.company_id = ${entId}
      group by e.person_id, p.name
      order by min(case when e.post like '%董事长%' or e.post like '%执行董事%' then 0 when e.post like '%经理%' then 1 else 2 end), e.person_id
      offset ${page.offset} limit ${page.limit}
    `.execute(db),
  ]);
  return { total, list: list.rows };
}

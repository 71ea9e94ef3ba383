import { sql } from 'kysely';
import type { ListPage } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { day, listPage, withTotal } from '../../../platform/db/paging';
import { companyHead } from '../../../core/companies/companyStructure';

type Page = { offset: number; limit: number };
export { investments, people, shareholders } from '../../../core/companies/companyStructure';

/** 分支机构 */
export function branches(db: Db, entId: string, page: Page): Promise<ListPage> {
  const base = db
    .selectFrom('branch as b')
    .innerJoin('company as c', 'c.ent_id', 'b.branch_id')
    .where('b.parent_id', '=', entId);
  return listPage(
    base.select([...companyHead, 'c.status as regStatus', 'c.credit_code as creditCode']).orderBy('c.est_date'),
    base,
    page,
  );
}

/** 变更记录, newest first. */
export function changes(db: Db, entId: string, page: Page): Promise<ListPage> {
  const base = db.selectFrom('change_record').where('company_id', '=', entId);
  return listPage(
    base
      .select([
        'record_id as id',
        'item as changeItem',
        day('change_date').as('changeDate'),
        'before_content as beforeContent',
        'after_content as afterContent',
      ])
      .orderBy('change_date', 'desc')
      .orderBy('record_id'),
    base,
    page,
  );
}

/** 企业年报: the years reported. */
export async function annualReports(db: Db, entId: string): Promise<ListPage> {
  const list = await db
    .selectFrom('annual_report')
    .select(['report_year as reportYear', day('publish_date').as('publishDate')])
    .where('company_id', '=', entId)
    .orderBy('report_year', 'desc')
    .execute();
  return { total: list.length, list };
}

export async function annualReport(db: Db, entId: string, year: number): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('annual_report')
    .select(['report_year as reportYear', day('publish_date').as('publishDate'), 'payload'])
    .where('company_id', '=', entId)
    .where('report_year', '=', year)
    .executeTakeFirst();
  return row
    ? { reportYear: row.reportYear, publishDate: row.publishDate, ...(row.payload as Record<string, unknown>) }
    : null;
}

/** 疑似关系: other companies sharing the phone, e-mail or address (spec 2 §7: suspectedRelation). */
export function suspectedRelations(db: Db, entId: string, page: Page): Promise<ListPage> {
  return withTotal(
    sql<Record<string, unknown>>`
    with me as (select phone, email, address from company where ent_id = ${entId})
    select c.ent_id as "entId", c.name, c.status as "regStatus",
           concat_ws('、',
             case when c.phone = me.phone then '相同电话' end,
             case when c.email = me.email then '相同邮箱' end,
             case when c.address = me.address then '相同地址' end) as reason,
           count(*) over () as total
    from company c, me
    where c.ent_id <> ${entId}
      and ((me.phone is not null and c.phone = me.phone) or (me.email is not null and c.email = me.email) or (me.address is not null and c.address = me.address))
    order by c.name
    offset ${page.offset} limit ${page.limit}
  `.execute(db),
  );
}

/** 竞品信息: active companies of the same industry class in the same city, largest first (spec 2 §7: competeInfo). */
export function competitors(db: Db, entId: string, page: Page): Promise<ListPage> {
  return withTotal(
    sql<Record<string, unknown>>`
    with me as (select industry_code, substr(region_code, 1, 4) as city from company where ent_id = ${entId})
    select c.ent_id as "entId", c.name, c.industry_name as "industryName", c.reg_capital::float8 as "regCapital",
           to_char(c.est_date, 'YYYY-MM-DD') as "establishDate", count(*) over () as total
    from company c, me
    where c.ent_id <> ${entId} and c.active and c.industry_code = me.industry_code and substr(c.region_code, 1, 4) = me.city
    order by c.reg_capital desc nulls last, c.ent_id
    offset ${page.offset} limit ${page.limit}
  `.execute(db),
  );
}

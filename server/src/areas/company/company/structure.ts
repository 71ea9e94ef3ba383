import { sql } from 'kysely';
import type { ListPage } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { day, listPage, withTotal } from '../../../platform/db/paging';
import { companyHead } from '../../../core/companies/companyStructure';
import { actualController } from '../../../core/relations/actualController';
import { institutionBeneficialOwners } from '../../../core/relations/beneficialOwners';
import { percent } from '../../../core/relations/ownership';
import { dbGraph } from '../../../core/relations/ownershipDb';

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

const slice = <T>(all: T[], page: Page): ListPage<T> => ({
  total: all.length,
  list: all.slice(page.offset, page.offset + page.limit),
});

const BASIS = { majority: '持股过半', largest: '第一大股东' } as const;

/**
 * 母公司: the companies up the company's control chain (the actual controller's, one source), the direct parent
 * first; the chain's people are not companies and end it. None: no company controls it.
 */
export async function parentCompanies(db: Db, entId: string, page: Page): Promise<ListPage> {
  const { chain } = await actualController(dbGraph(db), entId);
  // The walk ends at a person, so every link but a person's last one is a company's.
  const links = chain.filter((l) => l.holder.kind === 'C');
  if (!links.length) return { total: 0, list: [] };
  const facts = await db
    .selectFrom('company as c')
    .select([
      'c.ent_id',
      sql<number | null>`c.reg_capital::float8`.as('regCapital'),
      day('c.est_date').as('establishDate'),
      'c.status',
    ])
    .where(
      'c.ent_id',
      'in',
      links.map((l) => l.holder.id),
    )
    .execute();
  const byId = new Map(facts.map((f) => [f.ent_id, f]));
  return slice(
    links.map((l, i) => ({
      entId: l.holder.id,
      name: l.holder.name,
      level: i + 1,
      fundedRatio: percent(l.ratio),
      basis: BASIS[l.basis],
      regCapital: byId.get(l.holder.id)?.regCapital ?? null,
      establishDate: byId.get(l.holder.id)?.establishDate ?? null,
      regStatus: byId.get(l.holder.id)?.status ?? null,
    })),
    page,
  );
}

const BENEFIT_TYPE = { ownership: '持股', control: '控制', seniorManagement: '高管' } as const;

/**
 * 最终受益人: the beneficial owners by the viewer's institution's rule (the 受益所有人 graph's one answer), with
 * the share each holds through every chain and the chains themselves.
 */
export async function finalBeneficiaries(db: Db, instId: number, entId: string, page: Page): Promise<ListPage> {
  const result = await institutionBeneficialOwners(db, instId, entId);
  if (!result) return { total: 0, list: [] };
  return slice(
    result.owners.map((o) => {
      const chains = o.paths.map((p) =>
        p.entities.map((e, i) => (i < p.ratios.length ? `${e.name}（${percent(p.ratios[i]!)}%）` : e.name)).join(' → '),
      );
      return {
        personId: o.person.id,
        name: o.person.name,
        finalBenefitPercent: percent(o.share),
        benefitType: BENEFIT_TYPE[result.rule],
        path: [...chains, ...(o.calculation && o.paths.length > 1 ? [`合计 ${o.calculation}`] : [])].join('；') || null,
      };
    }),
    page,
  );
}

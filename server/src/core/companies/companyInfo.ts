/** A company's header and registration facts, shared by the company detail and the profile reports. */
import { sql } from 'kysely';
import type { EnterpriseInfo } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { day } from '../../platform/db/paging';
import { notFound } from '../../platform/http/errors';
import { regionOf } from '../reference/regions';

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** How many items each section of a company has (financials: its years of statements), for the tab badges and the overview. */
async function counts(db: Db, entId: string): Promise<Record<string, number>> {
  const [kinds, result] = await Promise.all([
    db
      .selectFrom('record')
      .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
      .where('company_id', '=', entId)
      .groupBy('kind')
      .execute(),
    sql<Record<string, string>>`
    select
      (select count(*) from shareholding where company_id = ${entId}) as shareholders,
      (select count(distinct person_id) from executive where company_id = ${entId}) as people,
      (select count(*) from branch where parent_id = ${entId}) as branches,
      (select count(*) from shareholding where holder_kind = 'C' and holder_id = ${entId}) as investments,
      (select count(*) from change_record where company_id = ${entId}) as changes,
      (select count(*) from annual_report where company_id = ${entId}) as "annualReports",
      (select count(*) from financial_statement where ent_id = ${entId}) as financials
  `.execute(db),
  ]);
  const structure = Object.fromEntries(Object.entries(result.rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
  return { ...structure, ...Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)])) };
}

/** A company's header and registration facts (spec 2 §2: header card, 工商信息). */
export async function enterpriseInfo(db: Db, entId: string): Promise<EnterpriseInfo> {
  // The counts of a company that turns out not to exist are all 0 and thrown away: ask for both at once.
  const [c, sectionCounts] = await Promise.all([
    db
      .selectFrom('company')
      .selectAll()
      .select(day('est_date').as('est'))
      .where('ent_id', '=', entId)
      .executeTakeFirst(),
    counts(db, entId),
  ]);
  if (!c) throw notFound('未找到该企业');
  const region = regionOf(c.region_code);
  return {
    entId: c.ent_id,
    name: c.name,
    status: c.status,
    active: c.active,
    creditCode: c.credit_code,
    regNo: c.reg_no,
    orgCode: c.org_code,
    legalRep: c.legal_rep,
    legalRepId: c.legal_rep_id,
    regCapital: num(c.reg_capital),
    regCapitalCurrency: c.reg_capital_currency,
    paidCapital: num(c.paid_capital),
    estDate: c.est,
    orgType: c.org_type,
    industryCode: c.industry_code,
    industryName: c.industry_name,
    region: region
      ? [region.province, region.city, region.district].filter((p, i, a) => a.indexOf(p) === i).join(' ')
      : null,
    address: c.address,
    lng: c.lng,
    lat: c.lat,
    businessScope: c.business_scope,
    phone: c.phone,
    email: c.email,
    website: c.website,
    employeeCount: c.employee_count,
    formerNames: c.former_names,
    tags: c.tags,
    listed: c.listed,
    hasBonds: c.has_bonds,
    counts: sectionCounts,
  };
}

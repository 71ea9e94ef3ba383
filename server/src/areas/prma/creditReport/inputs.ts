import { sql } from 'kysely';
import type { CreditCompany } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import type { CreditInputs, CreditRecord, RelatedRecord } from './scoring';

/** The record kinds the scoring reads of the company itself. */
const OWN_KINDS = [
  'liquidation',
  'simpleCancellation',
  'equityPledge',
  'bidding',
  'license',
  'patent',
  'trademark',
  'softwareCopyright',
  'dishonest',
  'consumptionLimit',
  'executedPerson',
  'finalCase',
  'equityFreeze',
  'bankruptcy',
  'judgmentDocument',
  'seriousViolation',
  'abnormalOperation',
  'penalty',
  'taxCredit',
  'taxArrears',
  'news',
];
/** What counts against a partner when a company it is linked to by shareholding has it. */
const RELATED_KINDS = ['dishonest', 'seriousViolation'];

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** Read what the scoring needs of a company from the register, as of `asOf` (YYYY-MM-DD). */
export async function readCreditInputs(db: Db, entId: string, asOf: string): Promise<CreditInputs> {
  const c = await db
    .selectFrom('company')
    .select([
      'ent_id',
      'name',
      'credit_code',
      'status',
      'legal_rep',
      'reg_capital',
      'paid_capital',
      'employee_count',
      'industry_name',
      sql<string | null>`to_char(est_date, 'YYYY-MM-DD')`.as('est'),
    ])
    .where('ent_id', '=', entId)
    .executeTakeFirst();
  if (!c) throw notFound('未找到该企业');
  const company: CreditCompany = {
    entId: c.ent_id,
    name: c.name,
    creditCode: c.credit_code,
    status: c.status,
    legalRep: c.legal_rep,
    estDate: c.est,
    regCapital: num(c.reg_capital),
    paidCapital: num(c.paid_capital),
    employeeCount: c.employee_count,
    industryName: c.industry_name,
  };
  const [holders, records, related] = await Promise.all([
    db
      .selectFrom('shareholding')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', entId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('record')
      .select(['record_id', 'kind', 'payload', sql<string | null>`to_char(record_date, 'YYYY-MM-DD')`.as('day')])
      .where('company_id', '=', entId)
      .where('kind', 'in', OWN_KINDS)
      .where(sql<boolean>`(record_date is null or record_date <= ${asOf}::date)`)
      .execute(),
    sql<{
      record_id: string;
      kind: string;
      payload: unknown;
      day: string | null;
      ent_id: string;
      name: string;
      relation: string;
    }>`
      with linked as (
        select holder_id as ent_id, '股东' as relation from shareholding where company_id = ${entId} and holder_kind = 'C'
        union
        select company_id, '对外投资企业' from shareholding where holder_id = ${entId} and holder_kind = 'C'
      )
      select r.record_id, r.kind, r.payload, to_char(r.record_date, 'YYYY-MM-DD') as day, c.ent_id, c.name, l.relation
      from linked l
      join company c on c.ent_id = l.ent_id
      join record r on r.company_id = l.ent_id
      where r.kind in (${sql.join(RELATED_KINDS)})
        and r.record_date > (${asOf}::date - interval '3 years') and r.record_date <= ${asOf}::date
      order by r.record_date desc, r.record_id
      limit 20
    `.execute(db),
  ]);
  const toRecord = (r: { record_id: string; kind: string; payload: unknown; day: string | null }): CreditRecord => ({
    kind: r.kind,
    id: r.record_id,
    date: r.day,
    payload: (r.payload ?? {}) as Record<string, unknown>,
  });
  return {
    asOf,
    company,
    holderCount: Number(holders.n),
    records: records.map(toRecord),
    related: related.rows.map((r): RelatedRecord => ({
      ...toRecord(r),
      companyId: r.ent_id,
      companyName: r.name,
      relation: r.relation,
    })),
  };
}

import type { EntityCard } from '@esee/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';

/** The card a graph shows on a node: status and key facts of a company, or what a person holds. */
export async function entityCard(db: Db, id: string): Promise<EntityCard | null> {
  const company = await sql<Omit<Extract<EntityCard, { kind: 'C' }>, 'kind'>>`
    select ent_id as id, name, status, legal_rep as "legalRep", reg_capital::float8 as "regCapital",
           reg_capital_currency as "regCapitalCurrency", to_char(est_date, 'YYYY-MM-DD') as "establishDate",
           industry_name as "industryName", address,
           (select count(*)::int from shareholding where company_id = ${id}) as shareholders,
           (select count(*)::int from shareholding where holder_id = ${id}) as investments
    from company where ent_id = ${id}`.execute(db);
  if (company.rows[0]) return { kind: 'C', ...company.rows[0] };
  const person = await sql<Omit<Extract<EntityCard, { kind: 'P' }>, 'kind'>>`
    select person_id as id, name,
           (select count(*)::int from company where legal_rep_id = ${id}) as "legalRepOf",
           (select count(*)::int from shareholding where holder_id = ${id}) as holdings,
           (select count(distinct company_id)::int from executive where person_id = ${id}) as posts
    from person where person_id = ${id}`.execute(db);
  return person.rows[0] ? { kind: 'P', ...person.rows[0] } : null;
}

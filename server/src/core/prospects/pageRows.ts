import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { day } from '../../platform/db/paging';
import { regionText } from './options';

/** A company row as read for a result page: capital in yuan, the region as its code. */
interface ReadRow {
  entId: string;
  regCapital: number | null;
  regionCode: string | null;
}

/**
 * A page's rows, read by id, put back in the index's order (a company the index knows and the table no
 * longer has is left out), with the region as text; the capital stays in 元, the API's unit (the page's
 * formatter shows 万元, a sheet converts once).
 */
export function inIndexOrder<R extends ReadRow>(
  ids: readonly string[],
  rows: readonly R[],
): (Omit<R, 'regionCode'> & { region: string })[] {
  const byId = new Map(rows.map((r) => [r.entId, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { regionCode, ...r } = row;
    return [{ ...r, region: regionText(regionCode) }];
  });
}

/**
 * The companies of a result page with the facts every prospect table shows (name, legal representative,
 * capital in yuan, founding day, status, region code, industry); a search adds its own columns.
 */
export const pageCompanies = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('company as c')
    .where('c.ent_id', 'in', ids)
    .select([
      'c.ent_id as entId',
      'c.name as orgName',
      'c.legal_rep as legalRep',
      sql<number | null>`c.reg_capital::float8`.as('regCapital'),
      day('c.est_date').as('estDate'),
      'c.status',
      'c.region_code as regionCode',
      'c.industry_name as industryName',
    ]);

/** Whether the page's company `c` is in the institution's customer book (本行客户). */
export const isCustomerColumn = (instId: number) =>
  sql<boolean>`exists (
    select 1 from institution_customer ic where ic.inst_id = ${instId} and ic.ent_id = c.ent_id
  )`.as('isCustomer');

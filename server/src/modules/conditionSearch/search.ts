import { sql } from 'kysely';
import type { Conditions, ConditionSort, Prospect } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { day } from '../../platform/db/paging';
import { regionText } from './options';
import { matches, orderOf, RISK_KINDS } from './query';

/** The companies that match, as a query to count, page or list ids from. */
export const matching = (db: Db, conditions: Conditions, today: string) =>
  db.selectFrom('company as c').where(matches(conditions, today));

export async function countMatches(db: Db, conditions: Conditions, today: string): Promise<number> {
  const row = await matching(db, conditions, today)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of matches, in the order chosen, with the facts the result table shows. */
export async function pageOfMatches(
  db: Db,
  conditions: Conditions,
  today: string,
  sort: ConditionSort | undefined,
  page: { offset: number; limit: number },
): Promise<Prospect[]> {
  const rows = await matching(db, conditions, today)
    .select([
      'c.ent_id as entId',
      'c.name as orgName',
      'c.legal_rep as legalRep',
      sql<number | null>`c.reg_capital::float8`.as('regCapital'),
      'c.reg_capital_currency as regCapitalCurrency',
      day('c.est_date').as('estDate'),
      'c.status',
      'c.region_code as regionCode',
      'c.industry_name as industryName',
      sql<boolean>`c.phone is not null`.as('hasPhone'),
      sql<boolean>`c.email is not null`.as('hasEmail'),
      sql<string[]>`array(
        select distinct t.tag from company_tech_tag t
        where t.ent_id = c.ent_id and t.valid_from <= ${today}::date and t.valid_to >= ${today}::date
        order by t.tag
      )`.as('techTags'),
      sql<number>`(
        select count(*)::int from record r
        where r.company_id = c.ent_id and r.kind in (${sql.join(RISK_KINDS)})
      )`.as('riskCount'),
    ])
    .orderBy(orderOf(sort))
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(({ regionCode, regCapital, ...r }) => ({
    ...r,
    // 万元, as the table shows it.
    regCapital: regCapital === null ? null : Math.round(regCapital / 100) / 100,
    region: regionText(regionCode),
  }));
}

/** Remembered per run at most: a 方案 matching more tells its total but not which companies are new. */
export const MAX_TRACKED_IDS = 20_000;

/** The ids of every match, sorted, or null when there are more than are remembered. */
export async function matchingIds(db: Db, conditions: Conditions, today: string): Promise<string[] | null> {
  const rows = await matching(db, conditions, today)
    .select('c.ent_id')
    .orderBy('c.ent_id')
    .limit(MAX_TRACKED_IDS + 1)
    .execute();
  return rows.length > MAX_TRACKED_IDS ? null : rows.map((r) => r.ent_id);
}

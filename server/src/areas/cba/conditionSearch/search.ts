import { sql } from 'kysely';
import type { Conditions, ConditionSort, Prospect } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { inIndexOrder, isCustomerColumn, pageCompanies } from '../../../core/prospects/pageRows';
import type { FirstPage, ProspectMatches } from '../../../core/prospects/matches';
import type { Prospects } from '../../../core/prospects/prospectIndex';
import { isRiskRecord } from '../../../core/risk/riskSummary';
import type { SearchScope } from '../../../core/prospects/scope';

/**
 * A search of the prospects (in memory or in the database, as `SEARCH_INDEXES` says): the matches counted and
 * ordered there; a page's rows read from the database.
 */
export class ConditionSearch {
  private constructor(
    private readonly db: Db,
    private readonly scope: SearchScope,
    readonly matches: ProspectMatches,
  ) {}

  /** The search of `conditions`; `first`, the page to be read first, found with the count where it can be. */
  static async run(db: Db, prospects: Prospects, conditions: Conditions, scope: SearchScope, first?: FirstPage) {
    return new ConditionSearch(db, scope, await prospects.search(conditions, scope, first));
  }

  get total(): number {
    return this.matches.total;
  }

  /** Remembered per run at most: a 方案 matching more tells its total but not which companies are new. */
  static readonly MAX_TRACKED_IDS = 20_000;

  /** The ids of every match, or null when there are more than are remembered. */
  ids(): Promise<string[] | null> {
    return this.matches.ids(ConditionSearch.MAX_TRACKED_IDS);
  }

  /** One page of matches, in the order chosen, with the facts the result table shows. */
  async page(sort: ConditionSort | undefined, page: { offset: number; limit: number }): Promise<Prospect[]> {
    const ids = await this.matches.pageIds(sort, page.offset, page.limit);
    if (!ids.length) return [];
    const { today, instId } = this.scope;
    const rows = await pageCompanies(this.db, ids)
      .select([
        'c.reg_capital_currency as regCapitalCurrency',
        sql<boolean>`c.phone is not null`.as('hasPhone'),
        sql<boolean>`c.email is not null`.as('hasEmail'),
        sql<string[]>`array(
          select distinct t.tag from company_tech_tag t
          where t.ent_id = c.ent_id and t.valid_from <= ${today}::date and t.valid_to >= ${today}::date
          order by t.tag
        )`.as('techTags'),
        sql<number>`(
          select count(*)::int from record r
          where r.company_id = c.ent_id and ${isRiskRecord('r')}
            and (r.record_date is null or r.record_date <= ${today}::date)
        )`.as('riskCount'),
        isCustomerColumn(instId),
      ])
      .execute();
    return inIndexOrder(ids, rows);
  }
}

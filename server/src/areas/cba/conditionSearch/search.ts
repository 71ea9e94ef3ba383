import { sql } from 'kysely';
import type { Conditions, ConditionSort, Prospect } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { inIndexOrder, isCustomerColumn, pageCompanies } from '../../../core/prospects/pageRows';
import type { ProspectIndex } from '../../../core/prospects/prospectIndex';
import { isRiskRecord } from '../../../core/risk/riskSummary';
import { customerPositions, type SearchScope } from '../../../core/prospects/scope';

/** A search over the prospect index: the matches, counted in memory; rows read from the database. */
export class ConditionSearch {
  private constructor(
    private readonly db: Db,
    private readonly index: ProspectIndex,
    private readonly scope: SearchScope,
    readonly matches: Int32Array,
  ) {}

  static async run(db: Db, index: ProspectIndex, conditions: Conditions, scope: SearchScope) {
    const customers = conditions.excludeCustomers ? await customerPositions(db, index, scope.instId) : [];
    return new ConditionSearch(db, index, scope, index.match(conditions, scope.today, customers));
  }

  get total(): number {
    return this.matches.length;
  }

  /** Remembered per run at most: a 方案 matching more tells its total but not which companies are new. */
  static readonly MAX_TRACKED_IDS = 20_000;

  /** The ids of every match, sorted, or null when there are more than are remembered. */
  ids(): string[] | null {
    if (this.matches.length > ConditionSearch.MAX_TRACKED_IDS) return null;
    return Array.from(this.matches, (i) => this.index.entIds[i]!);
  }

  /** One page of matches, in the order chosen, with the facts the result table shows. */
  async page(sort: ConditionSort | undefined, page: { offset: number; limit: number }): Promise<Prospect[]> {
    const ids = this.index.page(this.matches, sort, page.offset, page.limit).map((i) => this.index.entIds[i]!);
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

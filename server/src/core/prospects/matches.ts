import { sql, type RawBuilder } from 'kysely';
import type { Conditions, ConditionSort } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { conditionOrder, conditionTests } from './conditionSql';
import type { ProspectIndex } from './prospectIndex';
import { customerPositions, type SearchScope } from './scope';

/**
 * The companies matching 条件找客's conditions, wherever they are found: counted, paged in a sort's order (ties by
 * id) and, for a 方案, listed. Both kinds answer alike on the same data.
 */
export interface ProspectMatches {
  /** How many companies match (exact). */
  readonly total: number;
  /** The ids of every match, or null when there are more than `max`. */
  ids(max: number): Promise<string[] | null>;
  /** The ids of rows `offset` to `offset + limit` in the order chosen, then by id. */
  pageIds(sort: ConditionSort | undefined, offset: number, limit: number): Promise<string[]>;
}

/** Matches found in the prospect index in memory: positions, counted and ordered there. */
export class MemoryMatches implements ProspectMatches {
  private constructor(
    private readonly index: ProspectIndex,
    private readonly positions: Int32Array,
  ) {}

  static async find(db: Db, index: ProspectIndex, c: Conditions, scope: SearchScope): Promise<MemoryMatches> {
    const customers = c.excludeCustomers ? await customerPositions(db, index, scope.instId) : [];
    return new MemoryMatches(index, index.match(c, scope.today, customers));
  }

  /** Those of the matches that pass `test` (a page's own filters, by position). */
  filter(test: (i: number) => boolean): MemoryMatches {
    return new MemoryMatches(this.index, this.positions.filter(test));
  }

  get total(): number {
    return this.positions.length;
  }

  ids(max: number): Promise<string[] | null> {
    if (this.positions.length > max) return Promise.resolve(null);
    return Promise.resolve(Array.from(this.positions, (i) => this.index.entIds[i]!));
  }

  pageIds(sort: ConditionSort | undefined, offset: number, limit: number): Promise<string[]> {
    const page = this.index.page(this.positions, sort, offset, limit);
    return Promise.resolve(page.map((i) => this.index.entIds[i]!));
  }
}

/** A page a search is asked for along with its count: found by the same reading of the matches. */
export interface FirstPage {
  sort: ConditionSort | undefined;
  offset: number;
  limit: number;
}

/**
 * Matches found by the database (`SEARCH_INDEXES=database`): the conditions as a `where` over the company
 * table, each page read in the sort's order through the indexes of migrations 0067 and 0068. Nothing per company
 * stays in the instance.
 */
export class DatabaseMatches implements ProspectMatches {
  /** Matches few enough to be found first and then sorted; more are met walking the sort's index. */
  static few = 50_000;

  private constructor(
    private readonly db: Db,
    private readonly where: RawBuilder<unknown>,
    readonly total: number,
    /** The page asked for with the count, when one reading found both. */
    private readonly first?: FirstPage & { ids: string[] },
  ) {}

  /**
   * The companies matching `c` and, when given, a page's own tests over `company c`. With `first`, the page
   * comes with the count: up to `few` matches are read once, counted and sorted (a search of a few hundred
   * companies costs one reading, not two); more are counted on their own, the page then walks the sort's index.
   */
  static async find(
    db: Db,
    c: Conditions,
    scope: SearchScope,
    more: readonly RawBuilder<unknown>[] = [],
    first?: FirstPage,
  ): Promise<DatabaseMatches> {
    const tests = [...conditionTests(c, scope.today, scope.instId), ...more];
    const where = tests.length ? sql.join(tests, sql` and `) : sql`true`;
    if (first) {
      const { rows } = await sql<{ ent_id: string; total: number }>`
        select c.ent_id, count(*) over ()::int as total
        from (select c.ent_id, c.est_date, c.reg_capital from company c where ${where} limit ${DatabaseMatches.few + 1}) c
        order by ${conditionOrder(first.sort)} limit ${first.limit} offset ${first.offset}`.execute(db);
      const total = rows[0]?.total ?? (first.offset ? undefined : 0);
      if (total !== undefined && total <= DatabaseMatches.few)
        return new DatabaseMatches(db, where, total, { ...first, ids: rows.map((r) => r.ent_id) });
    }
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from company c where ${where}`.execute(db);
    return new DatabaseMatches(db, where, Number(rows[0]?.n ?? 0));
  }

  async ids(max: number): Promise<string[] | null> {
    if (this.total > max) return null;
    const { rows } = await sql<{ ent_id: string }>`
      select c.ent_id from company c where ${this.where} order by c.ent_id limit ${max + 1}`.execute(this.db);
    return rows.length > max ? null : rows.map((r) => r.ent_id);
  }

  async pageIds(sort: ConditionSort | undefined, offset: number, limit: number): Promise<string[]> {
    const first = this.first;
    if (first && first.sort === sort && first.offset === offset && first.limit === limit) return first.ids;
    if (offset >= this.total || limit <= 0) return [];
    // The count tells the plan. Many matches: walking the order's index meets a page of them soon. Few: the
    // walk would pass over most of the register to find them, so they are found as the count found them (the
    // filters' own indexes) and sorted (a CTE kept apart, which the planner does not fold into the walk).
    const { rows } =
      this.total > DatabaseMatches.few
        ? await sql<{ ent_id: string }>`
            select c.ent_id from company c where ${this.where}
            order by ${conditionOrder(sort)} limit ${limit} offset ${offset}`.execute(this.db)
        : await sql<{ ent_id: string }>`
            with c as materialized (
              select c.ent_id, c.est_date, c.reg_capital from company c where ${this.where}
            )
            select c.ent_id from c order by ${conditionOrder(sort)} limit ${limit} offset ${offset}`.execute(this.db);
    return rows.map((r) => r.ent_id);
  }
}

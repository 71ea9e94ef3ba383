import { sql, type RawBuilder } from 'kysely';
import {
  IPO_BOARDS,
  ROUND_FILTERS,
  type AdvSearchFilters,
  type AdvSearchRow,
  type ConditionSort,
  type FinanceFilters,
  type IpoStage,
  type ListingBoard,
} from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { day } from '../../../platform/db/paging';
import { badRequest } from '../../../platform/http/errors';
import { inIndexOrder, pageCompanies } from '../../../core/prospects/pageRows';
import { DatabaseMatches, MemoryMatches, type FirstPage, type ProspectMatches } from '../../../core/prospects/matches';
import type { ProspectIndex, Prospects } from '../../../core/prospects/prospectIndex';
import type { SearchScope } from '../../../core/prospects/scope';

/** The boards on which a listing (or a 新三板 quotation) needs the company to be a 股份有限公司. */
const JOINT_STOCK_BOARDS: readonly string[] = [...IPO_BOARDS, '新三板'];

/** Finance filters that are not "any". */
export function hasFinanceFilters(f: FinanceFilters): boolean {
  return Boolean(
    f.boards?.length ||
    f.ipoStages?.length ||
    f.tutoring !== undefined ||
    f.tutoringFrom ||
    f.tutoringTo ||
    f.sponsors?.length ||
    f.latestRounds?.length ||
    f.jointStock !== undefined,
  );
}

/** Checks the schema cannot make: a tutoring range in order, and no range with `tutoring: false`. */
export function checkFinance(f: FinanceFilters): void {
  if (f.tutoringFrom && f.tutoringTo && f.tutoringFrom > f.tutoringTo)
    throw badRequest('辅导备案日期的开始日期不能晚于结束日期');
  if (f.tutoring === false && (f.tutoringFrom || f.tutoringTo))
    throw badRequest('未辅导备案的企业没有辅导备案日期，不能同时按日期筛选');
}

interface Listing {
  board: string | null;
  ipoStage: string | null;
  sponsor: string | null;
  tutoringDate: string | null;
}

/**
 * The positions the finance filters keep, as a test per position. The listing table is small (listed, quoted
 * and IPO companies: a few percent of a data set) and read whole when a filter needs it; the latest round is
 * read from the financing records; 股改 from the registered type (the index), 企业类型变更 records and listings.
 */
async function financeTests(db: Db, index: ProspectIndex, f: FinanceFilters): Promise<((i: number) => boolean)[]> {
  const n = index.size;
  const tests: ((i: number) => boolean)[] = [];
  // Every finance filter but the latest round reads the listings.
  const needsListings = hasFinanceFilters({ ...f, latestRounds: undefined });
  const listings = new Map<number, Listing>();
  if (needsListings) {
    const rows = await db
      .selectFrom('listing_status')
      .select(['ent_id as entId', 'board', 'ipo_stage as ipoStage', 'sponsor', day('tutoring_date').as('tutoringDate')])
      .execute();
    for (const r of rows) {
      const i = index.positionOf(r.entId);
      if (i >= 0) listings.set(i, r);
    }
  }
  if (f.boards?.length) {
    const boards = new Set<string>(f.boards);
    const unlisted = boards.has('未上市');
    tests.push((i) => {
      const board = listings.get(i)?.board ?? null;
      return board === null ? unlisted : boards.has(board);
    });
  }
  if (f.ipoStages?.length) {
    const stages = new Set<string>(f.ipoStages);
    tests.push((i) => stages.has(listings.get(i)?.ipoStage ?? ''));
  }
  if (f.tutoring !== undefined || f.tutoringFrom || f.tutoringTo) {
    const want = f.tutoring ?? true;
    const [from, to] = [f.tutoringFrom ?? '0000-00-00', f.tutoringTo ?? '9999-99-99'];
    tests.push((i) => {
      const d = listings.get(i)?.tutoringDate ?? null;
      return want ? d !== null && d >= from && d <= to : d === null;
    });
  }
  if (f.sponsors?.length) {
    const sponsors = new Set(f.sponsors.map((s) => s.trim()));
    tests.push((i) => sponsors.has(listings.get(i)?.sponsor ?? ''));
  }
  if (f.latestRounds?.length) {
    const rounds = new Set(f.latestRounds.flatMap((key) => ROUND_FILTERS[key] ?? []));
    const { rows } = await sql<{ company_id: string; round: string | null }>`
      select distinct on (company_id) company_id, payload->>'round' as round
      from record where kind = 'financing'
      order by company_id, record_date desc nulls last, record_id desc
    `.execute(db);
    const latest = new Uint8Array(n);
    for (const r of rows) {
      const i = index.positionOf(r.company_id);
      if (i >= 0 && r.round !== null && rounds.has(r.round as never)) latest[i] = 1;
    }
    tests.push((i) => latest[i] === 1);
  }
  if (f.jointStock !== undefined) {
    const joint = new Uint8Array(n);
    for (const i of index.match({ companyTypes: ['股份有限公司'], status: 'all' }, '2000-01-01', [])) joint[i] = 1;
    const { rows } = await sql<{ company_id: string }>`
      select distinct company_id from change_record
      where item = '企业类型变更' and after_content like '股份有限公司%'
    `.execute(db);
    for (const r of rows) {
      const i = index.positionOf(r.company_id);
      if (i >= 0) joint[i] = 1;
    }
    for (const [i, l] of listings)
      if (l.ipoStage !== null || (l.board !== null && JOINT_STOCK_BOARDS.includes(l.board))) joint[i] = 1;
    const want = f.jointStock;
    tests.push((i) => (joint[i] === 1) === want);
  }
  return tests;
}

/**
 * The finance filters as tests of a `where` over `company c` (`SEARCH_INDEXES=database`): the rules of
 * `financeTests`, a company without a listing row having no board, stage, sponsor nor tutoring day.
 */
export function financeSql(f: FinanceFilters): RawBuilder<unknown>[] {
  const tests: RawBuilder<unknown>[] = [];
  const listing = (test: RawBuilder<unknown>) =>
    sql<boolean>`exists (select 1 from listing_status l where l.ent_id = c.ent_id and ${test})`;
  if (f.boards?.length) {
    const boards = f.boards.filter((b) => b !== '未上市');
    const listed = boards.length ? listing(sql`l.board in (${sql.join(boards)})`) : sql`false`;
    tests.push(f.boards.includes('未上市') ? sql`(${listed} or not ${listing(sql`l.board is not null`)})` : listed);
  }
  if (f.ipoStages?.length) tests.push(listing(sql`l.ipo_stage in (${sql.join(f.ipoStages)})`));
  if (f.tutoring !== undefined || f.tutoringFrom || f.tutoringTo) {
    const [from, to] = [f.tutoringFrom ?? '0000-00-00', f.tutoringTo ?? '9999-99-99'];
    const tutored = sql`l.tutoring_date is not null
      and to_char(l.tutoring_date, 'YYYY-MM-DD') collate "C" between ${from} and ${to}`;
    tests.push((f.tutoring ?? true) ? listing(tutored) : sql`not ${listing(sql`l.tutoring_date is not null`)}`);
  }
  if (f.sponsors?.length) tests.push(listing(sql`l.sponsor in (${sql.join(f.sponsors.map((x) => x.trim()))})`));
  if (f.latestRounds?.length) {
    const rounds = [...new Set(f.latestRounds.flatMap((key) => ROUND_FILTERS[key] ?? []))];
    tests.push(
      rounds.length
        ? sql`(
            select r.payload->>'round' from record r where r.company_id = c.ent_id and r.kind = 'financing'
            order by r.record_date desc nulls last, r.record_id desc limit 1
          ) in (${sql.join(rounds)})`
        : sql`false`,
    );
  }
  if (f.jointStock !== undefined) {
    const joint = sql`(c.org_type like '股份有限公司%'
      or exists (
        select 1 from change_record cr where cr.company_id = c.ent_id
          and cr.item = '企业类型变更' and cr.after_content like '股份有限公司%'
      )
      or ${listing(sql`(l.ipo_stage is not null or l.board in (${sql.join(JOINT_STOCK_BOARDS)}))`)})`;
    tests.push(f.jointStock ? joint : sql`not ${joint}`);
  }
  return tests;
}

/**
 * A search of IBA 高级搜索: 条件找客's conditions over the prospects (in memory, then the finance filters over what
 * they kept; or in the database, all in one `where`); the page's rows are read from the database.
 */
export class AdvSearch {
  private constructor(
    private readonly db: Db,
    readonly matches: ProspectMatches,
  ) {}

  /** The search of `filters`; `first`, the page to be read first, found with the count in the database. */
  static async run(
    db: Db,
    prospects: Prospects,
    filters: AdvSearchFilters,
    scope: SearchScope,
    first?: FirstPage,
  ): Promise<AdvSearch> {
    checkFinance(filters.finance);
    if (prospects.inDatabase)
      return new AdvSearch(
        db,
        await DatabaseMatches.find(db, filters.conditions, scope, financeSql(filters.finance), first),
      );
    const index = await prospects.current();
    const matches = await MemoryMatches.find(db, index, filters.conditions, scope);
    const tests = await financeTests(db, index, filters.finance);
    return new AdvSearch(db, tests.length ? matches.filter((i) => tests.every((test) => test(i))) : matches);
  }

  get total(): number {
    return this.matches.total;
  }

  /** One page of matches, in the order chosen (条件找客's orders), with the facts the result table shows. */
  async page(sort: ConditionSort | undefined, page: { offset: number; limit: number }): Promise<AdvSearchRow[]> {
    const ids = await this.matches.pageIds(sort, page.offset, page.limit);
    if (!ids.length) return [];
    const rows = await pageCompanies(this.db, ids)
      .leftJoin('listing_status as l', 'l.ent_id', 'c.ent_id')
      .select([
        'c.reg_capital_currency as regCapitalCurrency',
        'c.org_type as orgType',
        'l.board',
        'l.stock_code as stockCode',
        day('l.list_date').as('listDate'),
        'l.ipo_stage as ipoStage',
        day('l.stage_date').as('ipoStageDate'),
        'l.ipo_board as ipoBoard',
        'l.sponsor',
        day('l.tutoring_date').as('tutoringDate'),
        sql<string | null>`(
          select r.payload->>'round' from record r where r.company_id = c.ent_id and r.kind = 'financing'
          order by r.record_date desc nulls last, r.record_id desc limit 1
        )`.as('latestRound'),
        sql<string | null>`(
          select to_char(r.record_date, 'YYYY-MM-DD') from record r where r.company_id = c.ent_id and r.kind = 'financing'
          order by r.record_date desc nulls last, r.record_id desc limit 1
        )`.as('latestRoundDate'),
      ])
      .execute();
    return inIndexOrder(ids, rows).map((r) => ({
      ...r,
      board: r.board as ListingBoard | null,
      ipoStage: r.ipoStage as IpoStage | null,
    }));
  }
}

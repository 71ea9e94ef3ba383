import { sql } from 'kysely';
import { type Conditions, type Merchant, type MerchantsSearchRequest } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { day } from '../../../platform/db/paging';
import { regionText } from '../../../core/prospects/options';
import { conditionOrder, conditionTests } from '../../../core/prospects/conditionSql';
import type { ProspectIndex, Prospects } from '../../../core/prospects/prospectIndex';
import { WON_BID_TYPES, yearsBefore } from '../../../core/prospects/query';
import { riskSummaries } from '../../../core/risk/riskSummary';

/** A sum of 元 to the cent (the index adds floats). */
const toCent = (yuan: number) => Math.round(yuan * 100) / 100;

/** A company's won bids (中标/成交) in the two windows the page shows (12 and 36 months). */
export interface Bids {
  wins12: number;
  amount12: number;
  wins36: number;
  amount36: number;
}

/** Won bids of every company in the two windows, in memory by position. */
function bidTotals(index: ProspectIndex, today: string) {
  return { 1: index.wonBidTotals(today, 1), 3: index.wonBidTotals(today, 3) };
}

const bidsAt = (bids: ReturnType<typeof bidTotals>, i: number): Bids => ({
  wins12: bids[1].count[i]!,
  amount12: bids[1].amount[i]!,
  wins36: bids[3].count[i]!,
  amount36: bids[3].amount[i]!,
});

/** One page of 合作方寻源's matches, in the order asked, with each company's bids. */
export interface MerchantsPage {
  total: number;
  ids: string[];
  bids: Map<string, Bids>;
}

/** The merchants' conditions: 条件找客's, the customer book left aside (寻源 looks for partners, not prospects). */
const merchantConditions = (request: MerchantsSearchRequest): Conditions => ({
  ...(request.conditions as Conditions),
  excludeCustomers: undefined,
});

/**
 * The matches of 合作方寻源: 条件找客's conditions on the shared prospect index, then the bid-win filter; in
 * the order asked (won bids in 36 months by default, ties by id).
 */
function searchInMemory(index: ProspectIndex, request: MerchantsSearchRequest, today: string) {
  const bids = bidTotals(index, today);
  let matches = Array.from(index.match(request.conditions as Conditions, today, []));
  const filter = request.bidWins;
  if (filter) {
    const t = bids[filter.years];
    const minYuan = filter.minAmount ?? 0;
    matches = matches.filter((i) => t.count[i]! >= filter.minWins && t.amount[i]! >= minYuan);
  }
  const sort = request.sort ?? 'wins36Desc';
  const ordered =
    sort === 'capitalDesc'
      ? index.page(Int32Array.from(matches), 'capitalDesc', 0, matches.length)
      : matches.sort((a, b) => {
          const key = sort === 'wins36Desc' ? bids[3].count : bids[3].amount;
          return key[b]! - key[a]! || a - b;
        });
  return { ordered, bids };
}

/** The won bids (中标/成交) in the last three years up to `today`: `r`, the record. */
const wonBid = (today: string) => sql`r.kind = 'bidding' and r.payload->>'type' in (${sql.join(WON_BID_TYPES)})
  and r.record_date > ${yearsBefore(today, 3)}::date and r.record_date <= ${today}::date`;

/** The bids' columns, summed over the records `r` grouped. */
const bidSums = (today: string) => sql`
  count(*) filter (where r.record_date > ${yearsBefore(today, 1)}::date)::int as wins12,
  coalesce(sum((r.payload->>'amount')::float8) filter (where r.record_date > ${yearsBefore(today, 1)}::date), 0)
    as amount12,
  count(*)::int as wins36,
  coalesce(sum((r.payload->>'amount')::float8), 0) as amount36`;

/** A company's won bids, `b`, for the company `c`: summed for it alone (a few companies). */
const bidsOfCompany = (today: string) =>
  sql`lateral (select ${bidSums(today)} from record r where r.company_id = c.ent_id and ${wonBid(today)}) b`;

/**
 * Every company's won bids, `b`, joined to the companies `c`: the won bids of three years are few (a partial
 * index of migration 0067 reads them), summed once and hashed; a company without any has zeros.
 */
const bidsJoined = (today: string) => sql`company c left join (
  select r.company_id, ${bidSums(today)} from record r where ${wonBid(today)} group by r.company_id
) w on w.company_id = c.ent_id
cross join lateral (
  select coalesce(w.wins12, 0) as wins12, coalesce(w.amount12, 0) as amount12,
    coalesce(w.wins36, 0) as wins36, coalesce(w.amount36, 0) as amount36
) b`;

interface BidRow extends Bids {
  ent_id: string;
}

const bidMap = (rows: readonly BidRow[]) =>
  new Map(
    rows.map(({ ent_id: id, ...b }) => [id, { ...b, amount12: Number(b.amount12), amount36: Number(b.amount36) }]),
  );

/**
 * One page of 合作方寻源 (`SEARCH_INDEXES=database`): the conditions and the bid-win filter as one `where`, the
 * bids of each match summed by a lateral join, counted and ordered there as the index in memory orders.
 */
async function searchInDatabase(
  db: Db,
  request: MerchantsSearchRequest,
  today: string,
  page: { offset: number; limit: number },
): Promise<MerchantsPage> {
  const tests = [...conditionTests(merchantConditions(request), today, 0)];
  const filter = request.bidWins;
  if (filter) {
    const [wins, amount] = filter.years === 1 ? [sql`b.wins12`, sql`b.amount12`] : [sql`b.wins36`, sql`b.amount36`];
    tests.push(sql`${wins} >= ${filter.minWins} and ${amount} >= ${filter.minAmount ?? 0}`);
  }
  const from = bidsJoined(today);
  const where = tests.length ? sql.join(tests, sql` and `) : sql`true`;
  const sort = request.sort ?? 'wins36Desc';
  const order =
    sort === 'capitalDesc'
      ? conditionOrder('capitalDesc')
      : sort === 'wins36Desc'
        ? sql`b.wins36 desc, c.ent_id`
        : sql`b.amount36 desc, c.ent_id`;
  const [counted, rows] = await Promise.all([
    sql<{ n: string | number }>`select count(*) as n from ${from} where ${where}`.execute(db),
    sql<BidRow>`
      select c.ent_id, b.wins12, b.amount12, b.wins36, b.amount36 from ${from} where ${where}
      order by ${order} limit ${page.limit} offset ${page.offset}`.execute(db),
  ]);
  return {
    total: Number(counted.rows[0]?.n ?? 0),
    ids: rows.rows.map((r) => r.ent_id),
    bids: bidMap(rows.rows),
  };
}

/** One page of 合作方寻源's matches, from the prospects in memory or in the database (`SEARCH_INDEXES`). */
export async function searchMerchants(
  db: Db,
  prospects: Prospects,
  request: MerchantsSearchRequest,
  today: string,
  page: { offset: number; limit: number },
): Promise<MerchantsPage> {
  if (prospects.inDatabase) return searchInDatabase(db, request, today, page);
  const index = await prospects.current();
  const { ordered, bids } = searchInMemory(index, request, today);
  const positions = ordered.slice(page.offset, page.offset + page.limit);
  return {
    total: ordered.length,
    ids: positions.map((i) => index.entIds[i]!),
    bids: new Map(positions.map((i) => [index.entIds[i]!, bidsAt(bids, i)])),
  };
}

/** The bids of the companies `ids` (those the prospects know: a company loaded since may be missing in memory). */
export async function bidsOf(
  db: Db,
  prospects: Prospects,
  ids: readonly string[],
  today: string,
): Promise<Map<string, Bids>> {
  if (!ids.length) return new Map();
  if (prospects.inDatabase) {
    const { rows } = await sql<BidRow>`
      select c.ent_id, b.wins12, b.amount12, b.wins36, b.amount36
      from company c cross join ${bidsOfCompany(today)} where c.ent_id in (${sql.join(ids)})`.execute(db);
    return bidMap(rows);
  }
  const index = await prospects.current();
  const bids = bidTotals(index, today);
  return new Map(
    ids.flatMap((id) => {
      const i = index.positionOf(id);
      return i < 0 ? [] : [[id, bidsAt(bids, i)] as const];
    }),
  );
}

/** The rows of the companies `ids` (in that order), with bids, risk grade and the shortlist flag. */
export async function merchantRows(
  db: Db,
  ids: readonly string[],
  bids: ReadonlyMap<string, Bids>,
  userId: number,
): Promise<Merchant[]> {
  const known = ids.filter((id) => bids.has(id));
  if (!known.length) return [];
  const [rows, risks, listed] = await Promise.all([
    companyFacts(db, known),
    riskSummaries(db, known),
    db
      .selectFrom('sourcing_shortlist')
      .select('ent_id')
      .where('user_id', '=', userId)
      .where('ent_id', 'in', known)
      .execute(),
  ]);
  const shortlisted = new Set(listed.map((r) => r.ent_id));
  const byId = new Map(rows.map((r) => [r.entId, r]));
  return known.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const risk = risks.get(id);
    const b = bids.get(id)!;
    return [
      {
        entId: id,
        orgName: row.orgName,
        legalRep: row.legalRep,
        regCapital: row.regCapital,
        estDate: row.estDate,
        status: row.status,
        region: row.region,
        industryName: row.industryName,
        wins12: b.wins12,
        amount12: toCent(b.amount12),
        wins36: b.wins36,
        amount36: toCent(b.amount36),
        riskGrade: risk?.grade ?? 'A',
        riskCount: risk?.total ?? 0,
        shortlisted: shortlisted.has(id),
      },
    ];
  });
}

/** The register's facts the table and the comparison show. */
export async function companyFacts(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom('company as c')
    .where('c.ent_id', 'in', [...ids])
    .select([
      'c.ent_id as entId',
      'c.name as orgName',
      'c.legal_rep as legalRep',
      sql<number | null>`c.reg_capital::float8`.as('regCapital'),
      sql<number | null>`c.paid_capital::float8`.as('paidCapital'),
      day('c.est_date').as('estDate'),
      'c.status',
      'c.org_type as orgType',
      'c.region_code as regionCode',
      'c.industry_name as industryName',
    ])
    .execute();
  // Amounts stay in 元, the API's unit.
  return rows.map(({ regionCode, ...r }) => ({ ...r, region: regionText(regionCode) }));
}

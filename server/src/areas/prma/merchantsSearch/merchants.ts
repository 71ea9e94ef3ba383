import { sql } from 'kysely';
import { type Conditions, type Merchant, type MerchantsSearchRequest } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';
import { day } from '../../../platform/db/paging';
import { regionText } from '../../../core/prospects/options';
import type { ProspectIndex } from '../../../core/prospects/prospectIndex';
import { riskSummaries } from '../../../core/risk/riskSummary';

/** A sum of 元 to the cent (the index adds floats). */
const toCent = (yuan: number) => Math.round(yuan * 100) / 100;

/** Won bids of every company in the two windows the page shows (12 and 36 months). */
function bidTotals(index: ProspectIndex, today: string) {
  return { 1: index.wonBidTotals(today, 1), 3: index.wonBidTotals(today, 3) };
}

/**
 * The matches of 合作方寻源: 条件找客's conditions on the shared prospect index, then the bid-win filter; in
 * the order asked (won bids in 36 months by default, ties by id).
 */
export function searchMerchants(index: ProspectIndex, request: MerchantsSearchRequest, today: string) {
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

/** The rows of the companies at `positions` (in that order), with bids, risk grade and the shortlist flag. */
export async function merchantRows(
  db: Db,
  index: ProspectIndex,
  positions: readonly number[],
  bids: ReturnType<typeof bidTotals>,
  userId: number,
): Promise<Merchant[]> {
  const ids = positions.map((i) => index.entIds[i]!);
  if (!ids.length) return [];
  const [rows, risks, listed] = await Promise.all([
    companyFacts(db, ids),
    riskSummaries(db, ids),
    db
      .selectFrom('sourcing_shortlist')
      .select('ent_id')
      .where('user_id', '=', userId)
      .where('ent_id', 'in', ids)
      .execute(),
  ]);
  const shortlisted = new Set(listed.map((r) => r.ent_id));
  const byId = new Map(rows.map((r) => [r.entId, r]));
  return positions.flatMap((i) => {
    const id = index.entIds[i]!;
    const row = byId.get(id);
    if (!row) return [];
    const risk = risks.get(id);
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
        wins12: bids[1].count[i]!,
        amount12: toCent(bids[1].amount[i]!),
        wins36: bids[3].count[i]!,
        amount36: toCent(bids[3].amount[i]!),
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

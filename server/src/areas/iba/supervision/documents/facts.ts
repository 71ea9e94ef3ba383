import { sql } from 'kysely';
import type { EnterpriseInfo, FinancialYear, ReviewDetail, ReviewFile, SupervisionType } from '@esee/contracts';
import type { Db } from '../../../../platform/db/database';
import { notFound } from '../../../../platform/http/errors';
import { enterpriseInfo } from '../../../../core/companies/companyInfo';
import { shareholders } from '../../../../core/companies/companyStructure';
import { financialStatements } from '../../../../core/companies/financials';
import { reviewDetail } from '../query';

/** A holder as the prospectus and the legal opinion list them (percent 0–100, 认缴 in 元). */
export interface Holder {
  name: string;
  kind: string;
  percent: number;
  subscribed: number | null;
}

/** Everything a review file is written from: the item, the file, the issuer's record, holders, listing, statements. */
export interface ReviewFacts {
  review: ReviewDetail;
  file: ReviewFile;
  company: EnterpriseInfo;
  /** The largest ten, as the register holds them today. */
  holders: Holder[];
  listing: { stockCode: string | null; board: string | null; listDate: string | null } | null;
  /** A deal's target company, when the register holds it by the name the item gives. */
  target: EnterpriseInfo | null;
  /** The issuer's annual statements with their ratios, newest first (none for a company without statements). */
  financials: FinancialYear[];
}

export const FILE_NOT_FOUND = '未找到该文件';

/** The register's record of the company named `name`, or null. */
async function companyNamed(db: Db, name: string): Promise<EnterpriseInfo | null> {
  const row = await db.selectFrom('company').select('ent_id').where('name', '=', name).executeTakeFirst();
  return row ? enterpriseInfo(db, row.ent_id) : null;
}

/**
 * The facts of one file of an item of `type` (404 for an item of another type, or a name the item does not
 * list): read as the detail call reads the item, so the document says what the page shows.
 */
export async function reviewFacts(db: Db, type: SupervisionType, reviewId: string, name: string): Promise<ReviewFacts> {
  const review = await reviewDetail(db, type, reviewId);
  const file = review.fileGroups.flatMap((g) => g.files).find((f) => f.name === name);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const [company, holders, listing, target, statements] = await Promise.all([
    enterpriseInfo(db, review.companyId),
    shareholders(db, review.companyId, { offset: 0, limit: 10 }),
    sql<{ stockCode: string | null; board: string | null; listDate: string | null }>`
      select stock_code as "stockCode", board, to_char(list_date, 'YYYY-MM-DD') as "listDate"
      from listing_status where ent_id = ${review.companyId}
    `.execute(db),
    review.target ? companyNamed(db, review.target.replace(/\d+%股权$/, '')) : Promise.resolve(null),
    financialStatements(db, review.companyId),
  ]);
  return {
    review,
    file,
    company,
    holders: holders.list.map((h) => ({
      name: String(h.stockName ?? '-'),
      kind: String(h.stockType ?? '-'),
      percent: Number(h.stockPercent ?? 0),
      subscribed: h.shouldCapi === null || h.shouldCapi === undefined ? null : Number(h.shouldCapi),
    })),
    listing: listing.rows[0] ?? null,
    target,
    financials: statements.years,
  };
}

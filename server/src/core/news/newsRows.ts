import { sql } from 'kysely';
import { isRealDay, RISK_NEWS_CATEGORIES } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { day } from '../../platform/db/paging';
import { badRequest } from '../../platform/http/errors';

/**
 * News rows of the register (the `news` record kind) for the news pages of every solution: CBA 企业舆情 and
 * 风险新闻, PRMA 合作方舆情. Each page chooses its companies (`restrict`); the filters, the row shape, the
 * order and the bound are the same everywhere.
 */

/** News items read for one answer: a year of a few hundred companies fits, and the answer stays quick. */
const MAX_ROWS = 5000;

export interface NewsFilter {
  dateFrom?: string;
  dateTo?: string;
  sentiment?: string;
  category?: string;
  /** Risk news only: negative, or of a risk category (`RISK_NEWS_CATEGORIES`) whatever its sentiment. */
  riskOnly?: boolean;
}

export function checkDates(from?: string, to?: string) {
  for (const d of [from, to]) if (d !== undefined && !isRealDay(d)) throw badRequest('请求参数有误：日期不存在');
  if (from && to && from > to) throw badRequest('请求参数有误：开始日期晚于结束日期');
}

const newsBase = (db: Db) =>
  db.selectFrom('record as r').innerJoin('company as c', 'c.ent_id', 'r.company_id').where('r.kind', '=', 'news');

/** The news query before a page restricts it to its companies (`r` the record, `c` its company). */
export type NewsQuery = ReturnType<typeof newsBase>;

/** Whether a news row (`r`) is risk news: negative, or of a risk category. */
export const isRiskNews = sql<boolean>`(r.payload ->> 'sentiment' = '负面' or r.payload ->> 'category' in (${sql.join(
  RISK_NEWS_CATEGORIES,
)}))`;

/** The news of the companies `restrict` keeps, filtered, newest first (by day, publish time, id). */
export async function newsRows(db: Db, restrict: (query: NewsQuery) => NewsQuery, f: NewsFilter) {
  checkDates(f.dateFrom, f.dateTo);
  let query = restrict(newsBase(db));
  if (f.riskOnly) query = query.where(isRiskNews);
  if (f.dateFrom) query = query.where('r.record_date', '>=', f.dateFrom);
  if (f.dateTo) query = query.where('r.record_date', '<=', f.dateTo);
  if (f.sentiment) query = query.where(sql<string>`r.payload ->> 'sentiment'`, '=', f.sentiment);
  if (f.category) query = query.where(sql<string>`r.payload ->> 'category'`, '=', f.category);
  return query
    .select([
      'r.record_id as newsId',
      'r.company_id as entId',
      'c.name as entName',
      sql<string>`coalesce(r.payload ->> 'title', '')`.as('title'),
      sql<string | null>`r.payload ->> 'source'`.as('source'),
      sql<string | null>`coalesce(r.payload ->> 'publishTime', ${day('r.record_date')})`.as('publishTime'),
      sql<string | null>`r.payload ->> 'sentiment'`.as('sentiment'),
      sql<string | null>`r.payload ->> 'category'`.as('category'),
      sql<string | null>`r.payload ->> 'summary'`.as('summary'),
    ])
    .orderBy('r.record_date', (o) => o.desc().nullsLast())
    .orderBy(sql`r.payload ->> 'publishTime'`, (o) => o.desc().nullsLast())
    .orderBy('r.record_id', 'desc')
    .limit(MAX_ROWS)
    .execute();
}

export type NewsItem = Awaited<ReturnType<typeof newsRows>>[number];

export interface RelatedCompany {
  entId: string;
  entName: string;
  relation: string;
}

/** Holders and holdings named per company: enough to see the group without listing it all. */
const RELATED_EACH = 5;

/**
 * Companies each article of these companies concerns: the company itself, its corporate shareholders
 * and its majority holdings, largest stakes first. Two queries for any number of companies.
 */
export async function relatedCompanies(
  db: Db,
  companies: readonly { entId: string; entName: string }[],
): Promise<Map<string, RelatedCompany[]>> {
  const ids = [...new Set(companies.map((c) => c.entId))];
  const out = new Map<string, RelatedCompany[]>();
  if (!ids.length) return out;
  const [holders, holdings] = await Promise.all([
    db
      .selectFrom('shareholding as s')
      .innerJoin('company as c', 'c.ent_id', 's.holder_id')
      .select(['s.company_id as of', 'c.ent_id as entId', 'c.name as entName'])
      .where('s.company_id', 'in', ids)
      .where('s.holder_kind', '=', 'C')
      .orderBy('s.ratio', 'desc')
      .orderBy('c.ent_id')
      .execute(),
    db
      .selectFrom('shareholding as s')
      .innerJoin('company as c', 'c.ent_id', 's.company_id')
      .select(['s.holder_id as of', 'c.ent_id as entId', 'c.name as entName'])
      .where('s.holder_id', 'in', ids)
      .where('s.holder_kind', '=', 'C')
      .where('s.ratio', '>=', '0.5')
      .orderBy('s.ratio', 'desc')
      .orderBy('c.ent_id')
      .execute(),
  ]);
  for (const c of companies) out.set(c.entId, [{ entId: c.entId, entName: c.entName, relation: '主体企业' }]);
  const add = (rows: typeof holders, relation: string) => {
    const taken = new Map<string, number>();
    for (const r of rows) {
      const n = taken.get(r.of) ?? 0;
      if (n >= RELATED_EACH) continue;
      taken.set(r.of, n + 1);
      out.get(r.of)?.push({ entId: r.entId, entName: r.entName, relation });
    }
  };
  add(holders, '企业股东');
  add(holdings, '控股企业');
  return out;
}

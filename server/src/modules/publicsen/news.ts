import { sql } from 'kysely';
import { isRealDay, RISK_NEWS_CATEGORIES } from '@esee/contracts';
import type { SessionUser } from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/database';
import { day } from '../../platform/db/paging';
import { badRequest, notFound } from '../../platform/errors';

/** News items read for one answer: a year of a few hundred monitored companies fits, and the answer stays quick. */
const MAX_ROWS = 5000;

export interface Scope {
  entId?: string;
  groupId?: number;
  dateFrom?: string;
  dateTo?: string;
  sentiment?: string;
  category?: string;
  /**
   * The risk-news desk (风险新闻): the companies monitored by anyone of the user's institution (a
   * company named must be one of them), and only risk news: negative, or of a risk category.
   */
  desk?: boolean;
}

export function checkDates(from?: string, to?: string) {
  for (const d of [from, to]) if (d !== undefined && !isRealDay(d)) throw badRequest('请求参数有误：日期不存在');
  if (from && to && from > to) throw badRequest('请求参数有误：开始日期晚于结束日期');
}

/** Whether anyone of the user's institution monitors the company. */
export async function monitoredInInstitution(db: Db, user: SessionUser, entId: string): Promise<boolean> {
  const row = await db
    .selectFrom('monitored_company')
    .select('ent_id')
    .where('ent_id', '=', entId)
    .where('inst_id', '=', user.instId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The news of a scope, newest first: one company's (any company: news is public), or the user's own
 * monitored companies in the user's institution (of one of the user's groups). Another user's group is
 * not found. On the desk, the institution's monitored companies and risk news only.
 */
export async function newsOf(db: Db, user: SessionUser, f: Scope) {
  checkDates(f.dateFrom, f.dateTo);
  let query = db
    .selectFrom('record as r')
    .innerJoin('company as c', 'c.ent_id', 'r.company_id')
    .where('r.kind', '=', 'news');
  // A group named is the user's own, whatever else the call asks: another user's group is not found.
  if (f.groupId !== undefined) {
    const group = await db
      .selectFrom('monitor_group')
      .select('id')
      .where('id', '=', f.groupId)
      .where('user_id', '=', user.userId)
      .where('inst_id', '=', user.instId)
      .executeTakeFirst();
    if (!group) throw notFound('分组不存在');
  }
  if (f.entId) {
    const known = await db.selectFrom('company').select('ent_id').where('ent_id', '=', f.entId).executeTakeFirst();
    // On the desk a company no one of the institution monitors is not found, as another institution's would be.
    if (!known || (f.desk && !(await monitoredInInstitution(db, user, f.entId)))) throw notFound('未找到该企业');
    query = query.where('r.company_id', '=', f.entId);
  } else {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('monitored_company as m')
          .select('m.ent_id')
          .whereRef('m.ent_id', '=', 'r.company_id')
          .where('m.inst_id', '=', user.instId)
          .$if(!f.desk, (q) => q.where('m.user_id', '=', user.userId))
          .$if(f.groupId !== undefined, (q) => q.where('m.group_id', '=', f.groupId!)),
      ),
    );
  }
  if (f.desk)
    query = query.where(
      sql<boolean>`(r.payload ->> 'sentiment' = '负面' or r.payload ->> 'category' in (${sql.join(RISK_NEWS_CATEGORIES)}))`,
    );
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

export type NewsItem = Awaited<ReturnType<typeof newsOf>>[number];

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

/** Of these news ids, those the user has read. */
export async function readAmong(db: Db, user: SessionUser, newsIds: readonly string[]): Promise<Set<string>> {
  if (!newsIds.length) return new Set();
  const rows = await db
    .selectFrom('news_read')
    .select('news_id')
    .where('user_id', '=', user.userId)
    .where('news_id', '=', sql<string>`any(${sql.val([...newsIds])}::text[])`)
    .execute();
  return new Set(rows.map((r) => r.news_id));
}

import { sql } from 'kysely';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/errors';
import { checkDates, newsRows, type NewsQuery } from '../../../core/news/newsRows';

export { checkDates, relatedCompanies, type NewsItem, type RelatedCompany } from '../../../core/news/newsRows';

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
  }
  const restrict = (query: NewsQuery): NewsQuery =>
    f.entId
      ? query.where('r.company_id', '=', f.entId)
      : query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('monitored_company as m')
              .select('m.ent_id')
              .whereRef('m.ent_id', '=', 'r.company_id')
              .where('m.inst_id', '=', user.instId)
              .$if(!f.desk, (q) => q.where('m.user_id', '=', user.userId))
              .$if(f.groupId !== undefined, (q) => q.where('m.group_id', '=', f.groupId!)),
          ),
        );
  return newsRows(db, restrict, { ...f, riskOnly: f.desk });
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

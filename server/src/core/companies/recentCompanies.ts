import { chinaTime, IntegrationLimit, type RecentCompany } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';

/** A view of a company by the user: one row per user and company, its time moved forward; the oldest beyond the limit go. */
export async function recordCompanyView(db: Db, userId: number, entId: string, now: Date): Promise<void> {
  const company = await db.selectFrom('company').select('ent_id').where('ent_id', '=', entId).executeTakeFirst();
  if (!company) throw notFound('企业不存在');
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('company_view')
      .values({ user_id: userId, ent_id: entId, viewed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'ent_id']).doUpdateSet({ viewed_at: now }))
      .execute();
    const kept = tx
      .selectFrom('company_view')
      .select('ent_id')
      .where('user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .limit(IntegrationLimit.RECENT_COMPANIES);
    await tx.deleteFrom('company_view').where('user_id', '=', userId).where('ent_id', 'not in', kept).execute();
  });
}

/** The user's recently viewed companies, the latest first. */
export async function recentCompanies(db: Db, userId: number): Promise<RecentCompany[]> {
  const rows = await db
    .selectFrom('company_view as v')
    .innerJoin('company as c', 'c.ent_id', 'v.ent_id')
    .select(['c.ent_id', 'c.name', 'c.credit_code', 'c.status', 'v.viewed_at'])
    .where('v.user_id', '=', userId)
    .orderBy('v.viewed_at', 'desc')
    .limit(IntegrationLimit.RECENT_COMPANIES)
    .execute();
  return rows.map((r) => ({
    entId: r.ent_id,
    name: r.name,
    creditCode: r.credit_code,
    status: r.status,
    viewedAt: chinaTime(r.viewed_at),
  }));
}

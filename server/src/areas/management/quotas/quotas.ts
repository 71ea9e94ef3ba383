import {
  QUOTA_FUNCTION_KEYS,
  QUOTA_FUNCTIONS,
  type MemberQuotaRow,
  type QuotaFunction,
  type QuotaPeriod,
  type QuotaRow,
  chinaDayStart,
} from '@esee/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { periodStart } from './periods';

/** Units used of a quota row now: nothing once its period has passed. */
const usedNow = (q: { period: QuotaPeriod; used: number; period_start: Date | string }, now: Date) =>
  new Date(q.period_start).getTime() === periodStart(q.period, now).getTime() ? q.used : 0;

/** Units recorded since `since` per function, for an institution or one member. */
async function recordedSince(db: Db, instId: number, userId: number | null, since: Date) {
  let query = db
    .selectFrom('usage_record')
    .select(['function', sql<string>`sum(units)`.as('units')])
    .where('inst_id', '=', instId)
    .where('created_at', '>=', since)
    .groupBy('function');
  if (userId !== null) query = query.where('user_id', '=', userId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.function, Number(r.units)]));
}

/** Every function with the institution's quota and what was used of it now (no quota: today). */
export async function institutionQuotas(db: Db, instId: number, now: Date): Promise<QuotaRow[]> {
  const [quotas, today] = await Promise.all([
    db
      .selectFrom('quota')
      .select(['function', 'quota_limit', 'period', 'used', 'period_start'])
      .where('inst_id', '=', instId)
      .where('user_id', 'is', null)
      .execute(),
    recordedSince(db, instId, null, chinaDayStart(now)),
  ]);
  return QUOTA_FUNCTION_KEYS.map((fn) => {
    const q = quotas.find((r) => r.function === fn);
    return q
      ? { function: fn, title: QUOTA_FUNCTIONS[fn], limit: q.quota_limit, period: q.period, used: usedNow(q, now) }
      : { function: fn, title: QUOTA_FUNCTIONS[fn], limit: null, period: null, used: today.get(fn) ?? 0 };
  });
}

/** The members' own quotas in an institution. */
export async function memberQuotas(db: Db, instId: number, now: Date): Promise<MemberQuotaRow[]> {
  const rows = await db
    .selectFrom('quota as q')
    .innerJoin('app_user as u', 'u.id', 'q.user_id')
    .select(['u.id as userId', 'u.username', 'u.display_name as name', 'q.function', 'q.quota_limit', 'q.period'])
    .select(['q.used', 'q.period_start'])
    .where('q.inst_id', '=', instId)
    .orderBy('u.username')
    .orderBy('q.function')
    .execute();
  return rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    name: r.name,
    function: r.function as QuotaFunction,
    title: QUOTA_FUNCTIONS[r.function as QuotaFunction],
    limit: r.quota_limit,
    period: r.period,
    used: usedNow(r, now),
  }));
}

/** The institution's own quota on one function, if any. */
export const institutionQuota = (db: Db, instId: number, fn: QuotaFunction) =>
  db
    .selectFrom('quota')
    .select(['quota_limit', 'period'])
    .where('inst_id', '=', instId)
    .where('user_id', 'is', null)
    .where('function', '=', fn)
    .executeTakeFirst();

/**
 * Set (or, `limit` null, remove) an institution's (`userId` null) or a
 * member's quota. A new quota, or one whose period changes, starts from what
 * the usage records already show in the current period, so setting a quota
 * mid-day does not hand out the day's calls again; a new limit alone keeps
 * the count.
 */
export async function setQuota(
  db: Db,
  target: { instId: number; userId: number | null },
  fn: QuotaFunction,
  limit: number | null,
  period: QuotaPeriod | undefined,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let mine = trx.selectFrom('quota').where('inst_id', '=', target.instId).where('function', '=', fn);
    mine = target.userId === null ? mine.where('user_id', 'is', null) : mine.where('user_id', '=', target.userId);
    const existing = await mine.select(['id', 'period']).forUpdate().executeTakeFirst();
    if (limit === null) {
      if (existing) await trx.deleteFrom('quota').where('id', '=', existing.id).execute();
      return;
    }
    const newPeriod = period ?? existing?.period ?? 'DAY';
    if (existing && existing.period === newPeriod) {
      await trx
        .updateTable('quota')
        .set({ quota_limit: limit, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      return;
    }
    const start = periodStart(newPeriod, now);
    const used = (await recordedSince(trx, target.instId, target.userId, start)).get(fn) ?? 0;
    const values = { quota_limit: limit, period: newPeriod, used, period_start: start, updated_at: now };
    if (existing) await trx.updateTable('quota').set(values).where('id', '=', existing.id).execute();
    else
      await trx
        .insertInto('quota')
        .values({ inst_id: target.instId, user_id: target.userId, function: fn, ...values })
        .execute();
  });
}

/**
 * The quota of `fn` that binds a member first (the institution's or their own, fewer left), with what is left in
 * its current period; null when none applies. The same figures a refused call reports (counter.ts).
 */
export async function bindingQuota(db: Db, instId: number, userId: number, fn: QuotaFunction, now: Date) {
  const rows = await db
    .selectFrom('quota')
    .select(['user_id', 'quota_limit', 'period', 'used', 'period_start'])
    .where('inst_id', '=', instId)
    .where('function', '=', fn)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .execute();
  const standing = rows.map((q) => {
    const used = usedNow(q, now);
    return {
      whose: q.user_id === null ? ('机构' as const) : ('个人' as const),
      period: q.period,
      limit: q.quota_limit,
      used,
      remaining: Math.max(0, q.quota_limit - used),
    };
  });
  return standing.sort((a, b) => a.remaining - b.remaining || (a.whose === '机构' ? -1 : 1))[0] ?? null;
}

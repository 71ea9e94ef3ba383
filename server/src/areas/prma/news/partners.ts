import { sql } from 'kysely';
import { PARTNER_LIST_MAX, type ConfirmResult, type PartnerList } from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, containing, withTotal } from '../../../platform/db/paging';
import { badRequest, notFound } from '../../../platform/http/errors';
import type { NewsQuery } from '../../../core/news/newsRows';

/**
 * The institution's partner list (合作方名单): the companies its procurement team works with, kept by the
 * team (added one by one, from the sourcing shortlist, or imported from a spreadsheet), one list per institution.
 */

/** A news query kept to the institution's partners (of one partner with `entId`). */
export const partnerNews =
  (instId: number, entId?: string) =>
  (query: NewsQuery): NewsQuery =>
    query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('partner as p')
          .select('p.ent_id')
          .whereRef('p.ent_id', '=', 'r.company_id')
          .where('p.inst_id', '=', instId)
          .$if(entId !== undefined, (q) => q.where('p.ent_id', '=', entId!)),
      ),
    );

/** A company named as a partner must be one: another's, or no company, is not found. */
export async function requirePartner(db: Db, user: SessionUser, entId: string) {
  const row = await db
    .selectFrom('partner')
    .select('ent_id')
    .where('inst_id', '=', user.instId)
    .where('ent_id', '=', entId)
    .executeTakeFirst();
  if (!row) throw notFound('未找到该合作方');
}

/** Of these companies, those already on the list. */
export async function partnersAmong(db: Db, instId: number, entIds: readonly string[]): Promise<Set<string>> {
  if (!entIds.length) return new Set();
  const rows = await db
    .selectFrom('partner')
    .select('ent_id')
    .where('inst_id', '=', instId)
    .where('ent_id', 'in', [...entIds])
    .execute();
  return new Set(rows.map((r) => r.ent_id));
}

/**
 * Add companies (known ones: an unknown id is not found) to the list; those on it already keep their date.
 * The list holds at most PARTNER_LIST_MAX companies.
 */
export async function addPartners(
  db: Db,
  user: SessionUser,
  entIds: readonly string[],
  now: Date,
): Promise<ConfirmResult> {
  const known = await db
    .selectFrom('company')
    .select('ent_id')
    .where('ent_id', 'in', [...entIds])
    .execute();
  if (known.length < new Set(entIds).size) throw notFound('未找到该企业');
  // Batch import calls this inside its own transaction; the page's call opens one.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    // One writer per institution at a time, so that two additions cannot pass the limit together.
    await trx.selectFrom('institution').select('id').where('id', '=', user.instId).forUpdate().execute();
    const existing = await partnersAmong(trx, user.instId, entIds);
    const fresh = entIds.filter((id) => !existing.has(id));
    const { count } = await trx
      .selectFrom('partner')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('inst_id', '=', user.instId)
      .executeTakeFirstOrThrow();
    if (count + fresh.length > PARTNER_LIST_MAX)
      throw badRequest(`合作方名单最多 ${PARTNER_LIST_MAX} 家，当前已有 ${count} 家`);
    if (fresh.length)
      await trx
        .insertInto('partner')
        .values(fresh.map((ent_id) => ({ inst_id: user.instId, ent_id, added_by: user.userId, added_at: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    return { imported: fresh.length, existing: existing.size, targetId: null };
  });
}

export async function removePartner(db: Db, user: SessionUser, entId: string) {
  const gone = await db
    .deleteFrom('partner')
    .where('inst_id', '=', user.instId)
    .where('ent_id', '=', entId)
    .executeTakeFirst();
  if (!gone.numDeletedRows) throw notFound('未找到该合作方');
}

/** The list, newest first, by name or code, with each partner's open (待处理, 处理中) alerts. */
export async function listPartners(
  db: Db,
  user: SessionUser,
  f: { keyword?: string; offset: number; limit: number },
): Promise<PartnerList> {
  const keyword = f.keyword?.trim();
  const page = await withTotal(
    db
      .selectFrom('partner as p')
      .innerJoin('company as c', 'c.ent_id', 'p.ent_id')
      .leftJoin('app_user as u', 'u.id', 'p.added_by')
      .select([
        'p.ent_id as entId',
        'c.name as entName',
        'c.status as status',
        chinaTimeText('p.added_at', 'minute').as('addedAt'),
        'u.display_name as addedBy',
        (eb) =>
          eb
            .selectFrom('partner_alert as a')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('a.ent_id', '=', 'p.ent_id')
            .where('a.inst_id', '=', user.instId)
            .where('a.status', 'in', ['pending', 'processing'])
            .as('openAlerts'),
        sql<number>`count(*) over ()`.as('total'),
      ])
      .where('p.inst_id', '=', user.instId)
      .$if(Boolean(keyword), (q) =>
        q.where((eb) =>
          eb.or([eb('c.name', 'ilike', containing(keyword!)), eb('c.credit_code', '=', keyword!.toUpperCase())]),
        ),
      )
      .orderBy('p.added_at', 'desc')
      .orderBy('p.ent_id')
      .offset(f.offset)
      .limit(f.limit)
      .execute()
      .then((rows) => ({ rows })),
  );
  return { total: page.total, list: page.list as PartnerList['list'] };
}

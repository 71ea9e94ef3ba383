import { sql } from 'kysely';
import { chinaTimeText } from '../../../platform/db/paging';
import {
  normaliseTitle,
  PARTNER_ALERT_DAYS,
  PARTNER_ALERT_MOVES,
  PARTNER_ALERT_STATUS_TITLES,
  REPRINT_WINDOW_DAYS,
  type PartnerAlert,
  type PartnerAlertQuery,
  type PartnerAlertStatus,
  chinaDay,
  DAY_MS,
} from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/errors';
import { foldReprints } from '../../../core/news/fold';
import { newsRows, type NewsItem } from '../../../core/news/newsRows';

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;

/**
 * Make the alerts the institution is owed, at the time it asks: every risk news story (negative, or of a risk
 * category) of a partner, published in the last PARTNER_ALERT_DAYS days and not before the day the company
 * became a partner, that has no alert yet. A story is one alert: a copy of it or a reprint arriving later
 * (same normalised title, same company, within the reprint window) is not a new one. Made from what is in the
 * database when asked, so news loaded late is alerted on the next look, and old news loaded late is not.
 */
export async function syncAlerts(db: Db, instId: number, now: Date): Promise<number> {
  const since = chinaDay(now, -PARTNER_ALERT_DAYS);
  const rows = await newsRows(
    db,
    (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('partner as p')
            .select('p.ent_id')
            .whereRef('p.ent_id', '=', 'r.company_id')
            .where('p.inst_id', '=', instId)
            .where(sql<boolean>`r.record_date >= (p.added_at at time zone 'Asia/Shanghai')::date`),
        ),
      ),
    { riskOnly: true, dateFrom: since },
  );
  if (!rows.length) return 0;
  const known = await db
    .selectFrom('partner_alert')
    .select(['ent_id', 'news_id', 'title_key', sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('day')])
    .where('inst_id', '=', instId)
    .where('published_on', '>=', sql<Date>`${shift(since, -REPRINT_WINDOW_DAYS)}::date`)
    .execute();
  const alerted = new Set(known.map((k) => k.news_id));
  const byCompany = new Map<string, NewsItem[]>();
  for (const r of rows) byCompany.set(r.entId, [...(byCompany.get(r.entId) ?? []), r]);
  const fresh: {
    inst_id: number;
    ent_id: string;
    news_id: string;
    title_key: string;
    published_on: string;
    created_at: Date;
  }[] = [];
  for (const [entId, news] of byCompany)
    for (const story of foldReprints(news)) {
      const key = normaliseTitle(story.title);
      const day = (story.publishTime ?? since).slice(0, 10);
      const copies = news.filter((n) => story.copies.includes(n.newsId));
      const seen =
        story.copies.some((id) => alerted.has(id)) ||
        known.some(
          (k) =>
            k.ent_id === entId &&
            k.title_key === key &&
            copies.some((c) => daysApart(k.day, (c.publishTime ?? day).slice(0, 10)) <= REPRINT_WINDOW_DAYS),
        );
      if (!seen)
        fresh.push({
          inst_id: instId,
          ent_id: entId,
          news_id: story.newsId,
          title_key: key,
          published_on: day,
          created_at: now,
        });
    }
  if (!fresh.length) return 0;
  // Two looks at once make the same alerts from the same rows: the second adds nothing.
  const made = await db
    .insertInto('partner_alert')
    .values(fresh)
    .onConflict((oc) => oc.columns(['inst_id', 'news_id']).doNothing())
    .executeTakeFirst();
  return Number(made.numInsertedOrUpdatedRows ?? 0n);
}

/** The institution's alerts of its current partners (a removed partner's are kept, out of sight), for this user. */
const alertsOf = (db: Db, user: SessionUser) =>
  db
    .selectFrom('partner_alert as a')
    .innerJoin('partner as p', (j) => j.onRef('p.inst_id', '=', 'a.inst_id').onRef('p.ent_id', '=', 'a.ent_id'))
    .innerJoin('record as r', 'r.record_id', 'a.news_id')
    .innerJoin('company as c', 'c.ent_id', 'a.ent_id')
    .leftJoin('partner_alert_read as ar', (j) => j.onRef('ar.alert_id', '=', 'a.id').on('ar.user_id', '=', user.userId))
    .leftJoin('app_user as u', 'u.id', 'a.handler_id')
    .where('a.inst_id', '=', user.instId);

const alertColumns = [
  'a.id as alertId',
  'a.news_id as newsId',
  'a.ent_id as entId',
  'c.name as entName',
  'a.title_key as titleKey',
  sql<string>`to_char(a.published_on, 'YYYY-MM-DD')`.as('day'),
  sql<string>`coalesce(r.payload ->> 'title', '')`.as('title'),
  sql<string | null>`r.payload ->> 'source'`.as('source'),
  sql<string | null>`coalesce(r.payload ->> 'publishTime', to_char(r.record_date, 'YYYY-MM-DD'))`.as('publishTime'),
  sql<string | null>`r.payload ->> 'sentiment'`.as('sentiment'),
  sql<string | null>`r.payload ->> 'category'`.as('category'),
  sql<boolean>`ar.user_id is not null`.as('read'),
  'a.status',
  'u.display_name as handler',
  chinaTimeText<string | null>('a.handled_at', 'minute').as('handledAt'),
  'a.note',
  chinaTimeText('a.created_at', 'minute').as('createdAt'),
] as const;

type AlertRow = Awaited<ReturnType<ReturnType<typeof selectAlerts>['execute']>>[number];
const selectAlerts = (db: Db, user: SessionUser) => alertsOf(db, user).select([...alertColumns]);

/** Copies of each alert's story (reprints in the window, the alert's own included), for its 相似 count. */
async function similarCounts(db: Db, rows: readonly AlertRow[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!rows.length) return out;
  const days = rows.map((r) => r.day).sort();
  const ids = [...new Set(rows.map((r) => r.entId))];
  const news = await newsRows(db, (q) => q.where('r.company_id', 'in', ids), {
    dateFrom: shift(days[0]!, -REPRINT_WINDOW_DAYS),
    dateTo: shift(days[days.length - 1]!, REPRINT_WINDOW_DAYS),
  });
  for (const a of rows)
    out.set(
      a.alertId,
      Math.max(
        1,
        news.filter(
          (n) =>
            n.entId === a.entId &&
            normaliseTitle(n.title) === a.titleKey &&
            n.publishTime !== null &&
            daysApart(n.publishTime.slice(0, 10), a.day) <= REPRINT_WINDOW_DAYS,
        ).length,
      ),
    );
  return out;
}

const shapeAlert = (a: AlertRow, similar: number): PartnerAlert => ({
  alertId: a.alertId,
  news: {
    newsId: a.newsId,
    entId: a.entId,
    entName: a.entName,
    title: a.title,
    source: a.source,
    publishTime: a.publishTime,
    sentiment: a.sentiment,
    category: a.category,
    similar,
  },
  read: a.read,
  status: a.status as PartnerAlertStatus,
  handler: a.handler ?? null,
  handledAt: a.handledAt,
  note: a.note,
  createdAt: a.createdAt,
});

/** This user's unread alerts of the institution. */
export async function unreadCount(db: Db, user: SessionUser): Promise<number> {
  const row = await alertsOf(db, user)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('ar.user_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The inbox: newest news first, by status, read state and partner; with this user's unread count. */
export async function listAlerts(
  db: Db,
  user: SessionUser,
  f: Omit<PartnerAlertQuery, 'pageNum' | 'pageSize'> & { offset: number; limit: number },
) {
  const filtered = alertsOf(db, user)
    .$if(f.status !== undefined, (q) => q.where('a.status', '=', f.status!))
    .$if(f.readState === 'read', (q) => q.where('ar.user_id', 'is not', null))
    .$if(f.readState === 'unread', (q) => q.where('ar.user_id', 'is', null))
    .$if(f.entId !== undefined, (q) => q.where('a.ent_id', '=', f.entId!));
  const [count, rows, unread] = await Promise.all([
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    filtered
      .select([...alertColumns])
      .orderBy('a.published_on', 'desc')
      .orderBy('a.id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    unreadCount(db, user),
  ]);
  const similar = await similarCounts(db, rows);
  return { total: count.n, unread, list: rows.map((r) => shapeAlert(r, similar.get(r.alertId) ?? 1)) };
}

/** Alerts of the institution's current partners among these ids; any other id is not found. */
async function requireAlerts(db: Db, user: SessionUser, alertIds: readonly number[]) {
  const rows = await alertsOf(db, user)
    .select(['a.id', 'a.status'])
    .where('a.id', 'in', [...alertIds])
    .execute();
  if (rows.length < new Set(alertIds).size) throw notFound('预警不存在');
  return rows;
}

/** Mark alerts read (or unread again) for this user; answers how many changed. */
export async function markRead(db: Db, user: SessionUser, alertIds: readonly number[], read: boolean) {
  await requireAlerts(db, user, alertIds);
  if (read) {
    const done = await db
      .insertInto('partner_alert_read')
      .values(alertIds.map((alert_id) => ({ alert_id, user_id: user.userId })))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(done.numInsertedOrUpdatedRows ?? 0n);
  }
  const done = await db
    .deleteFrom('partner_alert_read')
    .where('user_id', '=', user.userId)
    .where('alert_id', 'in', [...alertIds])
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}

/**
 * Move an alert on (PARTNER_ALERT_MOVES), as this user, now, with a note (required to ignore one: the team
 * must be able to see why). Handling an alert reads it.
 */
export async function setStatus(
  db: Db,
  user: SessionUser,
  now: Date,
  { alertId, status, note }: { alertId: number; status: PartnerAlertStatus; note?: string },
): Promise<PartnerAlert> {
  const [current] = await requireAlerts(db, user, [alertId]);
  const from = current!.status as PartnerAlertStatus;
  if (!PARTNER_ALERT_MOVES[from].includes(status))
    throw badRequest(
      `预警状态不能从「${PARTNER_ALERT_STATUS_TITLES[from]}」改为「${PARTNER_ALERT_STATUS_TITLES[status]}」`,
    );
  const text = note?.trim() || null;
  if (status === 'ignored' && !text) throw badRequest('忽略预警须填写原因');
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('partner_alert')
      .set({ status, handler_id: user.userId, handled_at: now, note: text })
      .where('id', '=', alertId)
      // Two handlers at once: the second, who saw the old status, is refused rather than overwriting.
      .where('status', '=', from)
      .executeTakeFirst();
    if (!moved.numUpdatedRows) throw badRequest('预警已被他人处理，请刷新后重试');
    await trx
      .insertInto('partner_alert_read')
      .values({ alert_id: alertId, user_id: user.userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  const row = await selectAlerts(db, user).where('a.id', '=', alertId).executeTakeFirstOrThrow();
  return shapeAlert(row, (await similarCounts(db, [row])).get(alertId) ?? 1);
}

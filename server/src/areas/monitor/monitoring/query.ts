import { sql, type DeleteQueryBuilder, type DeleteResult } from 'kysely';
import { dayBegins, dayEnds, type DerivedAlertEvidence } from '@esee/contracts';
import { whereInScope } from '../../../platform/auth/dataScope';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import type { Database } from '../../../platform/db/schema';
import { chinaTimeText, containing, day } from '../../../platform/db/paging';
import { badRequest } from '../../../platform/http/errors';
import { nowSql } from '../../../platform/clock';
import { alertCaseIdSql, alertIgnoredSql } from '../shared/alertCases';
import { ALL_GROUPS_ID } from './groups';

type Page = { offset: number; limit: number };

/** Companies that exist, each once; an unknown one refuses the whole call. */
export async function knownCompanies(db: Db, entIds: string[]): Promise<string[]> {
  const wanted = [...new Set(entIds)];
  const known = await db.selectFrom('company').select('ent_id').where('ent_id', 'in', wanted).execute();
  if (known.length !== wanted.length) throw badRequest('请求参数有误：包含不存在的企业');
  return wanted;
}

/** Which of `entIds` the user monitors already. */
export async function monitoredAmong(db: Db, user: SessionUser, entIds: string[]): Promise<Set<string>> {
  if (!entIds.length) return new Set();
  const rows = await db
    .selectFrom('monitored_company')
    .select('ent_id')
    .where('user_id', '=', user.userId)
    .where('ent_id', 'in', entIds)
    .execute();
  return new Set(rows.map((r) => r.ent_id));
}

/** Related companies (of `related.ts`), each with whether the user monitors it already. */
export async function markMonitored<T extends { entId: string }>(db: Db, user: SessionUser, rows: T[]) {
  const held = await monitoredAmong(
    db,
    user,
    rows.map((r) => r.entId),
  );
  return rows.map((r) => ({ ...r, monitored: held.has(r.entId) }));
}

type Cancel = DeleteQueryBuilder<Database, 'monitored_company', DeleteResult>;

/** Stop monitoring the user's companies that `narrow` picks; how many that was. */
async function cancelMonitoring(db: Db, user: SessionUser, narrow: (q: Cancel) => Cancel) {
  const rows = await narrow(db.deleteFrom('monitored_company').where('user_id', '=', user.userId))
    .returning('ent_id')
    .execute();
  return { cancelled: rows.length };
}

/** Stop monitoring these of the user's companies. */
export const cancelCompanies = (db: Db, user: SessionUser, entIds: string[]) =>
  cancelMonitoring(db, user, (q) => q.where('ent_id', 'in', entIds));

/** Stop monitoring the user's companies of a group, or all of them (null). */
export const cancelGroup = (db: Db, user: SessionUser, groupId: number | null) =>
  cancelMonitoring(db, user, (q) => (groupId !== null ? q.where('group_id', '=', groupId) : q));

/** Stop monitoring these companies added as related parties of `entId`. */
export const cancelRelated = (db: Db, user: SessionUser, entId: string, entIds: string[]) =>
  cancelMonitoring(db, user, (q) => q.where('related_to', '=', entId).where('ent_id', 'in', entIds));

/** Add companies to a group; those the user already monitors stay where they are. */
export async function addToGroup(
  db: Db,
  user: SessionUser,
  groupId: number,
  companies: { entId: string; relatedTo?: string; relation?: string }[],
) {
  if (!companies.length) return { added: 0, existing: 0 };
  const inserted = await db
    .insertInto('monitored_company')
    .values(
      companies.map((c) => ({
        user_id: user.userId,
        inst_id: user.instId,
        ent_id: c.entId,
        group_id: groupId,
        related_to: c.relatedTo ?? null,
        relation: c.relation ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'ent_id']).doNothing())
    .returning('ent_id')
    .execute();
  return { added: inserted.length, existing: companies.length - inserted.length };
}

/** Monitored companies of the institution, with their group, status, unread alerts and who monitors them. */
function monitoredOfInst(db: Db, instId: number) {
  return db
    .selectFrom('monitored_company as m')
    .innerJoin('company as c', 'c.ent_id', 'm.ent_id')
    .innerJoin('monitor_group as g', 'g.id', 'm.group_id')
    .innerJoin('app_user as o', 'o.id', 'm.user_id')
    .leftJoin('company as r', 'r.ent_id', 'm.related_to')
    .select([
      'o.display_name as ownerName',
      'm.ent_id as entId',
      'c.name as entName',
      'c.status as orgStatus',
      'c.legal_rep as legRepName',
      'c.credit_code as creditCode',
      'm.status as monitorStatus',
      'g.id as groupId',
      'g.name as groupName',
      'r.name as relatedTo',
      'm.relation',
      chinaTimeText('m.added_at', 'minute').as('addTime'),
      sql<number>`(select count(*)::int from monitor_alert a where a.user_id = m.user_id and a.ent_id = m.ent_id and a.read_at is null)`.as(
        'unreadAlerts',
      ),
    ])
    .where('m.inst_id', '=', instId);
}

/** The user's monitored companies. */
const monitored = (db: Db, user: SessionUser) => monitoredOfInst(db, user.instId).where('m.user_id', '=', user.userId);

/** A company the user monitors, or undefined. */
export const monitoredCompany = (db: Db, user: SessionUser, entId: string) =>
  monitored(db, user).where('m.ent_id', '=', entId).executeTakeFirst();

/** The user's companies monitored as related parties of `entId`, by name. */
export const monitoredRelated = (db: Db, user: SessionUser, entId: string) =>
  monitored(db, user).where('m.related_to', '=', entId).orderBy('c.name').execute();

/** The user's monitored companies of a group (null: all), newest first, at most 10,000 (an export). */
export const monitoredOfGroup = (db: Db, user: SessionUser, groupId: number | null) =>
  monitored(db, user)
    .$if(groupId !== null, (q) => q.where('m.group_id', '=', groupId!))
    .orderBy('m.added_at', 'desc')
    .limit(10_000)
    .execute();

/** The first ten of the user's monitored companies whose name holds `name`, by name. */
export async function monitoredByName(db: Db, user: SessionUser, name: string) {
  const rows = await monitored(db, user)
    .where('c.name', 'like', containing(name))
    .orderBy('c.name')
    .limit(10)
    .execute();
  return rows.map((r) => ({ entId: r.entId, entName: r.entName, groupId: r.groupId }));
}

/** Whether a group of the institution belongs to one of the members in a data scope (`ids`, null: anyone). */
export async function groupInScope(db: Db, user: SessionUser, groupId: number, ids: readonly number[] | null) {
  const group = await whereInScope(
    db.selectFrom('monitor_group').select('id').where('id', '=', groupId).where('inst_id', '=', user.instId),
    'user_id',
    ids,
  ).executeTakeFirst();
  return Boolean(group);
}

/**
 * A page of monitored companies, newest first, and their total: the user's own, or with `team` those of the
 * members in the caller's data scope (`ids` from dataScopeUserIds, null: the whole institution); of one group
 * unless `groupId` is 全部分组, whose name holds `entName`.
 */
export async function monitorPage(
  db: Db,
  user: SessionUser,
  q: { team?: { ids: readonly number[] | null }; groupId: number; entName?: string },
  page: Page,
) {
  let query = q.team ? whereInScope(monitoredOfInst(db, user.instId), 'm.user_id', q.team.ids) : monitored(db, user);
  if (q.groupId !== ALL_GROUPS_ID) query = query.where('m.group_id', '=', q.groupId);
  const name = q.entName?.trim();
  if (name) query = query.where('c.name', 'like', containing(name));
  const [list, count] = await Promise.all([
    query.orderBy('m.added_at', 'desc').orderBy('m.ent_id').offset(page.offset).limit(page.limit).execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: count.n, list };
}

/** The groups these of the user's companies are in. */
export const groupsOfCompanies = (db: Db, user: SessionUser, entIds: string[]) =>
  db
    .selectFrom('monitored_company as m')
    .innerJoin('monitor_group as g', 'g.id', 'm.group_id')
    .select(['m.ent_id as entId', 'g.id as groupId', 'g.name as groupName'])
    .where('m.user_id', '=', user.userId)
    .where('m.ent_id', 'in', entIds)
    .execute();

/** Move these of the user's companies to a group; how many moved. */
export async function moveToGroup(db: Db, user: SessionUser, groupId: number, entIds: string[]) {
  const rows = await db
    .updateTable('monitored_company')
    .set({ group_id: groupId })
    .where('user_id', '=', user.userId)
    .where('ent_id', 'in', entIds)
    .returning('ent_id')
    .execute();
  return rows.length;
}

/** Monitor again these of the user's companies whose adding failed, when the company exists; how many. */
export async function retryFailed(db: Db, user: SessionUser, entIds: string[]) {
  const rows = await db
    .updateTable('monitored_company')
    .set({ status: 'MONITORING', added_at: nowSql })
    .where('user_id', '=', user.userId)
    .where('status', '=', 'FAILED')
    .where('ent_id', 'in', entIds)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('company').select('ent_id').whereRef('company.ent_id', '=', 'monitored_company.ent_id')),
    )
    .returning('ent_id')
    .execute();
  return rows.length;
}

// ---- Groups ----

/** A new group of the user; its id, or undefined when the user has a group of that name. */
export async function addGroup(db: Db, user: SessionUser, name: string) {
  const inserted = await db
    .insertInto('monitor_group')
    .values({ inst_id: user.instId, user_id: user.userId, name })
    .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Whether another of the user's groups than `groupId` has this name. */
export async function groupNameTaken(db: Db, user: SessionUser, name: string, groupId: number) {
  const clash = await db
    .selectFrom('monitor_group')
    .select('id')
    .where('user_id', '=', user.userId)
    .where('name', '=', name)
    .where('id', '<>', groupId)
    .executeTakeFirst();
  return Boolean(clash);
}

/** Rename a group. */
export async function renameGroup(db: Db, groupId: number, name: string) {
  await db.updateTable('monitor_group').set({ name }).where('id', '=', groupId).execute();
}

/** Delete a group: its companies move to `moveTo`, or are no longer monitored (null); how many of each. */
export function deleteGroup(db: Db, groupId: number, moveTo: number | null) {
  return db.transaction().execute(async (trx) => {
    const moved = moveTo
      ? (
          await trx
            .updateTable('monitored_company')
            .set({ group_id: moveTo })
            .where('group_id', '=', groupId)
            .returning('ent_id')
            .execute()
        ).length
      : 0;
    const cancelled = (
      await trx.deleteFrom('monitored_company').where('group_id', '=', groupId).returning('ent_id').execute()
    ).length;
    await trx.deleteFrom('monitor_group').where('id', '=', groupId).execute();
    return { moved, cancelled };
  });
}

/** Make a group the one chosen by default, and none of the user's others. */
export async function selectDefaultGroup(db: Db, user: SessionUser, groupId: number) {
  await db
    .updateTable('monitor_group')
    .set({ default_select: sql<boolean>`id = ${groupId}` })
    .where('user_id', '=', user.userId)
    .execute();
}

// ---- Alerts ----

/** An alert as the list and the detail show it, but for `read`. */
const alertColumns = [
  sql<number>`a.id::int`.as('alertId'),
  'a.ent_id as entId',
  'c.name as entName',
  'a.source',
  'a.kind',
  'a.level',
  'a.title',
  'a.summary',
  'a.record_id as recordId',
  day('a.event_date').as('eventDate'),
  chinaTimeText('a.created_at', 'minute').as('alertTime'),
  // 已忽略（误报） and the case opened from it (cases).
  alertIgnoredSql.as('ignored'),
  alertCaseIdSql.as('caseId'),
] as const;

/** The alert filters but the group (checked days, `YYYY-MM-DD`). */
export interface AlertConditions {
  entId?: string;
  kind?: string;
  level?: string;
  dateFrom?: string;
  dateTo?: string;
  unread?: boolean;
}

/** A page of the user's alerts, newest first, and their total; of the companies of a group unless null. */
export async function alertPage(db: Db, user: SessionUser, f: AlertConditions, groupId: number | null, page: Page) {
  let query = db
    .selectFrom('monitor_alert as a')
    .innerJoin('company as c', 'c.ent_id', 'a.ent_id')
    .where('a.user_id', '=', user.userId);
  if (groupId !== null)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('monitored_company as m')
          .select('m.ent_id')
          .whereRef('m.ent_id', '=', 'a.ent_id')
          .where('m.user_id', '=', user.userId)
          .where('m.group_id', '=', groupId),
      ),
    );
  if (f.entId) query = query.where('a.ent_id', '=', f.entId);
  if (f.kind) query = query.where('a.kind', '=', f.kind);
  if (f.level) query = query.where('a.level', '=', f.level);
  // Beijing days, the end day included.
  if (f.dateFrom) query = query.where('a.created_at', '>=', dayBegins(f.dateFrom));
  if (f.dateTo) query = query.where('a.created_at', '<', dayEnds(f.dateTo));
  // An ignored alert (误报) is not news.
  if (f.unread) query = query.where('a.read_at', 'is', null).where(sql<boolean>`not ${alertIgnoredSql}`);
  const [list, count] = await Promise.all([
    query
      .select([...alertColumns, sql<boolean>`a.read_at is not null`.as('read')])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: count.n, list };
}

/** One of the user's alerts (as read), or undefined; a derived alert with its evidence (`DerivedAlertEvidence`). */
export const alertOf = (db: Db, user: SessionUser, alertId: string) =>
  db
    .selectFrom('monitor_alert as a')
    .innerJoin('company as c', 'c.ent_id', 'a.ent_id')
    .select([
      ...alertColumns,
      sql<boolean>`true`.as('read'),
      sql<DerivedAlertEvidence | null>`a.evidence`.as('evidence'),
    ])
    .where('a.id', '=', alertId)
    .where('a.user_id', '=', user.userId)
    .executeTakeFirst();

/** Mark an alert read, keeping the time it was first read. */
export async function markAlertRead(db: Db, alertId: string) {
  await db
    .updateTable('monitor_alert')
    .set({ read_at: sql`coalesce(read_at, ${nowSql})` })
    .where('id', '=', alertId)
    .execute();
}

/** How many of these alerts are the user's. */
export async function ownAlertCount(db: Db, user: SessionUser, alertIds: string[]) {
  const own = await db
    .selectFrom('monitor_alert')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', user.userId)
    .where('id', 'in', alertIds)
    .executeTakeFirstOrThrow();
  return Number(own.n);
}

/** Mark the user's unread alerts read, these only or all (null); how many. */
export async function markAlertsRead(db: Db, user: SessionUser, alertIds: string[] | null) {
  const result = await db
    .updateTable('monitor_alert')
    .set({ read_at: nowSql })
    .where('user_id', '=', user.userId)
    .where('read_at', 'is', null)
    .$if(alertIds !== null, (q) => q.where('id', 'in', alertIds!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The alert rules, and the kinds and levels the user chose (every kind and level until the user saves). */
export async function alertSettings(db: Db, user: SessionUser) {
  const [rules, setting] = await Promise.all([
    db
      .selectFrom('monitor_rule')
      .select(['kind', 'title', 'level', 'source'])
      .orderBy('source')
      .orderBy('kind')
      .execute(),
    db.selectFrom('monitor_setting').select(['kinds', 'levels']).where('user_id', '=', user.userId).executeTakeFirst(),
  ]);
  return {
    rules,
    kinds: setting?.kinds ?? rules.map((r) => r.kind),
    levels: setting?.levels ?? ['高风险', '中风险', '警示'],
  };
}

/** Save the kinds and levels of alerts the user wants. */
export async function saveAlertSettings(db: Db, user: SessionUser, kinds: string[], levels: string[]) {
  await db
    .insertInto('monitor_setting')
    .values({ user_id: user.userId, kinds, levels })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ kinds, levels }))
    .execute();
}

import { sql } from 'kysely';
import { isRealDay, nameProblem } from '@esee/contracts';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { ownRow } from '../../../platform/db/ownRow';
import { badRequest } from '../../../platform/http/errors';

/** Spec 2 §9: every user has 默认分组; 全部分组 (id 0) is the sum of all groups, not a group. */
export const DEFAULT_GROUP = '默认分组';
export const ALL_GROUPS = '全部分组';
export const ALL_GROUPS_ID = 0;

/** The user's default group, made on first use. */
export async function defaultGroup(db: Db, user: SessionUser): Promise<number> {
  await db
    .insertInto('monitor_group')
    .values({ inst_id: user.instId, user_id: user.userId, name: DEFAULT_GROUP })
    .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
    .execute();
  const row = await db
    .selectFrom('monitor_group')
    .select('id')
    .where('user_id', '=', user.userId)
    .where('name', '=', DEFAULT_GROUP)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user's group, or not found: another user's or institution's id is as good as none. */
export const ownGroup = (db: Db, user: SessionUser, id: number) => ownRow(db, 'monitor_group', user, id, '分组不存在');

/** Where new companies go when no group is named: the group chosen as default, else 默认分组. */
export async function targetGroup(db: Db, user: SessionUser, groupId?: number | null): Promise<number> {
  if (groupId) return (await ownGroup(db, user, groupId)).id;
  const chosen = await db
    .selectFrom('monitor_group')
    .select('id')
    .where('user_id', '=', user.userId)
    .where('default_select', '=', true)
    .executeTakeFirst();
  return chosen?.id ?? defaultGroup(db, user);
}

/** The user's groups with their counts, 全部分组 (id 0, the sum) first, then 默认分组, then by creation. */
export async function listGroups(db: Db, user: SessionUser) {
  await defaultGroup(db, user);
  const groups = await db
    .selectFrom('monitor_group as g')
    .select([
      'g.id as groupId',
      'g.name as groupName',
      'g.default_select as defaultSelect',
      sql<number>`(select count(*)::int from monitored_company m where m.group_id = g.id)`.as('groupMonitorCount'),
    ])
    .where('g.user_id', '=', user.userId)
    .orderBy(sql`g.name = ${DEFAULT_GROUP}`, 'desc')
    .orderBy('g.id')
    .execute();
  const total = groups.reduce((n, g) => n + g.groupMonitorCount, 0);
  return [{ groupId: ALL_GROUPS_ID, groupName: ALL_GROUPS, defaultSelect: false, groupMonitorCount: total }, ...groups];
}

/** A group name as typed: trimmed, 1–20 characters, neither of the two reserved names. */
export function groupName(name: string): string {
  const problem = nameProblem(name, '分组名称', 20);
  if (problem) throw badRequest(problem);
  const n = name.trim();
  if (n === ALL_GROUPS || n === DEFAULT_GROUP) throw badRequest('分组名称已存在');
  return n;
}

/** A day that is a real date (the schema's pattern lets 2026-02-30 through): 日期格式不正确 otherwise. */
export function checkDay(day: string | undefined): void {
  if (day !== undefined && !isRealDay(day)) throw badRequest('日期格式不正确');
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CHANGE_ACTIONS,
  CHANGE_LOG_RIGHTS,
  ChangeLogPageSchema,
  ChangeLogQuerySchema,
  EnvelopeSchema,
  type ChangeAction,
  type ChangeDetail,
  type ChangeTarget,
  dayBegins,
  dayEnds,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, containing, listPage } from '../../../platform/db/paging';
import { forbidden, ok } from '../../../platform/http/errors';
import { pageParams } from './queries';

export interface ChangeEntry {
  action: ChangeAction;
  targetType: ChangeTarget;
  targetId: number | null;
  targetName: string;
  detail?: ChangeDetail;
}

/**
 * Write one line of the organisation's audit trail (架构变更 / 权限变更).
 * Called with the transaction of the change itself, so that a change and its
 * line are kept or lost together.
 */
export async function recordChange(trx: Db, user: SessionUser, entry: ChangeEntry): Promise<void> {
  await trx
    .insertInto('org_change_log')
    .values({
      inst_id: user.instId,
      category: CHANGE_ACTIONS[entry.action].category,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_name: entry.targetName,
      detail: JSON.stringify(entry.detail ?? {}),
      actor_user_id: user.userId,
      actor_name: user.displayName || user.username,
    })
    .execute();
}

/** What was granted, removed, disabled and re-enabled between two sets of a role's keys. */
export function rightsDiff(
  before: { usable: readonly string[]; disabled: readonly string[] },
  after: { usable: readonly string[]; disabled: readonly string[] },
): ChangeDetail {
  const minus = (a: readonly string[], b: readonly string[]) => a.filter((k) => !b.includes(k)).sort();
  return {
    granted: minus(after.usable, before.usable),
    removed: minus(before.usable, after.usable),
    disabled: minus(after.disabled, before.disabled),
    undisabled: minus(before.disabled, after.disabled),
  };
}

/** Whether a diff changes anything (a switch that lands where it was records nothing). */
export const diffChanges = (d: ChangeDetail) =>
  Boolean(d.granted?.length || d.removed?.length || d.disabled?.length || d.undisabled?.length);

/** `GET /framework/api/org/changeLog`: the audit trail of one category, newest first, of the caller's institution. */
export const changeLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  app.get(
    '/framework/api/org/changeLog',
    {
      // Each category needs its page's right (checked below): fmk:audit, or without separation fmk:org /
      // fmk:right; no one key grants them all (`fmk` is granted by `fmk` only).
      schema: {
        tags: ['org'],
        summary: '架构变更（ARCH）与权限变更（PERM）记录：需 fmk:audit，未启用三员分立时 fmk:org / fmk:right 亦可',
        querystring: ChangeLogQuerySchema,
        response: { 200: EnvelopeSchema(ChangeLogPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      const access = await request.access();
      // 三员分立: the auditor's, or without separation also the holders of fmk:org (ARCH) and fmk:right (PERM).
      if (!access.can(CHANGE_LOG_RIGHTS[q.category])) throw forbidden();
      let query = db.selectFrom('org_change_log').where('inst_id', '=', user.instId).where('category', '=', q.category);
      if (q.action) query = query.where('action', '=', q.action);
      const actor = q.actor?.trim();
      if (actor) query = query.where('actor_name', 'like', containing(actor));
      const keyword = q.keyword?.trim();
      if (keyword) query = query.where('target_name', 'like', containing(keyword));
      // Dates are whole days, the end included.
      if (q.start) query = query.where('created_at', '>=', dayBegins(q.start));
      if (q.end) query = query.where('created_at', '<', dayEnds(q.end));
      const page = await listPage(
        query
          .select([
            'id',
            'category',
            'action',
            'target_type as targetType',
            'target_id as targetId',
            'target_name as targetName',
            'detail',
            'actor_name as actorName',
            chinaTimeText('created_at', 'second').as('createdAt'),
          ])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc'),
        query,
        pageParams(q.page_num, q.page_size),
      );
      return ok({
        total: page.total,
        list: page.list.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> })),
      });
    },
  );
};

/** A department's name for a line of the trail; the top of the tree when there is none. */
export async function unitName(db: Db, id: number | null): Promise<string> {
  if (id === null) return '（顶级）';
  const row = await db.selectFrom('org_unit').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? '';
}

/** The names of the members a group gained or lost: the first 20, and how many in all. */
export async function memberNames(db: Db, ids: readonly number[]): Promise<ChangeDetail> {
  const shown = ids.slice(0, 20);
  const rows = shown.length
    ? await db.selectFrom('app_user').select(['id', 'display_name']).where('id', 'in', shown).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r.display_name]));
  return { names: shown.map((id) => byId.get(id) ?? String(id)), count: ids.length };
}

/** One line about a member (added, password reset, forced out), named as they are now. */
export async function recordMemberAction(
  trx: Db,
  user: SessionUser,
  memberId: number,
  action: ChangeAction,
  detail?: ChangeDetail,
): Promise<void> {
  const row = await trx.selectFrom('app_user').select('display_name').where('id', '=', memberId).executeTakeFirst();
  await recordChange(trx, user, {
    action,
    targetType: 'MEMBER',
    targetId: memberId,
    targetName: row?.display_name ?? '',
    ...(detail ? { detail } : {}),
  });
}

const roleName = async (db: Db, id: number) =>
  (await db.selectFrom('role').select('name').where('id', '=', id).executeTakeFirst())?.name ?? '';

/**
 * The lines a change to a member's row makes: moved to another department,
 * resigned or back, enabled or disabled (架构变更); another role (权限变更).
 * `before` is the row as it was; `changes` what was written.
 */
export async function recordMemberChanges(
  trx: Db,
  user: SessionUser,
  before: { id: number; unit_id: number | null; role_id: number; resign_flag: boolean; enabled?: boolean },
  changes: Record<string, unknown>,
): Promise<void> {
  const line = (action: ChangeAction, detail?: ChangeDetail) =>
    recordMemberAction(trx, user, before.id, action, detail);
  if (changes.unit_id !== undefined && changes.unit_id !== before.unit_id)
    await line('MEMBER_MOVE', {
      before: before.unit_id === null ? '（无）' : await unitName(trx, before.unit_id),
      after: await unitName(trx, changes.unit_id as number),
    });
  if (changes.resign_flag !== undefined && changes.resign_flag !== before.resign_flag)
    await line(changes.resign_flag ? 'MEMBER_RESIGN' : 'MEMBER_RETURN');
  // Resigning disables as well: that is one line, not two.
  else if (changes.enabled !== undefined && changes.enabled !== before.enabled)
    await line(changes.enabled ? 'MEMBER_ENABLE' : 'MEMBER_DISABLE');
  if (changes.role_id !== undefined && changes.role_id !== before.role_id)
    await line('MEMBER_ROLE', {
      before: await roleName(trx, before.role_id),
      after: await roleName(trx, changes.role_id as number),
    });
}

const SCOPE_TEXT: Record<string, string> = {
  ALL: '全部数据',
  DEPT_AND_CHILD: '本部门及以下',
  DEPT: '本部门',
  SELF: '仅本人',
};

/** The lines a change to a role's row makes: renamed, enabled or disabled, another data scope (权限变更). */
export async function recordRoleChanges(
  trx: Db,
  user: SessionUser,
  before: { id: number; name: string; enabled: boolean; data_scope: string },
  changes: Record<string, unknown>,
): Promise<void> {
  const name = (changes.name as string | undefined) ?? before.name;
  const line = (action: ChangeAction, detail?: ChangeDetail) =>
    recordChange(trx, user, { action, targetType: 'ROLE', targetId: before.id, targetName: name, detail });
  if (changes.name !== undefined && changes.name !== before.name)
    await line('ROLE_RENAME', { before: before.name, after: name });
  if (changes.enabled !== undefined && changes.enabled !== before.enabled)
    await line(changes.enabled ? 'ROLE_ENABLE' : 'ROLE_DISABLE');
  if (changes.data_scope !== undefined && changes.data_scope !== before.data_scope)
    await line('ROLE_SCOPE', {
      before: SCOPE_TEXT[before.data_scope] ?? before.data_scope,
      after: SCOPE_TEXT[changes.data_scope as string] ?? String(changes.data_scope),
    });
}

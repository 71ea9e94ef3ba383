import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chinaTimeText } from '../../../platform/db/paging';
import {
  DUTIES,
  DUTY_KEYS,
  DUTY_ROLE_TEMPLATES,
  DUTY_SCOPES,
  DUTY_TITLES,
  dutyConflictMessage,
  dutyConflicts,
  DutyRolesGeneratedSchema,
  DutySeparationMessage,
  DutySeparationStatusSchema,
  DutySeparationSwitchSchema,
  EnvelopeSchema,
  isGranted,
  maskDuties,
  missingDutiesMessage,
  OrgMessage,
  ownedByDuty,
  RoleDutySchema,
  roleDuty,
  RoleType,
  type Duty,
  type DutySeparationStatus,
} from '@esee/contracts';
import type { Access } from '../../../platform/auth/access';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { badRequest, forbidden, ok } from '../../../platform/http/errors';
import { recordChange } from './changeLog';
import { ownRole } from './queries';
import { nowSql } from '../../../platform/clock';

/** Members shown per role on the page; the count says how many in all. */
const SHOWN_MEMBERS = 20;

/**
 * The institution's roles with their keys and active members, and what
 * separation makes of them: each duty's roles and whether it is staffed, and
 * the roles whose keys mix duties. `without`: read one role as if it served
 * nobody (to check a change before making it).
 */
async function dutyState(db: Db, instId: number, without?: number) {
  const [roles, rights, disabled, members] = await Promise.all([
    db
      .selectFrom('role')
      .select(['id', 'name', 'role_type', 'enabled', 'duty'])
      .where('inst_id', '=', instId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('role_right')
      .innerJoin('role', 'role.id', 'role_right.role_id')
      .select(['role_right.role_id', 'role_right.right_key'])
      .where('role.inst_id', '=', instId)
      .execute(),
    db
      .selectFrom('role_right_disabled')
      .innerJoin('role', 'role.id', 'role_right_disabled.role_id')
      .select(['role_right_disabled.role_id', 'role_right_disabled.right_key'])
      .where('role.inst_id', '=', instId)
      .execute(),
    db
      .selectFrom('app_user')
      .select(['id', 'display_name', 'username', 'role_id'])
      .where('inst_id', '=', instId)
      .where('enabled', '=', true)
      .where('resign_flag', '=', false)
      .orderBy('id')
      .execute(),
  ]);
  const keysOf = (rows: { role_id: number; right_key: string }[], id: number) =>
    rows.filter((r) => r.role_id === id).map((r) => r.right_key);
  const all = roles.map((r) => {
    const duty = r.id === without ? null : roleDuty(r);
    const usable = keysOf(rights, r.id);
    const own = members.filter((m) => m.role_id === r.id);
    return {
      role: r,
      duty,
      keys: [...usable, ...keysOf(disabled, r.id)],
      holdsKey: servesDuty(usable, duty),
      members: own,
    };
  });
  const duties = DUTIES.map((duty) => {
    const mine = all.filter((r) => r.duty === duty);
    return {
      duty,
      title: DUTY_TITLES[duty],
      key: DUTY_KEYS[duty],
      scope: DUTY_SCOPES[duty],
      roles: mine.map((r) => ({
        roleId: r.role.id,
        roleName: r.role.name,
        roleType: r.role.role_type,
        enabled: r.role.enabled,
        holdsKey: r.holdsKey,
        members: r.members
          .slice(0, SHOWN_MEMBERS)
          .map((m) => ({ userId: m.id, name: m.display_name, username: m.username })),
        memberCount: r.members.length,
      })),
      ready: mine.some((r) => r.role.enabled && r.holdsKey && r.members.length > 0),
    };
  });
  const conflicts = all
    .filter((r) => r.role.role_type !== RoleType.INST_MGR)
    .map((r) => ({ r, message: dutyConflictMessage(r.keys, r.duty) }))
    .filter((c): c is { r: (typeof all)[number]; message: string } => c.message !== null)
    .map(({ r, message }) => ({
      roleId: r.role.id,
      roleName: r.role.name,
      duty: r.duty,
      keys: dutyConflicts(r.keys, r.duty),
      message,
    }));
  return {
    duties,
    missing: duties.filter((d) => !d.ready).map((d) => d.duty),
    roles: roles.map((r) => ({ roleId: r.id, roleName: r.name, roleType: r.role_type, duty: roleDuty(r) })),
    conflicts,
  };
}

/**
 * Under separation, the keys a role may hold are those of its own duty: a
 * role that mixes them is refused, naming the conflict. Called by every save
 * of a role's keys.
 */
export async function assertDutyKeys(
  db: Db,
  access: Access,
  roleId: number,
  keys: readonly string[],
): Promise<Duty | null> {
  if (!access.separated) return null;
  const role = await db.selectFrom('role').select(['role_type', 'duty']).where('id', '=', roleId).executeTakeFirst();
  const duty = role ? roleDuty(role) : null;
  const problem = dutyConflictMessage(keys, duty);
  if (problem) throw badRequest(problem);
  return duty;
}

/**
 * Under separation, a change that takes a duty role out of service (disabled,
 * or without its duty's key) is refused when that duty would be left with
 * nobody: the institution is never without a security or an audit admin.
 */
export async function assertStaysStaffed(db: Db, access: Access, instId: number, roleId: number): Promise<void> {
  if (!access.separated) return;
  const role = await db.selectFrom('role').select(['role_type', 'duty']).where('id', '=', roleId).executeTakeFirst();
  const duty = role ? roleDuty(role) : null;
  if (!duty) return;
  const { missing } = await dutyState(db, instId, roleId);
  if (missing.includes(duty)) throw badRequest(`三员分立已启用，该变更将使${DUTY_TITLES[duty]}无人担任`);
}

/** Whether `keys` serve `duty`: its administrative key survives the mask. */
export const servesDuty = (keys: readonly string[], duty: Duty | null): boolean =>
  duty !== null && isGranted(maskDuties(keys, duty), DUTY_KEYS[duty]);

/**
 * Under separation the security administrator hands out the administrative
 * keys of a role's own duty (fmk:org to a system role, fmk:audit to an audit
 * role) without holding them: granting is their duty, the keys' use is not.
 */
export const grantableByDuty = (access: Access, duty: Duty | null, key: string): boolean =>
  access.separated && duty !== null && access.can(DUTY_KEYS.SECURITY) && ownedByDuty(key, duty);

/** 三员分立角色管理 (`/management/roleManagementSeparate`): the duties, the switch, the conflicts. */
export const dutySeparationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['roles'];
  const right = 'fmk:right';
  const base = '/esee/manager/role/separation';

  const status = async (instId: number): Promise<DutySeparationStatus> => {
    const [row, state] = await Promise.all([
      db
        .selectFrom('duty_separation as s')
        .leftJoin('app_user as u', 'u.id', 's.changed_by')
        .select(['s.enabled', 'u.display_name', chinaTimeText('s.changed_at', 'second').as('changedAt')])
        .where('s.inst_id', '=', instId)
        .executeTakeFirst(),
      dutyState(db, instId),
    ]);
    return {
      enabled: row?.enabled ?? false,
      changedBy: row?.display_name ?? null,
      changedAt: row?.changedAt ?? null,
      duties: state.duties,
      roles: state.roles,
      conflicts: state.conflicts,
    };
  };

  app.get(
    `${base}/status`,
    {
      config: { right },
      schema: {
        tags,
        summary: '三员分立：是否启用、三员角色及其成员、职责冲突',
        response: { 200: EnvelopeSchema(DutySeparationStatusSchema) },
      },
    },
    async (request) => ok(await status(requireUser(request).instId)),
  );

  app.post(
    `${base}/switch`,
    {
      config: { right },
      schema: {
        tags,
        summary: '启用或关闭三员分立（启用前三员须各有在岗成员）',
        body: DutySeparationSwitchSchema,
        response: { 200: EnvelopeSchema(DutySeparationStatusSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const enabled = request.body.enabled;
      // Under separation only the security administrator holds fmk:right: only they switch it off.
      const current = await db
        .selectFrom('duty_separation')
        .select('enabled')
        .where('inst_id', '=', user.instId)
        .executeTakeFirst();
      if ((current?.enabled ?? false) === enabled) return ok(await status(user.instId));
      if (enabled) {
        const { missing } = await dutyState(db, user.instId);
        if (missing.length) throw badRequest(missingDutiesMessage(missing));
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('duty_separation')
          .values({ inst_id: user.instId, enabled, changed_by: user.userId })
          .onConflict((oc) =>
            oc.column('inst_id').doUpdateSet({ enabled, changed_by: user.userId, changed_at: nowSql }),
          )
          .execute();
        await recordChange(trx, user, {
          action: enabled ? 'SEPARATION_ON' : 'SEPARATION_OFF',
          targetType: 'INST',
          targetId: null,
          targetName: user.instName,
        });
      });
      return ok(await status(user.instId));
    },
  );

  app.post(
    `${base}/setDuty`,
    {
      config: { right },
      schema: {
        tags,
        summary: '设定角色的职责（系统、安全、审计或无）',
        body: RoleDutySchema,
        response: { 200: EnvelopeSchema(DutySeparationStatusSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const access = await request.access();
      const role = await ownRole(db, user.instId, request.body.roleId);
      if (role.role_type === RoleType.INST_MGR) throw badRequest(DutySeparationMessage.DUTY_ROLE_INST_MGR);
      const duty = request.body.duty;
      if (role.duty === duty) return ok(await status(user.instId));
      if (access.separated) {
        // The role's keys must fit its new duty. (A duty role keeps its key, so this also keeps every duty staffed.)
        const keys = await Promise.all([
          db.selectFrom('role_right').select('right_key').where('role_id', '=', role.id).execute(),
          db.selectFrom('role_right_disabled').select('right_key').where('role_id', '=', role.id).execute(),
        ]);
        const problem = dutyConflictMessage(
          keys.flat().map((k) => k.right_key),
          duty,
        );
        if (problem) throw badRequest(problem);
      }
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('role').set({ duty }).where('id', '=', role.id).execute();
        await recordChange(trx, user, {
          action: 'ROLE_DUTY',
          targetType: 'ROLE',
          targetId: role.id,
          targetName: role.name,
          detail: {
            before: role.duty ? DUTY_TITLES[role.duty] : '无',
            after: duty ? DUTY_TITLES[duty] : '无',
          },
        });
      });
      return ok(await status(user.instId));
    },
  );

  app.post(
    `${base}/generate`,
    {
      config: { right },
      schema: {
        tags,
        summary: '生成三员角色：为尚无角色的职责新建角色并授予其管理权限',
        response: { 200: EnvelopeSchema(DutyRolesGeneratedSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const access = await request.access();
      const roles = await db.selectFrom('role').select(['name', 'duty']).where('inst_id', '=', user.instId).execute();
      const wanted = DUTIES.filter((d) => !roles.some((r) => r.duty === d));
      // No escalation: a caller hands out keys they hold, or (under separation) their duty lets them.
      for (const duty of wanted)
        for (const key of DUTY_ROLE_TEMPLATES[duty].keys)
          if (!access.can(key) && !grantableByDuty(access, duty, key)) throw forbidden(OrgMessage.RIGHT_NOT_HELD);
      const taken = new Set(roles.map((r) => r.name));
      const freeName = (name: string) => {
        for (let i = 1; ; i++) {
          const candidate = i === 1 ? name : `${name}${i}`;
          if (!taken.has(candidate)) return (taken.add(candidate), candidate);
        }
      };
      const created: string[] = [];
      await db.transaction().execute(async (trx) => {
        for (const duty of wanted) {
          const { keys } = DUTY_ROLE_TEMPLATES[duty];
          const name = freeName(DUTY_ROLE_TEMPLATES[duty].name);
          const { id } = await trx
            .insertInto('role')
            .values({ inst_id: user.instId, name, role_type: RoleType.NORMAL, duty })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('role_right')
            .values(keys.map((k) => ({ role_id: id, right_key: k })))
            .execute();
          const line = { targetType: 'ROLE' as const, targetId: id, targetName: name };
          await recordChange(trx, user, { ...line, action: 'ROLE_CREATE' });
          await recordChange(trx, user, {
            ...line,
            action: 'ROLE_DUTY',
            detail: { before: '无', after: DUTY_TITLES[duty] },
          });
          await recordChange(trx, user, {
            ...line,
            action: 'ROLE_RIGHTS',
            detail: { granted: [...keys], removed: [], disabled: [], undisabled: [] },
          });
          created.push(name);
        }
      });
      return ok({ created });
    },
  );
};

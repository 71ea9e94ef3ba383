import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EmployeeAddSchema,
  EnvelopeSchema,
  OrgEmployeeSchema,
  OrgLimit,
  OrgMessage,
  OrgUsersMessage,
  passwordRule,
  RoleType,
  UserAvailableSchema,
  UserIdSchema,
  UserResetPasswordSchema,
  UserUpdateSchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { hashPassword } from '../../../platform/auth/passwords';
import { revokeUserSessions, type SessionUser } from '../../../platform/auth/sessions';
import { badRequest, forbidden, ok } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/database';
import { loadInstParams, passwordPolicyOf } from '../../../core/institutions/institution';
import { assertSeats } from '../../../core/institutions/seats';
import { cleanName, employees, isUniqueViolation, ownEmployee, ownRole, ownUnit } from './queries';
import { recordMemberAction, recordMemberChanges } from './changeLog';

/** The institution's password rule (spec 1 §5): what an administrator may set as a first password. */
export async function instPasswordRule(app: FastifyInstance, instId: number) {
  return passwordRule(passwordPolicyOf(await loadInstParams(app.db, instId)));
}

/** A password an administrator sets: sealed like at login, and within the institution's policy. */
async function adminPassword(app: FastifyInstance, instId: number, sealed: string): Promise<string> {
  const password = app.seal.open(sealed, { now: app.clock() });
  const rule = await instPasswordRule(app, instId);
  if (!rule.test(password)) throw badRequest(rule.message);
  return password;
}

/** End a member's sessions now, here and (through the database) on every server instance. */
async function endSessions(app: FastifyInstance, userId: number): Promise<number> {
  app.sessionCache.forget((u) => u.userId === userId);
  return revokeUserSessions(app.db, userId, app.clock());
}

/**
 * Only an institution manager manages institution managers: a member whose
 * role merely has fmk:org:emp cannot disable, reset or re-role a manager, nor
 * make anyone one.
 */
export function assertMayManage(caller: SessionUser, roleType: string): void {
  if (roleType === RoleType.INST_MGR && caller.roleType !== RoleType.INST_MGR)
    throw forbidden(OrgMessage.INST_MGR_ONLY);
}

/** Actions that would lock the caller out (disable, force out, resign, re-role, reset) are not for oneself. */
function assertNotSelf(caller: SessionUser, userId: number): void {
  if (caller.userId === userId) throw badRequest(OrgMessage.NOT_SELF);
}

/**
 * An institution is never left without an enabled administrator: taking the
 * INST_MGR role from, resigning or disabling a manager needs another one.
 */
export async function assertKeepsAnAdmin(db: Db, instId: number, member: { id: number; role_type: string }) {
  if (member.role_type !== RoleType.INST_MGR) return;
  const other = await db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.inst_id', '=', instId)
    .where('r.role_type', '=', RoleType.INST_MGR)
    .where('u.enabled', '=', true)
    .where('u.resign_flag', '=', false)
    .where('u.id', '!=', member.id)
    .executeTakeFirst();
  if (!other) throw badRequest(OrgUsersMessage.LAST_ADMIN);
}

/** A role to give a member: the caller's institution's, enabled. */
async function assignableRole(app: FastifyInstance, caller: SessionUser, roleId: number) {
  const role = await ownRole(app.db, caller.instId, roleId);
  if (!role.enabled) throw badRequest(OrgMessage.ROLE_DISABLED);
  assertMayManage(caller, role.role_type);
  return role;
}

/** A new member's row, from the add call or a member import: the password hashed, to change at first login. */
export async function newMemberRow(
  instId: number,
  member: {
    username: string;
    name: string;
    unitId: number;
    password: string;
    mobile?: string | null;
    email?: string | null;
  },
  role: { id: number; role_type: string },
) {
  return {
    inst_id: instId,
    username: member.username,
    display_name: member.name,
    password_hash: await hashPassword(member.password),
    role_id: role.id,
    user_type: role.role_type,
    avatar: null,
    unit_id: member.unitId,
    mobile: member.mobile ?? null,
    email: member.email ?? null,
    // Set by someone else: the member chooses their own at first login (login outcome 309).
    must_change_password: true,
  };
}

/** Members (ORG_EMPLOYEE): add, edit, move, resign, enable/disable, reset password, force logout. */
export const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['org'];
  const one = (instId: number, id: number) =>
    employees(db, instId, app.clock()).where('u.id', '=', id).executeTakeFirstOrThrow();

  // Spec 2 §7 names /esee/user/createUser for adding a member: the same body, rules and handler.
  for (const url of ['/framework/api/org/unit/employee/add', '/esee/user/createUser'])
    app.post(
      url,
      {
        config: { right: 'fmk:org:emp' },
        schema: {
          tags,
          summary: '在部门下新增成员（首次登录须修改密码）',
          body: EmployeeAddSchema,
          response: { 200: EnvelopeSchema(OrgEmployeeSchema) },
        },
      },
      async (request) => {
        const caller = requireUser(request);
        const body = request.body;
        const unit = await ownUnit(db, caller.instId, body.unitId);
        const role = await assignableRole(app, caller, body.roleId);
        const name = cleanName(body.name, '姓名', OrgLimit.PERSON_NAME);
        const password = await adminPassword(app, caller.instId, body.pwd);
        await assertSeats(db, caller.instId, 1);
        try {
          const row = await newMemberRow(caller.instId, { ...body, name, unitId: unit.id, password }, role);
          const { id } = await db.transaction().execute(async (trx) => {
            const added = await trx.insertInto('app_user').values(row).returning('id').executeTakeFirstOrThrow();
            await recordMemberAction(trx, caller, added.id, 'MEMBER_ADD', { after: unit.name });
            return added;
          });
          return ok(await one(caller.instId, id));
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest(OrgMessage.USERNAME_TAKEN);
          throw error;
        }
      },
    );

  app.post(
    '/esee/user/updateUserInfo',
    {
      config: { right: 'fmk:org:emp' },
      schema: {
        tags,
        summary: '修改成员：姓名、角色、部门（移动）、离职、联系方式',
        body: UserUpdateSchema,
        response: { 200: EnvelopeSchema(OrgEmployeeSchema) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const body = request.body;
      const member = await ownEmployee(db, caller.instId, body.userId);
      assertMayManage(caller, member.role_type);
      const changes: Record<string, unknown> = {};
      if (body.name !== undefined) changes.display_name = cleanName(body.name, '姓名', OrgLimit.PERSON_NAME);
      if (body.unitId !== undefined) changes.unit_id = (await ownUnit(db, caller.instId, body.unitId)).id;
      if (body.mobile !== undefined) changes.mobile = body.mobile;
      if (body.email !== undefined) changes.email = body.email;
      let endAll = false;
      if (body.roleId !== undefined && body.roleId !== member.role_id) {
        assertNotSelf(caller, member.id);
        const role = await assignableRole(app, caller, body.roleId);
        if (role.role_type !== RoleType.INST_MGR) await assertKeepsAnAdmin(db, caller.instId, member);
        changes.role_id = role.id;
        changes.user_type = role.role_type;
      }
      if (body.resign_flag !== undefined && (body.resign_flag === 1) !== member.resign_flag) {
        assertNotSelf(caller, member.id);
        changes.resign_flag = body.resign_flag === 1;
        // A member who leaves can no longer sign in; coming back does not re-enable by itself.
        if (body.resign_flag === 1) {
          await assertKeepsAnAdmin(db, caller.instId, member);
          changes.enabled = false;
          endAll = true;
        }
      }
      if (Object.keys(changes).length)
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('app_user').set(changes).where('id', '=', member.id).execute();
          await recordMemberChanges(trx, caller, member, changes);
        });
      if (endAll) await endSessions(app, member.id);
      // A new role takes effect on the member's next call, not after the session cache expires.
      else if (changes.role_id !== undefined) app.sessionCache.forget((u) => u.userId === member.id);
      return ok(await one(caller.instId, member.id));
    },
  );

  app.post(
    '/esee/user/updateAvailable',
    {
      config: { right: 'fmk:org:emp' },
      schema: {
        tags,
        summary: '启用或停用成员（停用即结束其会话）',
        body: UserAvailableSchema,
        response: { 200: EnvelopeSchema(OrgEmployeeSchema) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const member = await ownEmployee(db, caller.instId, request.body.userId);
      assertNotSelf(caller, member.id);
      assertMayManage(caller, member.role_type);
      const enable = request.body.enableFlag === 1;
      if (enable && member.resign_flag) throw badRequest(OrgMessage.RESIGNED_CANNOT_ENABLE);
      if (!enable) await assertKeepsAnAdmin(db, caller.instId, member);
      else if (!member.enabled) await assertSeats(db, caller.instId, 1);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('app_user').set({ enabled: enable }).where('id', '=', member.id).execute();
        await recordMemberChanges(trx, caller, member, { enabled: enable });
      });
      if (!enable) await endSessions(app, member.id);
      return ok(await one(caller.instId, member.id));
    },
  );

  app.post(
    '/esee/user/resetPassWord',
    {
      config: { right: 'fmk:org:emp' },
      schema: {
        tags,
        summary: '重置成员密码（其会话结束，下次登录须修改密码）',
        body: UserResetPasswordSchema,
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const member = await ownEmployee(db, caller.instId, request.body.userId);
      assertNotSelf(caller, member.id);
      assertMayManage(caller, member.role_type);
      const password = await adminPassword(app, caller.instId, request.body.pwd);
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ password_hash: hash, password_changed_at: app.clock(), must_change_password: true })
          .where('id', '=', member.id)
          .execute();
        await recordMemberAction(trx, caller, member.id, 'PASSWORD_RESET');
      });
      await endSessions(app, member.id);
      return ok(null);
    },
  );

  app.post(
    '/esee/user/forceLogout',
    {
      config: { right: 'fmk:org:emp' },
      schema: {
        tags,
        summary: '强制成员下线：结束其全部会话',
        body: UserIdSchema,
        response: { 200: EnvelopeSchema(Type.Object({ ended: Type.Integer() })) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const member = await ownEmployee(db, caller.instId, request.body.userId);
      assertNotSelf(caller, member.id);
      assertMayManage(caller, member.role_type);
      await recordMemberAction(db, caller, member.id, 'FORCE_LOGOUT');
      return ok({ ended: await endSessions(app, member.id) });
    },
  );
};

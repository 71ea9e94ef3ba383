import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CompanyManagerSchema,
  CompanyUserCreateSchema,
  CompanyUserUpdateSchema,
  EnvelopeSchema,
  CompanyCodeBodySchema,
  OrgMessage,
  passwordRule,
  PlatformMessage,
  RoleType,
  chinaTime,
} from '@esee/contracts';
import { hashPassword } from '../../../platform/auth/passwords';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { loadInstParams, passwordPolicyOf } from '../../../core/institutions/institution';
import { assertSeats } from '../../../core/institutions/seats';
import { customerInst, endUserSessions, isUniqueViolation } from './queries';

/** A first or reset password the platform administrator types: sealed like at login, within the institution's policy. */
async function firstPassword(app: FastifyInstance, instId: number, sealed: string): Promise<string> {
  const password = app.seal.open(sealed, { now: app.clock() });
  const rule = passwordRule(passwordPolicyOf(await loadInstParams(app.db, instId)));
  if (!rule.test(password)) throw badRequest(rule.message);
  return hashPassword(password);
}

/**
 * An institution's managers (INST_MGR members), as the platform administrator
 * keeps them: list, add (the first one with a new institution), rename,
 * enable or disable, reset the password. The institution's other members are
 * its own managers' business.
 */
export const managerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['platform'];
  const config = { right: 'super' };

  const managers = (instId: number) =>
    db
      .selectFrom('app_user as u')
      .innerJoin('role as r', 'r.id', 'u.role_id')
      .select((eb) => [
        'u.id',
        'u.username',
        'u.display_name',
        'u.enabled',
        'u.must_change_password',
        'u.created_at',
        eb
          .selectFrom('login_log as l')
          .select((e) => e.fn.max('l.created_at').as('at'))
          .whereRef('l.user_id', '=', 'u.id')
          .where('l.outcome', '=', 'SUCCESS')
          .as('last_login'),
      ])
      .where('u.inst_id', '=', instId)
      .where('r.role_type', '=', RoleType.INST_MGR)
      .where('u.resign_flag', '=', false)
      .orderBy('u.id');
  const shape = (r: Awaited<ReturnType<ReturnType<typeof managers>['execute']>>[number]) => ({
    userId: r.id,
    username: r.username,
    name: r.display_name,
    enableFlag: (r.enabled ? 1 : 0) as 0 | 1,
    mustChangePassword: r.must_change_password,
    lastLoginAt: r.last_login ? chinaTime(r.last_login) : null,
    createdAt: chinaTime(r.created_at),
  });
  const oneManager = async (instId: number, userId: number) => {
    const row = await managers(instId).where('u.id', '=', userId).executeTakeFirst();
    if (!row) throw notFound(PlatformMessage.MANAGER_MISSING);
    return row;
  };

  app.post(
    '/esee/company/findManagerByCompany',
    {
      config,
      schema: {
        tags,
        summary: '机构的管理员（机构管理员角色的成员）',
        body: CompanyCodeBodySchema,
        response: { 200: EnvelopeSchema(Type.Array(CompanyManagerSchema)) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.body.instCode);
      return ok((await managers(inst.id).execute()).map(shape));
    },
  );

  app.post(
    '/esee/company/createUser',
    {
      config,
      schema: {
        tags,
        summary: '新增机构管理员（首次登录须修改密码）',
        body: CompanyUserCreateSchema,
        response: { 200: EnvelopeSchema(CompanyManagerSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const inst = await customerInst(db, body.instCode);
      const name = body.name.trim();
      if (!name) throw badRequest('姓名不能为空');
      const role = await db
        .selectFrom('role')
        .select('id')
        .where('inst_id', '=', inst.id)
        .where('role_type', '=', RoleType.INST_MGR)
        .orderBy('id')
        .executeTakeFirst();
      if (!role) throw badRequest('该机构没有机构管理员角色');
      // The head department (the first top-level one): where a new institution's managers sit.
      const head = await db
        .selectFrom('org_unit')
        .select('id')
        .where('inst_id', '=', inst.id)
        .where('parent_id', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
      const passwordHash = await firstPassword(app, inst.id, body.pwd);
      await assertSeats(db, inst.id, 1);
      try {
        const { id } = await db
          .insertInto('app_user')
          .values({
            inst_id: inst.id,
            username: body.username,
            display_name: name,
            password_hash: passwordHash,
            role_id: role.id,
            user_type: RoleType.INST_MGR,
            avatar: null,
            unit_id: head?.id ?? null,
            // Set by someone else: the manager chooses their own at first login (login outcome 309).
            must_change_password: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return ok(shape(await oneManager(inst.id, id)));
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.USERNAME_TAKEN);
        throw error;
      }
    },
  );

  app.put(
    '/esee/company/updateUserInfo',
    {
      config,
      schema: {
        tags,
        summary: '修改机构管理员：姓名、启用停用、重置密码（停用与重置即结束其会话）',
        body: CompanyUserUpdateSchema,
        response: { 200: EnvelopeSchema(CompanyManagerSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const inst = await customerInst(db, body.instCode);
      const manager = await oneManager(inst.id, body.userId);
      const changes: {
        display_name?: string;
        enabled?: boolean;
        password_hash?: string;
        password_changed_at?: Date;
        must_change_password?: boolean;
      } = {};
      if (body.name !== undefined) {
        changes.display_name = body.name.trim();
        if (!changes.display_name) throw badRequest('姓名不能为空');
      }
      if (body.enableFlag !== undefined) changes.enabled = body.enableFlag === 1;
      if (changes.enabled && !manager.enabled) await assertSeats(db, inst.id, 1);
      if (body.pwd !== undefined) {
        changes.password_hash = await firstPassword(app, inst.id, body.pwd);
        changes.password_changed_at = app.clock();
        changes.must_change_password = true;
      }
      if (Object.keys(changes).length)
        await db.updateTable('app_user').set(changes).where('id', '=', manager.id).execute();
      if (changes.enabled === false || changes.password_hash) await endUserSessions(app, manager.id);
      else if (changes.display_name) app.sessionCache.forget((u) => u.userId === manager.id);
      return ok(shape(await oneManager(inst.id, manager.id)));
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignObjectsAnswerSchema,
  AssignObjectsSchema,
  EnvelopeSchema,
  OrgMessage,
  OrgUsersMessage,
  RoleType,
  type AssignObjectsAnswer,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { recordMemberChanges } from './changeLog';
import { ownRole, unitSubtree } from './queries';

/** Every id given is of the institution, or the whole request answers as missing. */
async function allOwn(db: Db, table: 'org_unit' | 'org_team' | 'app_user', instId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('inst_id', '=', instId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length)
    throw notFound(
      table === 'org_unit'
        ? OrgMessage.UNIT_MISSING
        : table === 'org_team'
          ? OrgMessage.TEAM_MISSING
          : OrgMessage.EMPLOYEE_MISSING,
    );
  return unique;
}

/**
 * 角色对象 (our design): give one role to many people at once. Departments
 * (with the departments below them) and user groups stand for their members
 * who have not resigned; members are skipped, with the reason, rather than
 * failing the whole request.
 */
export const roleObjectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.post(
    '/esee/manager/role/assignObjects',
    {
      config: { right: 'fmk:right' },
      schema: {
        tags: ['roles'],
        summary: '把角色授予部门、用户组和成员（角色对象）',
        body: AssignObjectsSchema,
        response: { 200: EnvelopeSchema(AssignObjectsAnswerSchema) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      // Changing people's roles is managing members as well as roles.
      if (!(await request.access()).can('fmk:org:emp')) throw forbidden();
      const body = request.body;
      const role = await ownRole(db, caller.instId, body.roleId);
      if (!role.enabled) throw badRequest(OrgMessage.ROLE_DISABLED);
      if (role.role_type === RoleType.INST_MGR && caller.roleType !== RoleType.INST_MGR)
        throw forbidden(OrgMessage.INST_MGR_ONLY);
      const unitIds = await allOwn(db, 'org_unit', caller.instId, body.unitIds ?? []);
      const teamIds = await allOwn(db, 'org_team', caller.instId, body.teamIds ?? []);
      const userIds = await allOwn(db, 'app_user', caller.instId, body.userIds ?? []);
      const units = (await Promise.all(unitIds.map((id) => unitSubtree(db, caller.instId, id)))).flat();

      const answer: AssignObjectsAnswer = { changed: 0, skipped: [] };
      if (!units.length && !teamIds.length && !userIds.length) return ok(answer);
      const people = await db
        .selectFrom('app_user as u')
        .innerJoin('role as r', 'r.id', 'u.role_id')
        .select(['u.id', 'u.display_name as name', 'u.role_id', 'u.resign_flag', 'r.role_type'])
        .where('u.inst_id', '=', caller.instId)
        .where((eb) => {
          const whole = [];
          if (units.length) whole.push(eb('u.unit_id', 'in', units));
          if (teamIds.length)
            whole.push(
              eb.exists(
                eb
                  .selectFrom('org_team_member as m')
                  .select('m.user_id')
                  .whereRef('m.user_id', '=', 'u.id')
                  .where('m.team_id', 'in', teamIds),
              ),
            );
          // Departments and groups stand for the people still there; a member named by id is reported if gone.
          const named = userIds.length ? [eb('u.id', 'in', userIds)] : [];
          return eb.or([...(whole.length ? [eb.and([eb.or(whole), eb('u.resign_flag', '=', false)])] : []), ...named]);
        })
        .orderBy('u.id')
        .execute();

      const changed: number[] = [];
      for (const p of people) {
        const reason =
          p.id === caller.userId
            ? OrgMessage.NOT_SELF
            : p.resign_flag
              ? OrgUsersMessage.RESIGNED
              : p.role_type === RoleType.INST_MGR && caller.roleType !== RoleType.INST_MGR
                ? OrgMessage.INST_MGR_ONLY
                : p.role_id === role.id
                  ? OrgUsersMessage.ALREADY_IN_ROLE
                  : null;
        if (reason) answer.skipped.push({ userId: p.id, name: p.name, reason });
        else changed.push(p.id);
      }
      const changedSet = new Set(changed);
      if (changed.length)
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('app_user')
            .set({ role_id: role.id, user_type: role.role_type })
            .where('id', 'in', changed)
            .execute();
          // 权限变更 keeps a line per member, as a role change in 成员管理 does.
          for (const p of people.filter((m) => changedSet.has(m.id)))
            await recordMemberChanges(trx, caller, { ...p, unit_id: null }, { role_id: role.id });
        });
      // Each changed member's next call uses the new role.
      app.sessionCache.forget((u) => changedSet.has(u.userId));
      answer.changed = changed.length;
      return ok(answer);
    },
  );
};

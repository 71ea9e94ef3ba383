import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  IdQuerySchema,
  InstEmployeeQuerySchema,
  OrgEmployeePageSchema,
  OrgEmployeeSchema,
  OrgLimit,
  OrgMessage,
  OrgTeamSchema,
  TeamEmployeeChangeSchema,
  TeamEmployeeQuerySchema,
  TeamSaveSchema,
  TeamUpdateSchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/database';
import type { SessionUser } from '../../../platform/auth/sessions';
import { cleanName, employees, isUniqueViolation, ownTeam, pageParams } from './queries';
import { assertOwnInst } from './units';
import { memberNames, recordChange } from './changeLog';
import { listPage } from '../../../platform/db/paging';

const teams = (db: Db, instId: number) =>
  db
    .selectFrom('org_team as t')
    .select([
      't.id',
      't.name',
      't.note',
      (eb) =>
        eb
          .selectFrom('org_team_member as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.team_id', '=', 't.id')
          .as('memberCount'),
    ])
    .where('t.inst_id', '=', instId);

/** Every user id given, of the caller's institution; otherwise the whole request is refused as missing. */
async function ownUserIds(db: Db, instId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where('inst_id', '=', instId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw notFound(OrgMessage.EMPLOYEE_MISSING);
  return unique;
}

/** Logs the members a change to a group touched, when it touched any. */
async function recordMembers(
  trx: Db,
  user: SessionUser,
  team: { id: number; name: string },
  action: 'TEAM_MEMBER_ADD' | 'TEAM_MEMBER_REMOVE',
  rows: { user_id: number }[],
) {
  if (!rows.length) return;
  await recordChange(trx, user, {
    action,
    targetType: 'TEAM',
    targetId: team.id,
    targetName: team.name,
    detail: await memberNames(
      trx,
      rows.map((r) => r.user_id),
    ),
  });
}

/** User groups (ORG_TEAM, spec 2 §7) and the org picker's member list. */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['org'];
  const asTeam = (r: { id: number; name: string; note: string; memberCount: unknown }) => ({
    ...r,
    baseType: 'ORG_TEAM' as const,
    memberCount: Number(r.memberCount ?? 0),
  });

  app.get(
    '/framework/api/org/team',
    {
      config: { right: 'fmk:org' },
      schema: { tags, summary: '用户组', response: { 200: EnvelopeSchema(Type.Array(OrgTeamSchema)) } },
    },
    async (request) => ok((await teams(db, requireUser(request).instId).orderBy('t.id').execute()).map(asTeam)),
  );

  app.get(
    '/framework/api/org/team/employee',
    {
      config: { right: 'fmk:org' },
      schema: {
        tags,
        summary: '用户组成员（分页）',
        querystring: TeamEmployeeQuerySchema,
        response: { 200: EnvelopeSchema(OrgEmployeePageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const team = await ownTeam(db, user.instId, request.query.team_id);
      const query = employees(db, user.instId, app.clock()).where((eb) =>
        eb.exists(
          eb
            .selectFrom('org_team_member as m')
            .select('m.user_id')
            .whereRef('m.user_id', '=', 'u.id')
            .where('m.team_id', '=', team.id),
        ),
      );
      return ok(
        await listPage(query.orderBy('u.id'), query, pageParams(request.query.page_num, request.query.page_size)),
      );
    },
  );

  app.post(
    '/framework/api/org/team/save',
    {
      config: { right: 'fmk:org:team' },
      schema: { tags, summary: '新增用户组', body: TeamSaveSchema, response: { 200: EnvelopeSchema(OrgTeamSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const name = cleanName(request.body.name, '用户组名称', OrgLimit.TEAM_NAME);
      try {
        const id = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('org_team')
            .values({ inst_id: user.instId, name, note: request.body.note?.trim() ?? '' })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordChange(trx, user, {
            action: 'TEAM_CREATE',
            targetType: 'TEAM',
            targetId: row.id,
            targetName: name,
          });
          return row.id;
        });
        return ok(asTeam(await teams(db, user.instId).where('t.id', '=', id).executeTakeFirstOrThrow()));
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.TEAM_NAME_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/framework/api/org/team/update',
    {
      config: { right: 'fmk:org:team' },
      schema: { tags, summary: '修改用户组', body: TeamUpdateSchema, response: { 200: EnvelopeSchema(OrgTeamSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const team = await ownTeam(db, user.instId, request.body.id);
      const name =
        request.body.name === undefined ? undefined : cleanName(request.body.name, '用户组名称', OrgLimit.TEAM_NAME);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('org_team')
            .set({
              ...(name ? { name } : {}),
              ...(request.body.note !== undefined ? { note: request.body.note.trim() } : {}),
            })
            .where('id', '=', team.id)
            .execute();
          if (name && name !== team.name)
            await recordChange(trx, user, {
              action: 'TEAM_RENAME',
              targetType: 'TEAM',
              targetId: team.id,
              targetName: name,
              detail: { before: team.name, after: name },
            });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.TEAM_NAME_TAKEN);
        throw error;
      }
      return ok(asTeam(await teams(db, user.instId).where('t.id', '=', team.id).executeTakeFirstOrThrow()));
    },
  );

  app.post(
    '/framework/api/org/team/del',
    {
      config: { right: 'fmk:org:team' },
      schema: { tags, summary: '删除用户组（参数在查询串中）', querystring: IdQuerySchema },
    },
    async (request) => {
      const user = requireUser(request);
      const team = await ownTeam(db, user.instId, Number(request.query.id));
      // A group is a list of people, not where they belong: deleting it only removes the list.
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('org_team').where('id', '=', team.id).execute();
        await recordChange(trx, user, {
          action: 'TEAM_DELETE',
          targetType: 'TEAM',
          targetId: team.id,
          targetName: team.name,
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/framework/api/org/team/employee/add',
    {
      config: { right: 'fmk:org:team' },
      schema: {
        tags,
        summary: '向用户组添加成员',
        body: TeamEmployeeChangeSchema,
        response: { 200: EnvelopeSchema(Type.Object({ added: Type.Integer(), existing: Type.Integer() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const team = await ownTeam(db, user.instId, request.body.teamId);
      const ids = await ownUserIds(db, user.instId, request.body.userIds);
      const added = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .insertInto('org_team_member')
          .values(ids.map((id) => ({ team_id: team.id, user_id: id })))
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .execute();
        await recordMembers(trx, user, team, 'TEAM_MEMBER_ADD', rows);
        return rows;
      });
      return ok({ added: added.length, existing: ids.length - added.length });
    },
  );

  app.post(
    '/framework/api/org/team/employee/del',
    {
      config: { right: 'fmk:org:team' },
      schema: {
        tags,
        summary: '从用户组移除成员',
        body: TeamEmployeeChangeSchema,
        response: { 200: EnvelopeSchema(Type.Object({ removed: Type.Integer() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const team = await ownTeam(db, user.instId, request.body.teamId);
      const ids = await ownUserIds(db, user.instId, request.body.userIds);
      const removed = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .deleteFrom('org_team_member')
          .where('team_id', '=', team.id)
          .where('user_id', 'in', ids)
          .returning('user_id')
          .execute();
        await recordMembers(trx, user, team, 'TEAM_MEMBER_REMOVE', rows);
        return { numDeletedRows: rows.length };
      });
      return ok({ removed: Number(removed.numDeletedRows) });
    },
  );

  app.get(
    '/framework/api/org/employee/inst',
    {
      config: { right: 'fmk:org' },
      schema: {
        tags,
        summary: '机构成员（选择器用，最多 10000 人，不含离职）',
        querystring: InstEmployeeQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(OrgEmployeeSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      assertOwnInst(user, request.query.inst_code);
      let query = employees(db, user.instId, app.clock()).where('u.resign_flag', '=', false);
      if (request.query.team_id !== undefined) {
        const team = await ownTeam(db, user.instId, request.query.team_id);
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('org_team_member as m')
              .select('m.user_id')
              .whereRef('m.user_id', '=', 'u.id')
              .where('m.team_id', '=', team.id),
          ),
        );
      }
      return ok(await query.orderBy('u.id').limit(OrgLimit.PICKER_EMPLOYEES).execute());
    },
  );
};

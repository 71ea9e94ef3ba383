import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  CurrentUserSchema,
  DirectoryPageSchema,
  EnvelopeSchema,
  LikeUserRowSchema,
  LikeUserSchema,
  NameLikeSchema,
  OrgInfoSchema,
  OrgUsersLimit,
  permissionCatalogue,
  PermissionNodeSchema,
  permissionTree,
  RoleType,
  SearchUserSchema,
  type DirectoryUser,
  type PermissionEntry,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { targetInst } from '../../../platform/auth/targetInst';
import type { Db } from '../../../platform/db/database';
import { chinaTimeText, containing, listPage } from '../../../platform/db/paging';
import { ok } from '../../../platform/http/errors';
import { ownUnit, pageParams, unitSubtree } from './queries';
import { heldBy } from './roles';

/** Department names from the top down to `id`. */
async function unitPath(db: Db, id: number): Promise<string[]> {
  const rows = await sql<{ name: string; depth: number }>`
    with recursive up as (
      select id, parent_id, name, 1 as depth from org_unit where id = ${id}
      union all
      select u.id, u.parent_id, u.name, up.depth + 1 from org_unit u join up on u.id = up.parent_id
      where up.depth < 100
    )
    select name, depth from up order by depth desc`.execute(db);
  return rows.rows.map((r) => r.name);
}

const count = (n: unknown) => Number(n ?? 0);

/** Every key of the permission tree, its inner nodes included. */
const catalogueKeys = (entries: readonly PermissionEntry[]): string[] =>
  entries.flatMap((e) => [e.key, ...catalogueKeys(e.children ?? [])]);

/**
 * Member lookups for every signed-in member (spec 2 §7 `/esee/user/*`): one's
 * own place, the staff directory, type-ahead and name suggestions. Bounded to
 * the caller's institution; what a row shows depends on the caller's rights.
 */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['org'];
  /** Members of the caller's institution as the directory lists them. */
  const directory = (instId: number) =>
    db
      .selectFrom('app_user as u')
      .innerJoin('role as r', 'r.id', 'u.role_id')
      .leftJoin('org_unit as d', 'd.id', 'u.unit_id')
      .where('u.inst_id', '=', instId);

  app.get(
    '/esee/user/getOrgInfo',
    {
      schema: { tags, summary: '我所在的机构、部门和角色', response: { 200: EnvelopeSchema(OrgInfoSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const access = await request.access();
      const me = await directory(user.instId)
        .select(['u.unit_id', 'd.name as unitName', 'r.id', 'r.name', 'r.role_type', 'r.data_scope'])
        .where('u.id', '=', user.userId)
        .executeTakeFirstOrThrow();
      const [members, units, teams, unitList] = await Promise.all([
        db
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('inst_id', '=', user.instId)
          .where('resign_flag', '=', false)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('org_unit')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('inst_id', '=', user.instId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('org_team')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('inst_id', '=', user.instId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('org_unit')
          .select(['id', 'name', 'parent_id as parentUnitId'])
          .where('inst_id', '=', user.instId)
          .orderBy('id')
          .execute(),
      ]);
      return ok({
        instCode: user.instCode,
        instName: user.instName,
        unit:
          me.unit_id === null
            ? null
            : { id: me.unit_id, name: me.unitName ?? '', path: await unitPath(db, me.unit_id) },
        role: { roleId: me.id, roleName: me.name, roleType: me.role_type, dataScope: me.data_scope },
        counts: { members: count(members.n), units: count(units.n), teams: count(teams.n) },
        supportApps: [...access.supportApps],
        units: unitList,
      });
    },
  );

  app.get(
    '/framework/api/user',
    {
      schema: {
        tags,
        summary: '当前用户：本人的账号、机构、部门、角色、联系方式与权限',
        response: { 200: EnvelopeSchema(CurrentUserSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const access = await request.access();
      const me = await directory(user.instId)
        .select(['u.unit_id', 'd.name as unitName', 'r.name as roleName', 'u.mobile', 'u.email'])
        .select(chinaTimeText('u.password_changed_at', 'minute').as('passwordChangedAt'))
        .where('u.id', '=', user.userId)
        .where('u.inst_id', '=', user.instId)
        .executeTakeFirstOrThrow();
      return ok({
        userId: user.userId,
        username: user.username,
        name: user.displayName,
        avatar: user.avatar,
        userType: user.userType,
        roleType: user.roleType,
        roleName: me.roleName,
        instCode: user.instCode,
        instName: user.instName,
        company: user.instName,
        unit:
          me.unit_id === null
            ? null
            : { id: me.unit_id, name: me.unitName ?? '', path: await unitPath(db, me.unit_id) },
        mobile: me.mobile,
        email: me.email,
        passwordChangedAt: me.passwordChangedAt,
        // Every right of the catalogue the member may use, as the rights call answers each (a key a parent grants too).
        rightArr: catalogueKeys(permissionCatalogue(access.supportApps))
          .filter((key) => access.can(key))
          .sort(),
      });
    },
  );

  app.post(
    '/esee/user/searchUser',
    {
      schema: {
        tags,
        summary: '本机构通讯录（离职成员仅 fmk:org 可见，联系方式仅 fmk:org:emp 可见）',
        body: SearchUserSchema,
        response: { 200: EnvelopeSchema(DirectoryPageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const access = await request.access();
      const body = request.body;
      let query = directory(user.instId);
      // Who has left is the organisation administrators' business; contacts are the member managers'.
      if (!access.can('fmk:org')) query = query.where('u.resign_flag', '=', false);
      const contacts = access.can('fmk:org:emp');
      if (body.unitId !== undefined) {
        const unit = await ownUnit(db, user.instId, body.unitId);
        const ids = body.includeChildren ? await unitSubtree(db, user.instId, unit.id) : [unit.id];
        query = query.where('u.unit_id', 'in', ids);
      }
      if (body.roleType) query = query.where('r.role_type', '=', body.roleType);
      const keyword = body.keyword?.trim();
      if (keyword)
        query = query.where((eb) =>
          eb.or([eb('u.display_name', 'like', containing(keyword)), eb('u.username', 'like', containing(keyword))]),
        );
      const page = await listPage(
        query
          .select([
            'u.id',
            'u.username',
            'u.display_name',
            'u.unit_id',
            'd.name as unitName',
            'r.name as roleName',
            'u.enabled',
            'u.resign_flag',
            'u.mobile',
            'u.email',
            (eb) =>
              eb
                .selectFrom('user_session as s')
                .select(chinaTimeText(sql`max(s.created_at)`, 'minute').as('at'))
                .whereRef('s.user_id', '=', 'u.id')
                .as('lastLoginAt'),
          ])
          .orderBy('u.id'),
        query,
        pageParams(body.pageNum, body.pageSize),
      );
      const list = page.list.map((r): DirectoryUser => ({
        userId: r.id,
        username: r.username,
        name: r.display_name,
        unitId: r.unit_id,
        unitName: r.unitName,
        roleName: r.roleName,
        enableFlag: r.enabled ? 1 : 0,
        resignFlag: r.resign_flag ? 1 : 0,
        ...(contacts ? { mobile: r.mobile, email: r.email, lastLoginAt: r.lastLoginAt } : {}),
      }));
      return ok({ total: page.total, list });
    },
  );

  app.post(
    '/esee/user/likeUser',
    {
      schema: {
        tags,
        summary: '按姓名或用户名联想成员（最多 20 人，不含离职；平台管理员可指定机构）',
        body: LikeUserSchema,
        response: { 200: EnvelopeSchema(Type.Array(LikeUserRowSchema)) },
      },
    },
    async (request) => {
      const inst = await targetInst(request, db, request.body.instCode);
      const keyword = request.body.keyword.trim();
      if (!keyword) return ok([]);
      const rows = await directory(inst.instId)
        .select(['u.id as userId', 'u.username', 'u.display_name as name', 'd.name as unitName'])
        .where('u.resign_flag', '=', false)
        .where((eb) =>
          eb.or([eb('u.display_name', 'like', containing(keyword)), eb('u.username', 'like', containing(keyword))]),
        )
        .orderBy('u.id')
        .limit(OrgUsersLimit.LIKE_USERS)
        .execute();
      return ok(rows);
    },
  );

  app.post(
    '/esee/user/nameLike',
    {
      schema: {
        tags,
        summary: '成员姓名联想（最多 10 个，以其开头的在前）',
        body: NameLikeSchema,
        response: { 200: EnvelopeSchema(Type.Array(Type.String())) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const text = request.body.nameLike.trim();
      if (!text) return ok([]);
      const startsWith = `${containing(text).slice(1)}`;
      const rows = await db
        .selectFrom('app_user')
        .select('display_name as name')
        .where('inst_id', '=', user.instId)
        .where('resign_flag', '=', false)
        .where('display_name', 'like', containing(text))
        .groupBy('display_name')
        // Names that start with the text first.
        .orderBy(sql`case when display_name like ${startsWith} then 0 else 1 end`)
        .orderBy('display_name')
        .limit(OrgUsersLimit.NAME_SUGGESTIONS)
        .execute();
      return ok(rows.map((r) => r.name));
    },
  );

  app.get(
    '/esee/user/myRights',
    {
      schema: {
        tags,
        summary: '我的角色的权限树（只读）',
        response: {
          200: EnvelopeSchema(
            Type.Object({ roleId: Type.Integer(), roleType: Type.String(), tree: Type.Array(PermissionNodeSchema) }),
          ),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // One's own role only: reading it tells nothing the rights map of the session does not.
      const catalogue = permissionCatalogue((await request.access()).supportApps);
      const tree = permissionTree(catalogue, await heldBy(db, user.roleId));
      return ok({ roleId: user.roleId, roleType: user.roleType ?? RoleType.NORMAL, tree });
    },
  );
};

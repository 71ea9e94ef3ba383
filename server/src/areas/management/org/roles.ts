import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  catalogueKeys,
  EnvelopeSchema,
  OrgEmployeePageSchema,
  OrgLimit,
  OrgMessage,
  permissionCatalogue,
  PermissionNodeSchema,
  permissionTree,
  heldKeys,
  RightSwitchSchema,
  RightTreeQuerySchema,
  RoleAddSchema,
  RoleEditSchema,
  RoleIdSchema,
  RoleListSchema,
  RoleNodeSchema,
  RoleRenameSchema,
  RoleType,
  RoleUserListSchema,
  switchPermission,
  type HeldKeys,
  type RoleNode,
} from '@esee/contracts';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { badRequest, forbidden, ok } from '../../../platform/http/errors';
import { cleanName, employees, isUniqueViolation, ownRole, pageParams } from './queries';
import { diffChanges, recordChange, recordRoleChanges, rightsDiff } from './changeLog';
import { assertDutyKeys, assertStaysStaffed, grantableByDuty, servesDuty } from './dutySeparation';
import { listPage } from '../../../platform/db/paging';

type OwnRole = Awaited<ReturnType<typeof ownRole>>;

/** The INST_MGR role is read-only (spec 2 §4): its tree is shown, never changed; it is never renamed or deleted. */
function assertEditable(role: OwnRole): void {
  if (role.role_type === RoleType.INST_MGR) throw forbidden(OrgMessage.INST_MGR_READ_ONLY);
}

export async function heldBy(db: Db, roleId: number): Promise<HeldKeys> {
  const [usable, disabled] = await Promise.all([
    db.selectFrom('role_right').select('right_key').where('role_id', '=', roleId).execute(),
    db.selectFrom('role_right_disabled').select('right_key').where('role_id', '=', roleId).execute(),
  ]);
  return { usable: usable.map((r) => r.right_key), disabled: disabled.map((r) => r.right_key) };
}

/** The role's permission tree, over the catalogue of the caller's institution's solutions. */
async function treeOf(request: FastifyRequest, db: Db, roleId: number) {
  const catalogue = permissionCatalogue((await request.access()).supportApps);
  return { catalogue, tree: permissionTree(catalogue, await heldBy(db, roleId)) };
}

/**
 * Store what a role holds, normalised through the tree (the fewest keys).
 * Keys outside the institution's catalogue are refused; a caller who is not
 * an institution manager can hand out only keys they hold themselves.
 */
async function storeRights(request: FastifyRequest, app: FastifyInstance, roleId: number, wanted: HeldKeys) {
  const caller = requireUser(request);
  const access = await request.access();
  const catalogue = permissionCatalogue(access.supportApps);
  const known = catalogueKeys(catalogue);
  if ([...wanted.usable, ...wanted.disabled].some((k) => !known.has(k))) throw badRequest(OrgMessage.RIGHT_UNKNOWN);
  const held = heldKeys(permissionTree(catalogue, wanted));
  // 三员分立: a role holds only its own duty's administrative keys.
  const duty = await assertDutyKeys(app.db, access, roleId, [...held.usable, ...held.disabled]);
  if (duty && !servesDuty(held.usable, duty)) await assertStaysStaffed(app.db, access, caller.instId, roleId);
  if (caller.roleType !== RoleType.INST_MGR) {
    const before = await heldBy(app.db, roleId);
    const coveredBy = (keys: ReadonlySet<string>, k: string) => {
      const parts = k.split(':');
      for (let i = parts.length; i > 0; i--) if (keys.has(parts.slice(0, i).join(':'))) return true;
      return false;
    };
    const covered = (k: string) => coveredBy(access.granted, k) || grantableByDuty(access, duty, k);
    // What the role did not hold before, by itself or under a key above it: narrowing a grant adds nothing.
    const had = new Set(before.usable);
    const added = held.usable.filter((k) => !coveredBy(had, k));
    if (added.some((k) => !covered(k))) throw forbidden(OrgMessage.RIGHT_NOT_HELD);
  }
  await app.db.transaction().execute(async (trx) => {
    const diff = rightsDiff(await heldBy(trx, roleId), held);
    await trx.deleteFrom('role_right').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('role_right_disabled').where('role_id', '=', roleId).execute();
    if (held.usable.length)
      await trx
        .insertInto('role_right')
        .values(held.usable.map((k) => ({ role_id: roleId, right_key: k })))
        .execute();
    if (held.disabled.length)
      await trx
        .insertInto('role_right_disabled')
        .values(held.disabled.map((k) => ({ role_id: roleId, right_key: k })))
        .execute();
    if (diffChanges(diff)) {
      const role = await trx.selectFrom('role').select('name').where('id', '=', roleId).executeTakeFirstOrThrow();
      await recordChange(trx, caller, {
        action: 'ROLE_RIGHTS',
        targetType: 'ROLE',
        targetId: roleId,
        targetName: role.name,
        detail: diff,
      });
    }
  });
}

async function roleNodes(db: Db, instId: number, nameLike?: string): Promise<RoleNode[]> {
  let query = db
    .selectFrom('role as r')
    .select([
      'r.id',
      'r.name',
      'r.role_type',
      'r.parent_id',
      'r.enabled',
      'r.data_scope',
      (eb) =>
        eb
          .selectFrom('app_user as u')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('u.role_id', '=', 'r.id')
          .where('u.resign_flag', '=', false)
          .as('members'),
    ])
    .where('r.inst_id', '=', instId);
  const filter = nameLike?.trim();
  if (filter) query = query.where('r.name', 'like', `%${filter.replace(/[\\%_]/g, '\\$&')}%`);
  const rows = await query.orderBy('r.id').execute();
  const nodes = new Map<number, RoleNode>(
    rows.map((r) => [
      r.id,
      {
        roleId: r.id,
        roleName: r.name,
        roleType: r.role_type,
        parentId: r.parent_id,
        enabled: r.enabled,
        dataScope: r.data_scope,
        memberCount: Number(r.members ?? 0),
        children: [],
      },
    ]),
  );
  const roots: RoleNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const PermissionAnswer = Type.Object({
  roleId: Type.Integer(),
  roleType: Type.String(),
  readOnly: Type.Boolean(),
  tree: Type.Array(PermissionNodeSchema),
});

/** Roles (`/esee/manager/role/*`, spec 2 §7) and their permission trees (`/framework/api/right`). */
export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['roles'];
  const right = 'fmk:right';

  const permissionAnswer = async (request: FastifyRequest, role: OwnRole) => ({
    roleId: role.id,
    roleType: role.role_type,
    readOnly: role.role_type === RoleType.INST_MGR,
    tree: (await treeOf(request, db, role.id)).tree,
  });

  app.post(
    '/esee/manager/role/roleList',
    {
      config: { right },
      schema: {
        tags,
        summary: '角色树',
        body: RoleListSchema,
        response: { 200: EnvelopeSchema(Type.Array(RoleNodeSchema)) },
      },
    },
    async (request) => ok(await roleNodes(db, requireUser(request).instId, request.body.roleName)),
  );

  app.get(
    '/esee/manager/role/allRole',
    {
      // The member form offers the roles: anyone who manages members or roles reads them (checked below;
      // no one key says so: `fmk` is granted by `fmk` only).
      schema: {
        tags,
        summary: '本机构全部角色（平铺）',
        response: {
          200: EnvelopeSchema(
            Type.Array(
              Type.Object({
                roleId: Type.Integer(),
                roleName: Type.String(),
                roleType: Type.String(),
                enabled: Type.Boolean(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const access = await request.access();
      if (!['fmk:org:emp', 'fmk:right'].some((k) => access.can(k))) throw forbidden();
      const rows = await db
        .selectFrom('role')
        .select(['id as roleId', 'name as roleName', 'role_type as roleType', 'enabled'])
        .where('inst_id', '=', requireUser(request).instId)
        .orderBy('id')
        .execute();
      return ok(rows);
    },
  );

  app.post(
    '/esee/manager/role/addRole',
    {
      config: { right },
      schema: {
        tags,
        summary: '新增角色（或子角色）',
        body: RoleAddSchema,
        response: { 200: EnvelopeSchema(PermissionAnswer) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const name = cleanName(body.roleName, '角色名称', OrgLimit.ROLE_NAME);
      const parentId = body.parentId ? (await ownRole(db, user.instId, body.parentId)).id : null;
      let id: number;
      try {
        ({ id } = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('role')
            .values({
              inst_id: user.instId,
              name,
              role_type: RoleType.NORMAL,
              parent_id: parentId,
              data_scope: body.dataScope ?? 'ALL',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordChange(trx, user, {
            action: 'ROLE_CREATE',
            targetType: 'ROLE',
            targetId: row.id,
            targetName: name,
          });
          return row;
        }));
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.ROLE_NAME_TAKEN);
        throw error;
      }
      try {
        await storeRights(request, app, id, { usable: body.rights ?? [], disabled: body.disabledRights ?? [] });
      } catch (error) {
        await db.deleteFrom('role').where('id', '=', id).execute();
        // Never created after all: its line goes too.
        await db.deleteFrom('org_change_log').where('target_type', '=', 'ROLE').where('target_id', '=', id).execute();
        throw error;
      }
      return ok(await permissionAnswer(request, await ownRole(db, user.instId, id)));
    },
  );

  app.post(
    '/esee/manager/role/editRole',
    {
      config: { right },
      schema: {
        tags,
        summary: '修改角色：名称、启用、数据范围、权限树',
        body: RoleEditSchema,
        response: { 200: EnvelopeSchema(PermissionAnswer) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const role = await ownRole(db, user.instId, body.roleId);
      assertEditable(role);
      const changes: Record<string, unknown> = {};
      if (body.roleName !== undefined) changes.name = cleanName(body.roleName, '角色名称', OrgLimit.ROLE_NAME);
      if (body.dataScope !== undefined) changes.data_scope = body.dataScope;
      if (body.enabled !== undefined) {
        // Disabling one's own role would lock oneself out.
        if (!body.enabled && role.id === user.roleId) throw badRequest(OrgMessage.NOT_SELF);
        if (!body.enabled) await assertStaysStaffed(db, await request.access(), user.instId, role.id);
        changes.enabled = body.enabled;
      }
      if (body.rights !== undefined || body.disabledRights !== undefined) {
        const known = catalogueKeys(permissionCatalogue((await request.access()).supportApps));
        const held = await heldBy(db, role.id);
        // Keys of a solution the institution has closed are void: they are not carried over.
        const before = {
          usable: held.usable.filter((k) => known.has(k)),
          disabled: held.disabled.filter((k) => known.has(k)),
        };
        await storeRights(request, app, role.id, {
          usable: body.rights ?? before.usable,
          disabled: body.disabledRights ?? before.disabled,
        });
      }
      if (Object.keys(changes).length)
        try {
          await db.transaction().execute(async (trx) => {
            await trx.updateTable('role').set(changes).where('id', '=', role.id).execute();
            await recordRoleChanges(trx, user, role, changes);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw badRequest(OrgMessage.ROLE_NAME_TAKEN);
          throw error;
        }
      return ok(await permissionAnswer(request, await ownRole(db, user.instId, role.id)));
    },
  );

  app.post(
    '/esee/manager/role/reNameRole',
    { config: { right }, schema: { tags, summary: '重命名角色', body: RoleRenameSchema } },
    async (request) => {
      const user = requireUser(request);
      const role = await ownRole(db, user.instId, request.body.roleId);
      assertEditable(role);
      const name = cleanName(request.body.roleName, '角色名称', OrgLimit.ROLE_NAME);
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('role').set({ name }).where('id', '=', role.id).execute();
          await recordRoleChanges(trx, user, role, { name });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.ROLE_NAME_TAKEN);
        throw error;
      }
      return ok(null);
    },
  );

  app.post(
    '/esee/manager/role/removeRole',
    { config: { right }, schema: { tags, summary: '删除角色（有成员时拒绝）', body: RoleIdSchema } },
    async (request) => {
      const user = requireUser(request);
      const role = await ownRole(db, user.instId, request.body.roleId);
      assertEditable(role);
      // Spec 2 §5: a role that has members cannot be deleted (resigned members still hold it).
      const member = await db.selectFrom('app_user').select('id').where('role_id', '=', role.id).executeTakeFirst();
      if (member) throw badRequest(OrgMessage.ROLE_HAS_MEMBERS);
      const child = await db.selectFrom('role').select('id').where('parent_id', '=', role.id).executeTakeFirst();
      if (child) throw badRequest(OrgMessage.ROLE_HAS_CHILDREN);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('role').where('id', '=', role.id).execute();
        await recordChange(trx, user, {
          action: 'ROLE_DELETE',
          targetType: 'ROLE',
          targetId: role.id,
          targetName: role.name,
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/esee/manager/role/userList',
    {
      config: { right },
      schema: {
        tags,
        summary: '角色下的成员（分页）',
        body: RoleUserListSchema,
        response: { 200: EnvelopeSchema(OrgEmployeePageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const role = await ownRole(db, user.instId, request.body.roleId);
      const query = employees(db, user.instId, app.clock()).where('u.role_id', '=', role.id);
      return ok(await listPage(query.orderBy('u.id'), query, pageParams(request.body.pageNum, request.body.pageSize)));
    },
  );

  app.get(
    '/framework/api/right',
    {
      config: { right },
      schema: {
        tags,
        summary: '角色的权限树（机构管理员角色只读）',
        querystring: RightTreeQuerySchema,
        response: { 200: EnvelopeSchema(PermissionAnswer) },
      },
    },
    async (request) => {
      const role = await ownRole(db, requireUser(request).instId, request.query.role_id);
      return ok(await permissionAnswer(request, role));
    },
  );

  app.post(
    '/framework/api/right',
    {
      config: { right },
      schema: {
        tags,
        summary: '拨动权限树的一个开关：下级随之，上级重算',
        body: RightSwitchSchema,
        response: { 200: EnvelopeSchema(PermissionAnswer) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const role = await ownRole(db, user.instId, request.body.roleId);
      assertEditable(role);
      const { catalogue, tree } = await treeOf(request, db, role.id);
      if (!catalogueKeys(catalogue).has(request.body.key)) throw badRequest(OrgMessage.RIGHT_UNKNOWN);
      const next = switchPermission(tree, request.body.key, request.body.switch, request.body.on);
      await storeRights(request, app, role.id, heldKeys(next));
      return ok(await permissionAnswer(request, role));
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  IdQuerySchema,
  InstCodeQuerySchema,
  OrgEmployeePageSchema,
  OrgLimit,
  OrgMessage,
  OrgUnitNodeSchema,
  UnitEmployeeQuerySchema,
  UnitSaveSchema,
  UnitUpdateSchema,
  type OrgUnitNode,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { containing, listPage } from '../../../platform/db/paging';
import type { Db } from '../../../platform/db/database';
import type { SessionUser } from '../../../platform/auth/sessions';
import { cleanName, employees, isUniqueViolation, ownUnit, pageParams, unitDepth, unitSubtree } from './queries';
import { recordChange, unitName } from './changeLog';

/** `inst_code`, when a call names one, must be the caller's own institution; another answers as missing. */
export function assertOwnInst(user: SessionUser, instCode: string | undefined): void {
  if (instCode !== undefined && instCode.trim().toUpperCase() !== user.instCode)
    throw notFound(OrgMessage.INST_MISSING);
}

/** The institution's departments as a forest, each with its own members' count (resigned excluded). */
async function unitTree(db: Db, instId: number): Promise<OrgUnitNode[]> {
  const rows = await db
    .selectFrom('org_unit as d')
    .select([
      'd.id',
      'd.name',
      'd.parent_id',
      (eb) =>
        eb
          .selectFrom('app_user as u')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('u.unit_id', '=', 'd.id')
          .where('u.resign_flag', '=', false)
          .as('members'),
    ])
    .where('d.inst_id', '=', instId)
    .orderBy('d.id')
    .execute();
  const nodes = new Map<number, OrgUnitNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        parentUnitId: r.parent_id,
        baseType: 'ORG_UNIT',
        memberCount: Number(r.members ?? 0),
        children: [],
      },
    ]),
  );
  const roots: OrgUnitNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentUnitId === null ? undefined : nodes.get(node.parentUnitId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Departments (ORG_UNIT, spec 2 §7): the tree, its members, add, rename, move, delete. */
export const unitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['org'];

  app.get(
    '/framework/api/org/unit',
    {
      config: { right: 'fmk:org' },
      schema: {
        tags,
        summary: '部门树',
        querystring: InstCodeQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(OrgUnitNodeSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      assertOwnInst(user, request.query.inst_code);
      return ok(await unitTree(db, user.instId));
    },
  );

  app.get(
    '/framework/api/org/unit/employee',
    {
      config: { right: 'fmk:org' },
      schema: {
        tags,
        summary: '部门成员（分页）',
        querystring: UnitEmployeeQuerySchema,
        response: { 200: EnvelopeSchema(OrgEmployeePageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const q = request.query;
      let units: number[] | undefined;
      if (q.unit_id !== undefined) {
        await ownUnit(db, user.instId, q.unit_id);
        units = q.include_children ? await unitSubtree(db, user.instId, q.unit_id) : [q.unit_id];
      }
      let query = employees(db, user.instId, app.clock());
      if (units) query = query.where('u.unit_id', 'in', units);
      if (q.resign_flag !== undefined) query = query.where('u.resign_flag', '=', q.resign_flag === 1);
      const keyword = q.keyword?.trim();
      if (keyword)
        query = query.where((eb) =>
          eb.or([eb('u.display_name', 'like', containing(keyword)), eb('u.username', 'like', containing(keyword))]),
        );
      return ok(await listPage(query.orderBy('u.id'), query, pageParams(q.page_num, q.page_size)));
    },
  );

  /** A parent named by the caller: their own, and deep enough to take one more level. */
  const parentFor = async (instId: number, parentId: number | null | undefined) => {
    if (parentId === null || parentId === undefined) return null;
    await ownUnit(db, instId, parentId);
    if ((await unitDepth(db, parentId)) >= OrgLimit.UNIT_DEPTH) throw badRequest(OrgMessage.UNIT_TOO_DEEP);
    return parentId;
  };

  app.post(
    '/framework/api/org/unit/save',
    {
      config: { right: 'fmk:org:unit' },
      schema: { tags, summary: '新增部门', body: UnitSaveSchema, response: { 200: EnvelopeSchema(OrgUnitNodeSchema) } },
    },
    async (request) => {
      const user = requireUser(request);
      const name = cleanName(request.body.name, '部门名称', OrgLimit.UNIT_NAME);
      const parentId = await parentFor(user.instId, request.body.parentUnitId);
      try {
        const id = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('org_unit')
            .values({ inst_id: user.instId, parent_id: parentId, name })
            .returning('id')
            .executeTakeFirstOrThrow();
          const detail = { after: await unitName(trx, parentId) };
          await recordChange(trx, user, {
            action: 'UNIT_CREATE',
            targetType: 'UNIT',
            targetId: row.id,
            targetName: name,
            detail,
          });
          return row.id;
        });
        return ok({ id, name, parentUnitId: parentId, baseType: 'ORG_UNIT' as const, memberCount: 0, children: [] });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.UNIT_NAME_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/framework/api/org/unit/update',
    {
      config: { right: 'fmk:org:unit' },
      schema: { tags, summary: '修改或移动部门', body: UnitUpdateSchema },
    },
    async (request) => {
      const user = requireUser(request);
      const unit = await ownUnit(db, user.instId, request.body.id);
      const name =
        request.body.name === undefined ? undefined : cleanName(request.body.name, '部门名称', OrgLimit.UNIT_NAME);
      let parentId = unit.parent_id;
      if (request.body.parentUnitId !== undefined && request.body.parentUnitId !== unit.parent_id) {
        const target = request.body.parentUnitId;
        const subtree = await unitSubtree(db, user.instId, unit.id);
        if (target !== null && subtree.includes(target)) throw badRequest(OrgMessage.UNIT_CYCLE);
        parentId = await parentFor(user.instId, target);
        // The moved branch keeps its own depth below its new parent.
        const branchDepth = await branchHeight(db, unit.id);
        const base = parentId === null ? 0 : await unitDepth(db, parentId);
        if (base + branchDepth > OrgLimit.UNIT_DEPTH) throw badRequest(OrgMessage.UNIT_TOO_DEEP);
      }
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('org_unit')
            .set({ ...(name ? { name } : {}), parent_id: parentId })
            .where('id', '=', unit.id)
            .execute();
          const entry = { targetType: 'UNIT', targetId: unit.id, targetName: name ?? unit.name } as const;
          if (name && name !== unit.name)
            await recordChange(trx, user, {
              ...entry,
              action: 'UNIT_RENAME',
              detail: { before: unit.name, after: name },
            });
          if (parentId !== unit.parent_id) {
            const detail = { before: await unitName(trx, unit.parent_id), after: await unitName(trx, parentId) };
            await recordChange(trx, user, { ...entry, action: 'UNIT_MOVE', detail });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(OrgMessage.UNIT_NAME_TAKEN);
        throw error;
      }
      return ok(null);
    },
  );

  app.post(
    '/framework/api/org/unit/delete',
    {
      config: { right: 'fmk:org:unit' },
      schema: { tags, summary: '删除部门（参数在查询串中）', querystring: IdQuerySchema },
    },
    async (request) => {
      const user = requireUser(request);
      const unit = await ownUnit(db, user.instId, Number(request.query.id));
      // Spec 2 §5: a department with members is refused; one with departments under it too (as RuoYi).
      const member = await db.selectFrom('app_user').select('id').where('unit_id', '=', unit.id).executeTakeFirst();
      if (member) throw badRequest(OrgMessage.UNIT_HAS_MEMBERS);
      const child = await db.selectFrom('org_unit').select('id').where('parent_id', '=', unit.id).executeTakeFirst();
      if (child) throw badRequest(OrgMessage.UNIT_HAS_CHILDREN);
      await db.transaction().execute(async (trx) => {
        const detail = { before: await unitName(trx, unit.parent_id) };
        await trx.deleteFrom('org_unit').where('id', '=', unit.id).execute();
        await recordChange(trx, user, {
          action: 'UNIT_DELETE',
          targetType: 'UNIT',
          targetId: unit.id,
          targetName: unit.name,
          detail,
        });
      });
      return ok(null);
    },
  );
};

/** Levels from a department down to its deepest descendant (1 for a leaf). */
async function branchHeight(db: Db, id: number): Promise<number> {
  let level = [id];
  let height = 0;
  while (level.length && height < 100) {
    height++;
    level = (await db.selectFrom('org_unit').select('id').where('parent_id', 'in', level).execute()).map((r) => r.id);
  }
  return height;
}

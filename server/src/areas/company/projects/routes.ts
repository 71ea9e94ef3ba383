import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  FileType,
  ListPageSchema,
  nameProblem,
  PageNoSchema,
  PageSizeSchema,
  RowIdSchema,
} from '@esee/contracts';
import { dataScopeUserIds, whereInScope } from '../../../platform/auth/dataScope';
import { requireUser } from '../../../platform/auth/plugin';
import type { SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { chinaTimeText, pageOf } from '../../../platform/db/paging';
import { nowSql } from '../../../platform/clock';

const ProjectId = RowIdSchema;
const Name = Type.String({ minLength: 1, maxLength: 50 });
const Note = Type.String({ maxLength: 500 });
const EntIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 500 });

const ProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  note: Type.String(),
  companyCount: Type.Integer(),
  createdBy: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** A project name as typed: trimmed, 1–50 characters, no line break or control character. */
function projectName(name: string): string {
  const problem = nameProblem(name, '项目名称', 50);
  if (problem) throw badRequest(problem);
  return name.trim();
}

/** A unique-name violation, on either engine. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * The project of this institution within the caller's data scope, or not
 * found: another institution's id, or a project made by someone outside the
 * scope, is as good as none.
 */
async function ownProject(db: Db, user: SessionUser, id: number) {
  const row = await whereInScope(
    db.selectFrom('project').select('id').where('id', '=', id).where('inst_id', '=', user.instId),
    'created_by',
    await dataScopeUserIds(db, user),
  ).executeTakeFirst();
  if (!row) throw notFound('项目不存在');
  return row.id;
}

/** A project's list changed: it was updated now. */
const touch = (db: Db, id: number) =>
  db.updateTable('project').set({ updated_at: nowSql }).where('id', '=', id).execute();

function projects(db: Db, instId: number) {
  return db
    .selectFrom('project as p')
    .innerJoin('app_user as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.name',
      'p.note',
      'u.display_name as createdBy',
      chinaTimeText('p.created_at', 'minute').as('createdAt'),
      chinaTimeText('p.updated_at', 'minute').as('updatedAt'),
      sql<number>`(select count(*)::int from project_company pc where pc.project_id = p.id)`.as('companyCount'),
    ])
    .where('p.inst_id', '=', instId);
}

/**
 * Project management (`/projectManage`): an institution's named lists of
 * companies with notes. Every call is bounded to the caller's institution.
 */
export const projectsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['projects'];

  // Batch import into a project (spec 2 §2): the matched companies of a spreadsheet join the project.
  app.importTargets.set(FileType.PROJECT, {
    existingLabel: '已在项目中',
    async existing(db, user, targetId, entIds) {
      if (targetId === null) throw badRequest('请选择项目');
      const id = await ownProject(db, user, targetId);
      if (!entIds.length) return new Set();
      const rows = await db
        .selectFrom('project_company')
        .select('ent_id')
        .where('project_id', '=', id)
        .where('ent_id', 'in', entIds)
        .execute();
      return new Set(rows.map((r) => r.ent_id));
    },
    async importInto(trx, { user, targetId, companies }) {
      const id = await ownProject(trx, user, targetId ?? 0);
      const inserted = await trx
        .insertInto('project_company')
        .values(companies.map((c) => ({ project_id: id, ent_id: c.entId, added_by: user.userId })))
        .onConflict((oc) => oc.doNothing())
        .returning('ent_id')
        .execute();
      await touch(trx, id);
      return { imported: inserted.length, existing: companies.length - inserted.length, targetId: id };
    },
  });

  app.get(
    '/esee/projectManage/list',
    {
      schema: {
        tags,
        summary: '本机构的项目（按角色的数据范围）',
        response: { 200: EnvelopeSchema(Type.Array(ProjectSchema)) },
      },
    },
    async (request) =>
      ok(
        await whereInScope(
          projects(db, requireUser(request).instId),
          'p.created_by',
          await dataScopeUserIds(db, requireUser(request)),
        )
          .orderBy('p.updated_at', 'desc')
          .orderBy('p.id', 'desc')
          .execute(),
      ),
  );

  app.post(
    '/esee/projectManage/create',
    {
      schema: {
        tags,
        summary: '新建项目',
        body: Type.Object({ name: Name, note: Type.Optional(Note) }),
        response: { 200: EnvelopeSchema(ProjectSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const name = projectName(request.body.name);
      try {
        const { id } = await db
          .insertInto('project')
          .values({ inst_id: user.instId, name, note: request.body.note?.trim() ?? '', created_by: user.userId })
          .returning('id')
          .executeTakeFirstOrThrow();
        return ok(await projects(db, user.instId).where('p.id', '=', id).executeTakeFirstOrThrow());
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('项目名称已存在');
        throw error;
      }
    },
  );

  app.post(
    '/esee/projectManage/update',
    {
      schema: {
        tags,
        summary: '重命名项目或修改备注',
        body: Type.Object({ id: ProjectId, name: Type.Optional(Name), note: Type.Optional(Note) }),
        response: { 200: EnvelopeSchema(ProjectSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await ownProject(db, user, request.body.id);
      const name = request.body.name === undefined ? undefined : projectName(request.body.name);
      try {
        await db
          .updateTable('project')
          .set({
            ...(name ? { name } : {}),
            ...(request.body.note !== undefined ? { note: request.body.note.trim() } : {}),
            updated_at: nowSql,
          })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('项目名称已存在');
        throw error;
      }
      return ok(await projects(db, user.instId).where('p.id', '=', id).executeTakeFirstOrThrow());
    },
  );

  app.post(
    '/esee/projectManage/delete',
    { schema: { tags, summary: '删除项目', body: Type.Object({ id: ProjectId }) } },
    async (request) => {
      const user = requireUser(request);
      const id = await ownProject(db, user, request.body.id);
      await db.deleteFrom('project').where('id', '=', id).execute();
      return ok(null);
    },
  );

  app.get(
    '/esee/projectManage/detail',
    {
      schema: {
        tags,
        summary: '项目与其企业（分页）',
        querystring: Type.Object({
          id: ProjectId,
          pageNo: Type.Optional(PageNoSchema),
          pageSize: Type.Optional(PageSizeSchema),
        }),
        response: { 200: EnvelopeSchema(Type.Object({ project: ProjectSchema, companies: ListPageSchema })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await ownProject(db, user, request.query.id);
      const page = pageOf(request.query);
      const [project, companies] = await Promise.all([
        projects(db, user.instId).where('p.id', '=', id).executeTakeFirstOrThrow(),
        db
          .selectFrom('project_company as pc')
          .innerJoin('company as c', 'c.ent_id', 'pc.ent_id')
          .select([
            'c.ent_id as entId',
            'c.name as orgName',
            'c.status as orgStatus',
            'c.legal_rep as legRepName',
            'c.credit_code as creditCode',
            sql<string | null>`to_char(c.est_date, 'YYYY-MM-DD')`.as('estDate'),
            sql<number | null>`c.reg_capital::float8`.as('regCapital'),
            'pc.note',
            chinaTimeText('pc.added_at', 'minute').as('addedAt'),
          ])
          .where('pc.project_id', '=', id)
          .orderBy('pc.added_at', 'desc')
          .orderBy('c.ent_id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
      ]);
      return ok({ project, companies: { total: project.companyCount, list: companies } });
    },
  );

  app.post(
    '/esee/projectManage/addCompanies',
    {
      schema: {
        tags,
        summary: '向项目添加企业',
        body: Type.Object({ id: ProjectId, entIds: EntIds }),
        response: { 200: EnvelopeSchema(Type.Object({ added: Type.Integer(), existing: Type.Integer() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await ownProject(db, user, request.body.id);
      const wanted = [...new Set(request.body.entIds)];
      const known = await db.selectFrom('company').select('ent_id').where('ent_id', 'in', wanted).execute();
      if (known.length !== wanted.length) throw badRequest('请求参数有误：包含不存在的企业');
      return ok(
        await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('project_company')
            .values(wanted.map((ent_id) => ({ project_id: id, ent_id, added_by: user.userId })))
            .onConflict((oc) => oc.doNothing())
            .returning('ent_id')
            .execute();
          await touch(trx, id);
          return { added: inserted.length, existing: wanted.length - inserted.length };
        }),
      );
    },
  );

  app.post(
    '/esee/projectManage/removeCompanies',
    {
      schema: {
        tags,
        summary: '从项目移除企业',
        body: Type.Object({ id: ProjectId, entIds: EntIds }),
        response: { 200: EnvelopeSchema(Type.Object({ removed: Type.Integer() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await ownProject(db, user, request.body.id);
      const removed = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .deleteFrom('project_company')
          .where('project_id', '=', id)
          .where('ent_id', 'in', request.body.entIds)
          .returning('ent_id')
          .execute();
        await touch(trx, id);
        return rows.length;
      });
      return ok({ removed });
    },
  );

  app.post(
    '/esee/projectManage/companyNote',
    {
      schema: {
        tags,
        summary: '修改项目内企业的备注',
        body: Type.Object({ id: ProjectId, entId: Type.String({ minLength: 1, maxLength: 64 }), note: Note }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await ownProject(db, user, request.body.id);
      const result = await db
        .updateTable('project_company')
        .set({ note: request.body.note.trim() })
        .where('project_id', '=', id)
        .where('ent_id', '=', request.body.entId)
        .executeTakeFirst();
      if (!result.numUpdatedRows) throw notFound('该企业不在项目中');
      return ok(null);
    },
  );
};

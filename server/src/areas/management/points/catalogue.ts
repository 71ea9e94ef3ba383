import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EnvelopeSchema,
  POINT_MODULE_LABELS,
  POINT_MODULES,
  PointDefAddSchema,
  PointDefSchema,
  PointDefUpdateSchema,
  PointMessage,
  PointSearchParamSchema,
  ResultCode,
  chinaTime,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, notFound, ok } from '../../../platform/http/errors';

const tags = ['points'];
const superOnly = { right: 'super' };

/** A module of the list and a name that is not blank, when given. */
function checkFields(b: { module?: string; name?: string }) {
  if (b.module !== undefined && !(b.module in POINT_MODULE_LABELS)) throw badRequest(PointMessage.BAD_MODULE);
  if (b.name !== undefined && !b.name.trim()) throw badRequest('埋点名称不能为空');
}

/** The whole catalogue with each point's hits ever (every institution), by module then code. */
async function catalogue(db: Db) {
  const rows = await db
    .selectFrom('point_def as p')
    .leftJoin(
      db
        .selectFrom('point_hit')
        .select(['point_id', sql<string>`count(*)`.as('n')])
        .groupBy('point_id')
        .as('h'),
      'h.point_id',
      'p.point_id',
    )
    .select([
      'p.point_id as pointId',
      'p.name',
      'p.module',
      'p.description',
      'p.enabled',
      'p.updated_at as updatedAt',
      'h.n as hits',
    ])
    .orderBy('p.module')
    .orderBy('p.point_id')
    .execute();
  return rows.map((r) => ({
    ...r,
    moduleLabel: POINT_MODULE_LABELS[r.module] ?? r.module,
    hits: Number(r.hits ?? 0),
    updatedAt: chinaTime(r.updatedAt),
  }));
}

/**
 * 埋点管理: the platform administrator keeps the catalogue of points (issue 21, our design). A point is
 * disabled rather than deleted: its hits stay readable under its name, and new ones are refused.
 */
export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const List = { 200: EnvelopeSchema(Type.Array(PointDefSchema)) };

  app.get(
    '/esee/cms/point/searchParam',
    {
      schema: {
        tags,
        summary: '埋点查询的筛选项：埋点与模块',
        response: { 200: EnvelopeSchema(PointSearchParamSchema) },
      },
    },
    async (request) => {
      requireUser(request);
      const points = await db
        .selectFrom('point_def')
        .select(['point_id as pointId', 'name', 'module', 'enabled'])
        .orderBy('module')
        .orderBy('point_id')
        .execute();
      return ok({ points, modules: POINT_MODULES.map((m) => ({ value: m.value, label: m.label })) });
    },
  );

  app.get(
    '/esee/cms/point/define/list',
    { config: superOnly, schema: { tags, summary: '埋点管理：全部埋点及累计次数', response: List } },
    async () => ok(await catalogue(db)),
  );

  app.post(
    '/esee/cms/point/define/add',
    {
      config: superOnly,
      schema: { tags, summary: '埋点管理：新增埋点', body: PointDefAddSchema, response: List },
    },
    async (request) => {
      const b = request.body;
      checkFields(b);
      const inserted = await db
        .insertInto('point_def')
        .values({
          point_id: b.pointId,
          name: b.name.trim(),
          module: b.module,
          description: b.description?.trim() ?? '',
          enabled: b.enabled ?? true,
        })
        .onConflict((oc) => oc.column('point_id').doNothing())
        .returning('point_id')
        .executeTakeFirst();
      if (!inserted) throw new AppError(ResultCode.CONFLICT, PointMessage.EXISTS, 409);
      return ok(await catalogue(db));
    },
  );

  app.post(
    '/esee/cms/point/define/update',
    {
      config: superOnly,
      schema: {
        tags,
        summary: '埋点管理：修改埋点的名称、模块、说明，或启用、停用',
        body: PointDefUpdateSchema,
        response: List,
      },
    },
    async (request) => {
      const b = request.body;
      checkFields(b);
      const updated = await db
        .updateTable('point_def')
        .set({
          ...(b.name !== undefined && { name: b.name.trim() }),
          ...(b.module !== undefined && { module: b.module }),
          ...(b.description !== undefined && { description: b.description.trim() }),
          ...(b.enabled !== undefined && { enabled: b.enabled }),
          updated_at: app.clock(),
        })
        .where('point_id', '=', b.pointId)
        .returning('point_id')
        .executeTakeFirst();
      if (!updated) throw notFound(PointMessage.MISSING);
      return ok(await catalogue(db));
    },
  );
};

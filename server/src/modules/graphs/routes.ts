import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { InstParamName, isParamOn } from '@esee/contracts';
import { requireUser } from '../../platform/auth/plugin';
import { notFound, ok } from '../../platform/errors';
import { loadInstParams } from '../../platform/institution';
import { actualController } from './actualController';
import { beneficialOwners } from './beneficialOwners';
import { dbGraph, seniorManagers } from './dbGraph';
import { groupRelationship } from './groupRelationship';
import { penetrate } from './penetration';

const tags = ['graphs'];
const EntId = Type.String({ minLength: 1, maxLength: 64 });

/** The relationship algorithms over HTTP (issue 6): each explains its answer and says what it cut. */
export const graphsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/esee/graph/stockRight',
    {
      schema: {
        tags,
        summary: '股权穿透：股东向上或对外投资向下，逐层，含各主体对根企业的累计持股',
        querystring: Type.Object({
          entId: EntId,
          direction: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
          depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
        }),
      },
    },
    async (request) => {
      const { entId, direction = 'down', depth = 3 } = request.query;
      const result = await penetrate(dbGraph(db), entId, direction, { depth });
      if (!result) throw notFound('未找到该企业');
      return ok(result);
    },
  );

  app.get(
    '/esee/graph/controller',
    {
      schema: {
        tags,
        summary: '实际控制人：沿控制链（过半数，或无人过半时的最大股东）向上',
        querystring: Type.Object({ entId: EntId }),
      },
    },
    async (request) => {
      const graph = dbGraph(db);
      if (!(await graph.entity(request.query.entId))) throw notFound('未找到该企业');
      return ok(await actualController(graph, request.query.entId));
    },
  );

  app.get(
    '/esee/graph/benifit',
    {
      schema: {
        tags,
        summary: '受益所有人：直接或间接持股达到本机构阈值的自然人，否则控制人，再否则高级管理人员',
        querystring: Type.Object({ entId: EntId }),
      },
    },
    async (request) => {
      const { entId } = request.query;
      const params = await loadInstParams(db, requireUser(request).instId);
      const threshold = Number(params[InstParamName.BO_THRESHOLD]) / 100;
      const graph = dbGraph(db);
      if (!(await graph.entity(entId))) throw notFound('未找到该企业');
      return ok(
        await beneficialOwners(graph, entId, {
          threshold: Number.isFinite(threshold) && threshold > 0 && threshold <= 1 ? threshold : 0.25,
          inclusive: isParamOn(params[InstParamName.BO_INCLUSIVE]),
          controllers: async () => {
            const { controller } = await actualController(graph, entId);
            return controller ? [controller] : [];
          },
          seniorManagers: () => seniorManagers(db, entId),
        }),
      );
    },
  );

  app.get(
    '/esee/graph/groupRelationship',
    {
      schema: {
        tags,
        summary: '集团关系：同一最终控制人控制的全部企业，自控制人向下成树',
        querystring: Type.Object({ entId: EntId }),
      },
    },
    async (request) => {
      const result = await groupRelationship(dbGraph(db), request.query.entId);
      if (!result) throw notFound('未找到该企业');
      return ok(result);
    },
  );
};

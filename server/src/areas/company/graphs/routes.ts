import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  KEY_SURVEY_PERMISSION,
  RowIdSchema,
  type SharedContact,
  relationshipGraphOf,
  type RelationshipList,
  type RelationType,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { sendDownload, workbook } from '../../../platform/files/download';
import { badRequest, forbidden, notFound, ok } from '../../../platform/http/errors';
import { actualController } from '../../../core/relations/actualController';
import { institutionBeneficialOwners } from '../../../core/relations/beneficialOwners';
import { entityCard } from './card';
import { dbRelations } from '../../../core/relations/relationGraph';
import { dbGraph } from './dbGraph';
import { describePath, discoverAmong, relationLabel, RELATION_TYPES } from '../../../core/relations/discovery';
import { enterpriseGraph } from './enterpriseGraph';
import { keySurveyFileCompanies, SHARED_CONTACTS, suspectedPairs } from './suspectedRelations';
import { groupRelationship, withGroupRecords } from './groupRelationship';
import { penetrate } from './penetration';

const tags = ['graphs'];
const EntId = Type.String({ minLength: 1, maxLength: 64 });
/** Several ids in one query parameter, comma-separated, as the spec's clients send lists. */
const IdList = Type.String({ minLength: 1, maxLength: 2000 });
const splitList = (value: string | undefined) => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
const DiscoveryQuery = Type.Object({
  entIds: IdList,
  maxHops: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  relTypes: Type.Optional(Type.String({ maxLength: 100 })),
});

/** The relationship algorithms over HTTP (issue 6): each explains its answer and says what it cut. */
export const graphsModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/esee/graph/stockRight',
    {
      config: { cost: 'graph' },
      schema: {
        tags,
        summary: '股权穿透：股东向上或对外投资向下，逐层，含各主体对根企业的累计持股',
        querystring: Type.Object({
          entId: EntId,
          direction: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
          depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
          // Expanding one node of a graph already drawn: that node's share of the graph's root.
          base: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1 })),
          // …and its links from that root, so 直接/间接持股 count from the graph's root.
          level: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
        }),
      },
    },
    async (request) => {
      // No direction: the side with data (investments, else shareholders), as the answer says.
      const { entId, direction, depth = 3, base, level } = request.query;
      const result = await penetrate(dbGraph(db), entId, direction, { depth, base, level });
      if (!result) throw notFound('未找到该企业');
      return ok(result);
    },
  );

  app.get(
    '/esee/graph/controller',
    {
      config: { cost: 'graph' },
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
      config: { cost: 'graph' },
      schema: {
        tags,
        summary: '受益所有人：直接或间接持股达到本机构阈值的自然人，否则控制人，再否则高级管理人员',
        querystring: Type.Object({ entId: EntId }),
      },
    },
    async (request) => {
      const result = await institutionBeneficialOwners(db, requireUser(request).instId, request.query.entId);
      if (!result) throw notFound('未找到该企业');
      return ok(result);
    },
  );

  app.get(
    '/esee/graph/groupRelationship',
    {
      config: { cost: 'graph' },
      schema: {
        tags,
        summary:
          '集团关系：同一最终控制人控制的全部企业，自控制人向下成树；每个成员的认定依据与持股记录，及已核查未纳入的企业',
        querystring: Type.Object({ entId: EntId }),
      },
    },
    async (request) => {
      const result = await groupRelationship(dbGraph(db), request.query.entId);
      if (!result) throw notFound('未找到该企业');
      return ok(await withGroupRecords(db, result));
    },
  );

  app.get(
    '/esee/graph/frameworkTree',
    {
      config: { cost: 'graph' },
      schema: {
        tags,
        summary: '企业图谱：法定代表人、股东、对外投资、主要人员、分支机构',
        querystring: Type.Object({ entId: EntId }),
      },
    },
    async (request) => {
      const result = await enterpriseGraph(db, request.query.entId);
      if (!result) throw notFound('未找到该企业');
      return ok(result);
    },
  );

  app.get('/esee/investigation/relationTypeList', { schema: { tags, summary: '关系发现可筛选的关系类型' } }, async () =>
    ok(RELATION_TYPES),
  );

  /** Discovery among the entities asked about, checked: two to five, each a known company or person. */
  const discover = async (query: {
    entIds: string;
    maxHops?: number;
    relTypes?: string;
  }): Promise<RelationshipList> => {
    const ids = splitList(query.entIds);
    if (ids.length < 2 || ids.length > 5) throw badRequest('请求参数有误：请选择2至5个主体');
    const types = splitList(query.relTypes);
    const unknownType = types.find((t) => !RELATION_TYPES.some((r) => r.code === t));
    if (unknownType) throw badRequest(`请求参数有误：未知的关系类型 ${unknownType}`);
    const graph = dbRelations(db);
    const known = await graph.entities(ids);
    if (known.size < ids.length) throw notFound('未找到该主体');
    const { pairs, entities } = await discoverAmong(graph, ids, {
      maxHops: query.maxHops,
      types: types as RelationType[],
    });
    const entity = (id: string) => entities.get(id) ?? { id, kind: 'C' as const, name: id };
    return {
      total: pairs.reduce((n, p) => n + p.paths.length, 0),
      pairs: pairs.map((p) => ({
        from: entity(p.from),
        to: entity(p.to),
        hops: p.paths[0]?.hops ?? null,
        cut: {
          visitedLimitReached: p.cut.visitedLimitReached,
          pathLimitReached: p.cut.pathLimitReached,
          hubs: p.cut.hubs.map((id) => ({ ...entity(id), reason: p.cut.reasons[id]! })),
        },
        paths: p.paths.map((path) => ({
          hops: path.hops,
          strength: Math.round(path.strength * 10000) / 10000,
          text: describePath(path, entities),
          nodes: path.nodes.map(entity),
          types: [...new Set(path.steps.flat().map((r) => r.type))],
          edges: path.steps.flat().map((r) => ({ from: r.from, to: r.to, type: r.type, label: relationLabel(r) })),
        })),
      })),
    };
  };

  app.post(
    '/esee/relationship/list',
    {
      config: { cost: 'graph' },
      schema: {
        tags,
        summary: '关系发现：两至五个主体两两之间的最短关系路径（至多6层），强者在前',
        querystring: DiscoveryQuery,
      },
    },
    async (request) => {
      return ok(await discover(request.query));
    },
  );

  app.post(
    '/esee/relationship/graph',
    {
      config: { cost: 'graph' },
      schema: {
        tags,
        summary: '关系发现的关系图：各条路径合并后的主体与关系',
        querystring: DiscoveryQuery,
      },
    },
    async (request) => {
      return ok(relationshipGraphOf(await discover(request.query)));
    },
  );

  app.post(
    '/esee/entInfo/card',
    {
      schema: {
        tags,
        summary: '图谱节点卡片：企业状态与要素，或人员的任职与投资数',
        querystring: Type.Object({ entId: EntId }),
      },
    },
    async (request) => {
      const card = await entityCard(db, request.query.entId);
      if (!card) throw notFound('未找到该主体');
      return ok(card);
    },
  );

  /** The companies a suspected-relations call is about: `entIds`, or the user's key-survey list `fileId`. */
  const suspectQuery = Type.Object({
    entIds: Type.Optional(IdList),
    fileId: Type.Optional(RowIdSchema),
    /** Contact kinds, comma-separated (phone, email, address, website); all when absent. */
    relTypes: Type.Optional(Type.String({ maxLength: 100 })),
  });
  const suspected = async (
    request: FastifyRequest,
    query: { entIds?: string; fileId?: number; relTypes?: string },
    limit: number,
  ) => {
    const types = splitList(query.relTypes);
    const unknownType = types.find((t) => !SHARED_CONTACTS.some((c) => c.code === t));
    if (unknownType) throw badRequest(`请求参数有误：未知的关系类型 ${unknownType}`);
    let ids: string[];
    if (query.fileId !== undefined) {
      if (!(await request.access()).can(KEY_SURVEY_PERMISSION)) throw forbidden();
      const inFile = await keySurveyFileCompanies(db, requireUser(request), query.fileId);
      if (!inFile) throw notFound('文件不存在');
      ids = inFile;
    } else {
      ids = splitList(query.entIds);
      if (!ids.length) throw badRequest('请求参数有误：请给出企业（entIds）或名单（fileId）');
      if (ids.length > 50) throw badRequest('请求参数有误：一次至多50家企业');
    }
    return suspectedPairs(db, ids, limit, types as SharedContact[]);
  };

  app.post(
    '/esee/suspectRelationship/listEnhance',
    {
      config: { cost: 'graph' },
      schema: {
        tags,
        summary: '疑似关系：多家企业（或一份重点排查名单）两两之间相同的电话、邮箱、地址、网址（relTypes 筛选）',
        querystring: suspectQuery,
      },
    },
    async (request) => {
      const list = await suspected(request, request.query, request.query.fileId === undefined ? 200 : 500);
      return ok({ total: list.length, list });
    },
  );

  app.post(
    '/esee/suspectRelationship/exportEnhance',
    {
      config: { cost: 'export' },
      schema: { tags, summary: '导出疑似关系（.xlsx）', querystring: suspectQuery },
    },
    async (request, reply) => {
      const list = await suspected(request, request.query, 2000);
      return sendDownload(
        reply,
        '疑似关系.xlsx',
        await workbook([
          {
            name: '疑似关系',
            header: ['序号', '企业A', '企业B', '疑似关系', '相同内容'],
            rows: list.map((p, i) => [
              i + 1,
              p.nameA,
              p.nameB,
              p.reasons.map((r) => r.name).join('、'),
              p.reasons.map((r) => `${r.name}：${r.value}`).join('；'),
            ]),
            widths: [6, 36, 36, 20, 80],
          },
        ]),
      );
    },
  );
};

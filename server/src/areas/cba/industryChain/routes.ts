import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ChainCompanyPageSchema,
  ChainCompanyQuerySchema,
  ChainNodeDetailSchema,
  ChainNodeQuerySchema,
  ChainQuerySchema,
  ChainReportSchema,
  ChainSummarySchema,
  ChainTreeSchema,
  EnvelopeSchema,
  INDUSTRY_CHAIN_PERMISSION,
  type ChainReport,
  type ChainSummary,
  chinaMinute,
  chinaDay,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { pageOf } from '../../../platform/db/paging';
import { sendDownload } from '../../../platform/files/download';
import { forbidden, notFound, ok } from '../../../platform/http/errors';
import {
  byProvince,
  chainCompanies,
  chainFinancing,
  chainNodes,
  chainSummaries,
  chainSummary,
  chainTree,
  leaders,
  nodeCounts,
  regionChoices,
  snapshotAt,
  toNode,
  type Viewer,
} from './query';
import { chainReportPdf } from './report';

const BASE = '/esee/marketing/industryChain';

/** The chain, or not found; the segment too when one is named. */
async function known(db: Db, chainId: string, nodeId?: string): Promise<ChainSummary> {
  const chain = await chainSummary(db, chainId);
  if (!chain) throw notFound('产业链不存在');
  if (nodeId !== undefined && !(await chainNodes(db, chainId)).some((n) => n.node_id === nodeId))
    throw notFound('产业链环节不存在');
  return chain;
}

/** The report: the tree's counts, regional concentration, leaders and the latest financing rounds. */
async function report(db: Db, chain: ChainSummary, v: Viewer): Promise<ChainReport> {
  const [tree, provinces, top, financing, snapshot] = await Promise.all([
    chainTree(db, chain, v),
    byProvince(db, chain.chainId, undefined),
    leaders(db, chain.chainId, undefined, v),
    chainFinancing(db, chain.chainId),
    snapshotAt(db),
  ]);
  return {
    chain,
    counts: tree.counts,
    stages: tree.stages.map((s) => ({
      stage: s.stage,
      counts: s.counts,
      nodes: s.nodes.map(({ nodeId, name, basis, counts }) => ({ nodeId, name, basis, counts })),
    })),
    byProvince: provinces.slice(0, 10),
    topThreeShare: provinces.slice(0, 3).reduce((s, p) => s + p.share, 0),
    leaders: top,
    financing,
    snapshotAt: snapshot,
  };
}

/**
 * CBA 产业链找客 (product pages §1.6): the chains, a chain's tree with counts, a segment's companies,
 * provinces and leaders, and the chain report as data and as a PDF. Every call needs the menu entry's
 * key, which only a user of an institution with CBA can hold; 本行客户 counts are the caller's institution's.
 */
export const industryChainModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['industryChain'];
  const viewer = (request: Parameters<typeof requireUser>[0]): Viewer => ({
    today: chinaDay(app.clock()),
    instId: requireUser(request).instId,
  });

  app.addHook('onRequest', async (request) => {
    if (!(await request.access()).can(INDUSTRY_CHAIN_PERMISSION)) throw forbidden();
  });

  app.get(
    `${BASE}/chains`,
    {
      schema: {
        tags,
        summary: '产业链列表（环节数、在营企业数）',
        response: { 200: EnvelopeSchema(Type.Array(ChainSummarySchema)) },
      },
    },
    async () => ok(await chainSummaries(db)),
  );

  app.get(
    `${BASE}/tree`,
    {
      schema: {
        tags,
        summary: '产业链图谱：上游、中游、下游各环节的企业数与上市、专精特新、高企、本行客户数',
        querystring: ChainQuerySchema,
        response: { 200: EnvelopeSchema(ChainTreeSchema) },
      },
    },
    async (request) => {
      const chain = await known(db, request.query.chainId);
      return ok(await chainTree(db, chain, viewer(request)));
    },
  );

  app.get(
    `${BASE}/node`,
    {
      schema: {
        tags,
        summary: '环节详情：企业数、地区分布、注册资本领先企业（不指定环节为整条产业链）',
        querystring: ChainNodeQuerySchema,
        response: { 200: EnvelopeSchema(ChainNodeDetailSchema) },
      },
    },
    async (request) => {
      const { chainId, nodeId } = request.query;
      const chain = await known(db, chainId, nodeId);
      const v = viewer(request);
      const [nodes, counts, provinces, top] = await Promise.all([
        chainNodes(db, chainId),
        nodeCounts(db, chainId, nodeId, v),
        byProvince(db, chainId, nodeId),
        leaders(db, chainId, nodeId, v),
      ]);
      const node = nodes.find((n) => n.node_id === nodeId);
      return ok({
        chain,
        node: node ? toNode(node, counts) : null,
        counts,
        byProvince: provinces,
        leaders: top,
        regions: regionChoices(provinces),
      });
    },
  );

  app.post(
    `${BASE}/companies`,
    {
      schema: {
        tags,
        summary: '环节企业列表（地区、注册资本、标签筛选；注册资本从大到小）',
        body: ChainCompanyQuerySchema,
        response: { 200: EnvelopeSchema(ChainCompanyPageSchema) },
      },
    },
    async (request) => {
      await known(db, request.body.chainId, request.body.nodeId);
      return ok(await chainCompanies(db, request.body, pageOf(request.body), viewer(request)));
    },
  );

  app.get(
    `${BASE}/report`,
    {
      schema: {
        tags,
        summary: '产业链报告：结构与企业数、区域集中度、龙头企业、近期融资事件',
        querystring: ChainQuerySchema,
        response: { 200: EnvelopeSchema(ChainReportSchema) },
      },
    },
    async (request) => ok(await report(db, await known(db, request.query.chainId), viewer(request))),
  );

  app.get(
    `${BASE}/report/pdf`,
    { schema: { tags, summary: '下载产业链报告（PDF，带水印）', querystring: ChainQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const chain = await known(db, request.query.chainId);
      const data = await report(db, chain, viewer(request));
      const pdf = await chainReportPdf(data, {
        userName: user.displayName || user.username,
        instName: user.instName,
        at: chinaMinute(app.clock()),
      });
      return sendDownload(reply, `${chain.name}产业链分析报告.pdf`, pdf, 'application/pdf');
    },
  );
};

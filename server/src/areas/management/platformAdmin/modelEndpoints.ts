import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  ModelEndpointAnswerSchema,
  ModelEndpointQuerySchema,
  ModelEndpointSaveSchema,
  ModelEndpointSchema,
  ModelEndpointTestSchema,
  type ModelEndpoint,
  chinaTime,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound, ok } from '../../../platform/http/errors';
import { outboundTargetProblem } from '../../../platform/http/outbound';
import { chatCompletion, modelEndpointOf } from '../../../core/institutions/modelEndpoint';
import { sealSecret } from '../../../platform/secretSeal';
import { customerInst } from './queries';

/** A stored time as Beijing time text (docs/server.md, Times). */
const shown = (d: Date | string | null) => (d === null ? null : chinaTime(d));

/**
 * Endpoints with their institutions, as the page shows them: never the key, only whether one is set. Only customer
 * institutions have one (saving goes through `customerInst`).
 */
async function endpoints(db: Db, instId?: number): Promise<ModelEndpoint[]> {
  let q = db
    .selectFrom('model_endpoint as m')
    .innerJoin('institution as i', 'i.id', 'm.inst_id')
    .select([
      'i.code',
      'i.name',
      'm.base_url',
      'm.model',
      'm.timeout_ms',
      'm.enabled',
      'm.key_sealed',
      'm.last_test_at',
      'm.last_test_ok',
      'm.last_test_message',
      'm.updated_at',
    ])
    .orderBy('i.code');
  if (instId !== undefined) q = q.where('m.inst_id', '=', instId);
  return (await q.execute()).map((r) => ({
    instCode: r.code,
    instName: r.name,
    baseUrl: r.base_url,
    model: r.model,
    timeoutSeconds: Math.round(r.timeout_ms / 1000),
    enabled: r.enabled,
    keySet: r.key_sealed !== null,
    lastTestAt: shown(r.last_test_at),
    lastTestOk: r.last_test_ok,
    lastTestMessage: r.last_test_message,
    updatedAt: shown(r.updated_at)!,
  }));
}

/**
 * 大模型接入 (功能模型设置 / 功能模型管理, issue 22): per customer institution the OpenAI-compatible endpoint its
 * 智能助手 uses. The base URL is https, or http to this machine only (a model served locally), as for the gateway's
 * integration targets; the API key is write-only, sealed at rest like the channel secrets, and no call returns it.
 */
export const modelEndpointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const policy = { allowedHosts: app.config.gatewayAllowedHosts };
  const tags = ['platform'];
  const config = { right: 'super' };
  const one = async (instId: number) => (await endpoints(db, instId))[0] ?? null;

  app.get(
    '/esee/platform/modelEndpoint',
    {
      config,
      schema: {
        tags,
        summary: '机构的大模型接入（不含密钥，仅示是否已设置）；未设置为 null',
        querystring: ModelEndpointQuerySchema,
        response: { 200: EnvelopeSchema(ModelEndpointAnswerSchema) },
      },
    },
    async (request) => ok(await one((await customerInst(db, request.query.instCode)).id)),
  );

  app.get(
    '/esee/platform/modelEndpoint/list',
    {
      config,
      schema: {
        tags,
        summary: '各机构的大模型接入：地址、模型、状态、最近一次连接测试',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: EnvelopeSchema(Type.Array(ModelEndpointSchema)) },
      },
    },
    async () => ok(await endpoints(db)),
  );

  app.post(
    '/esee/platform/modelEndpoint',
    {
      config,
      schema: {
        tags,
        summary: '保存机构的大模型接入（apiKey 只写：不传则保留，空串则清除）',
        body: ModelEndpointSaveSchema,
        response: { 200: EnvelopeSchema(ModelEndpointSchema) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const inst = await customerInst(db, request.body.instCode);
      const { baseUrl: rawUrl, model: rawModel, apiKey, timeoutSeconds, enabled } = request.body;
      const baseUrl = rawUrl.trim().replace(/\/+$/, '');
      // Called by the server: https outside loopback and private ranges, unless the operator named the host.
      const problem = await outboundTargetProblem(baseUrl, policy);
      if (problem) throw badRequest(problem.replace('地址', '接口地址'));
      const model = rawModel.trim();
      if (!model) throw badRequest('请填写模型名称');
      const typedKey = apiKey?.trim();
      if (typedKey && /\s/.test(typedKey)) throw badRequest('API Key 不能包含空白字符');
      // Absent: keep the saved key; empty: remove it.
      const key = typedKey === undefined ? undefined : typedKey ? await sealSecret(db, typedKey) : null;
      const values = {
        base_url: baseUrl,
        model,
        timeout_ms: timeoutSeconds * 1000,
        enabled,
        updated_by: caller.userId,
        updated_at: app.clock(),
        ...(key !== undefined ? { key_sealed: key } : {}),
      };
      await db
        .insertInto('model_endpoint')
        .values({ inst_id: inst.id, key_sealed: null, ...values })
        .onConflict((oc) => oc.column('inst_id').doUpdateSet(values))
        .execute();
      return ok((await one(inst.id))!);
    },
  );

  app.post(
    '/esee/platform/modelEndpoint/delete',
    {
      config,
      schema: {
        tags,
        summary: '删除机构的大模型接入（智能助手回到检索模式）',
        body: ModelEndpointQuerySchema,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.body.instCode);
      await db.deleteFrom('model_endpoint').where('inst_id', '=', inst.id).execute();
      return ok(null);
    },
  );

  app.post(
    '/esee/platform/modelEndpoint/test',
    {
      config,
      schema: {
        tags,
        summary: '测试连接：以已保存的设置发一次 chat/completions，记录结果',
        body: ModelEndpointQuerySchema,
        response: { 200: EnvelopeSchema(ModelEndpointTestSchema) },
      },
    },
    async (request) => {
      const inst = await customerInst(db, request.body.instCode);
      const endpoint = await modelEndpointOf(db, inst.id, false);
      if (!endpoint) throw notFound('该机构尚未设置大模型接入');
      const result = await chatCompletion(endpoint, [{ role: 'user', content: '连接测试：请回复“正常”。' }], {
        maxTokens: 8,
        policy,
      });
      const message = result.ok ? `连接正常（${result.latencyMs} 毫秒）` : result.message;
      const testedAt = app.clock();
      await db
        .updateTable('model_endpoint')
        .set({ last_test_at: testedAt, last_test_ok: result.ok, last_test_message: message.slice(0, 200) })
        .where('inst_id', '=', inst.id)
        .execute();
      return ok({ ok: result.ok, message, latencyMs: result.latencyMs, testedAt: chinaTime(testedAt) });
    },
  );
};

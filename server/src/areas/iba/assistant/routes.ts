import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ASSISTANT_PERMISSION,
  AssistantAnswerSchema,
  AssistantAskSchema,
  AssistantHistoryQuerySchema,
  AssistantHistorySchema,
  chinaTime,
  EnvelopeSchema,
} from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { ok } from '../../../platform/http/errors';
import { modelEndpointOf } from '../../../core/institutions/modelEndpoint';
import { answer } from './answer';
import { ibaSchema } from '../shared/http/schema';

/**
 * IBA 智能助手 (issue 22, product pages §3.10): a question answered from the platform's own data with citations
 * and as-of days, or refused; the member's own questions. Every call needs the menu entry's key; asking counts as
 * 智能助手 against the quotas and is rate-limited like a search.
 */
export const assistantModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['iba'];
  const config = { right: ASSISTANT_PERMISSION };

  app.post(
    '/esee/modelAI/ask',
    {
      config: { ...config, cost: 'search', quota: 'assistant' },
      schema: ibaSchema(
        '智能助手提问：先检索平台数据（企业信息、法律法规），逐句引用来源并注明数据日期；无依据则拒答',
        { body: AssistantAskSchema },
        AssistantAnswerSchema,
      ),
    },
    async (request) => {
      const user = requireUser(request);
      const result = await answer(app, user.instId, request.body);
      await db
        .insertInto('assistant_question')
        .values({
          inst_id: user.instId,
          user_id: user.userId,
          question: request.body.question.trim(),
          mode: result.mode,
          refused: result.refused !== undefined,
          citation_count: result.citations.length,
          asked_at: app.clock(),
        })
        .execute();
      return ok(result);
    },
  );

  app.get(
    '/esee/modelAI/history',
    {
      config,
      schema: ibaSchema(
        '我的提问记录：问题、回答方式、引用数、时间（最新在前）',
        { querystring: AssistantHistoryQuerySchema },
        AssistantHistorySchema,
      ),
    },
    async (request) => {
      const user = requireUser(request);
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const mine = db
        .selectFrom('assistant_question')
        .where('inst_id', '=', user.instId)
        .where('user_id', '=', user.userId);
      const [count, rows] = await Promise.all([
        mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
        mine
          .select(['id', 'question', 'mode', 'refused', 'citation_count', 'asked_at'])
          .orderBy('asked_at', 'desc')
          .orderBy('id', 'desc')
          .offset((pageNo - 1) * pageSize)
          .limit(pageSize)
          .execute(),
      ]);
      return ok({
        total: Number(count?.n ?? 0),
        list: rows.map((r) => ({
          id: r.id,
          question: r.question,
          mode: r.mode,
          refused: r.refused,
          citationCount: r.citation_count,
          askedAt: chinaTime(r.asked_at),
        })),
      });
    },
  );

  app.get(
    '/esee/modelAI/setting',
    {
      config,
      schema: {
        tags,
        summary: '本机构是否接入大模型（未接入为检索模式）',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: EnvelopeSchema(Type.Object({ model: Type.Boolean() })) },
      },
    },
    async (request) => ok({ model: (await modelEndpointOf(db, requireUser(request).instId)) !== null }),
  );
};

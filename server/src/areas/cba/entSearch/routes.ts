import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENT_SEARCH_PERMISSION, EnvelopeSchema, RiskChecklistQuerySchema, RiskChecklistSchema } from '@esee/contracts';
import { ok } from '../../../platform/http/errors';
import { riskChecklist } from '../../../core/risk/riskChecklist';

/**
 * CBA 单企业查询 (spec 1 §2, product-pages §1.1): the company card reuses the
 * company detail's calls; this module adds the risk checklist with counts and
 * the 值得关注 strip. Needs the page's permission, which only a user of an
 * institution with CBA can hold (`app:cba` or the entry itself).
 */
export const entSearchModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/esee/cba/entSearch/riskChecklist',
    {
      config: { right: ENT_SEARCH_PERMISSION },
      schema: {
        tags: ['cba'],
        summary: '单企业查询：风险检查清单与值得关注',
        body: RiskChecklistQuerySchema,
        response: { 200: EnvelopeSchema(RiskChecklistSchema) },
      },
    },
    async (request) => ok(await riskChecklist(app.db, request.body.entId, app.clock())),
  );
};

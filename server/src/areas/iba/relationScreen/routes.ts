import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  RELATION_CHECK_PERMISSION,
  RelationPersonSuggestQuerySchema,
  PersonSuggestionsSchema,
  RelationScreenRequestSchema,
  RelationScreenResultSchema,
  chinaDay,
} from '@esee/contracts';
import { ok } from '../../../platform/http/errors';
import { personSuggestions } from '../../../core/pairCheck/persons';
import { runScreen } from './screen';

/** Today in Beijing, YYYY-MM-DD. */

/**
 * IBA 关系核查 (spec 1 §2 `/investment/relation/screen`, product pages §3.3): a deal's parties checked pairwise
 * for related-party relations (控制, 共同控制, 重大影响, leads), with the PRMA check's engine
 * (`platform/pairCheck`) under the related-party rules of 企业会计准则第36号 and 上市规则 6.3.3.
 */
export const relationScreenModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/esee/iba/relation/screen',
    {
      config: { right: RELATION_CHECK_PERMISSION, cost: 'graph' },
      schema: {
        tags: ['iba'],
        summary: '关系核查：交易各方两两关联关系、关联方认定、矩阵与证据',
        body: RelationScreenRequestSchema,
        response: { 200: EnvelopeSchema(RelationScreenResultSchema) },
      },
    },
    async (request) => ok(await runScreen(app.db, request.body, chinaDay(app.clock()))),
  );
  // A natural person as a party: the people of a name, each with companies they occur with, to pick from.
  app.get(
    '/esee/iba/relation/personSuggest',
    {
      config: { right: RELATION_CHECK_PERMISSION },
      schema: {
        tags: ['iba'],
        summary: '关系核查：同名自然人及其任职、持股企业（选择自然人核查对象）',
        querystring: RelationPersonSuggestQuerySchema,
        response: { 200: EnvelopeSchema(PersonSuggestionsSchema) },
      },
    },
    async (request) => {
      const name = request.query.persName.trim();
      return ok(await personSuggestions(app.db, name, request.query.entName, await app.companies.personNames(name)));
    },
  );
};

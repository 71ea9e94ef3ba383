import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PERSON_LAW_PERMISSION, PersonLawCandidatesSchema, PersonLawQuerySchema } from '@esee/contracts';
import { ok } from '../../../platform/http/errors';
import { ibaSchema } from '../shared/http/schema';
import { personLawCandidates } from './query';

/**
 * IBA 人员涉诉查询 (spec 1 §2 `/investment/allInfo/personLaw`): the people of a name with their companies and the
 * judicial records naming each, so that the user picks the person before reading the records. The records are
 * the person judicial calls the company remote's person page uses (`/esee/personJudicial/*`); this is the one
 * call of the page's own, behind the menu entry's key.
 */
export const personLawModule: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/esee/iba/personLaw/suggest',
    {
      config: { right: PERSON_LAW_PERMISSION },
      schema: ibaSchema(
        '人员涉诉查询：同名人员及其关联企业与涉诉记录条数（有记录者在前）',
        { querystring: PersonLawQuerySchema },
        PersonLawCandidatesSchema,
      ),
    },
    async (request) => ok(await personLawCandidates(db, request.query)),
  );
};

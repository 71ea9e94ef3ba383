import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EnvelopeSchema,
  InstParamQuerySchema,
  InstParamSchema,
  PRIVATE_INST_PARAMS,
  RightQuerySchema,
  RightsMapSchema,
} from '@esee/contracts';
import { forbidden, ok } from '../../../platform/http/errors';
import { requireUser } from '../../../platform/auth/plugin';

/** The user's rights and the institution's parameters (spec 1 §7). */
export const accessModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/framework/api/user/right',
    {
      schema: {
        tags: ['access'],
        summary: '查询权限',
        body: RightQuerySchema,
        response: { 200: EnvelopeSchema(RightsMapSchema) },
      },
    },
    async (request) => {
      const access = await request.access();
      return ok(Object.fromEntries(request.body.map((key) => [key, access.can(key)])));
    },
  );

  app.get(
    '/framework/api/ops/instParam/listInstParamData',
    {
      schema: {
        tags: ['access'],
        summary: '机构参数',
        querystring: InstParamQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(InstParamSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const asked = request.query.instCode?.trim().toUpperCase();
      // A user reads the parameters of their own institution only.
      if (asked && asked !== user.instCode) throw forbidden();
      const rows = await app.db
        .selectFrom('inst_param')
        .select(['param_name as paramName', 'param_value as paramValue', 'default_value as defaultValue'])
        .where('inst_id', '=', user.instId)
        .where('param_name', 'not in', PRIVATE_INST_PARAMS)
        .orderBy('param_name')
        .execute();
      return ok(rows);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound, ok } from '../../../platform/http/errors';
import { requireUser } from '../../../platform/auth/plugin';

/**
 * The error-catalogue probe (`DIAGNOSTICS=on` only): answers the code, HTTP
 * status and delay it is asked for, through the real reply path, so an
 * operator (or a browser test) can see how the product shows each failure,
 * including behind their proxy.
 */
export const diagnosticsModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/framework/api/ops/diagnostics/answer',
    {
      config: { right: 'fmk' },
      schema: {
        tags: ['diagnostics'],
        summary: '诊断：按要求返回指定的结果码',
        body: Type.Object({
          code: Type.Integer({ minimum: 0, maximum: 99_999 }),
          httpStatus: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
          delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 65_000 })),
          message: Type.Optional(Type.String({ maxLength: 200 })),
        }),
      },
    },
    async (request, reply) => {
      if (!app.config.diagnostics) throw notFound('诊断功能未开启');
      const { code, httpStatus = 200, delayMs = 0, message } = request.body;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return reply.status(httpStatus).send({ code, data: null, message: message ?? `诊断：结果码 ${code}` });
    },
  );

  app.get(
    '/framework/api/ops/diagnostics/status',
    { config: { right: 'fmk' }, schema: { tags: ['diagnostics'], summary: '诊断功能是否开启' } },
    async () => ({ code: 200, data: app.config.diagnostics, message: 'success' }),
  );

  app.post(
    '/framework/api/ops/diagnostics/fault',
    {
      config: { right: 'fmk' },
      schema: {
        tags: ['diagnostics'],
        summary: '诊断：让本用户接下来的若干个请求在服务器内部失败',
        body: Type.Object({
          pathPrefix: Type.String({ minLength: 1, maxLength: 200, pattern: '^/' }),
          times: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
      },
    },
    async (request) => {
      if (!app.config.diagnostics) throw notFound('诊断功能未开启');
      app.faults.arm(requireUser(request).userId, {
        pathPrefix: request.body.pathPrefix,
        remaining: request.body.times ?? 1,
      });
      return ok(null);
    },
  );

  app.delete(
    '/framework/api/ops/diagnostics/fault',
    { config: { right: 'fmk' }, schema: { tags: ['diagnostics'], summary: '诊断：撤销本用户的故障' } },
    async (request) => {
      if (!app.config.diagnostics) throw notFound('诊断功能未开启');
      app.faults.clear(requireUser(request).userId);
      return ok(null);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { EnvelopeSchema, LoginRequestSchema, LoginResultSchema, UserInfoSchema } from '@esee/contracts';
import { ok } from '../../platform/errors';
import { requireUser } from '../../platform/auth/plugin';
import { revokeSession } from '../../platform/auth/sessions';
import { login, watermarkLines } from './login';

/** Sign in, sign out, and who is signed in (spec 1 §7). */
export const sessionModule: FastifyPluginAsyncTypebox = async (app) => {
  const loginRoute = {
    config: { public: true },
    schema: {
      tags: ['session'],
      summary: '登录',
      body: LoginRequestSchema,
      response: { 200: EnvelopeSchema(LoginResultSchema) },
    },
  } as const;
  for (const url of ['/framework/login', '/framework/login_h5'])
    app.post(url, loginRoute, async (request) =>
      ok(await login(app.db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] })),
    );

  app.post(
    '/framework/api/logout',
    { schema: { tags: ['session'], summary: '退出登录', response: { 200: EnvelopeSchema(Type.Null()) } } },
    async (request) => {
      await revokeSession(app.db, requireUser(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/esee/user/info',
    {
      schema: {
        tags: ['session'],
        summary: '当前用户',
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        response: { 200: EnvelopeSchema(UserInfoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok({
        userId: String(user.userId),
        name: user.displayName,
        avatar: user.avatar,
        userType: user.userType,
        roleType: user.roleType,
        instCode: user.instCode,
        instName: user.instName,
        watermarkData: watermarkLines(user.displayName, user.username, user.instName),
      });
    },
  );
};

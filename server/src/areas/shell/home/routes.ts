import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, MyWorkSchema } from '@esee/contracts';
import { requireUser } from '../../../platform/auth/plugin';
import { ok } from '../../../platform/http/errors';
import { myWork } from './work';

/** 首页「我的工作」: one call for what waits for the signed-in person (designed; the spec's home shows tiles only). */
export const homeModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/esee/home/work',
    {
      schema: {
        tags: ['home'],
        summary: '我的工作：待处理事项、未读预警、我的任务、最近浏览与各解决方案的关键数字',
        response: { 200: EnvelopeSchema(MyWorkSchema) },
      },
    },
    async (request) => ok(await myWork(app.db, requireUser(request), await request.access(), app.clock())),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { statisticsRoutes } from './statistics';
import { traceQueryRoutes } from './traces';

/** 访问轨迹 and 操作统计 (issue 21): reading back the traces the shell records, and statistics over them. */
export const traceQueryModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(traceQueryRoutes);
  await app.register(statisticsRoutes);
};

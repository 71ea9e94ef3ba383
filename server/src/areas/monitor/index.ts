import type { FastifyPluginAsync } from 'fastify';
import { derivedModule } from './derived/routes';
import { monitorModule } from './monitoring/routes';

/** 风险监控 (the monitor remote): monitored companies, groups, settings, alerts and reports. */
export const monitorArea: FastifyPluginAsync = async (app) => {
  await app.register(monitorModule);
  await app.register(derivedModule);
};

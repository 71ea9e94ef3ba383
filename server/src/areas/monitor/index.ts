import type { FastifyPluginAsync } from 'fastify';
import { derivedModule } from './derived/routes';
import { casesModule } from './cases/routes';
import { monitorModule } from './monitoring/routes';

/** 风险监控 (the monitor remote): monitored companies, groups, settings, alerts and reports; cases. */
export const monitorArea: FastifyPluginAsync = async (app) => {
  await app.register(monitorModule);
  await app.register(casesModule);
  await app.register(derivedModule);
};

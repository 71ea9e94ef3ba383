import type { FastifyPluginAsync } from 'fastify';
import { sameCustomerModule } from './sameCustomer/routes';
import { scsReviewModule } from './review/routes';
import { scsRulesModule } from './rules/routes';
import { scsMaintenanceModule } from './maintenance/routes';
import { scsApplicationModule } from './application/routes';

/** SCS 同一客户系统: grouping runs, reviews, rule sets, maintenance data and credit applications. */
export const scsArea: FastifyPluginAsync = async (app) => {
  await app.register(sameCustomerModule);
  await app.register(scsReviewModule);
  await app.register(scsRulesModule);
  await app.register(scsMaintenanceModule);
  await app.register(scsApplicationModule);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { companyRoutes } from './companies';
import { gatewayRoutes } from './gateway';
import { licenceRoutes } from './licences';
import { managerRoutes } from './managers';
import { modelEndpointRoutes } from './modelEndpoints';
import { modelRoutes } from './models';
import { paramRoutes } from './params';

/**
 * Platform administration (spec 2 §7, issue 21): the customer institutions,
 * their managers, feature models and parameters, the platform's global
 * parameters and settings; 网关设置 and 授权管理. Every call needs the platform
 * marker `super` (but an institution's own licence, `fmk`).
 */
export const platformModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(companyRoutes);
  await app.register(managerRoutes);
  await app.register(modelRoutes);
  await app.register(paramRoutes);
  await app.register(gatewayRoutes);
  await app.register(licenceRoutes);
  await app.register(modelEndpointRoutes);
};

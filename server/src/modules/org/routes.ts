import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberRoutes } from './members';
import { roleRoutes } from './roles';
import { teamRoutes } from './teams';
import { unitRoutes } from './units';

/**
 * Organisation and role administration (spec 2 §2–§7, issue 20): departments,
 * user groups, members, roles and their permission trees. Every call needs
 * one of the fmk rights and is bounded to the caller's institution.
 */
export const orgModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(unitRoutes);
  await app.register(teamRoutes);
  await app.register(memberRoutes);
  await app.register(roleRoutes);
};

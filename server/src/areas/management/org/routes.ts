import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberImportRoutes } from './memberImport';
import { abbreviationRoutes } from './abbreviations';
import { changeLogRoutes } from './changeLog';
import { dutySeparationRoutes } from './dutySeparation';
import { instSettingRoutes } from './instSettings';
import { memberRoutes } from './members';
import { roleObjectRoutes } from './roleObjects';
import { roleRoutes } from './roles';
import { signInRoutes } from './signIns';
import { teamRoutes } from './teams';
import { unitRoutes } from './units';
import { userRoutes } from './users';

/**
 * Organisation and role administration (spec 2 §2–§7, issue 20): departments,
 * user groups, members, roles and their permission trees. Every call needs
 * one of the fmk rights and is bounded to the caller's institution.
 */
export const orgModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(unitRoutes);
  await app.register(teamRoutes);
  await app.register(memberRoutes);
  await app.register(memberImportRoutes);
  await app.register(roleRoutes);
  await app.register(dutySeparationRoutes);
  await app.register(changeLogRoutes);
  await app.register(abbreviationRoutes);
  await app.register(instSettingRoutes);
  await app.register(roleObjectRoutes);
  await app.register(userRoutes);
  await app.register(signInRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { orgModule } from './org/routes';
import { platformModule } from './platformAdmin/routes';
import { remotesModule } from './remotes/routes';
import { diagnosticsModule } from './diagnostics/routes';
import { traceQueryModule } from './traceQuery/routes';
import { quotasModule } from './quotas/routes';
import { feedbackModule } from './feedback/routes';
import { pointsModule } from './points/routes';
import { relatedPartiesModule } from './relatedParties/routes';

/** 管理 (the management remote): an institution's organisation, roles and quotas; the platform administrator's institutions, remotes and diagnostics; points, feedback and activity; the institution's 关联方名单. */
export const managementArea: FastifyPluginAsync = async (app) => {
  await app.register(orgModule);
  await app.register(platformModule);
  await app.register(remotesModule);
  await app.register(diagnosticsModule);
  await app.register(traceQueryModule);
  await app.register(quotasModule);
  await app.register(feedbackModule);
  await app.register(pointsModule);
  await app.register(relatedPartiesModule);
};

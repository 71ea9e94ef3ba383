import type { FastifyPluginAsync } from 'fastify';
import { bankFlowModule } from './bankFlow/routes';
import { ibaNewsModule } from './news/routes';
import { researchReportModule } from './researchReport/routes';
import { lawLibraryModule } from './lawLibrary/routes';
import { supervisionModule } from './supervision/routes';
import { issuerRiskModule } from './issuerRisk/routes';
import { smartTextModule } from './smartText/routes';
import { assistantModule } from './assistant/routes';
import { overseasModule } from './overseas/routes';
import { relationScreenModule } from './relationScreen/routes';
import { advSearchModule } from './advSearch/routes';
import { intelPropertyModule } from './intelProperty/routes';
import { organizationModule } from './organization/routes';
import { personLawModule } from './personLaw/routes';

/** IBA 投行业务助手: bank-flow analysis, news, research reports, laws, supervision, issuer risks, document review, the assistant and the IBA searches. */
export const ibaArea: FastifyPluginAsync = async (app) => {
  await app.register(bankFlowModule);
  await app.register(ibaNewsModule);
  await app.register(researchReportModule);
  await app.register(lawLibraryModule);
  await app.register(supervisionModule);
  await app.register(issuerRiskModule);
  await app.register(smartTextModule);
  await app.register(assistantModule);
  await app.register(overseasModule);
  await app.register(relationScreenModule);
  await app.register(advSearchModule);
  await app.register(intelPropertyModule);
  await app.register(organizationModule);
  await app.register(personLawModule);
};

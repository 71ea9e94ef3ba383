import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorMessage, ResultCode } from '@esee/contracts';
import type { Config } from './config';
import type { Db } from './platform/db/database';
import { errorsPlugin } from './platform/errors';
import { platformPlugin } from './platform/services';
import { companyIndexPlugin } from './platform/companyIndex/companyIndex';
import { prospectsPlugin } from './platform/prospects/prospectIndex';
import { importTargetsPlugin } from './platform/importTargets';
import { exportSourcesPlugin } from './platform/exportSources';
import { securityPlugin } from './platform/security';
import { inputPlugin } from './platform/input';
import { routeTablePlugin } from './platform/routeTable';
import { authPlugin } from './platform/auth/plugin';
import { rateLimitPlugin } from './platform/rateLimit';
import { validatorCompiler } from './platform/validation';
import { sessionModule } from './modules/session/routes';
import { accessModule } from './modules/access/routes';
import { remotesModule } from './modules/remotes/routes';
import { webFiles } from './modules/web/files';
import { traceModule } from './modules/trace/routes';
import { diagnosticsModule } from './modules/diagnostics/routes';
import { searchModule } from './modules/search/routes';
import { companyModule } from './modules/company/routes';
import { personModule } from './modules/person/routes';
import { projectsModule } from './modules/projects/routes';
import { graphsModule } from './modules/graphs/routes';
import { uploadModule } from './modules/upload/routes';
import { batchSearchModule } from './modules/batchSearch/routes';
import { monitorModule } from './modules/monitor/routes';
import { conditionSearchModule } from './modules/conditionSearch/routes';
import { entSearchModule } from './modules/entSearch/routes';
import { merchantsSearchModule } from './modules/merchantsSearch/routes';
import { relatedRisksModule } from './modules/relatedRisks/routes';
import { dangerModule } from './modules/publicsen/dangerRoutes';
import { publicsenModule } from './modules/publicsen/routes';
import { financingModule } from './modules/financing/routes';
import { parksModule } from './modules/parks/routes';
import { mapSearchModule } from './modules/mapSearch/routes';
import { industryChainModule } from './modules/industryChain/routes';
import { exportJobsModule } from './modules/exportJobs/routes';
import { reportsModule } from './modules/reports/routes';
import { creditReportModule } from './modules/creditReport/routes';
import { partnerNewsModule } from './modules/partnerNews/routes';
import { relationProspectModule } from './modules/relationProspect/routes';
import { bidRiggingModule } from './modules/bidRigging/routes';
import { customerBookModule } from './modules/customerBook/routes';
import { newEntModule } from './modules/newEnt/routes';
import { bankFlowModule } from './modules/bankFlow/routes';
import { keySurveyModule } from './modules/keySurvey/routes';
import { dueDiligenceModule } from './modules/dueDiligence/routes';
import { ibaNewsModule } from './modules/ibaNews/routes';
import { researchReportModule } from './modules/researchReport/routes';
import { lawLibraryModule } from './modules/lawLibrary/routes';
import { supervisionModule } from './modules/supervision/routes';
import { issuerRiskModule } from './modules/issuerRisk/routes';
import { smartTextModule } from './modules/smartText/routes';
import { assistantModule } from './modules/assistant/routes';
import { overseasModule } from './modules/overseas/routes';
import { relationScreenModule } from './modules/relationScreen/routes';
import { advSearchModule } from './modules/advSearch/routes';
import { intelPropertyModule } from './modules/intelProperty/routes';
import { organizationModule } from './modules/organization/routes';
import { personLawModule } from './modules/personLaw/routes';
import { sameCustomerModule } from './modules/sameCustomer/routes';
import { scsReviewModule } from './modules/scsReview/routes';
import { scsRulesModule } from './modules/scsRules/routes';
import { scsMaintenanceModule } from './modules/scsMaintenance/routes';
import { scsApplicationModule } from './modules/scsApplication/routes';
import { orgModule } from './modules/org/routes';
import { platformModule } from './modules/platform/routes';
import { traceQueryModule } from './modules/traceQuery/routes';
import { quotaCounterPlugin } from './modules/quotas/counter';
import { quotasModule } from './modules/quotas/routes';
import { feedbackModule } from './modules/feedback/routes';
import { pointsModule } from './modules/points/routes';
import { integrationModule } from './modules/integration/routes';
import { faultsPlugin } from './modules/diagnostics/faults';
import { loadPasswordSeal } from './platform/auth/passwordSeal';
import { now } from './platform/clock';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Log to standard output (true), to a stream (tests read what was logged), or not at all. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Now; tests pass their own clock to move time. */
  clock?: () => Date;
  /** Captcha text; tests fix it. */
  captchaText?: () => string;
}

/** Query parameters that carry a secret (a login ticket, an identity provider's token): never logged. */
const SECRET_PARAMS = /([?&](?:token|accessToken|access_token|ticket|secretParamData)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[REDACTED]');

/** Log lines carry the request's method, address and URL with its secrets cut out; never a header or a body. */
const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.ip,
  }),
};

/** Build the server: registration only, no `listen` (tests use `inject`). */
export async function buildApp({
  config,
  db,
  logger = false,
  clock = now,
  captchaText,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      serializers: logSerializers,
      ...(logger === true ? {} : { stream: logger.stream }),
    },
    // Believe X-Forwarded-For only from a proxy on this machine (nginx): a client must not choose its address.
    trustProxy: 'loopback',
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode is answered in the envelope too, without echoing it.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      void reply
        .status(400)
        .send({ code: ResultCode.BAD_REQUEST, data: null, message: `${ErrorMessage.BAD_REQUEST}：地址不合法` }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  await app.register(routeTablePlugin);
  await app.register(platformPlugin, { db, config, clock, seal: await loadPasswordSeal(db) });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(inputPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(quotaCounterPlugin);
  await app.register(faultsPlugin);
  await app.register(companyIndexPlugin);
  await app.register(prospectsPlugin);
  await app.register(importTargetsPlugin);
  await app.register(exportSourcesPlugin);
  // Many calls of the spec are form-encoded (spec 2 §7); their schemas accept digit strings for numbers.
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: '企业信息与风险筛查平台 API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      },
      security: [{ token: [] }],
    },
  });
  app.get('/framework/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());

  await app.register(sessionModule, { captchaText });
  await app.register(accessModule);
  await app.register(remotesModule);
  await app.register(traceModule);
  await app.register(diagnosticsModule);
  await app.register(searchModule);
  await app.register(companyModule);
  await app.register(personModule);
  await app.register(projectsModule);
  await app.register(graphsModule);
  await app.register(uploadModule);
  await app.register(batchSearchModule);
  await app.register(monitorModule);
  await app.register(conditionSearchModule);
  await app.register(entSearchModule);
  await app.register(merchantsSearchModule);
  await app.register(relatedRisksModule);
  await app.register(publicsenModule);
  await app.register(dangerModule);
  await app.register(financingModule);
  await app.register(parksModule);
  await app.register(mapSearchModule);
  await app.register(industryChainModule);
  await app.register(exportJobsModule);
  await app.register(reportsModule);
  await app.register(creditReportModule);
  await app.register(partnerNewsModule);
  await app.register(relationProspectModule);
  await app.register(bidRiggingModule);
  await app.register(customerBookModule);
  await app.register(newEntModule);
  await app.register(bankFlowModule);
  await app.register(keySurveyModule);
  await app.register(dueDiligenceModule);
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
  await app.register(sameCustomerModule);
  await app.register(scsReviewModule);
  await app.register(scsRulesModule);
  await app.register(scsMaintenanceModule);
  await app.register(scsApplicationModule);
  await app.register(orgModule);
  await app.register(platformModule);
  await app.register(traceQueryModule);
  await app.register(quotasModule);
  await app.register(feedbackModule);
  await app.register(pointsModule);
  await app.register(integrationModule);
  await app.register(webFiles);
  return app;
}

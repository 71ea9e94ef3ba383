import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorMessage, ResultCode } from '@esee/contracts';
import type { Config } from './config';
import type { Db } from './platform/db/database';
import { errorsPlugin } from './platform/http/errors';
import { platformPlugin } from './platform/services';
import { companyIndexPlugin } from './core/companies/companyIndex';
import { abbreviationsPlugin } from './core/companies/companyAbbreviation';
import { prospectsPlugin } from './core/prospects/prospectIndex';
import { importTargetsPlugin } from './core/importTargets';
import { exportSourcesPlugin } from './core/exportSources';
import { securityPlugin } from './platform/http/security';
import { inputPlugin } from './platform/http/input';
import { routeTablePlugin } from './platform/http/routeTable';
import { authPlugin } from './platform/auth/plugin';
import { rateLimitPlugin } from './platform/http/rateLimit';
import { sharedStatePlugin } from './platform/sharedState/plugin';
import { jobsPlugin } from './platform/jobs/plugin';
import { validatorCompiler } from './platform/http/validation';
import { openApiOptions } from './platform/http/openapi';
import { webFiles } from './areas/shell/web/files';
import { quotaCounterPlugin } from './areas/management/quotas/counter';
import { shellArea } from './areas/shell';
import { companyArea } from './areas/company';
import { cbaArea } from './areas/cba';
import { prmaArea } from './areas/prma';
import { ibaArea } from './areas/iba';
import { scsArea } from './areas/scs';
import { monitorArea } from './areas/monitor';
import { managementArea } from './areas/management';
import { faultsPlugin } from './areas/management/diagnostics/faults';
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

/** Fastify's `trustProxy` from TRUST_PROXY: the list as it is, a hop count as the function proxy-addr makes of it. */
const trustProxyOf = (setting: Config['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

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
    // Believe X-Forwarded-For only from the proxies TRUST_PROXY names (default: nginx on this machine): a client
    // must not choose its address.
    trustProxy: trustProxyOf(config.trustProxy),
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
  await app.register(sharedStatePlugin);
  await app.register(jobsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(inputPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(quotaCounterPlugin);
  await app.register(faultsPlugin);
  await app.register(companyIndexPlugin);
  await app.register(abbreviationsPlugin);
  await app.register(prospectsPlugin);
  await app.register(importTargetsPlugin);
  await app.register(exportSourcesPlugin);
  // Many calls of the spec are form-encoded (spec 2 §7); their schemas accept digit strings for numbers.
  await app.register(formbody);
  await app.register(swagger, openApiOptions);
  app.get('/framework/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());

  // The areas mirror the remotes (server/README.md); each registers its features.
  await app.register(shellArea, { captchaText });
  await app.register(companyArea);
  await app.register(cbaArea);
  await app.register(prmaArea);
  await app.register(ibaArea);
  await app.register(scsArea);
  await app.register(monitorArea);
  await app.register(managementArea);
  // Last: the shell's and the remotes' files, and the page for every other path.
  await app.register(webFiles);
  return app;
}

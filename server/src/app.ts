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
import { prospectsPlugin } from './core/prospects/prospectIndex';
import { importTargetsPlugin } from './core/importTargets';
import { exportSourcesPlugin } from './core/exportSources';
import { securityPlugin } from './platform/http/security';
import { inputPlugin } from './platform/http/input';
import { routeTablePlugin } from './platform/http/routeTable';
import { authPlugin } from './platform/auth/plugin';
import { rateLimitPlugin } from './platform/http/rateLimit';
import { validatorCompiler } from './platform/http/validation';
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

type JsonObject = Record<string, unknown>;
const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (object: JsonObject, f: (value: unknown) => unknown): JsonObject =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, f(value)]));

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = [
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/**
 * A route's schema as JSON Schema 2020-12, which an OpenAPI 3.1 document holds; a copy, the route's own schema is what
 * Ajv validates with. TypeBox and Ajv write a tuple the draft-07 way, `items: [a, b]` with `additionalItems: false`;
 * 2020-12 writes it `prefixItems: [a, b]` with `items: false`, and a 2020-12 reader refuses a list in `items`.
 */
function toJsonSchema2020(schema: unknown): unknown {
  if (!isJsonObject(schema)) return schema;
  const out: JsonObject = { ...schema };
  if (Array.isArray(out.items)) {
    out.prefixItems = out.items;
    delete out.items;
    if ('additionalItems' in out) out.items = out.additionalItems;
    delete out.additionalItems;
  }
  for (const key of ONE_SCHEMA) if (key in out) out[key] = toJsonSchema2020(out[key]);
  for (const key of SCHEMA_LISTS) if (Array.isArray(out[key])) out[key] = out[key].map(toJsonSchema2020);
  for (const key of SCHEMA_MAPS) if (isJsonObject(out[key])) out[key] = mapValues(out[key], toJsonSchema2020);
  return out;
}

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
  // OpenAPI 3.1: its Schema Objects are plain JSON Schema, as the routes' are (3.0's dialect has no numeric
  // `exclusiveMinimum`, no `type: 'null'`); `transform` writes the routes' draft-07 tuples the 2020-12 way.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '企业信息与风险筛查平台 API', version: '0.1.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      },
      security: [{ token: [] }],
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const { body, querystring, params, headers, response, ...rest } = schema;
      const parts = { body, querystring, params, headers };
      return {
        url,
        schema: {
          ...rest,
          ...mapValues(parts, toJsonSchema2020),
          response: isJsonObject(response) ? mapValues(response, toJsonSchema2020) : response,
        },
      };
    },
  });
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

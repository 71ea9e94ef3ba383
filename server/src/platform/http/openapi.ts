import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

/**
 * The API description at `/framework/openapi.json`, for a bank's integration team and its code generators: OpenAPI
 * 3.1, whose Schema Objects are plain JSON Schema as the routes' are (3.0's dialect has no numeric
 * `exclusiveMinimum`, no `type: 'null'`). `transform` writes the routes' draft-07 tuples the 2020-12 way and marks
 * the public routes (`config.public`) as needing no token. Checked by server/test/shell/openapi.test.ts.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: '企业信息与风险筛查平台 API', version: '0.1.0' },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
    },
    security: [{ token: [] }],
  },
  transform: ({ schema, url, route }) => {
    const isPublic = route.config?.public === true;
    if (!schema) return { schema: isPublic ? { security: [] } : schema, url };
    const { body, querystring, params, headers, response, ...rest } = schema;
    const parts = { body, querystring, params, headers };
    return {
      url,
      schema: {
        ...rest,
        ...mapValues(parts, toJsonSchema2020),
        response: isJsonObject(response) ? mapValues(response, toJsonSchema2020) : response,
        ...(isPublic ? { security: [] } : {}),
      },
    };
  },
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

/** A JSON schema as TypeBox builds it, reduced to what the checks read. */
export interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

export const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

/** The largest integer a request may carry into a 32-bit column. */
const INT32_MAX = 2_147_483_647;

const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : ([] as string[]).concat(s.type));

/**
 * Where a request schema accepts input without a bound: a number without both limits (or beyond 32
 * bits), a string without a maximum length, a list without a maximum count, an object open to any
 * key. Each finding is a path and what is missing.
 */
export function unboundedFields(schema: Schema, path = ''): string[] {
  const found: string[] = [];
  const here = path || '(root)';
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unboundedFields(branch, path));
  if (schema.enum || schema.const !== undefined) return found;
  for (const type of typesOf(schema)) {
    if (type === 'integer' || type === 'number') {
      const max = schema.maximum ?? schema.exclusiveMaximum;
      const min = schema.minimum ?? schema.exclusiveMinimum;
      if (max === undefined || min === undefined) found.push(`${here}: ${type} without both bounds`);
      else if (type === 'integer' && (max > INT32_MAX || min < -INT32_MAX - 1))
        found.push(`${here}: integer beyond 32 bits`);
    }
    if (type === 'string' && schema.maxLength === undefined) found.push(`${here}: string without maxLength`);
    if (type === 'array') {
      if (schema.maxItems === undefined) found.push(`${here}: array without maxItems`);
      if (schema.items) found.push(...unboundedFields(schema.items, `${path}[]`));
    }
    if (type === 'object') {
      if (schema.additionalProperties !== false && schema.additionalProperties !== undefined)
        found.push(`${here}: object open to any key`);
      if (schema.patternProperties) found.push(`${here}: object open to any key`);
    }
  }
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    found.push(...unboundedFields(value, path ? `${path}.${key}` : key));
  return found;
}

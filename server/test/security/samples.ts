import type { Schema } from './schemaBounds';

/** Real values of the data set and of the signed-in user, for requests that pass validation. */
export interface SampleContext {
  entId: string;
  entName: string;
  personId: string;
  /** An id the signed-in user owns, for fields that name one (a group, a project, a file). */
  ownIds: Record<string, number | string>;
  /** Path parameters by name (a detail endpoint the route answers). */
  params: Record<string, string>;
}

/** Values by field name where the type alone says too little. */
function hinted(name: string, ctx: SampleContext): unknown {
  switch (name) {
    case 'entId':
    case 'eid':
      return ctx.entId;
    case 'entIds':
    case 'mids':
      return [ctx.entId];
    case 'personId':
    case 'idNo':
      return ctx.personId;
    case 'entName':
    case 'companyName':
    case 'nameLike':
    case 'keyword':
    case 'persName':
      return ctx.entName;
    case 'dateFrom':
    case 'dateTo':
      return '2026-01-01';
    default:
      return name in ctx.ownIds ? ctx.ownIds[name] : undefined;
  }
}

const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : ([] as string[]).concat(s.type));

/**
 * A value the schema accepts, as a client would send it: real ids by field
 * name, the smallest number and the shortest text otherwise. Good enough for
 * a request to pass validation and reach the handler, which is where a
 * mutated field then does its harm.
 */
export function sampleOf(schema: Schema, name: string, ctx: SampleContext): unknown {
  const hint = hinted(name, ctx);
  if (hint !== undefined) {
    // A list of ids in one string (`entIds=a,b`) or an array, as the schema wants it.
    if (Array.isArray(hint) && typesOf(schema).includes('string')) return hint.join(',');
    if (!Array.isArray(hint) && typesOf(schema).includes('array')) return [hint];
    if (!Array.isArray(hint) || !schema.anyOf) return hint;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleOf(branches.find((b) => !typesOf(b).includes('null')) ?? branches[0]!, name, ctx);
  const [type] = typesOf(schema);
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return '2026-01-01';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'array':
      return schema.items ? [sampleOf(schema.items, name.replace(/s$/, ''), ctx)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key, ctx)]),
      );
    default:
      return null;
  }
}

/** The leaves of a sampled body or query, as paths into it. */
export function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...path, k])) : [path];
  }
  return [path];
}

/** A copy of `value` with the leaf at `path` replaced (or removed, for `REMOVE`). */
export function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy = { ...(value as Record<string, unknown>) };
  if (leaf === REMOVE && rest.length === 0) delete copy[head!];
  else copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}
export const REMOVE = Symbol('remove');

const deep = (levels: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

/**
 * Bad values for one field, by kind: wrong types, numbers out of any column's
 * range, text with NUL, half surrogates and injection attempts, sizes past
 * every limit, keys that reach a prototype, deep nesting. Each is a value a
 * client can send in JSON; query strings get their text form.
 */
export const BAD_VALUES: { name: string; value: unknown }[] = [
  { name: 'missing', value: REMOVE },
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'object', value: { x: 1 } },
  { name: 'array', value: [1, 'a', null] },
  { name: 'empty text', value: '' },
  { name: 'blank text', value: '   ' },
  { name: 'zero', value: 0 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 1.5 },
  { name: 'int32 + 1', value: 2_147_483_648 },
  { name: 'int64 + 1', value: 9_223_372_036_854_775_808 },
  { name: '1e20', value: 1e20 },
  { name: 'min int', value: -2_147_483_649 },
  { name: 'digits', value: '9'.repeat(40) },
  { name: 'number as text', value: '12' },
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'lone high surrogate', value: '\ud800x' },
  { name: 'lone low surrogate', value: 'x\udc00' },
  { name: '__proto__', value: '__proto__' },
  { name: 'valueOf', value: 'valueOf' },
  { name: 'constructor', value: 'constructor' },
  { name: 'SQL', value: "'; drop table company; --" },
  { name: 'LIKE wildcards', value: '%_%\\' },
  { name: 'path', value: '../../../../etc/passwd' },
  { name: 'markup', value: '<script>alert(1)</script>' },
  { name: 'control characters', value: '\u0001\u001b[31m\r\n' },
  { name: 'right-to-left override', value: '\u202egpj.exe' },
  { name: 'emoji', value: '企业😀𠮷' },
  { name: 'long text', value: '企'.repeat(5_000) },
  { name: 'huge text', value: 'a'.repeat(200_000) },
  { name: 'year 0000', value: '0000-01-01' },
  { name: 'day 2026-02-30', value: '2026-02-30' },
  { name: 'long list', value: Array.from({ length: 2_000 }, (_, i) => `E${i}`) },
  { name: 'nested list', value: [[[[[[1]]]]]] },
  { name: 'prototype key', value: JSON.parse('{"__proto__":{"polluted":1}}') as unknown },
  { name: 'deep nesting', value: deep(200) },
];

/** Whole bodies that are wrong before any field is read. */
export const BAD_BODIES: { name: string; contentType: string; payload: string }[] = [
  { name: 'not JSON', contentType: 'application/json', payload: '{"a":' },
  { name: 'empty JSON', contentType: 'application/json', payload: '' },
  { name: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { name: 'JSON text', contentType: 'application/json', payload: '"x"' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: '__proto__ key', contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { name: 'constructor.prototype', contentType: 'application/json', payload: '{"constructor":{"prototype":{"a":1}}}' },
  { name: 'deep array', contentType: 'application/json', payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { name: 'over 1 MB', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { name: 'form with NUL', contentType: 'application/x-www-form-urlencoded', payload: 'entId=%00&pageNo=1' },
  { name: 'unknown type', contentType: 'application/x-evil', payload: 'x' },
  { name: 'multipart without file', contentType: 'multipart/form-data; boundary=b', payload: '--b--\r\n' },
  {
    name: 'multipart junk file, NUL in its name',
    contentType: 'multipart/form-data; boundary=b',
    payload:
      '--b\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nMARKETING_BATCH_SEARCH_UPLOAD\r\n' +
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.xlsx"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004 not a workbook\r\n--b--\r\n',
  },
  {
    name: 'multipart junk workbook',
    contentType: 'multipart/form-data; boundary=b',
    payload:
      '--b\r\nContent-Disposition: form-data; name="targetId"\r\n\r\n99999999999999\r\n' +
      '--b\r\nContent-Disposition: form-data; name="file"; filename="名单.xlsx"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004\u0014\u0000 broken zip\r\n--b--\r\n',
  },
  {
    name: 'multipart prototype field',
    contentType: 'multipart/form-data; boundary=b',
    payload: '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n',
  },
];

/** A query value as text (query strings carry only text). */
export const asQueryText = (value: unknown): string | undefined =>
  value === REMOVE ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApp, type TestApp } from '../fixtures';

/**
 * `/framework/openapi.json` is what a bank's integration team feeds to a code generator: a valid OpenAPI 3.1 document
 * (issue 35), and the client types generated from it compile.
 */
describe('the OpenAPI description', () => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await withApp({ engine: 'pglite' });
    const res = await t.app.inject({ method: 'GET', url: '/framework/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1, valid against its schema and the rules a schema cannot say', async () => {
    // Beyond the schema: unique operationIds, path templates and path parameters that agree, arrays with items.
    const result = await validate(structuredClone(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('asks for the token on every call but the public ones', () => {
    expect(doc.security).toEqual([{ token: [] }]);
    // Signing in and the captcha need no token; what they return is how a client gets one.
    expect(doc.paths['/framework/login'].post.security).toEqual([]);
    expect(doc.paths['/framework/captcha'].get.security).toEqual([]);
    expect(doc.paths['/esee/user/info'].get.security).toBeUndefined();
  });

  it('holds JSON Schema 2020-12 in every Schema Object', () => {
    // The OpenAPI 3.1 schema takes any object as a Schema Object; the 2020-12 meta-schema is checked here (a draft-07
    // tuple, `items: [a, b]`, once slipped through).
    const ajv = new Ajv2020({ strict: false });
    const schemas = schemaObjects(doc);
    expect(schemas.length).toBeGreaterThan(400);
    const invalid = schemas.flatMap(([at, schema]) =>
      ajv.validateSchema(schema as object) ? [] : [`${at}: ${ajv.errorsText(ajv.errors, { dataVar: 'schema' })}`],
    );
    expect(invalid).toEqual([]);
  });

  it('generates client types (openapi-typescript) that compile, strict', async () => {
    const source = astToString(await openapiTS(structuredClone(doc), { silent: true }));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'esee-openapi-'));
    try {
      writeFileSync(path.join(dir, 'api.ts'), source);
      // A client's use of them: a request body, an answer, a closed enum refused, a tuple.
      writeFileSync(
        path.join(dir, 'use.ts'),
        `import type { paths } from './api';
type Body<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;
export const login: Body<'/framework/login'> = { authName: 'analyst', pwd: 'sealed', authType: 'RSA-OAEP-256', instCode: 'DEMO' };
// @ts-expect-error authType is a closed enum
export const plain: Body<'/framework/login'> = { authName: 'analyst', pwd: 'x', authType: 'plain' };
type UserInfo = paths['/esee/user/info']['get']['responses'][200]['content']['application/json'];
export const userName = (answer: UserInfo): string => answer.data.name;
export const bounds: Body<'/esee/marketing/mapSearch/density'>['bounds'] = [[116.3, 39.9], [116.5, 40.1]];
`,
      );
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts'],
        types: [],
        // The generated file is checked in full; the compiler's own lib files need not be.
        skipLibCheck: true,
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
        const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
        const file = d.file ? `${path.basename(d.file.fileName)}:${(where?.line ?? 0) + 1} ` : '';
        return file + ts.flattenDiagnosticMessageText(d.messageText, '\n');
      });
      expect(diagnostics).toEqual([]);
      expect(source).toContain('"/framework/login": {');
      expect(source).toContain('"/esee/user/info": {');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // About 1 MB of types: generating and checking them takes 10 s on a quiet machine.
  }, 120_000);
});

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every Schema Object of the document, with where it is. */
function schemaObjects(doc: any): [string, unknown][] {
  const found: [string, unknown][] = Object.entries<unknown>(doc.components?.schemas ?? {}).map(([name, schema]) => [
    `#/components/schemas/${name}`,
    schema,
  ]);
  const add = (at: string, holder: any) => holder?.schema !== undefined && found.push([at, holder.schema]);
  const media = (at: string, content: any) => {
    for (const [type, holder] of Object.entries<any>(content ?? {})) add(`${at} ${type}`, holder);
  };
  for (const [url, item] of Object.entries<any>(doc.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      if (!METHODS.has(method)) continue;
      const at = `${method.toUpperCase()} ${url}`;
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        add(`${at} ${parameter.in} ${parameter.name}`, parameter);
        media(`${at} ${parameter.in} ${parameter.name}`, parameter.content);
      }
      media(`${at} body`, operation.requestBody?.content);
      for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
        media(`${at} ${status}`, response.content);
        for (const [name, header] of Object.entries<any>(response.headers ?? {}))
          add(`${at} ${status} ${name}`, header);
      }
    }
  }
  return found;
}

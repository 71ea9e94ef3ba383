import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApp, type TestApp } from '../fixtures';
import { REQUEST_PARTS, unboundedFields, type Schema } from './schemaBounds';

describe('request schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp({ engine: 'pglite' });
  });
  afterAll(() => t.close());

  it('bound every number, string, list and object a route accepts', () => {
    const found: string[] = [];
    for (const route of t.app.routeTable)
      for (const part of REQUEST_PARTS) {
        const schema = (route.schema as Record<string, Schema | undefined> | undefined)?.[part];
        if (schema) found.push(...unboundedFields(schema).map((f) => `${route.method} ${route.url} ${part} ${f}`));
      }
    expect(found).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessage, ResultCode, SCREENING_PERMISSION, SCS_MAINTENANCE_PERMISSION } from '@esee/contracts';
import { multipart, withApp, type Client, type TestApp } from '../fixtures';
import { parseCallsPerMinute } from '../../src/config';

/**
 * Uploads that start heavy work count against the per-user `upload` limit (issue 37): every route that reads a file
 * in a worker (a document, a statement, a workbook), whichever part of the product it is in. The attachment stores
 * keep a file as it came and start nothing.
 */
const HEAVY_UPLOADS = [
  '/esee/smartText/check',
  '/esee/bankFlow/statement/preview',
  '/esee/bankFlow/statement/import',
  '/esee/upload/dataParse',
  '/esee/prma/screening/lists/upload',
  '/framework/api/org/unit/employee/import',
  '/esee/scs/maintenance/family/import',
];
const STORES = ['/esee/monitorCase/attachment', '/esee/scs/review/attachment'];

it('CALLS_PER_MINUTE sets any of the four kinds over the defaults and names all four when refused', () => {
  expect(parseCallsPerMinute('upload:5, graph:30')).toEqual({ search: 600, graph: 30, export: 60, upload: 5 });
  for (const bad of ['uploads:5', 'upload:0', 'upload', 'search:1.5'])
    expect(() => parseCallsPerMinute(bad), bad).toThrow(/is not search\|graph\|export\|upload:<count>/);
});

describe('uploads that start heavy work, limited per user', () => {
  let t: TestApp;
  let uploader: Client;
  let colleague: Client;
  beforeAll(async () => {
    const rights = ['app:cba', 'marketing:search:batch', 'app:iba', 'app:prma', 'app:scs', 'fmk:org:emp'];
    t = await withApp({
      engine: 'pglite',
      env: { CALLS_PER_MINUTE: 'upload:1' },
      users: {
        uploader: [...rights, SCREENING_PERMISSION, SCS_MAINTENANCE_PERMISSION],
        colleague: [...rights, SCREENING_PERMISSION, SCS_MAINTENANCE_PERMISSION],
      },
    });
    [uploader, colleague] = await t.clients('uploader', 'colleague');
  }, 120_000);
  afterAll(() => t?.close());

  it('names every file-taking route that starts heavy work as an upload, and only those', () => {
    const posts = t.app.routeTable.filter((r) => r.method === 'POST');
    for (const url of HEAVY_UPLOADS) expect([url, posts.find((r) => r.url === url)?.cost]).toEqual([url, 'upload']);
    const takesFiles = posts.filter((r) =>
      (r.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
    );
    expect(takesFiles.length).toBeGreaterThan(0);
    for (const route of takesFiles)
      expect([route.url, HEAVY_UPLOADS.includes(route.url) || STORES.includes(route.url)]).toEqual([route.url, true]);
  });

  it('answers the second upload of a minute with 429, on each route; a colleague’s budget is their own', async () => {
    const junk = Buffer.from('not a document');
    const send = (who: Client, url: string) =>
      who.inject({ method: 'POST', url, ...multipart('文件.xlsx', junk, { kind: '招股说明书', listName: '名单' }) });
    for (const url of HEAVY_UPLOADS) {
      const first = await send(uploader, url);
      expect([url, first.statusCode]).not.toEqual([url, 429]);
      expect([url, first.statusCode]).not.toEqual([url, 403]);
      const second = await send(uploader, url);
      expect([url, second.statusCode, second.json()]).toEqual([
        url,
        429,
        { code: ResultCode.TOO_MANY, data: null, message: ErrorMessage.TOO_MANY },
      ]);
    }
    expect((await send(colleague, '/esee/upload/dataParse')).statusCode).not.toBe(429);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_QUOTA_MESSAGE, ResultCode, type ExportJob } from '@esee/contracts';
import { buildApp } from '../../src/app';
import { ONE_ENGINE, setInstParam, withApp, type Client, type TestApp } from '../fixtures';
import { countRows, expectBadRequest, expectForbidden, expectHiddenFrom, jobCalls } from '../fixtures/jobs';

const CREATE = '/esee/export/create';
const LIST = '/esee/export/list';
const SEARCH = '/esee/marketing/conditionSearch/search';
const SORT = 'capitalDesc';

describe.each(ONE_ENGINE)('名单导出 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let colleague: Client;
  let admin: Client;
  let outsider: Client;

  const { list, download, settled } = jobCalls<ExportJob>(LIST, '/esee/export/download', ['queued', 'processing']);
  const exportFiles = () => {
    const dir = path.join(t.config.dataDir, 'exports');
    return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.xlsx')) : [];
  };
  const jobCount = () => countRows(t.database.db, 'export_job');
  const setQuota = (value: string | null) => setInstParam(t.database.db, 'DEMO', 'exportRowsPerDay', value);

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 200, seed: 7 },
      users: {
        colleague: ['app:cba', 'marketing'],
        noexport: ['app:cba', 'marketing:search'],
        nolist: ['marketing'],
        ibaonly: ['app:iba', 'marketing:export'],
      },
    });
    [analyst, colleague, admin, outsider] = await t.clients('analyst', 'colleague', 'admin', 'demo2');
  }, 120_000);
  afterAll(() => t?.close());

  let jobId: number;
  let expected: string[];

  it('POST /esee/export/create queues a job that reaches 已完成, whose file carries the watermark and the search rows', async () => {
    const conditions = { status: 'all' };
    const first = (await analyst.post(SEARCH, { conditions, sort: SORT, pageNo: 1, pageSize: 50 })).data;
    expected = first.list.map((p: { orgName: string }) => p.orgName);
    for (let page = 2; expected.length < first.total; page++)
      expected.push(
        ...(await analyst.post(SEARCH, { conditions, sort: SORT, pageNo: page, pageSize: 50 })).data.list.map(
          (p: { orgName: string }) => p.orgName,
        ),
      );
    expect(expected.length).toBeGreaterThan(50);

    const res = await analyst.post(CREATE, { source: 'conditionSearch', params: { conditions, sort: SORT } });
    expect(res.code).toBe(200);
    expect(res.data.rowCount).toBe(first.total);
    jobId = res.data.jobId;

    const job = await settled(analyst, jobId);
    expect(job).toMatchObject({
      state: 'done',
      source: 'conditionSearch',
      sourceTitle: '条件找客',
      rowCount: first.total,
      requester: '林晓雯',
      own: true,
      failureReason: null,
    });
    expect(job.filters).toContain('登记状态：不限');
    expect(job.fileSize).toBeGreaterThan(0);

    const file = await download(analyst, jobId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(job.name));
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(String(rows[0]![0])).toMatch(
      /导出人：林晓雯（analyst）.*机构：示范银行股份有限公司.*导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    expect(rows[1]![0]).toBe('企业名称');
    expect(rows.slice(2).map((r) => r[0])).toEqual(expected);
    expect(book.Props?.Author).toContain('林晓雯');
    expect(book.Props?.Company).toBe('示范银行股份有限公司');
    expect(book.Props?.Comments).toBe(rows[0]![0]);

    // The audit: one row for the export, one for the download.
    const events = await t.database.db
      .selectFrom('export_event')
      .select('action')
      .where('job_id', '=', jobId)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual(['create', 'download']);
  });

  it('refuses an export past the daily rows with 10504, writing no job and no file', async () => {
    const before = { jobs: await jobCount(), files: exportFiles().length };
    await setQuota(String(expected.length + 10));
    try {
      const res = await analyst.post(CREATE, { source: 'conditionSearch', params: { conditions: { status: 'all' } } });
      expect(res).toMatchObject({ code: ResultCode.QUOTA_EXHAUSTED, data: null });
      expect(res.message.startsWith(EXPORT_QUOTA_MESSAGE)).toBe(true);
      expect(await jobCount()).toBe(before.jobs);
      expect(exportFiles().length).toBe(before.files);
      // The quota is the user's: a colleague still exports.
      const other = await colleague.post(CREATE, { source: 'conditionSearch', params: { conditions: {} } });
      expect(other.code).toBe(200);
      await settled(colleague, other.data.jobId);
    } finally {
      await setQuota(null);
    }
  });

  it('shows users their own jobs, a manager the institution’s, and never another institution’s', async () => {
    const colleagueJobs = await list(colleague);
    expect(colleagueJobs.length).toBe(1);
    expect(colleagueJobs.some((j) => j.jobId === jobId)).toBe(false);
    const adminJobs = await list(admin);
    expect(adminJobs.map((j) => j.requester).sort()).toEqual(['colleague', '林晓雯']);
    expect(adminJobs.find((j) => j.jobId === jobId)?.own).toBe(false);
    expect(await list(outsider)).toEqual([]);

    expect((await download(admin, jobId)).statusCode).toBe(200);
    await expectHiddenFrom(download, jobId, [colleague, outsider]);
  });

  it('needs marketing:export to export and the menu entry to list', async () => {
    const [noexport, nolist] = await t.clients('noexport', 'nolist');
    const before = await jobCount();
    const refused = await noexport.inject({
      method: 'POST',
      url: CREATE,
      payload: { source: 'conditionSearch', params: { conditions: {} } },
    });
    expectForbidden(refused);
    expect(await jobCount()).toBe(before);
    expect((await nolist.post(LIST, {})).code).toBe(ResultCode.FORBIDDEN);
    expect((await download(nolist, jobId)).json().code).toBe(ResultCode.FORBIDDEN);
  });

  it.each([
    ['an unknown source', { source: 'nope', params: {} }],
    ['no params', { source: 'conditionSearch' }],
    ['a bad condition', { source: 'conditionSearch', params: { conditions: { capitalBands: ['huge'] } } }],
    ['a bad sort', { source: 'conditionSearch', params: { conditions: {}, sort: 'random' } }],
  ])('refuses %s with the error envelope', async (_name, payload) => {
    const before = await jobCount();
    const res = await analyst.inject({ method: 'POST', url: CREATE, payload });
    expectBadRequest(res);
    expect(await jobCount()).toBe(before);
  });

  it('collects an export started in IBA 高级搜索 on IBA 名单导出记录, which an IBA-only member can open', async () => {
    const [ibaOnly] = await t.clients('ibaonly');
    const iba = jobCalls<ExportJob>('/esee/iba/export/list', '/esee/iba/export/download', ['queued', 'processing']);
    const params = { conditions: { status: 'all' }, finance: {} };
    const created = await ibaOnly.post(CREATE, { source: 'advSearch', params });
    expect(created.code).toBe(200);
    const job = await iba.settled(ibaOnly, created.data.jobId);
    expect(job).toMatchObject({ state: 'done', sourceTitle: '高级搜索', own: true });
    expect((await iba.download(ibaOnly, created.data.jobId)).statusCode).toBe(200);
    // CBA's list stays CBA's: the IBA member is not sent there.
    expect((await ibaOnly.post(LIST, {})).code).toBe(ResultCode.FORBIDDEN);
    expect((await download(ibaOnly, created.data.jobId)).json().code).toBe(ResultCode.FORBIDDEN);
  });

  it('writes a job a stopped instance left processing: the job system gives it to a running one', async () => {
    const user = await t.database.db
      .selectFrom('app_user')
      .select(['id', 'inst_id'])
      .where('username', '=', 'analyst')
      .executeTakeFirstOrThrow();
    const { id } = await t.database.db
      .insertInto('export_job')
      .values({
        inst_id: user.inst_id,
        user_id: user.id,
        name: '中断的任务',
        source: 'conditionSearch',
        params: JSON.stringify({ conditions: {} }),
        filters: JSON.stringify([]),
        row_count: 1,
        state: 'processing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const restarted = await buildApp({ config: t.config, db: t.database.db, clock: t.clock.now });
    await restarted.ready();
    await restarted.close();
    const job = await settled(analyst, id);
    expect(job).toMatchObject({ state: 'done', failureReason: null });
  });

  it('reads 已过期 after seven days, and the download says so', async () => {
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    // Sessions do not last a week: sign in again.
    analyst = await t.client('analyst');
    expect((await list(analyst)).find((j) => j.jobId === jobId)?.state).toBe('expired');
    const res = await download(analyst, jobId);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    expect(res.json().message).toContain('已过期');
  });
});

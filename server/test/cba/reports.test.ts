import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type CompanyReport, type ExportJob } from '@esee/contracts';
import { extractPdfText } from '../../src/platform/files/pdf';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';
import { countRows, expectBadRequest, expectForbidden, expectHiddenFrom, jobCalls } from '../fixtures/jobs';

const CREATE = '/esee/report/create';
const LIST = '/esee/report/list';
const REGENERATE = '/esee/report/regenerate';

describe.each(ONE_ENGINE)('画像生成记录 on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let colleague: Client;
  let admin: Client;
  let outsider: Client;
  /** A company with shareholders and investments, and its largest shareholder. */
  let company: { entId: string; name: string; creditCode: string; holder: string };

  const { list, download, settled } = jobCalls<CompanyReport>(LIST, '/esee/report/download', ['generating'], 2000);
  const reportCount = () => countRows(t.database.db, 'company_report');

  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 200, seed: 11 },
      users: {
        colleague: ['app:cba', 'marketing'],
        nogenerate: ['app:cba:marketing:reportList'],
        nolist: ['marketing'],
      },
    });
    const { rows } = await sql<{ entId: string; name: string; creditCode: string; holder: string }>`
      select c.ent_id as "entId", c.name, c.credit_code as "creditCode", coalesce(hc.name, p.name) as holder
      from company c
      join shareholding s on s.company_id = c.ent_id
      left join company hc on s.holder_kind = 'C' and hc.ent_id = s.holder_id
      left join person p on s.holder_kind = 'P' and p.person_id = s.holder_id
      where c.credit_code is not null
        and exists (select 1 from shareholding i where i.holder_kind = 'C' and i.holder_id = c.ent_id)
      order by s.ratio desc, c.ent_id
      limit 1
    `.execute(t.database.db);
    company = rows[0]!;
    [analyst, colleague, admin, outsider] = await t.clients('analyst', 'colleague', 'admin', 'demo2');
  }, 120_000);
  afterAll(() => t?.close());

  let jobId: number;

  it('POST /esee/report/create makes a PDF whose text has the company, its code, a shareholder and the snapshot time', async () => {
    expect(company).toBeDefined();
    const res = await analyst.post(CREATE, { entId: company.entId, template: 'credit' });
    expect(res.code).toBe(200);
    expect(res.data.name).toBe(`${company.name}企业画像报告（授信尽调版）`);
    jobId = res.data.jobId;

    const report = await settled(analyst, jobId);
    expect(report).toMatchObject({
      state: 'success',
      entId: company.entId,
      companyName: company.name,
      template: 'credit',
      templateTitle: '授信尽调版',
      requester: '林晓雯',
      own: true,
      failureReason: null,
    });
    expect(report.pageCount).toBeGreaterThanOrEqual(2);
    expect(report.snapshotAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(report.expiresAt).not.toBeNull();

    const file = await download(analyst, jobId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await extractPdfText(file.rawPayload);
    expect(text).toContain(company.name);
    expect(text).toContain(company.creditCode);
    expect(text).toContain(company.holder);
    expect(text).toContain(`数据快照时间 ${report.snapshotAt}`);
    expect(text).toContain(`林晓雯 ${report.snapshotAt}`);
    for (const section of ['基本信息', '股东与实控', '对外投资', '经营', '知识产权', '风险', '舆情', '关系图'])
      expect(text).toContain(section);
    expect(text).toContain(`第 ${report.pageCount} / ${report.pageCount} 页`);
  });

  it('a shorter template has fewer sections', async () => {
    const res = await analyst.post(CREATE, { entId: company.entId, template: 'brief' });
    const report = await settled(analyst, res.data.jobId);
    expect(report.state).toBe('success');
    const text = await extractPdfText((await download(analyst, res.data.jobId)).rawPayload);
    expect(text).toContain('股东与实控');
    expect(text).not.toContain('知识产权');
    expect(text).not.toContain('关系图');
  });

  it('POST /esee/report/regenerate makes a new report of the same company and template', async () => {
    const res = await analyst.post(REGENERATE, { jobId });
    expect(res.code).toBe(200);
    expect(res.data.jobId).not.toBe(jobId);
    const report = await settled(analyst, res.data.jobId);
    expect(report).toMatchObject({ state: 'success', entId: company.entId, template: 'credit' });
  });

  it('shows a user their own reports, a manager the institution’s, another institution none', async () => {
    const mine = await list(analyst);
    expect(mine.length).toBe(3);
    expect(await list(colleague)).toEqual([]);
    const adminReports = await list(admin);
    expect(adminReports.map((r) => r.jobId).sort()).toEqual(mine.map((r) => r.jobId).sort());
    expect(adminReports.every((r) => !r.own)).toBe(true);
    expect(await list(outsider)).toEqual([]);

    expect((await download(admin, jobId)).statusCode).toBe(200);
    await expectHiddenFrom(download, jobId, [colleague, outsider], async (who) => {
      const again = await who.post(REGENERATE, { jobId });
      expect(again).toMatchObject({ code: ResultCode.NOT_FOUND, data: null });
    });
  });

  it('keeps reports out of 名单导出记录', async () => {
    const exports: ExportJob[] = (await analyst.post('/esee/export/list', {})).data.list;
    expect(exports.some((j) => j.jobId === jobId)).toBe(false);
  });

  it('needs marketing:generateImage to generate and the menu entry to list and download', async () => {
    const [nogenerate, nolist] = await t.clients('nogenerate', 'nolist');
    const before = await reportCount();
    for (const who of [nogenerate, nolist]) {
      const refused = await who.inject({
        method: 'POST',
        url: CREATE,
        payload: { entId: company.entId, template: 'brief' },
      });
      expectForbidden(refused);
    }
    expect(await reportCount()).toBe(before);
    expect((await nolist.post(LIST, {})).code).toBe(ResultCode.FORBIDDEN);
    expect((await download(nolist, jobId)).json().code).toBe(ResultCode.FORBIDDEN);
  });

  it('refuses an unknown company with 未找到该企业 and writes no report', async () => {
    const before = await reportCount();
    const res = await analyst.inject({
      method: 'POST',
      url: CREATE,
      payload: { entId: 'E-NOPE', template: 'standard' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ResultCode.NOT_FOUND, data: null, message: '未找到该企业' });
    expect(await reportCount()).toBe(before);
  });

  it.each([
    ['a bad template', { template: 'deluxe' }],
    ['no template', {}],
    ['an empty company', { entId: '', template: 'brief' }],
  ])('refuses %s with the error envelope', async (_name, payload) => {
    const before = await reportCount();
    const res = await analyst.inject({ method: 'POST', url: CREATE, payload: { entId: company.entId, ...payload } });
    expectBadRequest(res);
    expect(await reportCount()).toBe(before);
  });
});

import { sql } from 'kysely';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSON_JUDICIAL_ENDPOINTS,
  RECORD_ENDPOINTS,
  RECORD_KIND_BY_KEY,
  ResultCode,
  SECTION_ENDPOINTS,
} from '@esee/contracts';
import { ONE_ENGINE, largestGroupHead, withApp, type Client, type TestApp } from '../fixtures';

describe.each(ONE_ENGINE)('company detail on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  beforeAll(async () => {
    t = await withApp({
      engine,
      data: { companies: 400, seed: 42, today: new Date('2026-11-22') },
      env: { DIAGNOSTICS: 'on' },
    });
    analyst = await t.client('analyst');
  }, 120_000);
  afterAll(() => t.close());

  /** The company with the most records of a kind, or of any kind. */
  const richest = async (kind?: string) => {
    let q = t.database.db.selectFrom('record').select(['company_id', (eb) => eb.fn.countAll<string>().as('n')]);
    if (kind) q = q.where('kind', '=', kind);
    const row = await q
      .groupBy('company_id')
      .orderBy('n', 'desc')
      .orderBy('company_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { entId: row.company_id, n: Number(row.n) };
  };

  it('finds a company by id, credit code, registration number or exact name, and says when there is none', async () => {
    const c = await t.database.db
      .selectFrom('company')
      .select(['ent_id', 'name', 'credit_code', 'reg_no'])
      .where('credit_code', 'is not', null)
      .orderBy('ent_id')
      .executeTakeFirstOrThrow();
    for (const query of [
      { eid: c.ent_id },
      { creditCode: c.credit_code! },
      { companyName: ` ${c.name} ` },
      { companyCode: c.credit_code! },
    ]) {
      const res = await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', query);
      expect(res.code, JSON.stringify(query)).toBe(200);
      expect(res.data).toMatchObject({ entId: c.ent_id, name: c.name, creditCode: c.credit_code });
    }
    const missing = await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', {
      companyName: '不存在的某某有限公司',
    });
    expect(missing).toMatchObject({ code: ResultCode.NOT_FOUND, message: '未找到该企业' });
    const none = await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', {});
    expect(none.code).toBe(ResultCode.BAD_REQUEST);
  });

  it('counts every section of a company as its lists do', async () => {
    const { entId } = await richest();
    const info = (await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', { eid: entId })).data;
    for (const [kind, endpoint] of Object.entries(RECORD_ENDPOINTS)) {
      const page = await analyst.post(`/esee/microDetail/${endpoint}`, { entId });
      expect(page.code, endpoint).toBe(200);
      expect(page.data.total, kind).toBe(info.counts[kind] ?? 0);
    }
    const holders = await analyst.post(`/esee/microDetail/${SECTION_ENDPOINTS.shareholders}`, { entId });
    expect(holders.data.total).toBe(info.counts.shareholders);
    const changes = await analyst.post('/esee/alter/queryAlterInfoPage', { entId });
    expect(changes.data.total).toBe(info.counts.changes);
  });

  it('pages a long list ten at a time, newest first, from JSON or form bodies', async () => {
    const kind = 'news';
    const { entId, n } = await richest(kind);
    expect(n).toBeGreaterThan(10);
    const url = `/esee/microDetail/${RECORD_ENDPOINTS[kind]}`;
    const first = await analyst.post(url, { entId, pageNo: 1 });
    expect(first.data).toMatchObject({ total: n });
    expect(first.data.list).toHaveLength(10);
    const second = await analyst.form(url, { entId, pageno: 2, pageSize: 10 });
    expect(second.code).toBe(200);
    expect(second.data.list).toHaveLength(Math.min(10, n - 10));
    const ids = new Set([...first.data.list, ...second.data.list].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(first.data.list.length + second.data.list.length);
    const dates = first.data.list.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The list carries the list columns, not the dialog's.
    expect(first.data.list[0]).not.toHaveProperty('summary');
  });

  it('opens a record in its detail dialog with the detail columns, only through its own kind', async () => {
    const kind = 'judgmentDocument';
    const { entId } = await richest(kind);
    const page = await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS[kind]}`, { entId });
    const id = page.data.list[0].id;
    const detail = await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS[kind]}Detail`, { id });
    expect(detail.code).toBe(200);
    const detailKeys = RECORD_KIND_BY_KEY.get(kind)!
      .columns.filter((c) => c.detailOnly)
      .map((c) => c.key);
    expect(detailKeys.length).toBeGreaterThan(0);
    for (const key of detailKeys) expect(detail.data).toHaveProperty(key);
    expect(detail.data.entId).toBe(entId);
    const wrongKind = await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS.patent}Detail`, { id });
    expect(wrongKind.code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post('/esee/microDetail/queryNoSuchThing', { entId })).code).toBe(ResultCode.NOT_FOUND);
    expect((await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS[kind]}`, {})).code).toBe(ResultCode.BAD_REQUEST);
    expect((await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS[kind]}`, { entId, pageNo: 'x' })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
  });

  it('finds a chattel mortgage by its registration number, for the mortgage page', async () => {
    const { entId } = await richest('chattelMortgage');
    const page = await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS.chattelMortgage}`, { entId });
    const regNum = page.data.list[0].regNum as string;
    const byNumber = await analyst.post(`/esee/microDetail/${RECORD_ENDPOINTS.chattelMortgage}Detail`, {
      entId,
      mortRegNo: regNum,
    });
    expect(byNumber.data).toMatchObject({ regNum, entId });
  });

  it('lists shareholders, people, investments and annual reports of a group company', async () => {
    const parent = await largestGroupHead(t.database.db);
    const investments = await analyst.post(`/esee/microDetail/${SECTION_ENDPOINTS.investments}`, {
      entId: parent.entId,
    });
    expect(investments.data.total).toBe(parent.holdings);
    const stake = investments.data.list[0];
    expect(stake.fundedRatio).toBeGreaterThan(0);
    expect(stake.fundedRatio).toBeLessThanOrEqual(100);
    const holders = await analyst.post(`/esee/microDetail/${SECTION_ENDPOINTS.shareholders}`, { entId: stake.entId });
    expect(holders.data.list.map((h: { holderId: string }) => h.holderId)).toContain(parent.entId);
    const people = await analyst.post(`/esee/microDetail/${SECTION_ENDPOINTS.people}`, { entId: parent.entId });
    expect(people.data.total).toBeGreaterThan(0);
    expect(people.data.list[0]).toMatchObject({ name: expect.any(String), job: expect.any(String) });

    const reporter = await t.database.db
      .selectFrom('annual_report')
      .select(['company_id', 'report_year'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const reports = await analyst.post(`/esee/microDetail/${SECTION_ENDPOINTS.annualReports}`, {
      entId: reporter.company_id,
    });
    expect(reports.data.list.map((r: { reportYear: number }) => r.reportYear)).toContain(reporter.report_year);
    const report = await analyst.post('/esee/microDetail/queryAnnualReportDetail', {
      entId: reporter.company_id,
      reportYear: reporter.report_year,
    });
    expect(report.data).toMatchObject({ reportYear: reporter.report_year, totalAssets: expect.anything() });
    // The register's sections: 经营状态, the assets adding up to liabilities and equity (or none published), the
    // holders' contributions and, from the 2018 report on, 社保信息.
    const r = report.data as Record<string, unknown>;
    expect(r.operatingStatus).toBe('开业');
    if (typeof r.totalAssets === 'number')
      expect(r.totalAssets).toBeCloseTo(Number(r.totalLiabilities) + Number(r.totalEquity), 1);
    else expect([r.totalLiabilities, r.totalEquity]).toEqual(['企业选择不公示', '企业选择不公示']);
    expect(Array.isArray(r.holders)).toBe(true);
    if (reporter.report_year >= 2018) expect(r.socialInsurance).toMatchObject({ pension: expect.any(Number) });
    expect(
      (
        await analyst.post('/esee/microDetail/queryAnnualReportDetail', {
          entId: reporter.company_id,
          reportYear: 1900,
        })
      ).code,
    ).toBe(ResultCode.NOT_FOUND);
  });

  it('finds companies sharing a phone number as suspected relations', async () => {
    const pair = await sql<{ a: string; b: string }>`
      select min(ent_id) as a, max(ent_id) as b from company where phone is not null group by phone having count(*) > 1 limit 1
    `.execute(t.database.db);
    const { a, b } = pair.rows[0] ?? {};
    if (!a) return; // the generator gave every company its own phone
    const related = await analyst.post('/esee/suspectedRelation/getSuspectedRelation', { entId: a });
    const row = related.data.list.find((r: { entId: string }) => r.entId === b);
    expect(row.reason).toContain('相同电话');
  });

  it('exports the basic information as a real .xlsx workbook, for those allowed to export', async () => {
    const { entId } = await richest();
    const info = (await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', { eid: entId })).data;
    const res = await analyst.inject({ method: 'GET', url: `/esee/baseinfo/exportBaseInfo?eid=${entId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers.filename))).toBe(`${info.name}-基本信息.xlsx`);
    const book = XLSX.read(res.rawPayload);
    expect(book.SheetNames).toEqual(['工商信息', '股东信息', '主要人员', '变更记录', '分支机构', '对外投资']);
    const facts = XLSX.utils.sheet_to_json<string[]>(book.Sheets['工商信息']!, { header: 1 });
    expect(facts[1]).toEqual(['企业名称', info.name]);
    const changes = XLSX.utils.sheet_to_json(book.Sheets['变更记录']!);
    expect(changes).toHaveLength(info.counts.changes);

    // A role without the export right is refused, on the server.
    const staff = await t.database.db
      .selectFrom('app_user')
      .select('role_id')
      .where('username', '=', 'analyst')
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('role_right')
      .where('role_id', '=', staff.role_id)
      .where('right_key', '=', 'marketing')
      .execute();
    await t.database.db
      .insertInto('role_right')
      .values({ role_id: staff.role_id, right_key: 'marketing:search' })
      .execute();
    const other = await t.client('analyst');
    const refused = await other.inject({ method: 'GET', url: `/esee/baseinfo/exportBaseInfo?eid=${entId}` });
    expect(refused.json().code).toBe(ResultCode.FORBIDDEN);
  });

  it('fails a request inside the server when a fault is armed, once, and for that user only', async () => {
    const admin = await t.client('admin');
    const { entId } = await richest();
    const url = `/esee/microDetail/${RECORD_ENDPOINTS.news}`;
    expect(
      (await admin.post('/framework/api/ops/diagnostics/fault', { pathPrefix: '/esee/microDetail/', times: 1 })).code,
    ).toBe(200);
    expect((await analyst.post(url, { entId })).code).toBe(200);
    const failed = await admin.inject({ method: 'POST', url, payload: { entId } });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe(ResultCode.INTERNAL);
    expect((await admin.post(url, { entId })).code).toBe(200);
  });

  describe('people', () => {
    /** A legal representative named in judicial records, and one of their companies. */
    const namedPerson = async () => {
      const row = await t.database.db
        .selectFrom('record as r')
        .innerJoin('company as c', 'c.ent_id', 'r.company_id')
        .select([
          sql<string>`r.payload ->> 'personId'`.as('personId'),
          sql<string>`r.payload ->> 'personName'`.as('name'),
          'c.name as company',
        ])
        .where(sql<boolean>`r.payload ? 'personId'`)
        .orderBy('r.record_id')
        .limit(1)
        .executeTakeFirstOrThrow();
      return row;
    };

    it('lists the judicial records that name a person, kind by kind, with their details', async () => {
      const p = await namedPerson();
      const summary = await analyst.get(`/esee/personJudicial/perJudSummary?personId=${p.personId}`);
      expect(summary.data).toMatchObject({ personId: p.personId, name: p.name });
      const total = Object.values(summary.data.counts as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThan(0);
      for (const [kind, endpoint] of Object.entries(PERSON_JUDICIAL_ENDPOINTS)) {
        const page = await analyst.get(`/esee/personJudicial/${endpoint}?personId=${p.personId}`);
        expect(page.data.total, kind).toBe(summary.data.counts[kind]);
        for (const row of page.data.list)
          expect(row).toMatchObject({ personId: p.personId, companyName: expect.any(String) });
        if (page.data.list.length) {
          const details = await analyst.get(
            `/esee/personJudicial/${endpoint.replace(/List$/, 'Details')}?id=${page.data.list[0].id}`,
          );
          expect(details.data).toMatchObject({ kind, personId: p.personId });
        }
      }
      expect((await analyst.get('/esee/personJudicial/perNoSuchList?personId=x')).code).toBe(ResultCode.BAD_REQUEST);
    });

    it('knows a person by id, or by name with one of their companies, never by name alone', async () => {
      const p = await namedPerson();
      const byName = await analyst.get(
        `/esee/personalInvestment/getListByPersNameAndEntName?persName=${encodeURIComponent(p.name)}&entName=${encodeURIComponent(p.company)}`,
      );
      expect(byName.data.personId).toBe(p.personId);
      expect(byName.data.legalRep.list.map((c: { name: string }) => c.name)).toContain(p.company);
      const byId = await analyst.get(`/esee/personalInvestment/getListByIdNo?idNo=${p.personId}`);
      expect(byId.data).toEqual(byName.data);
      expect(
        (
          await analyst.get(
            `/esee/personalInvestment/getListByPersNameAndEntName?persName=${encodeURIComponent(p.name)}`,
          )
        ).code,
      ).toBe(ResultCode.BAD_REQUEST);
      expect((await analyst.get(`/esee/personalInvestment/getListByIdNo?idNo=P-none`)).code).toBe(ResultCode.NOT_FOUND);
      const named = await analyst.get(`/esee/personalInvestment/personList?persName=${encodeURIComponent(p.name)}`);
      expect(named.data.list.map((r: { personId: string }) => r.personId)).toContain(p.personId);
    });

    it("exports a person's judicial records as .xlsx, one sheet a kind", async () => {
      const p = await namedPerson();
      // The analyst's export right is taken away above; an administrator keeps it.
      const admin = await t.client('admin');
      const res = await admin.inject({
        method: 'GET',
        url: `/esee/personJudicial/exportPerJudDetails?personId=${p.personId}`,
      });
      const book = XLSX.read(res.rawPayload);
      expect(book.SheetNames).toEqual(
        Object.keys(PERSON_JUDICIAL_ENDPOINTS).map((k) => RECORD_KIND_BY_KEY.get(k)!.title),
      );
      const summary = await analyst.get(`/esee/personJudicial/perJudSummary?personId=${p.personId}`);
      for (const [kind, n] of Object.entries(summary.data.counts as Record<string, number>))
        expect(XLSX.utils.sheet_to_json(book.Sheets[RECORD_KIND_BY_KEY.get(kind)!.title]!), kind).toHaveLength(n);
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RISK_KINDS,
  chinaDay,
  ResultCode,
  countsAsRisk,
  type CompanyReport,
  type CreditReport,
  type RiskChecklist,
  type RiskSummary,
} from '@esee/contracts';
import { extractPdfText } from '../../src/platform/files/pdf';
import { companySources } from '../../src/areas/iba/assistant/company';
import { readDdContent } from '../../src/areas/prma/dueDiligence/content';
import { ONE_ENGINE, insertRecord, withApp, type Client, type TestApp } from '../fixtures';
import { jobCalls } from '../fixtures/jobs';

const SUMMARY = '/esee/enterpriseInfo/getRiskSummary';
const CHECKLIST = '/esee/cba/entSearch/riskChecklist';
const RECENT = '/esee/enterpriseInfo/getRecentRisks';
/** A date column's day, as either engine gives it. */
const dayOf = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/**
 * One risk summary on every page (issue 36): a company judged as 被告 with a 法院公告 three weeks old reads the
 * same on the detail page, 单企业查询, the profile report, the credit report, due diligence, monitoring and the
 * assistant; and for a sample of companies with records, the pages agree with each other and with the records.
 */
describe.each(ONE_ENGINE)('risk summary on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let company: { entId: string; name: string };
  const report = jobCalls<CompanyReport>('/esee/report/list', '/esee/report/download', ['generating'], 2000);

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 400, seed: 42, today: new Date('2026-11-22') } });
    analyst = await t.client('analyst');
    const db = t.database.db;
    // An active company without any risk record, watched by the analyst, then judged against and summoned.
    const { rows } = await sql<{ entId: string; name: string }>`
      select c.ent_id as "entId", c.name from company c
      where c.status like '存续%' and not exists (select 1 from record r where r.company_id = c.ent_id
        and r.kind = any(${sql.val(RISK_KINDS.map((k) => k.kind))}))
      order by c.ent_id limit 1
    `.execute(db);
    company = rows[0]!;
    expect((await analyst.post('/esee/monitorManage/addMonitorObj', { entIds: [company.entId] })).code).toBe(
      ResultCode.OK,
    );
    const today = t.clock.now();
    await insertRecord(db, {
      id: 'RS-JUDGED',
      entId: company.entId,
      kind: 'judgmentDocument',
      day: chinaDay(today, -60),
      fields: {
        title: '买卖合同纠纷一审民事判决书',
        caseNo: '（2026）沪0115民初1234号',
        role: '被告',
        docType: '判决书',
      },
    });
    await insertRecord(db, {
      id: 'RS-SUING',
      entId: company.entId,
      kind: 'judgmentDocument',
      day: chinaDay(today, -30),
      fields: {
        title: '服务合同纠纷一审民事判决书',
        caseNo: '（2026）沪0115民初2345号',
        role: '原告',
        docType: '判决书',
      },
    });
    await insertRecord(db, {
      id: 'RS-NOTICE',
      entId: company.entId,
      kind: 'courtAnnouncement',
      day: chinaDay(today, -21),
      fields: { caseNo: '（2026）沪0115民初1234号', noticeType: '起诉状副本及开庭传票' },
    });
  });
  afterAll(() => t?.close());

  const summaryOf = async (entId: string): Promise<RiskSummary> => {
    const res = await analyst.post(SUMMARY, { entId });
    expect(res.code).toBe(ResultCode.OK);
    return res.data;
  };

  it('counts the judgment against the company and the court notice, not the case it brought', async () => {
    const s = await summaryOf(company.entId);
    const found = Object.fromEntries(s.items.filter((i) => i.count > 0).map((i) => [i.kind, i.count]));
    expect(found).toEqual({ judgmentDocument: 1, courtAnnouncement: 1 });
    expect(s).toMatchObject({ total: 2, recent: 2, grade: 'B', latestDate: chinaDay(t.clock.now(), -21) });
    expect(s.window).toEqual({ days: 90, from: chinaDay(t.clock.now(), -89), to: chinaDay(t.clock.now()) });
    const recent = (await analyst.post(RECENT, { entId: company.entId })).data as { id: string }[];
    expect(recent.map((r) => r.id).sort()).toEqual(['RS-JUDGED', 'RS-NOTICE']);
  });

  it('单企业查询 says the same, with both new within 90 days', async () => {
    const s = await summaryOf(company.entId);
    const c: RiskChecklist = (await analyst.post(CHECKLIST, { entId: company.entId })).data;
    expect(c.items).toEqual(s.items);
    expect(c.watch.newRisks).toBe(2);
  });

  it('the profile report (授信尽调版) reports the risks instead of 「未发现司法与经营风险信息」', async () => {
    const res = await analyst.post('/esee/report/create', { entId: company.entId, template: 'credit' });
    expect((await report.settled(analyst, res.data.jobId)).state).toBe('success');
    const text = await extractPdfText((await report.download(analyst, res.data.jobId)).rawPayload);
    expect(text).toContain('发现 2 类风险信息，共 2 条，其中近90天新增 2 条');
    expect(text).not.toContain('未发现司法与经营风险信息');
  });

  it('the credit report keeps the same summary and deducts for the judgment', async () => {
    const res = await analyst.post('/esee/prma/creditReport/create', { entId: company.entId });
    expect(res.code).toBe(ResultCode.OK);
    const credit = res.data as CreditReport;
    expect(credit.risks).toEqual(await summaryOf(company.entId));
    expect(credit.findings.some((f) => f.source.id === 'RS-JUDGED' && f.tone === 'risk')).toBe(true);
  });

  it('due diligence grades B and lists both kinds, not 「A 无风险记录」', async () => {
    const dd = await readDdContent(
      t.database.db,
      { entId: company.entId, dimensions: ['judicial', 'operating'], projectName: null, counterpartIds: [] },
      t.clock.now(),
    );
    expect(dd.grade).toBe('B');
    expect(dd.risks.map((r) => r.label).sort()).toEqual(['法院公告', '败诉/被告'].sort());
  });

  it('monitoring alerts on both, and not on the case the company brought', async () => {
    const alerts = await t.database.db
      .selectFrom('monitor_alert')
      .select(['record_id'])
      .where('ent_id', '=', company.entId)
      .where('source', '=', 'record')
      .execute();
    expect(alerts.map((a) => a.record_id).sort()).toEqual(['RS-JUDGED', 'RS-NOTICE']);
    // The alert rules cover exactly the kinds the summary counts (and negative news).
    const rules = await t.database.db
      .selectFrom('monitor_rule')
      .select('kind')
      .where('source', '=', 'record')
      .where('kind', '<>', 'news')
      .execute();
    expect(rules.map((r) => r.kind).sort()).toEqual(RISK_KINDS.map((k) => k.kind).sort());
  });

  it('the assistant answers with the same count and grade', async () => {
    const [risk] = await companySources(t.app, company, ['risk']);
    expect(risk!.sentence).toContain('风险等级为B，共有风险记录2条');
  });

  it('for a sample of companies with records, the summary matches the records and every page agrees', async () => {
    const db = t.database.db;
    const { rows } = await sql<{ company_id: string }>`
      select company_id from record where kind = any(${sql.val(RISK_KINDS.map((k) => k.kind))})
      group by company_id order by count(*) desc, company_id limit 12
    `.execute(db);
    expect(rows.length).toBe(12);
    const asOf = chinaDay(t.clock.now());
    for (const { company_id: entId } of rows) {
      const records = (
        await db
          .selectFrom('record')
          .select(['kind', 'payload', 'record_date'])
          .where('company_id', '=', entId)
          .execute()
      ).filter(
        (r) =>
          countsAsRisk(r.kind, r.payload as Record<string, unknown>) &&
          (!r.record_date || dayOf(r.record_date) <= asOf),
      );
      const s = await summaryOf(entId);
      expect(s.total, entId).toBe(records.length);
      const c: RiskChecklist = (await analyst.post(CHECKLIST, { entId })).data;
      expect(c.items, entId).toEqual(s.items);
      expect(c.grade, entId).toBe(s.grade);
      const dd = await readDdContent(
        db,
        { entId, dimensions: ['judicial', 'operating'], projectName: null, counterpartIds: [] },
        t.clock.now(),
      );
      expect(dd.grade, entId).toBe(s.grade);
      expect(
        dd.risks.reduce((n, r) => n + r.count, 0),
        entId,
      ).toBe(s.total);
      const name = (await db.selectFrom('company').select('name').where('ent_id', '=', entId).executeTakeFirstOrThrow())
        .name;
      const [risk] = await companySources(t.app, { entId, name }, ['risk']);
      expect(risk!.sentence, entId).toContain(`风险等级为${s.grade}，共有风险记录${s.total}条`);
    }
  });
});

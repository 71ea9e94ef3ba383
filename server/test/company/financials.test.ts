import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINANCIAL_ITEMS,
  ResultCode,
  type CreditReport,
  type EnterpriseInfo,
  type FinancialStatements,
  type FinancialYear,
} from '@esee/contracts';
import { DataSetRejected, loadDataSet } from '../../src/data/load';
import { extractPdfText } from '../../src/platform/files/pdf';
import { ONE_ENGINE, withApp, type Client, type TestApp } from '../fixtures';

const STATEMENTS = '/esee/enterpriseInfo/getFinancialStatements';
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/**
 * 财务信息 (issue 39): a company's statements as loaded, with the ratios computed once on the server; a company
 * without statements answers an empty list, an unknown one 未找到该企业; every signed-in user reads them, as the
 * other company-detail calls; the credit report keeps the latest year's 财务概况; a vendor's update replaces a
 * company-year and a line that does not add up is refused.
 */
describe.each(ONE_ENGINE)('financial statements on %s', (engine) => {
  let t: TestApp;
  let analyst: Client;
  let outsider: Client;
  /** The company with the most years of statements, and one without any. */
  let withStatements: string;
  let without: string;
  const folders: string[] = [];

  beforeAll(async () => {
    t = await withApp({ engine, data: { companies: 400, seed: 42, today: new Date('2026-11-22') } });
    [analyst, outsider] = await Promise.all([t.client('analyst'), t.client('demo2')]);
    const db = t.database.db;
    const { rows } = await sql<{ ent_id: string }>`
      select ent_id from financial_statement group by ent_id order by count(*) desc, ent_id limit 1`.execute(db);
    withStatements = rows[0]!.ent_id;
    const none = await sql<{ ent_id: string }>`
      select ent_id from company c where not exists (select 1 from financial_statement f where f.ent_id = c.ent_id)
      order by ent_id limit 1`.execute(db);
    without = none.rows[0]!.ent_id;
  });
  afterAll(async () => {
    for (const f of folders) rmSync(f, { recursive: true, force: true });
    await t?.close();
  });

  const statementsOf = async (who: Client, entId: string): Promise<FinancialStatements> => {
    const res = await who.post(STATEMENTS, { entId });
    expect(res.code, res.message).toBe(ResultCode.OK);
    return res.data;
  };

  it('answers the years newest first, every item in 元 as loaded, and the ratios of each year', async () => {
    const s = await statementsOf(analyst, withStatements);
    expect(s).toMatchObject({ entId: withStatements, unit: '元' });
    expect(s.years.length).toBeGreaterThanOrEqual(3);
    expect(s.years.map((y) => y.fiscalYear)).toEqual([...s.years.map((y) => y.fiscalYear)].sort((a, b) => b - a));
    for (const statement of ['balanceSheet', 'incomeStatement', 'cashFlow'] as const)
      expect(Object.keys(s.years[0]![statement]).sort()).toEqual(FINANCIAL_ITEMS[statement].map((i) => i.key).sort());
    const stored = await t.database.db
      .selectFrom('financial_statement')
      .select(['fiscal_year', 'income_statement'])
      .where('ent_id', '=', withStatements)
      .execute();
    const revenue = new Map(
      stored.map((r) => [
        r.fiscal_year,
        (typeof r.income_statement === 'string' ? JSON.parse(r.income_statement) : r.income_statement).revenue,
      ]),
    );
    for (const [k, y] of s.years.entries()) {
      expect(y.incomeStatement.revenue, String(y.fiscalYear)).toBe(revenue.get(y.fiscalYear));
      expect(y.publishDate! > `${y.fiscalYear}-12-31`).toBe(true);
      const prior: FinancialYear | undefined = s.years[k + 1];
      const b = y.balanceSheet;
      const i = y.incomeStatement;
      expect(y.ratios.debtRatio).toBe(round4(b.totalLiabilities / b.totalAssets));
      expect(y.ratios.grossMargin).toBe(round4((i.revenue - i.costOfSales) / i.revenue));
      expect(y.ratios.netMargin).toBe(round4(i.netProfit / i.revenue));
      expect(y.ratios.currentRatio).toBe(round4(b.currentAssets / b.currentLiabilities));
      const equity = prior ? (b.parentEquity! + prior.balanceSheet.parentEquity!) / 2 : b.parentEquity!;
      expect(y.ratios.roe).toBe(round4(i.parentNetProfit / equity));
      expect(y.ratios.revenueGrowth).toBe(
        prior ? round4((i.revenue - prior.incomeStatement.revenue) / prior.incomeStatement.revenue) : null,
      );
      expect(y.ratios.debtRatio! > 0 && y.ratios.debtRatio! < 1).toBe(true);
    }
    // The detail page counts the years beside its other sections.
    const info: EnterpriseInfo = (await analyst.post('/esee/enterpriseInfo/getEnterpriseInfo', { eid: withStatements }))
      .data;
    expect(info.counts.financials).toBe(s.years.length);
  });

  it('answers an empty list for a company without statements, 未找到该企业 for an unknown one', async () => {
    expect((await statementsOf(analyst, without)).years).toEqual([]);
    for (const body of [{ entId: 'E-NO-SUCH' }, { entName: '不存在的某某科技有限公司' }]) {
      const res = await analyst.post(STATEMENTS, body);
      expect(res).toMatchObject({ code: ResultCode.NOT_FOUND, message: '未找到该企业' });
    }
    expect((await analyst.post(STATEMENTS, {})).code).toBe(ResultCode.BAD_REQUEST);
  });

  it('needs a session, and reads the same for a user of another institution (register data, as its neighbours)', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: STATEMENTS, payload: { entId: withStatements } });
    expect(anonymous.json().code).toBe(ResultCode.INVALID_SESSION);
    expect(await statementsOf(outsider, withStatements)).toEqual(await statementsOf(analyst, withStatements));
  });

  it('the credit report keeps the latest year as 财务概况 and prints it', async () => {
    const s = await statementsOf(analyst, withStatements);
    const res = await analyst.post('/esee/prma/creditReport/create', { entId: withStatements });
    expect(res.code).toBe(ResultCode.OK);
    const report = res.data as CreditReport;
    const latest = s.years[0]!;
    expect(report.financials).toEqual({
      fiscalYear: latest.fiscalYear,
      auditOpinion: latest.auditOpinion,
      revenue: latest.incomeStatement.revenue,
      netProfit: latest.incomeStatement.netProfit,
      parentNetProfit: latest.incomeStatement.parentNetProfit,
      totalAssets: latest.balanceSheet.totalAssets,
      totalLiabilities: latest.balanceSheet.totalLiabilities,
      totalEquity: latest.balanceSheet.totalEquity,
      operatingCashFlow: latest.cashFlow.operatingCashFlow,
      ratios: latest.ratios,
    });
    const pdf = await analyst.inject({ method: 'GET', url: `/esee/prma/creditReport/pdf?reportId=${report.reportId}` });
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s/g, '');
    expect(text).toContain(`财务概况（${latest.fiscalYear}年度）`);
    expect(text).toContain(`${(latest.ratios.debtRatio! * 100).toFixed(2)}%`);
    const plain = (await analyst.post('/esee/prma/creditReport/create', { entId: without })).data as CreditReport;
    expect(plain.financials).toBeNull();
  });

  /** A data set of one financials line, in a folder removed after the tests. */
  const updateWith = (row: object) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'financials-update-'));
    folders.push(dir);
    writeFileSync(path.join(dir, 'financials.jsonl'), `${JSON.stringify(row)}\n`);
    return dir;
  };

  it('a vendor update replaces a company-year; a line whose balance sheet does not balance is refused', async () => {
    const years = (await statementsOf(analyst, withStatements)).years;
    const before = years[0]!;
    const line = {
      companyId: withStatements,
      fiscalYear: before.fiscalYear,
      reportType: '年报',
      publishDate: before.publishDate,
      auditOpinion: before.auditOpinion,
      balanceSheet: before.balanceSheet,
      // Revenue and cost up alike: every identity still holds.
      incomeStatement: {
        ...before.incomeStatement,
        revenue: before.incomeStatement.revenue + 1000,
        costOfSales: before.incomeStatement.costOfSales + 1000,
      },
      cashFlow: before.cashFlow,
    };
    await loadDataSet(t.database.db, updateWith(line));
    const after = (await statementsOf(analyst, withStatements)).years;
    expect(after[0]!.incomeStatement.revenue).toBe(before.incomeStatement.revenue + 1000);
    expect(after.map((y) => y.fiscalYear)).toEqual(years.map((y) => y.fiscalYear));

    const unbalanced = {
      ...line,
      balanceSheet: { ...before.balanceSheet, totalAssets: before.balanceSheet.totalAssets + 10_000 },
    };
    const error = await loadDataSet(t.database.db, updateWith(unbalanced)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataSetRejected);
    expect((error as DataSetRejected).problems[0]).toMatchObject({ file: 'financials.jsonl', line: 1 });
    expect((error as DataSetRejected).message).toContain('资产总计');
  });
});

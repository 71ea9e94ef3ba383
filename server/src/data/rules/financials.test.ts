import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FinancialRow } from '../format';
import { financialPlausibilityRule, financialStatementsRule, GROSS_MARGIN_BANDS, grossMarginBand } from './financials';
import { checkConsistency } from './index';
import type { CompanyFacts, DisclosureFacts, RuleContext } from './rule';

const W = 1_000_000;
/** A statement set that adds up (百万元 × 1,000,000 = 元): 资产 1,000 = 负债 600 + 权益 400, 净利润 100 = 125 − 25. */
const good = (): FinancialRow => ({
  companyId: 'E1',
  fiscalYear: 2025,
  reportType: '年报',
  publishDate: '2026-04-20',
  auditOpinion: '标准无保留意见',
  balanceSheet: {
    cash: 100 * W,
    accountsReceivable: 200 * W,
    inventory: 150 * W,
    currentAssets: 600 * W,
    fixedAssets: 300 * W,
    intangibleAssets: 50 * W,
    nonCurrentAssets: 400 * W,
    totalAssets: 1000 * W,
    shortTermLoans: 100 * W,
    accountsPayable: 150 * W,
    currentLiabilities: 300 * W,
    longTermLoans: 200 * W,
    nonCurrentLiabilities: 300 * W,
    totalLiabilities: 600 * W,
    paidInCapital: 100 * W,
    capitalReserve: 50 * W,
    surplusReserve: 30 * W,
    retainedEarnings: 180 * W,
    parentEquity: 360 * W,
    minorityInterests: 40 * W,
    totalEquity: 400 * W,
    totalLiabilitiesAndEquity: 1000 * W,
  },
  incomeStatement: {
    revenue: 1000 * W,
    costOfSales: 700 * W,
    sellingExpenses: 50 * W,
    adminExpenses: 60 * W,
    rdExpenses: 30 * W,
    financeExpenses: 10 * W,
    operatingProfit: 120 * W,
    totalProfit: 125 * W,
    incomeTax: 25 * W,
    netProfit: 100 * W,
    parentNetProfit: 90 * W,
    minorityProfit: 10 * W,
  },
  cashFlow: {
    operatingCashFlow: 150 * W,
    investingCashFlow: -80 * W,
    financingCashFlow: -30 * W,
    fxEffect: 2 * W,
    netCashIncrease: 42 * W,
    beginningCash: 58 * W,
    endingCash: 100 * W,
  },
});

/** `good()` with some items of its statements changed. */
const changed = (edit: { balanceSheet?: object; incomeStatement?: object; cashFlow?: object }, row = good()) =>
  ({
    ...row,
    balanceSheet: { ...row.balanceSheet, ...edit.balanceSheet },
    incomeStatement: { ...row.incomeStatement, ...edit.incomeStatement },
    cashFlow: { ...row.cashFlow, ...edit.cashFlow },
  }) as unknown as Record<string, unknown>;

const listedMaker: CompanyFacts = {
  orgType: '股份有限公司(上市、自然人投资或控股)',
  estDate: '2008-05-01',
  regionCode: '320105',
  industryCode: 'C3985',
  regCapital: 100 * W,
  listed: true,
};
const listedOn = (board: string, listDate = '2015-06-01'): DisclosureFacts => ({
  listed: true,
  board,
  listDate,
  ipo: false,
  reviewed: false,
  hasBonds: false,
});
const ctx = (company?: CompanyFacts, disclosure?: DisclosureFacts, years?: Map<number, number | null>): RuleContext => ({
  company: () => company,
  holders: () => undefined,
  chains: [],
  disclosure: () => disclosure,
  statements: () => years,
  parentEquity: () => undefined,
});
const identities = (row: Record<string, unknown>, c = ctx()) => financialStatementsRule.check('financials', row, c)!;
const plausible = (row: Record<string, unknown>, c = ctx(listedMaker, listedOn('创业板'))) =>
  financialPlausibilityRule.check('financials', row, c)!;
const asRow = (r: FinancialRow) => r as unknown as Record<string, unknown>;

describe('the statements’ identities', () => {
  it('hold for statements that add up, and within half a 元 a term of rounding', () => {
    expect(identities(asRow(good()))).toEqual([]);
    // 资产总计 one 元 over 负债 + 权益 (three terms: 1.5 元 of rounding) still holds; 2 元 does not.
    const off = (yuan: number) =>
      changed({ balanceSheet: { totalAssets: 1000 * W + yuan, nonCurrentAssets: 400 * W + yuan, totalLiabilitiesAndEquity: 1000 * W + yuan } });
    expect(identities(off(1))).toEqual([]);
    expect(identities(off(2)).join()).toContain('资产总计');
  });

  it('refuse each identity broken, naming the company, the year and the figures', () => {
    const cases: [Record<string, unknown>, string][] = [
      [changed({ balanceSheet: { totalAssets: 1001 * W, totalLiabilitiesAndEquity: 1001 * W, nonCurrentAssets: 401 * W } }), '资产总计 1,001,000,000 元 ≠ 负债合计 + 所有者权益合计'],
      [changed({ balanceSheet: { currentAssets: 610 * W } }), '资产总计 1,000,000,000 元 ≠ 流动资产合计 + 非流动资产合计'],
      [changed({ balanceSheet: { nonCurrentLiabilities: 310 * W } }), '负债合计 600,000,000 元 ≠ 流动负债合计 + 非流动负债合计'],
      [changed({ balanceSheet: { totalLiabilitiesAndEquity: 999 * W } }), '负债和所有者权益总计'],
      [changed({ balanceSheet: { minorityInterests: 50 * W } }), '所有者权益合计 400,000,000 元 ≠ 归属于母公司所有者权益合计 + 少数股东权益'],
      [changed({ balanceSheet: { cash: 300 * W } }), '货币资金 + 应收账款 + 存货 650,000,000 元 超过 流动资产合计'],
      [changed({ balanceSheet: { shortTermLoans: 200 * W } }), '超过 流动负债合计'],
      [changed({ incomeStatement: { incomeTax: 20 * W } }), '净利润 100,000,000 元 ≠ 利润总额 − 所得税费用'],
      [changed({ incomeStatement: { minorityProfit: 20 * W } }), '净利润 100,000,000 元 ≠ 归属于母公司所有者的净利润 + 少数股东损益'],
      [changed({ cashFlow: { fxEffect: 0 } }), '现金及现金等价物净增加额 42,000,000 元 ≠ 经营活动产生的现金流量净额'],
      [changed({ cashFlow: { beginningCash: 60 * W } }), '期末现金及现金等价物余额 100,000,000 元 ≠ 期初现金及现金等价物余额'],
      [changed({ balanceSheet: { inventory: -1 * W, currentAssets: 600 * W } }), '存货 -1,000,000 元 不应为负数'],
    ];
    for (const [row, message] of cases) {
      const problems = identities(row);
      expect(problems.join('\n'), message).toContain(message);
      expect(problems[0]).toMatch(/^E1 2025年：/);
    }
  });

  it('carry the year before’s closing cash into the year’s opening cash, and leave out what is not given', () => {
    expect(identities(asRow(good()), ctx(undefined, undefined, new Map([[2024, 58 * W], [2025, 100 * W]])))).toEqual([]);
    expect(identities(asRow(good()), ctx(undefined, undefined, new Map([[2024, 57 * W]])))[0]).toContain('≠ 2024年期末余额');
    // A vendor's line without 汇率变动 or 少数股东损益 is judged on what it gives.
    expect(identities(changed({ cashFlow: { fxEffect: null, netCashIncrease: 40 * W, endingCash: 98 * W } }))).toEqual([]);
    expect(identities(changed({ incomeStatement: { minorityProfit: null } }))).toEqual([]);
  });
});

describe('who has statements, for which years, with which ratios', () => {
  it('holds for a listed company’s past year within its industry’s margins', () => {
    expect(plausible(asRow(good()))).toEqual([]);
  });

  it('refuses a company that publishes none, a year not ended or before the founding', () => {
    const smallCompany = { ...listedMaker, listed: false, orgType: '有限责任公司(自然人投资或控股)' };
    expect(plausible(asRow(good()), ctx(smallCompany, undefined))[0]).toContain('不应有公开的财务报表');
    for (const d of [{ ipo: true }, { reviewed: true }, { hasBonds: true }])
      expect(plausible(asRow(good()), ctx(smallCompany, { ...listedOn(''), listed: false, board: null, ...d }))).toEqual([]);
    // The test clock is pinned in 2026: its year has not ended.
    expect(plausible(asRow({ ...good(), fiscalYear: 2026, publishDate: '2027-04-01' })).join()).toContain('尚未结束');
    expect(plausible(asRow({ ...good(), fiscalYear: 2007 }), ctx(listedMaker, listedOn('创业板'))).join()).toContain('早于企业成立');
  });

  it('refuses a debt ratio outside 0–100% and a gross margin outside the industry’s band; a bank’s margin is not judged', () => {
    const insolvent = changed({ balanceSheet: { totalLiabilities: 1100 * W, nonCurrentLiabilities: 800 * W, totalEquity: -100 * W } });
    expect(plausible(insolvent).join()).toContain('资产负债率 110.00% 不在 0–100% 之间');
    // A cost of sales in 元 beside a revenue in 万元: a margin no manufacturer reports.
    const unitError = changed({ incomeStatement: { costOfSales: 7000 * W } });
    expect(plausible(unitError).join()).toContain('毛利率 -600.00% 超出行业（C3985）的合理范围');
    const bank = { ...listedMaker, industryCode: 'J6620' };
    expect(plausible(unitError, ctx(bank, listedOn('主板')))).toEqual([]);
    expect(grossMarginBand('J6930')).toEqual(GROSS_MARGIN_BANDS.J);
  });

  it('wants a listed company’s latest 股本 equal to its registered capital and at least the board’s minimum', () => {
    const years = new Map([[2024, null], [2025, null]]);
    const bigger = { ...listedMaker, regCapital: 120 * W };
    expect(plausible(asRow(good()), ctx(bigger, listedOn('创业板'), years))[0]).toContain('应等于注册资本');
    // An earlier year's 股本 may differ (a placement since).
    expect(plausible(asRow({ ...good(), fiscalYear: 2024 }), ctx(bigger, listedOn('创业板'), years))).toEqual([]);
    // 4000万元 of 股本 on 主板 after listing: under 5000万 (on 创业板 enough).
    const small = changed({ balanceSheet: { paidInCapital: 40 * W, capitalReserve: 110 * W } });
    const smallMaker = { ...listedMaker, regCapital: 40 * W };
    expect(plausible(small, ctx(smallMaker, listedOn('主板'), years)).join()).toContain('低于上市规则要求的 50,000,000 元');
    expect(plausible(small, ctx(smallMaker, listedOn('主板', '2026-03-01'), years))).toEqual([]);
    expect(plausible(small, ctx(smallMaker, listedOn('创业板'), years))).toEqual([]);
  });
});

describe('the check of a folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'financial-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('names the line of a company that publishes no statements and of a year whose cash does not carry over', async () => {
    const lines = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    writeFileSync(
      path.join(dir, 'companies.jsonl'),
      lines([
        { entId: 'E1', name: '南京旭弘电子股份有限公司', orgType: listedMaker.orgType, estDate: '2008-05-01', regionCode: '320105', industryCode: 'C3985', regCapital: 100 * W, listed: true },
        { entId: 'E2', name: '南京泰和电子有限公司', orgType: '有限责任公司(自然人投资或控股)', estDate: '2008-05-01', regionCode: '320105', industryCode: 'C3985', regCapital: 100 * W },
      ]),
    );
    writeFileSync(path.join(dir, 'listings.jsonl'), lines([{ companyId: 'E1', board: '创业板', stockCode: '300001.SZ', listDate: '2015-06-01' }]));
    const earlier = { ...good(), fiscalYear: 2024, publishDate: '2025-04-20', cashFlow: { ...good().cashFlow, endingCash: 57 * W, netCashIncrease: 41 * W, financingCashFlow: -31 * W, beginningCash: 16 * W } };
    writeFileSync(path.join(dir, 'financials.jsonl'), lines([earlier, good(), { ...good(), companyId: 'E2' }]));
    const results = await checkConsistency(dir);
    const of = (key: string) => results.find((r) => r.key === key)!;
    expect(of('financialStatements')).toMatchObject({ checked: 3, passed: 2, breaches: [{ file: 'financials.jsonl', line: 2 }] });
    expect(of('financialPlausibility')).toMatchObject({ checked: 3, passed: 2, breaches: [{ file: 'financials.jsonl', line: 3 }] });
  });
});

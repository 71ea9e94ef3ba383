import {
  FINANCIAL_RATIOS,
  moneyText,
  type BalanceSheet,
  type CashFlowStatement,
  type FinancialRatios,
  type FinancialStatements,
  type FinancialSummary,
  type FinancialYear,
  type IncomeStatement,
} from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { day } from '../../platform/db/paging';
import { notFound } from '../../platform/http/errors';

/*
 * A company's financial statements and their key ratios, computed here and nowhere else: the detail page's 财务信息,
 * the credit report's 财务概况 and the IBA review page's summary read them (docs/company.md, 财务信息). The browser
 * computes no ratio.
 */

interface Statements {
  balanceSheet: BalanceSheet;
  incomeStatement: IncomeStatement;
  cashFlow: CashFlowStatement;
}

/** A share or a multiple, to four decimals (0.1234 = 12.34%); null when the denominator is not above zero. */
const ratio = (numerator: number | null, denominator: number | null): number | null =>
  numerator === null || denominator === null || denominator <= 0
    ? null
    : Math.round((numerator / denominator) * 10_000) / 10_000;

/**
 * The key ratios of a year, from its statements and, for the averages and growth, the year before's (absent: the
 * first year shown). 资产负债率 = 负债合计 / 资产总计; 毛利率 = (营业总收入 − 营业成本) / 营业总收入; 净利率 = 净利润 /
 * 营业总收入; ROE = 归属于母公司所有者的净利润 / 归母权益的期初期末平均 (期末 alone without the year before; 所有者权益合计
 * when the statements give no 归母权益); 流动比率 = 流动资产合计 / 流动负债合计; 营收同比 = 营业总收入的增长 / 上年营业总收入.
 */
export function ratiosOf(year: Statements, prior?: Statements): FinancialRatios {
  const b = year.balanceSheet;
  const i = year.incomeStatement;
  const equityOf = (s: Statements) => s.balanceSheet.parentEquity ?? s.balanceSheet.totalEquity;
  const averageEquity = prior ? (equityOf(year) + equityOf(prior)) / 2 : equityOf(year);
  const priorRevenue = prior?.incomeStatement.revenue ?? null;
  return {
    debtRatio: ratio(b.totalLiabilities, b.totalAssets),
    grossMargin: ratio(i.revenue - i.costOfSales, i.revenue),
    netMargin: ratio(i.netProfit, i.revenue),
    roe: ratio(i.parentNetProfit, averageEquity),
    currentRatio: ratio(b.currentAssets, b.currentLiabilities),
    revenueGrowth: priorRevenue === null ? null : ratio(i.revenue - priorRevenue, priorRevenue),
  };
}

/** pg gives jsonb parsed, the embedded engine now and then as text. */
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A company's annual statements, the newest year first, each with its ratios; an unknown company is not found. */
export async function financialStatements(db: Db, entId: string): Promise<FinancialStatements> {
  const [company, rows] = await Promise.all([
    db.selectFrom('company').select('name').where('ent_id', '=', entId).executeTakeFirst(),
    db
      .selectFrom('financial_statement')
      .select(['fiscal_year', 'report_type', 'audit_opinion', 'balance_sheet', 'income_statement', 'cash_flow'])
      .select(day('publish_date').as('published'))
      .where('ent_id', '=', entId)
      .where('report_type', '=', '年报')
      .orderBy('fiscal_year', 'desc')
      .execute(),
  ]);
  if (!company) throw notFound('未找到该企业');
  const statements = rows.map((r) => ({
    fiscalYear: r.fiscal_year,
    statements: {
      balanceSheet: parsed<BalanceSheet>(r.balance_sheet),
      incomeStatement: parsed<IncomeStatement>(r.income_statement),
      cashFlow: parsed<CashFlowStatement>(r.cash_flow),
    },
    row: r,
  }));
  const years: FinancialYear[] = statements.map((s, k) => {
    const prior = statements[k + 1]?.fiscalYear === s.fiscalYear - 1 ? statements[k + 1]!.statements : undefined;
    return {
      fiscalYear: s.fiscalYear,
      reportType: s.row.report_type,
      publishDate: s.row.published,
      auditOpinion: s.row.audit_opinion,
      ...s.statements,
      ratios: ratiosOf(s.statements, prior),
    };
  });
  return { entId, name: company.name, unit: '元', years };
}

/** The latest year's key figures and ratios (财务概况), or null for a company that publishes no statements. */
export function summaryOf(statements: FinancialStatements): FinancialSummary | null {
  const latest = statements.years[0];
  if (!latest) return null;
  const { balanceSheet: b, incomeStatement: i, cashFlow: c } = latest;
  return {
    fiscalYear: latest.fiscalYear,
    auditOpinion: latest.auditOpinion,
    revenue: i.revenue,
    netProfit: i.netProfit,
    parentNetProfit: i.parentNetProfit,
    totalAssets: b.totalAssets,
    totalLiabilities: b.totalLiabilities,
    totalEquity: b.totalEquity,
    operatingCashFlow: c.operatingCashFlow,
    ratios: latest.ratios,
  };
}

/** The company's 财务概况: its latest year's figures and ratios, null without statements. */
export async function latestFinancials(db: Db, entId: string): Promise<FinancialSummary | null> {
  return summaryOf(await financialStatements(db, entId));
}

/** A ratio as a document writes it: a share as 12.34%, a multiple as 1.52 倍, - when not computable. */
export const ratioText = (key: (typeof FINANCIAL_RATIOS)[number]['key'], value: number | null): string => {
  if (value === null) return '-';
  const share = FINANCIAL_RATIOS.find((r) => r.key === key)!.share;
  return share ? `${(value * 100).toFixed(2)}%` : `${value.toFixed(2)} 倍`;
};

/** 财务概况 as a document's key-value lines: the latest year's figures (the page's money text) and the ratios. */
export function summaryFacts(s: FinancialSummary): [string, string][] {
  return [
    ['报告期', `${s.fiscalYear}年度（合并报表）`],
    ['审计意见', s.auditOpinion ?? '未披露'],
    ['营业总收入', moneyText(s.revenue)],
    ['净利润', moneyText(s.netProfit)],
    ['归属于母公司所有者的净利润', moneyText(s.parentNetProfit)],
    ['资产总计', moneyText(s.totalAssets)],
    ['负债合计', moneyText(s.totalLiabilities)],
    ['所有者权益合计', moneyText(s.totalEquity)],
    ['经营活动产生的现金流量净额', moneyText(s.operatingCashFlow)],
    ...FINANCIAL_RATIOS.map((r): [string, string] => [r.title, ratioText(r.key, s.ratios[r.key])]),
  ];
}

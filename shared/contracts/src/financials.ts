import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { NullableYuan, Yuan } from './money';

/**
 * Financial statements (财务报表) of the companies that publish them: listed companies, IPO issuers and bond
 * issuers (issue 39). One annual (年报) statement set a company and fiscal year, consolidated (合并报表), in the
 * layout of the general enterprise format (一般企业财务报表格式, 财会〔2019〕6号) at the depth an analyst reads:
 * the items below, in the order of the statements. Amounts are in 元 in the data set and the API; a page shows them
 * through the one money formatter. The ratios are computed once, on the server (core/companies/financials.ts).
 */

/** The three statements, in the order they are read. */
export const FINANCIAL_STATEMENTS = ['balanceSheet', 'incomeStatement', 'cashFlow'] as const;
export type FinancialStatementKey = (typeof FINANCIAL_STATEMENTS)[number];

export const FINANCIAL_STATEMENT_TITLES: Record<FinancialStatementKey, string> = {
  balanceSheet: '资产负债表',
  incomeStatement: '利润表',
  cashFlow: '现金流量表',
};

export interface FinancialItem {
  key: string;
  title: string;
  /** A subtotal or total (合计, 总计, a profit line): set apart in the table. */
  total?: boolean;
  /** Every statement set has it; the others may be null (not disclosed separately). */
  required?: boolean;
}

/** An item with its flags as literal types: the figures' type knows which items are required. */
function item<K extends string, F extends { total?: true; required?: true } = Record<never, never>>(
  key: K,
  title: string,
  flags?: F,
): { key: K; title: string } & F {
  return { key, title, ...flags } as { key: K; title: string } & F;
}

/** The items of each statement, in the statement's order. */
export const FINANCIAL_ITEMS = {
  balanceSheet: [
    item('cash', '货币资金'),
    item('accountsReceivable', '应收账款'),
    item('inventory', '存货'),
    item('currentAssets', '流动资产合计', { total: true, required: true }),
    item('fixedAssets', '固定资产'),
    item('intangibleAssets', '无形资产'),
    item('nonCurrentAssets', '非流动资产合计', { total: true, required: true }),
    item('totalAssets', '资产总计', { total: true, required: true }),
    item('shortTermLoans', '短期借款'),
    item('accountsPayable', '应付账款'),
    item('currentLiabilities', '流动负债合计', { total: true, required: true }),
    item('longTermLoans', '长期借款'),
    item('nonCurrentLiabilities', '非流动负债合计', { total: true, required: true }),
    item('totalLiabilities', '负债合计', { total: true, required: true }),
    item('paidInCapital', '实收资本（或股本）', { required: true }),
    item('capitalReserve', '资本公积'),
    item('surplusReserve', '盈余公积'),
    item('retainedEarnings', '未分配利润'),
    item('parentEquity', '归属于母公司所有者权益合计', { total: true }),
    item('minorityInterests', '少数股东权益'),
    item('totalEquity', '所有者权益合计', { total: true, required: true }),
    item('totalLiabilitiesAndEquity', '负债和所有者权益总计', { total: true, required: true }),
  ],
  incomeStatement: [
    item('revenue', '营业总收入', { total: true, required: true }),
    item('costOfSales', '营业成本', { required: true }),
    item('sellingExpenses', '销售费用'),
    item('adminExpenses', '管理费用'),
    item('rdExpenses', '研发费用'),
    item('financeExpenses', '财务费用'),
    item('operatingProfit', '营业利润', { total: true, required: true }),
    item('totalProfit', '利润总额', { total: true, required: true }),
    item('incomeTax', '所得税费用', { required: true }),
    item('netProfit', '净利润', { total: true, required: true }),
    item('parentNetProfit', '归属于母公司所有者的净利润', { required: true }),
    item('minorityProfit', '少数股东损益'),
  ],
  cashFlow: [
    item('operatingCashFlow', '经营活动产生的现金流量净额', { required: true }),
    item('investingCashFlow', '投资活动产生的现金流量净额', { required: true }),
    item('financingCashFlow', '筹资活动产生的现金流量净额', { required: true }),
    item('fxEffect', '汇率变动对现金及现金等价物的影响'),
    item('netCashIncrease', '现金及现金等价物净增加额', { total: true, required: true }),
    item('beginningCash', '期初现金及现金等价物余额', { required: true }),
    item('endingCash', '期末现金及现金等价物余额', { total: true, required: true }),
  ],
} as const satisfies Record<FinancialStatementKey, readonly FinancialItem[]>;

export type BalanceSheetItem = (typeof FINANCIAL_ITEMS.balanceSheet)[number]['key'];
export type IncomeStatementItem = (typeof FINANCIAL_ITEMS.incomeStatement)[number]['key'];
export type CashFlowItem = (typeof FINANCIAL_ITEMS.cashFlow)[number]['key'];

/** A statement's figures in 元: the required items always, the others null when not disclosed. */
type Figures<T extends readonly { key: string; required?: boolean }[]> = {
  [I in T[number] as I['key']]: I extends { required: true } ? number : number | null;
};
export type BalanceSheet = Figures<typeof FINANCIAL_ITEMS.balanceSheet>;
export type IncomeStatement = Figures<typeof FINANCIAL_ITEMS.incomeStatement>;
export type CashFlowStatement = Figures<typeof FINANCIAL_ITEMS.cashFlow>;

/** The kinds of report a row holds; only the annual report (年报) so far. */
export const FINANCIAL_REPORT_TYPES = ['年报'] as const;
export type FinancialReportType = (typeof FINANCIAL_REPORT_TYPES)[number];

/** The auditor's opinion on the statements (中国注册会计师审计准则第1501号、第1502号、第1503号). */
export const AUDIT_OPINIONS = [
  '标准无保留意见',
  '带强调事项段的无保留意见',
  '保留意见',
  '否定意见',
  '无法表示意见',
] as const;

/** The key ratios, each computed on the server from the statements of a year (and the year before). */
export const FINANCIAL_RATIOS = [
  { key: 'debtRatio', title: '资产负债率', share: true },
  { key: 'grossMargin', title: '毛利率', share: true },
  { key: 'netMargin', title: '净利率', share: true },
  { key: 'roe', title: '净资产收益率（ROE）', share: true },
  { key: 'currentRatio', title: '流动比率', share: false },
  { key: 'revenueGrowth', title: '营收同比', share: true },
] as const;
export type FinancialRatioKey = (typeof FINANCIAL_RATIOS)[number]['key'];

/** An amount in 元 as the format and the API carry it: within ±100万亿元. */
export const FINANCIAL_AMOUNT_LIMIT = 1e14;

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** A statement's figures as an object schema, each item in 元 (null: not disclosed). */
const figuresSchema = <T extends readonly FinancialItem[]>(items: T, what: string) =>
  Type.Object(
    Object.fromEntries(
      items.map((i) => [i.key, i.required ? Yuan(i.title) : NullableYuan(i.title, '未单独披露')]),
    ) as Record<string, TSchema>,
    { description: `${what}，单位：元` },
  );

export const FinancialRatiosSchema = Type.Object(
  {
    debtRatio: NullableNumber,
    grossMargin: NullableNumber,
    netMargin: NullableNumber,
    roe: NullableNumber,
    currentRatio: NullableNumber,
    revenueGrowth: NullableNumber,
  },
  {
    description:
      '资产负债率、毛利率、净利率、ROE、营收同比为比值（0.25 即 25%），流动比率为倍数；无法计算（分母为零或缺上年数据）为 null',
  },
);
export type FinancialRatios = Static<typeof FinancialRatiosSchema>;

/** One fiscal year's statements and ratios. */
export const FinancialYearSchema = Type.Object({
  fiscalYear: Type.Integer(),
  reportType: Type.String(),
  publishDate: NullableString,
  auditOpinion: NullableString,
  balanceSheet: figuresSchema(FINANCIAL_ITEMS.balanceSheet, '资产负债表'),
  incomeStatement: figuresSchema(FINANCIAL_ITEMS.incomeStatement, '利润表'),
  cashFlow: figuresSchema(FINANCIAL_ITEMS.cashFlow, '现金流量表'),
  ratios: FinancialRatiosSchema,
});
export interface FinancialYear {
  fiscalYear: number;
  reportType: string;
  publishDate: string | null;
  auditOpinion: string | null;
  balanceSheet: BalanceSheet;
  incomeStatement: IncomeStatement;
  cashFlow: CashFlowStatement;
  ratios: FinancialRatios;
}

/** A line of 主要财务数据和财务指标: an amount read from a year's statements, or one of the server's ratios (a share). */
export type IssuerFigure = { key: string; title: string } & (
  { amount: (year: FinancialYear) => number | null } | { ratio: FinancialRatioKey }
);

/**
 * 主要财务数据和财务指标: the lines a prospectus summarises an issuer's years by. The IBA review page (发行人主要财务数据)
 * and the review files' PDFs both show these, each in its own formats.
 */
export const ISSUER_FIGURES: readonly IssuerFigure[] = [
  { key: 'totalAssets', title: '资产总计', amount: (y) => y.balanceSheet.totalAssets },
  { key: 'parentEquity', title: '归属于母公司所有者权益', amount: (y) => y.balanceSheet.parentEquity },
  { key: 'debtRatio', title: '资产负债率', ratio: 'debtRatio' },
  { key: 'revenue', title: '营业总收入', amount: (y) => y.incomeStatement.revenue },
  { key: 'netProfit', title: '净利润', amount: (y) => y.incomeStatement.netProfit },
  { key: 'parentNetProfit', title: '归属于母公司所有者的净利润', amount: (y) => y.incomeStatement.parentNetProfit },
  { key: 'grossMargin', title: '毛利率', ratio: 'grossMargin' },
  { key: 'roe', title: '净资产收益率（ROE）', ratio: 'roe' },
  { key: 'operatingCashFlow', title: '经营活动产生的现金流量净额', amount: (y) => y.cashFlow.operatingCashFlow },
];

/** A prospectus's 报告期: the three fiscal years ended before `day` (a year ends on 31 December), newest first. */
export function reportingPeriodYears(day: string): number[] {
  const year = Number(day.slice(0, 4));
  return [year - 1, year - 2, year - 3];
}

/**
 * The years of `years` (newest first) a document of `day` summarises: those of its 报告期 the statements hold, none
 * after it and, with `from`, none before (an audit report names its three). The IBA review page and the review files'
 * PDFs both choose by it: no fallback to other years, the period is the period.
 */
export function reportingPeriod<Y extends { fiscalYear: number }>(years: readonly Y[], day: string, from = 0): Y[] {
  const period = reportingPeriodYears(day);
  return years.filter((y) => period.includes(y.fiscalYear) && y.fiscalYear >= from);
}

/** A company's statements, the newest year first (empty: it publishes none). */
export const FinancialStatementsSchema = Type.Object({
  entId: Type.String(),
  name: Type.String(),
  unit: Type.Literal('元'),
  years: Type.Array(FinancialYearSchema),
});
export interface FinancialStatements {
  entId: string;
  name: string;
  unit: '元';
  years: FinancialYear[];
}

/** The latest year's key figures and ratios, as a report or a summary page shows them (财务概况). */
export const FinancialSummarySchema = Type.Object({
  fiscalYear: Type.Integer(),
  auditOpinion: NullableString,
  revenue: Yuan('营业总收入'),
  netProfit: Yuan('净利润'),
  parentNetProfit: Yuan('归属于母公司所有者的净利润'),
  totalAssets: Yuan('资产总计'),
  totalLiabilities: Yuan('负债合计'),
  totalEquity: Yuan('所有者权益合计'),
  operatingCashFlow: Yuan('经营活动产生的现金流量净额'),
  ratios: FinancialRatiosSchema,
});
export type FinancialSummary = Static<typeof FinancialSummarySchema>;

import { FINANCIAL_ITEMS, type FinancialItem, type FinancialStatementKey } from '@esee/contracts';
import { today } from '../../platform/clock';
import type { FinancialRow } from '../format';
import { ISSUER_LEAST_CAPITAL } from './issuerCapital';
import type { ConsistencyRule } from './rule';

type Figures = Record<string, unknown>;
const TITLES = new Map((Object.values(FINANCIAL_ITEMS) as (readonly FinancialItem[])[]).flatMap((items) => items.map((i) => [i.key, i.title] as const)));
const amount = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const yuan = (n: number) => `${n.toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 元`;

/**
 * How far apart two sides of an identity may be: half a 元 a term. Statements are published to the 分 and add up
 * exactly; a vendor that rounds each item to the 元 (as many databases do) moves each term by at most half a 元,
 * so an identity of n terms may be off by n/2 元, and by no more.
 */
const tolerance = (terms: number) => terms / 2 + 0.005;

/** `total = Σ parts` (signed), within the tolerance; skipped when a figure is missing. Returns the message or null. */
function identity(figures: Figures, total: string, parts: readonly (readonly [string, 1 | -1])[], optional: readonly string[] = []): string | null {
  const left = amount(figures[total]);
  if (left === null) return null;
  let right = 0;
  for (const [key, sign] of parts) {
    const v = amount(figures[key]);
    if (v === null && !optional.includes(key)) return null;
    right += sign * (v ?? 0);
  }
  if (Math.abs(left - right) <= tolerance(parts.length + 1)) return null;
  const formula = parts.map(([key, sign], i) => `${i === 0 ? (sign < 0 ? '−' : '') : sign < 0 ? ' − ' : ' + '}${TITLES.get(key)}`).join('');
  return `${TITLES.get(total)} ${yuan(left)} ≠ ${formula} ${yuan(right)}（差 ${yuan(left - right)}）`;
}

/** `subtotal ≥ Σ parts` (the parts shown are some of the subtotal's); missing parts count as 0. */
function covers(figures: Figures, subtotal: string, parts: readonly string[]): string | null {
  const whole = amount(figures[subtotal]);
  if (whole === null) return null;
  const sum = parts.reduce((n, key) => n + (amount(figures[key]) ?? 0), 0);
  return sum - whole > tolerance(parts.length + 1)
    ? `${parts.map((k) => TITLES.get(k)).join(' + ')} ${yuan(sum)} 超过 ${TITLES.get(subtotal)} ${yuan(whole)}`
    : null;
}

/** Items no statement shows below zero (assets, liabilities, capital, revenue, costs, cash balances). */
const NOT_NEGATIVE: Record<FinancialStatementKey, readonly string[]> = {
  balanceSheet: [
    'cash',
    'accountsReceivable',
    'inventory',
    'currentAssets',
    'fixedAssets',
    'intangibleAssets',
    'nonCurrentAssets',
    'totalAssets',
    'shortTermLoans',
    'accountsPayable',
    'currentLiabilities',
    'longTermLoans',
    'nonCurrentLiabilities',
    'totalLiabilities',
    'paidInCapital',
  ],
  incomeStatement: ['revenue', 'costOfSales', 'sellingExpenses', 'adminExpenses', 'rdExpenses'],
  cashFlow: ['beginningCash', 'endingCash'],
};

const statementsOf = (row: Record<string, unknown>) => {
  const r = row as unknown as FinancialRow;
  const ok = [r.balanceSheet, r.incomeStatement, r.cashFlow].every((s) => s !== null && typeof s === 'object');
  return ok ? (r as unknown as Omit<FinancialRow, FinancialStatementKey> & Record<FinancialStatementKey, Figures>) : null;
};

/**
 * The statements add up as the accounting standards make them: 资产总计 = 流动资产合计 + 非流动资产合计 = 负债合计 +
 * 所有者权益合计 = 负债和所有者权益总计; 负债合计 = 流动 + 非流动负债合计; 所有者权益合计 = 归母权益 + 少数股东权益; a
 * subtotal at least its parts shown (流动资产合计 ≥ 货币资金 + 应收账款 + 存货…); 净利润 = 利润总额 − 所得税费用 = 归母净利润 +
 * 少数股东损益; 现金及现金等价物净增加额 = 经营 + 投资 + 筹资活动现金流量净额 + 汇率变动影响, 期末 = 期初 + 净增加额, and
 * a year's 期初 the year before's 期末; assets, liabilities, capital, revenue, costs and cash balances not below zero.
 * Sources: 企业会计准则第30号——财务报表列报 (2014) 第十三条 (资产 = 负债 + 所有者权益), 第三十二条 (利润表); 第31号——现金
 * 流量表 (2006) 第四条 and its 应用指南 (the 补充资料' 现金及现金等价物净增加额); 财会〔2019〕6号 一般企业财务报表格式.
 */
export const financialStatementsRule: ConsistencyRule = {
  key: 'financialStatements',
  title: '财务报表勾稽关系成立（资产=负债+权益、净利润、现金余额衔接）',
  files: ['financials'],
  check(_file, row, ctx) {
    const r = statementsOf(row);
    if (!r) return null;
    const b = r.balanceSheet;
    const i = r.incomeStatement;
    const c = r.cashFlow;
    const at = `${r.companyId} ${r.fiscalYear}年`;
    const found = [
      identity(b, 'totalAssets', [['currentAssets', 1], ['nonCurrentAssets', 1]]),
      identity(b, 'totalLiabilities', [['currentLiabilities', 1], ['nonCurrentLiabilities', 1]]),
      identity(b, 'totalAssets', [['totalLiabilities', 1], ['totalEquity', 1]]),
      identity(b, 'totalLiabilitiesAndEquity', [['totalLiabilities', 1], ['totalEquity', 1]]),
      identity(b, 'totalEquity', [['parentEquity', 1], ['minorityInterests', 1]]),
      covers(b, 'currentAssets', ['cash', 'accountsReceivable', 'inventory']),
      covers(b, 'nonCurrentAssets', ['fixedAssets', 'intangibleAssets']),
      covers(b, 'currentLiabilities', ['shortTermLoans', 'accountsPayable']),
      covers(b, 'nonCurrentLiabilities', ['longTermLoans']),
      identity(i, 'netProfit', [['totalProfit', 1], ['incomeTax', -1]]),
      identity(i, 'netProfit', [['parentNetProfit', 1], ['minorityProfit', 1]]),
      identity(c, 'netCashIncrease', [['operatingCashFlow', 1], ['investingCashFlow', 1], ['financingCashFlow', 1], ['fxEffect', 1]], ['fxEffect']),
      identity(c, 'endingCash', [['beginningCash', 1], ['netCashIncrease', 1]]),
    ];
    const problems = found.filter((p): p is string => p !== null).map((p) => `${at}：${p}`);
    for (const statement of ['balanceSheet', 'incomeStatement', 'cashFlow'] as const)
      for (const key of NOT_NEGATIVE[statement]) {
        const v = amount(r[statement][key]);
        if (v !== null && v < 0) problems.push(`${at}：${TITLES.get(key)} ${yuan(v)} 不应为负数`);
      }
    // The year before's closing cash is this year's opening cash (the same company's statements in the set).
    const before = ctx.statements(r.companyId)?.get(r.fiscalYear - 1);
    const opening = amount(c.beginningCash);
    if (typeof before === 'number' && opening !== null && Math.abs(before - opening) > tolerance(2))
      problems.push(`${at}：期初现金及现金等价物余额 ${yuan(opening)} ≠ ${r.fiscalYear - 1}年期末余额 ${yuan(before)}`);
    return problems;
  },
};

/**
 * The gross margins (毛利率) a company of an industry (GB/T 4754 section) can report, wide around what its listed
 * companies usually do (manufacturing 15–35%, pharmaceuticals and liquor far higher, software 50–70%, retail 15–25%,
 * construction about 10%): outside them a figure is almost surely a unit or sign error (a cost in 元 beside a revenue
 * in 万元), or an exception a reviewer should see. The generator draws inside them (generate/financials.ts).
 * Banks, insurers and securities firms (J66, J67, J68) report in the financial enterprises' layouts, without a
 * 营业成本: their margin is not judged.
 */
export const GROSS_MARGIN_BANDS: Record<string, readonly [number, number]> = {
  A: [-0.5, 0.7],
  B: [-0.5, 0.9],
  C: [-0.5, 0.95],
  D: [-0.5, 0.9],
  E: [-0.3, 0.5],
  F: [-0.3, 0.6],
  G: [-0.6, 0.8],
  H: [-0.5, 0.9],
  I: [-0.5, 0.98],
  J: [-0.5, 0.98],
  K: [-0.5, 0.9],
  L: [-0.5, 0.95],
  M: [-0.5, 0.98],
  N: [-0.5, 0.9],
  O: [-0.5, 0.85],
  P: [-0.5, 0.9],
  Q: [-0.5, 0.9],
  R: [-0.5, 0.95],
};
const OTHER_LAYOUTS = /^J6[678]/;

/** The band of an industry code, or null when its margin is not judged (unknown, or a bank's layout). */
export function grossMarginBand(industryCode: string | null): readonly [number, number] | null {
  if (!industryCode || OTHER_LAYOUTS.test(industryCode)) return null;
  return GROSS_MARGIN_BANDS[industryCode[0]!] ?? null;
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * Statements a professional would believe of the company: only a company that publishes them has them (listed or
 * quoted, in an IPO past the acceptance, under a review, a bond issuer: 证券法 (2019) 第七十九条 periodic reports,
 * 第十九条 the prospectus; 公司债券发行与交易管理办法 (2023) 第五十一条); no year that has not ended (by the one clock) nor
 * before the founding; 资产负债率 within 0–100% (资产总计 above 0); the gross margin within its industry's band; a listed
 * company's 股本 in its latest year (ended after its listing: before, rules/listingCapital.ts) equal to its registered capital (公司法 (2023) 第九十六条: a 股份有限公司's registered
 * capital is its issued 股本总额), and after listing at least the board's 股本总额 (上交所、深交所股票上市规则 3.1.1: 5000万元;
 * 创业板、科创板股票上市规则 2.1.1 and 北交所股票上市规则 2.1.2: 3000万元). The checks about the company run when the set
 * brings it.
 */
export const financialPlausibilityRule: ConsistencyRule = {
  key: 'financialPlausibility',
  title: '财务报表主体、期间与比率合理',
  files: ['financials'],
  check(_file, row, ctx) {
    const r = statementsOf(row);
    if (!r) return null;
    const at = `${r.companyId} ${r.fiscalYear}年`;
    const problems: string[] = [];
    const day = today();
    if (r.fiscalYear > Number(day.slice(0, 4)) - 1) problems.push(`${at}：该会计年度尚未结束（今天 ${day}），不应有年报`);
    const assets = amount(r.balanceSheet.totalAssets);
    const liabilities = amount(r.balanceSheet.totalLiabilities);
    if (assets !== null && assets <= 0) problems.push(`${at}：资产总计应大于零`);
    else if (assets !== null && liabilities !== null && (liabilities < 0 || liabilities > assets))
      problems.push(`${at}：资产负债率 ${percent(liabilities / assets)} 不在 0–100% 之间`);

    const company = ctx.company(r.companyId);
    if (!company) return problems;
    if (company.estDate && r.fiscalYear < Number(company.estDate.slice(0, 4)))
      problems.push(`${at}：早于企业成立（${company.estDate}）`);
    const d = ctx.disclosure(r.companyId);
    if (!company.listed && !(d && (d.listed || d.ipo || d.reviewed || d.hasBonds)))
      problems.push(`${at}：该企业既非上市（挂牌）公司，也非已受理的IPO申报企业、审核中的发行人或债券发行人，不应有公开的财务报表`);

    const band = grossMarginBand(company.industryCode);
    const revenue = amount(r.incomeStatement.revenue);
    const cost = amount(r.incomeStatement.costOfSales);
    if (band && revenue !== null && revenue > 0 && cost !== null) {
      const margin = (revenue - cost) / revenue;
      if (margin < band[0] || margin > band[1])
        problems.push(`${at}：毛利率 ${percent(margin)} 超出行业（${company.industryCode}）的合理范围 ${percent(band[0])}–${percent(band[1])}`);
    }

    const shares = amount(r.balanceSheet.paidInCapital);
    if ((company.listed || d?.listed) && shares !== null) {
      const years = ctx.statements(r.companyId);
      const latest = years ? Math.max(...years.keys()) : r.fiscalYear;
      // A year ended before the listing shows the shares before the IPO (rules/listingCapital.ts).
      const listedBy = !d?.listDate || d.listDate <= `${r.fiscalYear}-12-31`;
      if (r.fiscalYear === latest && listedBy && company.regCapital !== null && Math.abs(shares - company.regCapital) > tolerance(2))
        problems.push(`${at}：上市公司股本 ${yuan(shares)} 应等于注册资本（股本总额）${yuan(company.regCapital)}`);
      const least = d?.board ? ISSUER_LEAST_CAPITAL[d.board] : undefined;
      if (least && d?.listDate && d.listDate <= `${r.fiscalYear}-12-31` && shares < least)
        problems.push(`${at}：${d.board}上市公司股本 ${yuan(shares)} 低于上市规则要求的 ${yuan(least)}`);
    }
    return problems;
  },
};

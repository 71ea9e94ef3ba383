import { FINANCIAL_RATIOS, type FinancialSummary } from '@esee/contracts';
import { BLANK, formatMoney, formatNumber, formatPercent, KeyValueList } from '@esee/ui';

/** 财务概况: the latest statements' key figures and the server's ratios, as kept with the report (not scored). */
export function FinancialOverview({ summary }: { summary: FinancialSummary }) {
  return (
    <KeyValueList
      testId="credit-financials"
      items={[
        { label: '报告期', value: `${summary.fiscalYear}年度（合并报表）` },
        { label: '审计意见', value: summary.auditOpinion ?? '未披露' },
        { label: '营业总收入', value: formatMoney(summary.revenue) },
        { label: '净利润', value: formatMoney(summary.netProfit) },
        { label: '归母净利润', value: formatMoney(summary.parentNetProfit) },
        { label: '资产总计', value: formatMoney(summary.totalAssets) },
        { label: '负债合计', value: formatMoney(summary.totalLiabilities) },
        { label: '所有者权益合计', value: formatMoney(summary.totalEquity) },
        { label: '经营活动现金流量净额', value: formatMoney(summary.operatingCashFlow) },
        ...FINANCIAL_RATIOS.map((r) => {
          const v = summary.ratios[r.key];
          return {
            label: r.title,
            value: r.share ? formatPercent(v, { share: true }) : v === null ? BLANK : `${formatNumber(v)} 倍`,
          };
        }),
      ]}
    />
  );
}

import { Skeleton, Typography } from 'antd';
import type { FinancialYear } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { Chart, EmptyState, FailedState, formatCompact, formatDate, Section, stackedBarChart } from '@esee/ui';
import { companyApi } from '../../../api/company';
import { useDetail } from '../detailContext';
import { RatioTable, StatementTables } from './FinancialTables';

const TREND = [
  { name: '营业总收入', color: '#1677ff', pick: (y: FinancialYear) => y.incomeStatement.revenue },
  { name: '净利润', color: '#fa8c16', pick: (y: FinancialYear) => y.incomeStatement.netProfit },
];

/** 营业总收入 and 净利润 by year, oldest first, side by side (a loss goes below the axis). */
function Trend({ years }: { years: readonly FinancialYear[] }) {
  const bars = [...years]
    .reverse()
    .flatMap((y) =>
      TREND.map((s) => ({ key: String(y.fiscalYear), label: `${y.fiscalYear}年`, series: s.name, value: s.pick(y) })),
    );
  return (
    <Chart
      spec={stackedBarChart(bars, { series: TREND, grouped: true, format: (v) => `${formatCompact(v)}元` })}
      label="营业总收入与净利润趋势"
      testId="financial-trend"
    />
  );
}

/**
 * 财务信息 (信息披露): a listed company's, IPO issuer's or bond issuer's annual consolidated statements as the server
 * gives them: the revenue and profit trend, the key ratios (computed on the server), and the three statements with
 * the years across. A company that publishes none shows 暂无数据 without a request.
 */
export function FinancialsSection({ count }: { count?: number }) {
  const { info } = useDetail();
  const none = count === 0;
  const loaded = useLoad(() => (none ? Promise.resolve(null) : companyApi.financials(info.entId)), [info.entId, none]);
  const years = loaded.data?.years ?? [];
  const latest = years[0];
  return (
    <Section
      id="financials"
      title="财务信息"
      count={count ?? (loaded.status === 'ok' ? years.length : undefined)}
      extra={<Typography.Text type="secondary">合并报表 · 年报</Typography.Text>}
    >
      {loaded.status === 'failed' ? (
        <FailedState onRetry={loaded.reload} />
      ) : loaded.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !latest ? (
        <EmptyState />
      ) : (
        <div data-testid="financials">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="financials-latest">
            最近一期：{latest.fiscalYear}年年报，披露日期 {formatDate(latest.publishDate)}，审计意见：
            {latest.auditOpinion ?? '未披露'}
          </Typography.Paragraph>
          <Typography.Text strong>营业总收入与净利润</Typography.Text>
          <Trend years={years} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            主要财务指标
          </Typography.Title>
          <RatioTable years={years} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            财务报表
          </Typography.Title>
          <StatementTables years={years} />
        </div>
      )}
    </Section>
  );
}

import { Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { Chart, companyHref, DataTable, FailedState, SENTIMENT_COLOR, stackedBarChart } from '@esee/ui';
import type { IbaNewsCompanySummary, IbaNewsSummary } from '@esee/contracts';

const COLORS: Record<string, string> = { success: '#52c41a', default: '#bfbfbf', error: '#ff4d4f' };
const SENTIMENTS = ['正面', '中性', '负面'] as const;
const SERIES = SENTIMENTS.map((name) => ({ name, color: COLORS[SENTIMENT_COLOR[name] ?? 'default']! }));
const COUNT = { 正面: 'positive', 中性: 'neutral', 负面: 'negative' } as const;

/** Each company's stories as one bar split by sentiment (正面, 中性, 负面). */
const splitBars = (companies: readonly IbaNewsCompanySummary[]) =>
  companies.flatMap((c) =>
    SENTIMENTS.map((s) => ({
      key: c.entId,
      label: c.entName,
      series: s,
      value: c[COUNT[s]],
      tip: `${c[COUNT[s]]} 条`,
    })),
  );

/** 舆情概况: each company of the deal with its stories by sentiment (reprints folded), the most negative first. */
export function SentimentSummary({ load, reloadKey }: { load: () => Promise<IbaNewsSummary>; reloadKey: string }) {
  const summary = useLoad(load, [reloadKey]);
  return (
    <Card size="small" title="各企业舆情概况（转载合并）" style={{ marginBottom: 16 }} data-testid="iba-news-summary">
      {summary.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {summary.status === 'failed' && <FailedState onRetry={summary.reload} />}
      {summary.status === 'ok' && summary.data.companies.some((c) => c.total > 0) && (
        <Chart
          spec={stackedBarChart(splitBars(summary.data.companies), { series: SERIES, horizontal: true, name: '报道' })}
          label="各企业舆情分布"
          testId="iba-news-summary-chart"
        />
      )}
      {summary.status === 'ok' && (
        <DataTable<IbaNewsCompanySummary>
          testId="iba-news-summary-table"
          size="small"
          rowKey={(r) => r.entId}
          rows={summary.data.companies}
          emptyText="该项目尚无企业"
          columns={[
            {
              key: 'entName',
              title: '企业',
              render: (r) => (
                <Link to={companyHref({ entId: r.entId })} data-testid="iba-news-summary-company">
                  {r.entName}
                </Link>
              ),
            },
            { key: 'positive', title: '正面', width: 70, align: 'right' },
            { key: 'neutral', title: '中性', width: 70, align: 'right' },
            {
              key: 'negative',
              title: '负面',
              width: 70,
              align: 'right',
              render: (r) => (
                <Typography.Text type={r.negative ? 'danger' : undefined} data-testid="iba-news-summary-negative">
                  {r.negative}
                </Typography.Text>
              ),
            },
            { key: 'total', title: '合计', width: 70, align: 'right' },
            { key: 'latest', title: '最新报道', width: 110, render: (r) => r.latest?.slice(0, 10) ?? '-' },
          ]}
        />
      )}
    </Card>
  );
}

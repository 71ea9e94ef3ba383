import { Card, Skeleton, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { Chart, companyHref, FailedState, SENTIMENT_COLOR, stackedBarChart } from '@esee/ui';
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
        <Table<IbaNewsCompanySummary>
          size="small"
          rowKey="entId"
          pagination={false}
          dataSource={summary.data.companies}
          locale={{ emptyText: '该项目尚无企业' }}
          columns={[
            {
              title: '企业',
              dataIndex: 'entName',
              render: (name: string, r) => (
                <Link to={companyHref({ entId: r.entId })} data-testid="iba-news-summary-company">
                  {name}
                </Link>
              ),
            },
            { title: '正面', dataIndex: 'positive', width: 70, align: 'right' },
            { title: '中性', dataIndex: 'neutral', width: 70, align: 'right' },
            {
              title: '负面',
              dataIndex: 'negative',
              width: 70,
              align: 'right',
              render: (n: number) => (
                <Typography.Text type={n ? 'danger' : undefined} data-testid="iba-news-summary-negative">
                  {n}
                </Typography.Text>
              ),
            },
            { title: '合计', dataIndex: 'total', width: 70, align: 'right' },
            {
              title: '最新报道',
              dataIndex: 'latest',
              width: 110,
              render: (v: string | null) => v?.slice(0, 10) ?? '-',
            },
          ]}
        />
      )}
    </Card>
  );
}

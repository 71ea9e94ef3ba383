import { Card, Skeleton, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { companyHref, FailedState, SENTIMENT_COLOR } from '@esee/ui';
import type { IbaNewsCompanySummary, IbaNewsSummary } from '@esee/contracts';

const COLORS: Record<string, string> = { success: '#52c41a', default: '#bfbfbf', error: '#ff4d4f' };
const color = (sentiment: string) => COLORS[SENTIMENT_COLOR[sentiment] ?? 'default'];

/** A company's stories as one bar split by sentiment (正面, 中性, 负面), its width relative to the busiest. */
function SplitBar({ row, max }: { row: IbaNewsCompanySummary; max: number }) {
  const parts = [
    ['正面', row.positive],
    ['中性', row.neutral],
    ['负面', row.negative],
  ] as const;
  return (
    <div style={{ display: 'flex', height: 12, width: `${max ? (row.total / max) * 100 : 0}%`, minWidth: 2 }}>
      {parts.map(([s, n]) =>
        n ? <div key={s} title={`${s} ${n} 条`} style={{ flex: n, background: color(s) }} /> : null,
      )}
    </div>
  );
}

/** 舆情概况: each company of the deal with its stories by sentiment (reprints folded), the most negative first. */
export function SentimentSummary({ load, reloadKey }: { load: () => Promise<IbaNewsSummary>; reloadKey: string }) {
  const summary = useLoad(load, [reloadKey]);
  const max = summary.data ? Math.max(0, ...summary.data.companies.map((c) => c.total)) : 0;
  return (
    <Card size="small" title="各企业舆情概况（转载合并）" style={{ marginBottom: 16 }} data-testid="iba-news-summary">
      {summary.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {summary.status === 'failed' && <FailedState onRetry={summary.reload} />}
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
            { title: '分布', key: 'bar', width: 220, render: (_v, r) => <SplitBar row={r} max={max} /> },
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

import { Card, Skeleton } from 'antd';
import type { PublicsenTrend } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { Chart } from '../chart/Chart';
import { barChart } from '../chart/specs';
import { FailedState } from '../states';

/**
 * The weekly negative-news trend of a news page (reprints folded), in a card: loading, failed with retry,
 * then the bars. The page hands the loader; `reloadKey` changes when its filters do.
 */
export function NewsTrend({ load, reloadKey }: { load: () => Promise<PublicsenTrend>; reloadKey: string }) {
  const trend = useLoad(load, [reloadKey]);
  return (
    <Card
      size="small"
      title="负面舆情周趋势（近12周，转载合并）"
      style={{ marginBottom: 16 }}
      data-testid="publicsen-trend"
    >
      {trend.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {trend.status === 'failed' && <FailedState onRetry={trend.reload} />}
      {trend.status === 'ok' && (
        <Chart
          spec={barChart(
            trend.data.map((w) => ({
              key: w.week,
              label: w.week.slice(5),
              value: w.negative,
              tip: `${w.negative} 条（${w.week} 当周）`,
            })),
            { color: '#ff4d4f', name: '负面' },
          )}
          testId="publicsen-trend-chart"
          label={`近${trend.data.length}周负面舆情共 ${trend.data.reduce((n, w) => n + w.negative, 0)} 条`}
        />
      )}
    </Card>
  );
}

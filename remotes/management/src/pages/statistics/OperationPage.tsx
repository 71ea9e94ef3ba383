import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useLoad } from '@esee/react';
import { barChart, FailedState } from '@esee/ui';
import { ChartCard } from './ChartCard';
import type { OperaRecords } from '@esee/contracts';
import { StatsFilterBar, useStatsFilter } from './StatsFilterBar';
import { statsApi, type StatsFilter } from './statsApi';

const bars = (data: OperaRecords | undefined, short = false) =>
  (data?.list ?? []).map((r) => ({
    key: r.key,
    label: short ? r.label.slice(5) : r.label,
    value: r.visits,
    tip: `访问 ${r.visits} 次，${r.users} 人`,
  }));

/** The charts of one filter: visits per day, per page, the busiest members and the hours of the day. */
export function OperationCharts({ filter }: { filter: StatsFilter }) {
  const key = JSON.stringify(filter);
  const byDay = useLoad(() => statsApi.records(filter, 'day'), [key]);
  const byModule = useLoad(() => statsApi.records(filter, 'module'), [key]);
  const byUser = useLoad(() => statsApi.records(filter, 'user'), [key]);
  const spread = useLoad(() => statsApi.distribute(filter), [key]);
  if (byDay.status === 'failed') return <FailedState onRetry={byDay.reload} />;
  const total = byDay.data?.total;
  const days = byDay.data?.list.length ?? 0;
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Statistic title="页面访问次数" value={total?.visits ?? '-'} data-testid="opera-visits" />
        </Col>
        <Col span={8}>
          <Statistic title="活跃人数" value={total?.users ?? '-'} data-testid="opera-users" />
        </Col>
        <Col span={8}>
          <Statistic title="日均访问" value={total && days ? (total.visits / days).toFixed(1) : '-'} />
        </Col>
      </Row>
      <ChartCard
        title="每日访问"
        spaced
        label="每日访问次数"
        testId="opera-by-day"
        spec={barChart(bars(byDay.data, true), { name: '访问', values: days <= 31 })}
      />
      <Row gutter={16}>
        <Col span={12}>
          <ChartCard
            title="功能访问排行"
            spaced
            label="各功能访问次数"
            testId="opera-by-module"
            spec={barChart(bars(byModule.data).slice(0, 15), { horizontal: true, name: '访问' })}
            emptyText="该时间段内没有访问"
          />
        </Col>
        <Col span={12}>
          <ChartCard
            title="活跃成员排行"
            spaced
            label="成员访问次数"
            testId="opera-by-user"
            spec={barChart(bars(byUser.data).slice(0, 15), { horizontal: true, name: '访问', color: '#52c41a' })}
            emptyText="该时间段内没有访问"
          />
        </Col>
      </Row>
      <ChartCard
        title="访问时段（按小时）"
        label="各小时访问次数"
        testId="opera-by-hour"
        spec={barChart(
          (spread.data?.byHour ?? []).map((n, h) => ({ key: String(h), label: `${h}时`, value: n })),
          { name: '访问次数' },
        )}
      />
    </>
  );
}

/** `/systemMonitoring/operation` 操作统计: how much the institution's members use the product. */
export default function OperationPage() {
  const [filter, set] = useStatsFilter<StatsFilter>();
  return (
    <Card title="操作统计" data-testid="operation-stats-page">
      <Typography.Paragraph type="secondary">
        统计成员进入各功能页面的次数与人数（数据范围内的成员）。
      </Typography.Paragraph>
      <StatsFilterBar filter={filter} set={set} />
      <OperationCharts filter={filter} />
    </Card>
  );
}

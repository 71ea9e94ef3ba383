import { Card, Typography } from 'antd';
import { useLoad } from '@esee/react';
import { VisitsReport } from './ChartCard';
import { StatsFilterBar, useStatsFilter } from './StatsFilterBar';
import { statsApi, type StatsFilter } from './statsApi';

/** `/systemMonitoring/org` 部门统计: visits and active members per department. */
export default function OrgStatsPage() {
  const [filter, set] = useStatsFilter<StatsFilter>();
  const units = useLoad(() => statsApi.records(filter, 'unit'), [JSON.stringify(filter)]);
  const rows = units.data?.list ?? [];
  return (
    <Card title="部门统计" data-testid="org-stats-page">
      <Typography.Paragraph type="secondary">
        各部门成员进入功能页面的次数与活跃人数，选择部门时含其下级部门。
      </Typography.Paragraph>
      <StatsFilterBar filter={filter} set={set} />
      <VisitsReport
        title="部门访问次数"
        label="各部门访问次数"
        testId="org-stats"
        rows={rows}
        columns={[
          { key: 'label', title: '部门' },
          { key: 'visits', title: '访问次数', align: 'right' },
          { key: 'users', title: '活跃人数', align: 'right' },
        ]}
      />
    </Card>
  );
}

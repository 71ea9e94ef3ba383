import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { VisitsReport } from './ChartCard';
import { StatsFilterBar, useStatsFilter } from './StatsFilterBar';
import { statsApi, type StatsFilter } from './statsApi';

/** `/operatingStatistics/adminOperation` 平台运营统计 (super): every institution's members, logins and use. */
export default function AdminOperationPage() {
  const [filter, set] = useStatsFilter<StatsFilter>();
  const records = useLoad(
    () => statsApi.records({ start: filter.start, end: filter.end }, 'inst'),
    [filter.start, filter.end],
  );
  const rows = records.data?.list ?? [];
  return (
    <Card title="平台运营统计" data-testid="admin-operation-page">
      <Typography.Paragraph type="secondary">各机构的成员数、登录次数、页面访问次数与活跃人数。</Typography.Paragraph>
      <StatsFilterBar filter={filter} set={set} showUnit={false} />
      <VisitsReport
        title="各机构访问次数"
        label="各机构访问次数"
        testId="admin-operation"
        rows={rows}
        columns={[
          { key: 'label', title: '机构', render: (r) => `${r.label}（${r.key}）` },
          { key: 'members', title: '成员数', align: 'right' },
          { key: 'logins', title: '登录次数', align: 'right' },
          { key: 'visits', title: '访问次数', align: 'right' },
          { key: 'users', title: '活跃人数', align: 'right' },
          {
            key: 'detail',
            title: '操作',
            width: 100,
            render: (r) => (
              <Link to={`/operatingStatistics/detail?instCode=${encodeURIComponent(r.key)}`}>成员明细</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}

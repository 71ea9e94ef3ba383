import { Card, Col, Row, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useLoad } from '@esee/react';
import { useSession } from '@esee/session';
import { barChart } from '@esee/ui';
import { ChartCard } from './ChartCard';
import { OperationCharts } from './OperationPage';
import { lastDays, StatsFilterBar, useStatsFilter } from './StatsFilterBar';
import { statsApi, type StatsFilter } from './statsApi';

/** `/operatingStatistics/enterpriseOperation` 机构运营统计: the caller's institution at a glance. */
export default function EnterpriseOperationPage() {
  const [filter, set] = useStatsFilter<StatsFilter>(lastDays(30));
  const instName = useSession((s) => s.user?.instName);
  const units = useLoad(() => statsApi.records(filter, 'unit'), [JSON.stringify(filter)]);
  return (
    <Card
      title={`运营统计 · ${instName ?? ''}`}
      data-testid="enterprise-operation-page"
      extra={
        <Space>
          <Link to="/operatingStatistics/detail" data-testid="operation-detail-link">
            成员明细
          </Link>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">本机构成员使用各功能的情况（数据范围内的成员）。</Typography.Paragraph>
      <StatsFilterBar filter={filter} set={set} />
      <OperationCharts filter={filter} />
      <Row style={{ marginTop: 16 }}>
        <Col span={24}>
          <ChartCard
            title="部门访问次数"
            label="各部门访问次数"
            testId="enterprise-by-unit"
            spec={barChart(
              (units.data?.list ?? []).map((r) => ({ key: r.key, label: r.label, value: r.visits })),
              { horizontal: true, name: '访问次数' },
            )}
            emptyText="该时间段内没有访问"
          />
        </Col>
      </Row>
    </Card>
  );
}

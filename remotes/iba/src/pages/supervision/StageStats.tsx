import { useState } from 'react';
import { Card, Col, Row, Space, Typography } from 'antd';
import type { ReviewStageStat, SupervisionType } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { barChart, Chart, DataTable, EmptyState, FailedState, type DataColumn } from '@esee/ui';
import { supervisionApi } from '../../api/supervision';
import { DateRange } from '../shared/filters';

const day = (n: number) => `${n.toFixed(1)}天`;

/**
 * 审核时长统计: for the items accepted in a date range, how many days each stage took (a stage lasts until the next
 * milestone; the current one is not counted), average and median, overall as bars and per board as a table.
 */
export function StageStats({ type }: { type: SupervisionType }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const stats = useLoad(() => supervisionApi(type).stats(range.from, range.to), [type, range.from, range.to]);
  const s = stats.data;
  const columns: DataColumn<ReviewStageStat>[] = [
    { key: 'label', title: '审核阶段' },
    { key: 'count', title: '项目数', align: 'right' },
    { key: 'avg', title: '平均天数', align: 'right', render: (r) => day(r.avgDays) },
    { key: 'median', title: '中位天数', align: 'right', render: (r) => day(r.medianDays) },
  ];
  return (
    <div data-testid="stage-stats">
      <Space style={{ marginBottom: 12 }}>
        <DateRange
          label="受理日期"
          from={range.from}
          to={range.to}
          onChange={(from, to) => setRange({ from, to })}
          testId="stats-range"
        />
        {s && (
          <Typography.Text type="secondary" data-testid="stats-items">
            共 {s.items} 个项目
          </Typography.Text>
        )}
      </Space>
      {stats.status === 'failed' ? (
        <FailedState onRetry={stats.reload} />
      ) : !s ? (
        <Card loading />
      ) : !s.stages.length ? (
        <EmptyState description="所选期间没有可统计的审核节点" />
      ) : (
        <Row gutter={16}>
          <Col xs={24} lg={10}>
            <Card size="small" title="各阶段平均天数">
              <Chart
                label="各阶段平均天数"
                testId="stats-chart"
                spec={barChart(
                  s.stages.map((x) => ({
                    key: x.stage,
                    label: x.label,
                    value: x.avgDays,
                    tip: `平均 ${day(x.avgDays)}，中位 ${day(x.medianDays)}（${x.count} 个）`,
                  })),
                  { horizontal: true, name: '平均天数', format: day },
                )}
              />
              <DataTable
                testId="stats-table"
                size="small"
                showAll
                rowKey={(r) => r.stage}
                columns={columns}
                rows={s.stages}
              />
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            {s.boards.map((b) => (
              <Card
                key={b.board}
                size="small"
                title={`${b.board}（${b.items} 个项目）`}
                style={{ marginBottom: 12 }}
                data-testid="stats-board"
              >
                <DataTable
                  testId="stats-board-table"
                  size="small"
                  showAll
                  rowKey={(r) => r.stage}
                  columns={columns}
                  rows={b.stages}
                />
              </Card>
            ))}
          </Col>
        </Row>
      )}
    </div>
  );
}

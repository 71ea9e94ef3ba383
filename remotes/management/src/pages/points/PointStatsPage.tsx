import { useState } from 'react';
import { Card, Col, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { POINT_GRAPH_MAX, type PointGraph, type PointHit } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { barChart, Chart, CompanyLink, DataTable, EmptyState, FailedState, FilterSelect, LinkButton } from '@esee/ui';
import { StatsFilterBar, useStatsFilter } from '../statistics/StatsFilterBar';
import type { StatsFilter } from '../statistics/statsApi';
import { pointsApi } from './api';

interface Filter extends StatsFilter {
  /** The points charted; none: the busiest of the range. */
  pointIds?: string[];
}

/** One point's hits per day as a time line. */
function SeriesChart({ graph, index }: { graph: PointGraph; index: number }) {
  const s = graph.series[index]!;
  const total = s.counts.reduce((n, c) => n + c, 0);
  return (
    <Card size="small" title={`${s.name}（${s.pointId}）· 共 ${total} 次`} style={{ marginBottom: 16 }}>
      <Chart
        label={`${s.name}每日次数`}
        testId={`point-chart-${s.pointId}`}
        spec={barChart(
          graph.days.map((day, i) => ({ key: day, label: day.slice(5), value: s.counts[i] ?? 0 })),
          { name: '次数', values: graph.days.length <= 31 },
        )}
      />
    </Card>
  );
}

/**
 * `/management/point` 埋点统计 (issue 21, spec 2 §7 Points): how often the institution's members (in the
 * caller's data scope) hit each point — per day for the chosen points, totals per point, and the hits one
 * by one. The platform administrator may read another institution.
 */
export default function PointStatsPage() {
  const [filter, setFilter] = useStatsFilter<Filter>();
  const [listPoint, setListPoint] = useState<string | undefined>();
  const [member, setMember] = useState<{ userId: number; name: string } | null>(null);
  // Another institution's members are not this one's: the member filter goes with it.
  const set = (patch: Partial<Filter>) => {
    if ('instCode' in patch) setMember(null);
    setFilter(patch);
  };
  const { pointIds: _charted, ...listFilter } = filter;
  const params = useLoad(pointsApi.searchParam, []);
  const key = JSON.stringify({ ...filter, userId: member?.userId });
  const graph = useLoad(() => pointsApi.graph({ ...filter, userId: member?.userId }), [key]);
  const options = params.data?.points.map((p) => ({
    value: p.pointId,
    label: `${p.name}（${p.pointId}）${p.enabled ? '' : '·已停用'}`,
  }));

  return (
    <Card title="埋点统计" data-testid="point-stats-page">
      <Typography.Paragraph type="secondary">
        统计成员触发各埋点的次数与人数（数据范围内的成员）。未选择埋点时，图表显示该时间段内次数最多的埋点。
      </Typography.Paragraph>
      <StatsFilterBar filter={filter} set={set}>
        <FilterSelect<string>
          multiple
          search
          placeholder={`图表埋点（最多 ${POINT_GRAPH_MAX} 个）`}
          minWidth={260}
          testId="point-chart-select"
          options={options}
          value={filter.pointIds}
          onChange={(pointIds) => set({ pointIds: pointIds?.slice(0, POINT_GRAPH_MAX) })}
        />
        {member && (
          <Tag closable onClose={() => setMember(null)} data-testid="point-member-clear">
            成员：{member.name}
          </Tag>
        )}
      </StatsFilterBar>
      {graph.status === 'failed' && <FailedState onRetry={graph.reload} />}
      {graph.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {graph.status === 'ok' && (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={8}>
              <Statistic title="埋点次数" value={graph.data.total.hits} data-testid="point-total-hits" />
            </Col>
            <Col span={8}>
              <Statistic title="触发人数" value={graph.data.total.users} data-testid="point-total-users" />
            </Col>
            <Col span={8}>
              <Statistic title="涉及埋点" value={graph.data.totals.length} />
            </Col>
          </Row>
          {graph.data.series.length ? (
            graph.data.series.map((s, i) => <SeriesChart key={s.pointId} graph={graph.data} index={i} />)
          ) : (
            <EmptyState description="该时间段内没有埋点记录" />
          )}
          <Card size="small" title="各埋点汇总" style={{ marginBottom: 16 }}>
            <DataTable
              testId="point-totals-table"
              size="small"
              numbered
              rowKey={(r) => r.pointId}
              rows={graph.data.totals}
              columns={[
                { key: 'name', title: '埋点' },
                {
                  key: 'pointId',
                  title: '编码',
                  width: 220,
                  render: (r) => <Typography.Text code>{r.pointId}</Typography.Text>,
                },
                { key: 'hits', title: '次数', width: 100, align: 'right' },
                { key: 'users', title: '人数', width: 100, align: 'right' },
              ]}
            />
          </Card>
        </>
      )}
      <Card
        size="small"
        title="埋点记录"
        extra={
          <Space>
            <FilterSelect<string>
              search
              placeholder="全部埋点"
              minWidth={240}
              testId="point-hits-filter"
              options={options}
              value={listPoint}
              onChange={setListPoint}
            />
          </Space>
        }
      >
        <DataTable<PointHit>
          testId="point-hits-table"
          size="small"
          reloadKey={`${key}:${listPoint ?? ''}`}
          rowKey={(r) => r.id}
          load={(page) => pointsApi.hits({ ...listFilter, pointId: listPoint, userId: member?.userId }, page)}
          columns={[
            { key: 'at', title: '时间（北京时间）', width: 180 },
            { key: 'pointName', title: '埋点', width: 200, render: (r) => `${r.pointName}（${r.pointId}）` },
            {
              key: 'name',
              title: '成员',
              width: 120,
              render: (r) => (
                <LinkButton style={{ padding: 0 }} onClick={() => setMember({ userId: r.userId, name: r.name })}>
                  {r.name}
                </LinkButton>
              ),
            },
            { key: 'unitName', title: '部门', width: 140, render: (r) => r.unitName ?? '未分配部门' },
            {
              key: 'entName',
              title: '企业',
              render: (r) =>
                r.entId ? (
                  <CompanyLink entId={r.entId} name={r.entName ?? r.entId} />
                ) : (
                  <Typography.Text>—</Typography.Text>
                ),
            },
            { key: 'path', title: '页面', width: 220, render: (r) => r.path ?? '—' },
          ]}
        />
      </Card>
    </Card>
  );
}

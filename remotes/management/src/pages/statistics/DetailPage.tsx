import { Card, Col, Input, Row } from 'antd';
import { useSearchParams } from 'react-router';
import { useLoad } from '@esee/react';
import { barChart, DataTable } from '@esee/ui';
import { ChartCard } from './ChartCard';
import type { UserAnalysisRow } from '@esee/contracts';
import { StatsFilterBar, useStatsFilter } from './StatsFilterBar';
import { statsApi, type StatsFilter } from './statsApi';

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/**
 * `/operatingStatistics/detail` 成员明细: each member's visits, active days and last activity, and when in
 * the week and the day the institution works; `?instCode=` names another institution (super).
 */
export default function DetailPage() {
  const [params] = useSearchParams();
  const [filter, set] = useStatsFilter<StatsFilter & { keyword?: string }>({
    instCode: params.get('instCode') ?? undefined,
  });
  const key = JSON.stringify(filter);
  const spread = useLoad(() => statsApi.distribute(filter), [key]);
  return (
    <Card title="成员明细" data-testid="operation-detail-page">
      <StatsFilterBar filter={filter} set={set}>
        <Input.Search
          allowClear
          placeholder="姓名或用户名"
          style={{ width: 200 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          data-testid="operation-detail-search"
        />
      </StatsFilterBar>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={16}>
          <ChartCard
            title="访问时段（按小时）"
            label="各小时访问次数"
            testId="detail-by-hour"
            spec={barChart(
              (spread.data?.byHour ?? []).map((n, h) => ({ key: String(h), label: `${h}时`, value: n })),
              { name: '访问次数' },
            )}
          />
        </Col>
        <Col span={8}>
          <ChartCard
            title="访问时段（按星期）"
            label="每周各天访问次数"
            testId="detail-by-weekday"
            spec={barChart(
              (spread.data?.byWeekday ?? []).map((n, d) => ({ key: String(d), label: WEEKDAYS[d]!, value: n })),
              { horizontal: true, name: '访问次数' },
            )}
          />
        </Col>
      </Row>
      <DataTable<UserAnalysisRow>
        testId="operation-detail-table"
        rowKey={(r) => String(r.userId)}
        reloadKey={key}
        load={(page) => statsApi.analysis(filter, page)}
        numbered
        columns={[
          { key: 'name', title: '姓名' },
          { key: 'username', title: '用户名' },
          { key: 'unitName', title: '部门', render: (r) => r.unitName ?? '未分配部门' },
          { key: 'visits', title: '访问次数', align: 'right' },
          { key: 'activeDays', title: '活跃天数', align: 'right' },
          {
            key: 'lastActiveAt',
            title: '最近活跃（北京时间）',
            width: 180,
            render: (r) => r.lastActiveAt ?? '-',
          },
        ]}
      />
    </Card>
  );
}

import { useState } from 'react';
import { Card, Col, Row, Space, Spin, Statistic } from 'antd';
import type { ConsumeQuery } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { barChart, Chart, DataTable, FailedState, Section } from '@esee/ui';
import { quotasApi } from './api';
import { limitText } from './QuotaDialog';
import { RecordFilters } from './RsageRecordPage';

type Filters = Pick<ConsumeQuery, 'userId' | 'function' | 'start' | 'end'>;

/**
 * `/systemMonitoring/consumption` 消费统计: the institution's counted calls
 * per function, per day and per member over a range of days, and its quotas now.
 */
export default function ConsumptionPage() {
  const [filters, setFilters] = useState<Filters>({});
  const stats = useLoad(() => quotasApi.records({ ...filters, pageSize: 1 }), [JSON.stringify(filters)]);
  const usage = useLoad(() => quotasApi.usage(), []);
  const data = stats.data;
  return (
    <Card title="消费统计" data-testid="consumption-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <RecordFilters testId="consumption" filters={filters} onChange={(p) => setFilters((f) => ({ ...f, ...p }))} />
      </Space>
      {stats.status === 'failed' ? (
        <FailedState onRetry={stats.reload} />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <Statistic title="调用次数合计" value={data.total} style={{ marginBottom: 16 }} />
          <Row gutter={24}>
            <Col xs={24} lg={12}>
              <Section title="按功能">
                <Chart
                  testId="consumption-by-function"
                  label="按功能的调用次数"
                  emptyText="暂无调用"
                  spec={barChart(
                    data.byFunction.map((b) => ({ key: b.function, label: b.label, value: b.units })),
                    { horizontal: true, name: '调用次数' },
                  )}
                />
              </Section>
            </Col>
            <Col xs={24} lg={12}>
              <Section title="调用最多的成员">
                <Chart
                  testId="consumption-top-users"
                  label="调用最多的成员"
                  emptyText="暂无调用"
                  spec={barChart(
                    data.topUsers.map((b) => ({ key: String(b.userId), label: b.label, value: b.units })),
                    { horizontal: true, name: '调用次数' },
                  )}
                />
              </Section>
            </Col>
          </Row>
          <Section title="按日">
            <Chart
              testId="consumption-by-day"
              label="每日调用次数"
              emptyText="暂无调用"
              spec={barChart(
                data.byDay.map((b) => ({ key: b.day, label: b.day.slice(5), value: b.units })),
                { name: '调用次数', values: data.byDay.length <= 31 },
              )}
            />
          </Section>
        </>
      )}
      <Section title="额度与本期使用">
        <DataTable
          testId="consumption-quotas"
          rowKey={(r) => r.function}
          rows={usage.data ?? []}
          size="small"
          columns={[
            { key: 'title', title: '功能' },
            { key: 'limit', title: '额度', render: (r) => limitText(r.limit, r.period) },
            { key: 'used', title: '本期已用（不限额时为今日）' },
          ]}
        />
      </Section>
    </Card>
  );
}

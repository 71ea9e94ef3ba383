import { useState } from 'react';
import { Card, Col, Row, Space, Spin, Statistic } from 'antd';
import type { ConsumeQuery } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { BarChart, DataTable, FailedState, Section } from '@esee/ui';
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
                <BarChart
                  testId="consumption-by-function"
                  label="按功能的调用次数"
                  direction="horizontal"
                  emptyText="暂无调用"
                  bars={data.byFunction.map((b) => ({ key: b.function, label: b.label, value: b.units }))}
                />
              </Section>
            </Col>
            <Col xs={24} lg={12}>
              <Section title="调用最多的成员">
                <BarChart
                  testId="consumption-top-users"
                  label="调用最多的成员"
                  direction="horizontal"
                  emptyText="暂无调用"
                  bars={data.topUsers.map((b) => ({ key: String(b.userId), label: b.label, value: b.units }))}
                />
              </Section>
            </Col>
          </Row>
          <Section title="按日">
            <BarChart
              testId="consumption-by-day"
              label="每日调用次数"
              axis
              width={900}
              labelEvery={data.byDay.length > 15 ? 5 : 1}
              emptyText="暂无调用"
              bars={data.byDay.map((b) => ({ key: b.day, label: b.day.slice(5), value: b.units }))}
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

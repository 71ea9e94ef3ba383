import { useState } from 'react';
import { Card, DatePicker, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { FinancingEventQuery } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { DataTable, FailedState } from '@esee/ui';
import { financingApi } from '../../api/financing';
import { eventColumns } from './EventColumns';

type Filters = Omit<FinancingEventQuery, 'pageNo' | 'pageSize'>;
const wide = { minWidth: 180 };

/**
 * `/bankAssistant/financingEvent/list`: 融资事件 (product pages §1.8), newest first, filtered by round,
 * date, industry, region, investor and amount. The 近30天融资且非本行客户 quick filter waits for a customer
 * book: the product has none yet, so there is nothing to tell a customer from a prospect.
 */
export default function FinancingEventListPage() {
  usePageTitle('融资事件');
  const options = useLoad(() => financingApi.eventOptions(), []);
  const [filters, setFilters] = useState<Filters>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const o = options.data;

  return (
    <div data-testid="financing-event-page">
      <Typography.Title level={4}>融资事件</Typography.Title>
      {options.status === 'failed' ? (
        <FailedState onRetry={options.reload} />
      ) : (
        <Card size="small" style={{ marginBottom: 12 }} loading={options.status === 'loading'}>
          <Space wrap>
            <Select
              mode="multiple"
              allowClear
              placeholder="融资轮次"
              style={wide}
              data-testid="filter-round"
              options={o?.rounds.map((r) => ({ value: r, label: r }))}
              value={filters.rounds}
              onChange={(rounds) => set({ rounds: rounds.length ? rounds : undefined })}
            />
            <DatePicker.RangePicker
              value={range}
              placeholder={['开始日期', '结束日期']}
              onChange={(v) => {
                setRange(v);
                set({ dateFrom: v?.[0]?.format('YYYY-MM-DD'), dateTo: v?.[1]?.format('YYYY-MM-DD') });
              }}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="所属行业"
              style={wide}
              options={o?.industries.map((i) => ({ value: i.code, label: i.name }))}
              value={filters.industry}
              onChange={(industry) => set({ industry })}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="所属地区"
              style={{ minWidth: 140 }}
              options={o?.provinces.map((p) => ({ value: p.code, label: p.name }))}
              value={filters.regionCode}
              onChange={(regionCode) => set({ regionCode })}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="投资方"
              style={wide}
              options={o?.investors.map((i) => ({ value: i.investorId, label: i.name }))}
              value={filters.investorId}
              onChange={(investorId) => set({ investorId })}
            />
            <Select
              mode="multiple"
              allowClear
              placeholder="融资金额"
              style={wide}
              options={o?.amountBands}
              value={filters.amountBands}
              onChange={(amountBands) => set({ amountBands: amountBands.length ? amountBands : undefined })}
            />
            <Select
              style={{ width: 130 }}
              value={filters.sort ?? 'dateDesc'}
              onChange={(sort) => set({ sort })}
              options={[
                { value: 'dateDesc', label: '日期从新到旧' },
                { value: 'dateAsc', label: '日期从旧到新' },
              ]}
            />
          </Space>
        </Card>
      )}
      <DataTable
        testId="list-financing-events"
        reloadKey={JSON.stringify(filters)}
        rowKey={(e) => e.eventId}
        load={(page) => financingApi.events(filters, page)}
        columns={eventColumns}
      />
    </div>
  );
}

import { useState } from 'react';
import { Checkbox, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FinancingEventQuery } from '@esee/contracts';
import { useLoad, usePageTitle } from '@esee/react';
import { choices, DataTable, FilterSelect, ListPage } from '@esee/ui';
import { financingApi } from '../../api/financing';
import { eventColumns } from './EventColumns';
import { today } from '@esee/http';
import { useFilters } from '../shared/useFilters';

type Filters = Omit<FinancingEventQuery, 'pageNo' | 'pageSize'>;

/** The quick filter's window: newly funded companies have cash to deposit (product pages §1.8). */
const RECENT_DAYS = 30;

/**
 * `/bankAssistant/financingEvent/list`: 融资事件 (product pages §1.8), newest first, filtered by round,
 * date, industry, region, investor and amount; the quick filter 近30天融资且非本行客户 keeps the last 30
 * days' events of companies outside the institution's customer book.
 */
export default function FinancingEventListPage() {
  usePageTitle('融资事件');
  const options = useLoad(() => financingApi.eventOptions(), []);
  const [filters, set] = useFilters<Filters>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const quick = filters.notCustomers === true;
  const toggleQuick = (on: boolean) => {
    const from = on ? dayjs(today(-RECENT_DAYS)) : null;
    setRange(from ? [from, null] : null);
    set({ notCustomers: on || undefined, dateFrom: from?.format('YYYY-MM-DD'), dateTo: undefined });
  };
  const o = options.data;

  return (
    <ListPage
      title="融资事件"
      testId="financing-event-page"
      options={options}
      filters={
        <>
          <Checkbox
            checked={quick}
            onChange={(e) => toggleQuick(e.target.checked)}
            data-testid="quick-recent-prospects"
          >
            近{RECENT_DAYS}天融资且非本行客户
          </Checkbox>
          <FilterSelect
            multiple
            placeholder="融资轮次"
            minWidth={180}
            testId="filter-round"
            options={choices(o?.rounds)}
            value={filters.rounds}
            onChange={(rounds) => set({ rounds })}
          />
          <DatePicker.RangePicker
            value={range}
            placeholder={['开始日期', '结束日期']}
            onChange={(v) => {
              setRange(v);
              set({ dateFrom: v?.[0]?.format('YYYY-MM-DD'), dateTo: v?.[1]?.format('YYYY-MM-DD') });
            }}
          />
          <FilterSelect
            search
            placeholder="所属行业"
            minWidth={180}
            options={o?.industries.map((i) => ({ value: i.code, label: i.name }))}
            value={filters.industry}
            onChange={(industry) => set({ industry })}
          />
          <FilterSelect
            search
            placeholder="所属地区"
            options={o?.provinces.map((p) => ({ value: p.code, label: p.name }))}
            value={filters.regionCode}
            onChange={(regionCode) => set({ regionCode })}
          />
          <FilterSelect
            search
            placeholder="投资方"
            minWidth={180}
            options={o?.investors.map((i) => ({ value: i.investorId, label: i.name }))}
            value={filters.investorId}
            onChange={(investorId) => set({ investorId })}
          />
          <FilterSelect
            multiple
            placeholder="融资金额"
            minWidth={180}
            options={o?.amountBands}
            value={filters.amountBands}
            onChange={(amountBands) => set({ amountBands })}
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
        </>
      }
    >
      <DataTable
        testId="list-financing-events"
        reloadKey={JSON.stringify(filters)}
        rowKey={(e) => e.eventId}
        load={(page) => financingApi.events(filters, page)}
        columns={eventColumns}
      />
    </ListPage>
  );
}

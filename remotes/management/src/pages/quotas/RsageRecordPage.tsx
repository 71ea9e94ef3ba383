import { useState } from 'react';
import { Button, Card, DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ConsumeQuery, QuotaFunction, UsageRecord } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FilterSelect } from '@esee/ui';
import { quotasApi } from './api';

type Filters = Pick<ConsumeQuery, 'userId' | 'function' | 'start' | 'end'>;

/** The filters of the records pages: member, function and a range of days. */
export function RecordFilters({
  filters,
  onChange,
  testId,
}: {
  filters: Filters;
  onChange: (patch: Filters) => void;
  testId: string;
}) {
  const params = useLoad(() => quotasApi.params(), []);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  return (
    <>
      <FilterSelect
        placeholder="成员"
        minWidth={180}
        search
        testId={`${testId}-user`}
        options={params.data?.users.map((u) => ({ value: u.userId, label: `${u.name}（${u.username}）` }))}
        value={filters.userId}
        onChange={(userId) => onChange({ userId })}
      />
      <FilterSelect<QuotaFunction>
        placeholder="功能"
        minWidth={160}
        testId={`${testId}-function`}
        options={params.data?.functions}
        value={filters.function}
        onChange={(fn) => onChange({ function: fn })}
      />
      <DatePicker.RangePicker
        value={range}
        placeholder={['开始日期', '结束日期（默认近 30 天）']}
        onChange={(v) => {
          setRange(v);
          onChange({ start: v?.[0]?.format('YYYY-MM-DD'), end: v?.[1]?.format('YYYY-MM-DD') });
        }}
      />
    </>
  );
}

/** `/management/rsageRecord` 使用记录: every counted call of the institution, newest first, exportable. */
export default function RsageRecordPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [busy, setBusy] = useState(false);
  const exportRecords = async () => {
    setBusy(true);
    try {
      await quotasApi.exportRecords(filters);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title="使用记录"
      data-testid="rsage-record-page"
      extra={
        <Button onClick={() => void exportRecords()} loading={busy} data-testid="rsage-record-export">
          导出
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <RecordFilters testId="rsage-record" filters={filters} onChange={(p) => setFilters((f) => ({ ...f, ...p }))} />
      </Space>
      <DataTable<UsageRecord>
        testId="rsage-record-table"
        rowKey={(r) => r.id}
        reloadKey={JSON.stringify(filters)}
        numbered
        load={(page) => quotasApi.records({ ...filters, pageNum: page, pageSize: 10 })}
        columns={[
          { key: 'at', title: '使用时间（北京时间）', width: 180 },
          { key: 'username', title: '用户名' },
          { key: 'name', title: '姓名' },
          { key: 'title', title: '功能' },
          { key: 'units', title: '次数', width: 80 },
        ]}
      />
    </Card>
  );
}

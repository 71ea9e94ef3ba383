import { useState } from 'react';
import { Card, DatePicker, Input, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { LOGIN_OUTCOME_LABELS, LoginOutcome, type LoginLogRow } from '@esee/contracts';
import { DataTable, FilterSelect } from '@esee/ui';
import { InstitutionPicker } from '../../components/InstitutionPicker';
import { browserOf, signInsApi } from './signInsApi';

interface Filters {
  instCode?: string;
  keyword?: string;
  outcome?: LoginOutcome;
  start?: string;
  end?: string;
}

const OUTCOME_COLORS: Record<LoginOutcome, string> = {
  SUCCESS: 'green',
  FAILURE: 'red',
  LOCKED: 'volcano',
  DISABLED: 'default',
  PASSWORD_CHANGE: 'blue',
  ADDRESS: 'orange',
};

/** `/management/loginLog` 登录日志: every password login of the institution (any one, for `super`), newest first. */
export default function LoginLogPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const set = (patch: Filters) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <Card title="登录日志" data-testid="login-log-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <InstitutionPicker value={filters.instCode} onChange={(instCode) => set({ instCode })} />
        <Input.Search
          allowClear
          placeholder="用户名、姓名、地址或浏览器"
          style={{ width: 300 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          data-testid="login-log-search"
        />
        <FilterSelect
          placeholder="登录结果"
          minWidth={160}
          testId="login-log-outcome"
          options={Object.values(LoginOutcome).map((o) => ({ value: o, label: LOGIN_OUTCOME_LABELS[o] }))}
          value={filters.outcome}
          onChange={(outcome) => set({ outcome: outcome as LoginOutcome | undefined })}
        />
        <DatePicker.RangePicker
          value={range}
          placeholder={['开始日期', '结束日期']}
          onChange={(v) => {
            setRange(v);
            set({ start: v?.[0]?.format('YYYY-MM-DD'), end: v?.[1]?.format('YYYY-MM-DD') });
          }}
        />
      </Space>
      <DataTable<LoginLogRow>
        testId="login-log-table"
        rowKey={(r) => r.id}
        reloadKey={JSON.stringify(filters)}
        load={(page) => signInsApi.loginLog({ ...filters, page_num: page, page_size: 10 })}
        numbered
        columns={[
          { key: 'at', title: '登录时间（北京时间）', width: 180 },
          { key: 'username', title: '用户名' },
          { key: 'name', title: '姓名', render: (r) => r.name ?? (r.userId === null ? '（无此用户）' : '-') },
          {
            key: 'outcome',
            title: '结果',
            render: (r) => <Tag color={OUTCOME_COLORS[r.outcome]}>{LOGIN_OUTCOME_LABELS[r.outcome]}</Tag>,
          },
          { key: 'ip', title: '登录地址', render: (r) => r.ip ?? '-' },
          {
            key: 'agent',
            title: '浏览器',
            render: (r) => <span title={r.userAgent ?? ''}>{browserOf(r.userAgent)}</span>,
          },
        ]}
      />
    </Card>
  );
}

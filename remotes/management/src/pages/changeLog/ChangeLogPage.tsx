import { useState } from 'react';
import { Card, DatePicker, Input, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { CHANGE_ACTIONS, type ChangeCategory, type ChangeLogEntry } from '@esee/contracts';
import { DataTable } from '@esee/ui';
import { settingsApi, type ChangeLogFilter } from '../settings/api';
import { actionLabel, changeText } from './changeText';

const TARGET_TEXT: Record<string, string> = {
  UNIT: '部门',
  MEMBER: '成员',
  TEAM: '用户组',
  ROLE: '角色',
  INST: '机构',
};

/**
 * `/management/architectureChange` (ARCH) and `/management/permissionChange` (PERM):
 * the institution's audit trail of its organisation and of its rights, newest first.
 */
export default function ChangeLogPage({ category }: { category: ChangeCategory }) {
  const [filter, setFilter] = useState<ChangeLogFilter>({});
  const set = (next: Partial<ChangeLogFilter>) => setFilter((f) => ({ ...f, ...next }));
  const actions = Object.entries(CHANGE_ACTIONS)
    .filter(([, a]) => a.category === category)
    .map(([value, a]) => ({ value, label: a.label }));
  const testId = category === 'ARCH' ? 'architecture-change-page' : 'permission-change-page';
  return (
    <Card title={category === 'ARCH' ? '架构变更' : '权限变更'} data-testid={testId}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="操作类型"
          style={{ width: 160 }}
          options={actions}
          value={filter.action}
          onChange={(action?: string) => set({ action })}
          data-testid="change-action"
        />
        <Input.Search
          allowClear
          placeholder="操作人"
          style={{ width: 160 }}
          onSearch={(v) => set({ actor: v.trim() || undefined })}
          data-testid="change-actor"
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={[filter.start ? dayjs(filter.start) : null, filter.end ? dayjs(filter.end) : null]}
          onChange={(range) => set({ start: range?.[0]?.format('YYYY-MM-DD'), end: range?.[1]?.format('YYYY-MM-DD') })}
        />
        <Input.Search
          allowClear
          placeholder={category === 'ARCH' ? '部门、成员或用户组名称' : '角色或成员名称'}
          style={{ width: 220 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          data-testid="change-keyword"
        />
      </Space>
      <DataTable<ChangeLogEntry>
        testId="change-log"
        reloadKey={JSON.stringify(filter)}
        rowKey={(r) => String(r.id)}
        load={(page) => settingsApi.changeLog(category, filter, page)}
        columns={[
          { key: 'createdAt', title: '操作时间（北京时间）', width: 180 },
          { key: 'actorName', title: '操作人', width: 120 },
          { key: 'action', title: '操作', width: 140, render: (r) => actionLabel(r.action) },
          {
            key: 'targetName',
            title: '对象',
            width: 200,
            render: (r) => (
              <span data-testid="change-target">
                <Typography.Text type="secondary">{TARGET_TEXT[r.targetType] ?? ''}</Typography.Text> {r.targetName}
              </span>
            ),
          },
          {
            key: 'detail',
            title: '变更内容',
            render: (r) => {
              const lines = changeText(r.action, r.detail);
              return lines.length ? (
                <div data-testid="change-detail">
                  {lines.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </div>
              ) : (
                '-'
              );
            },
          },
        ]}
      />
    </Card>
  );
}

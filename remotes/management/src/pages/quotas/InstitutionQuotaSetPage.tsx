import { useState } from 'react';
import { App, Card, Space, Typography } from 'antd';
import type { QuotaRow } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FilterSelect, LinkButton } from '@esee/ui';
import { quotasApi } from './api';
import { limitText, QuotaDialog } from './QuotaDialog';

/**
 * `/management/institutionQuotaSet` 机构额度 (platform administrator): one
 * institution's quota per function, with what it used in the current period.
 */
export default function InstitutionQuotaSetPage() {
  const { message } = App.useApp();
  const [instCode, setInstCode] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<QuotaRow | null>(null);
  const loaded = useLoad(() => quotasApi.institution(instCode), [instCode, version]);
  const answer = loaded.data;
  return (
    <Card title="机构额度" data-testid="institution-quota-page">
      <Space style={{ marginBottom: 16 }} wrap>
        <FilterSelect
          placeholder="选择机构"
          minWidth={260}
          search
          testId="institution-quota-inst"
          options={answer?.institutions.map((i) => ({ value: i.instCode, label: `${i.instName}（${i.instCode}）` }))}
          value={instCode}
          onChange={setInstCode}
        />
        <Typography.Text type="secondary">
          每次调用计 1 次；额度用尽时该功能返回「功能调用额度不足，请联系管理员」。日、月按北京时间计算。
        </Typography.Text>
      </Space>
      {instCode && answer?.instCode === instCode.toUpperCase() ? (
        <DataTable<QuotaRow>
          testId="institution-quota-table"
          rowKey={(r) => r.function}
          rows={answer.list}
          columns={[
            {
              key: 'title',
              title: '功能',
              render: (r) => <span data-testid={`quota-fn-${r.function}`}>{r.title}</span>,
            },
            { key: 'limit', title: '额度', render: (r) => limitText(r.limit, r.period) },
            {
              key: 'used',
              title: '本期已用',
              render: (r) => <span data-testid={`quota-used-${r.function}`}>{r.used}</span>,
            },
            {
              key: 'actions',
              title: '操作',
              width: 90,
              render: (r) => (
                <LinkButton onClick={() => setEditing(r)} data-testid={`quota-edit-${r.function}`}>
                  设置
                </LinkButton>
              ),
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">请选择机构</Typography.Text>
      )}
      {editing && instCode && (
        <QuotaDialog
          title={`设置额度：${editing.title}`}
          fn={editing.function}
          limit={editing.limit}
          period={editing.period}
          onClose={() => setEditing(null)}
          onSave={async (change) => {
            await quotasApi.setInstitution(instCode, change);
            message.success('额度已保存');
            setVersion((v) => v + 1);
          }}
        />
      )}
    </Card>
  );
}

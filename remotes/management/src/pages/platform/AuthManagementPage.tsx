import { useState } from 'react';
import { Link } from 'react-router';
import { App, Card, Drawer, Form, Input, InputNumber, Space, Spin, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { SOLUTIONS, type Licence, type SolutionKey } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, EmptyState, EventList, FailedState, formatDateTime, LinkButton } from '@esee/ui';
import { DaysLeft } from './DaysLeft';
import { EditModal, useEditing, validUntilDay, validUntilText, ValidUntilItem } from './EditModal';
import { gatewayApi } from './gatewayApi';
import { SearchBox } from '../../components/SearchBox';

const seats = (r: { seatsUsed: number; seatLimit: number | null }) =>
  `${r.seatsUsed} / ${r.seatLimit === null ? '不限' : r.seatLimit}`;

interface EditValues {
  validUntil: Dayjs | null;
  seatLimit: number | null;
  note: string;
}

/**
 * `/management/authManagement` 授权管理: each customer institution's service
 * end and seat limit (used / limit), changed with a note that goes into its
 * licence history. Solutions are shown here and set on 功能模型设置.
 */
export default function AuthManagementPage() {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [reload, setReload] = useState(0);
  const [history, setHistory] = useState<Licence | null>(null);
  const editor = useEditing<Licence, EditValues>((r) => ({
    validUntil: validUntilDay(r.validUntil),
    seatLimit: r.seatLimit,
    note: '',
  }));

  const save = async (v: EditValues) => {
    await gatewayApi.saveLicence({
      instCode: editor.editing!.instCode,
      validUntil: validUntilText(v.validUntil),
      seatLimit: v.seatLimit ?? null,
      note: v.note ?? '',
    });
    message.success('授权已保存');
    editor.close();
    setReload((n) => n + 1);
  };

  return (
    <Card title="授权管理" data-testid="auth-management-page">
      <Space style={{ marginBottom: 12 }}>
        <SearchBox placeholder="机构代码或名称" onSearch={setKeyword} testId="licence-search" />
      </Space>
      <DataTable<Licence>
        testId="licence-table"
        rowKey={(r) => r.instCode}
        reloadKey={`${keyword}|${reload}`}
        load={(page) => gatewayApi.licences({ keyword: keyword || undefined, page_num: page, page_size: 10 })}
        columns={[
          { key: 'instCode', title: '机构代码', width: 120 },
          {
            key: 'instName',
            title: '机构名称',
            render: (r) => (
              <>
                {r.instName}
                {!r.enabled && <Tag style={{ marginLeft: 6 }}>停用</Tag>}
              </>
            ),
          },
          { key: 'validUntil', title: '有效期至', width: 110, render: (r) => r.validUntil ?? '长期' },
          { key: 'daysLeft', title: '剩余天数', width: 100, render: (r) => <DaysLeft days={r.daysLeft} /> },
          {
            key: 'seats',
            title: '席位（已用/上限）',
            width: 140,
            render: (r) => (
              <span
                data-testid="licence-seats"
                style={r.seatLimit !== null && r.seatsUsed >= r.seatLimit ? { color: '#d4380d' } : undefined}
              >
                {seats(r)}
              </span>
            ),
          },
          {
            key: 'solutions',
            title: '解决方案',
            width: 220,
            render: (r) =>
              r.solutions.length ? (
                <Link to="/management/modelSet" title="在功能模型设置中修改">
                  {r.solutions.map((s) => (
                    <Tag key={s}>{SOLUTIONS[s as SolutionKey]?.title ?? s}</Tag>
                  ))}
                </Link>
              ) : (
                '--'
              ),
          },
          {
            key: 'actions',
            title: '操作',
            width: 150,
            render: (r) => (
              <Space size={0}>
                <LinkButton onClick={() => editor.edit(r)} data-testid="licence-edit">
                  编辑
                </LinkButton>
                <LinkButton onClick={() => setHistory(r)} data-testid="licence-history">
                  授权记录
                </LinkButton>
              </Space>
            ),
          },
        ]}
      />
      <EditModal editor={editor} title={`编辑授权 ${editor.editing?.instName ?? ''}`} onSave={save}>
        <ValidUntilItem testId="licence-valid-until" />
        <Form.Item
          label="席位上限"
          name="seatLimit"
          extra={`启用成员数的上限，留空不限${editor.editing ? `；当前已用 ${editor.editing.seatsUsed}` : ''}`}
        >
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} data-testid="licence-seat-limit" />
        </Form.Item>
        <Form.Item label="备注" name="note" extra="如合同编号、续约说明；记入授权记录">
          <Input.TextArea rows={2} maxLength={200} data-testid="licence-note" />
        </Form.Item>
      </EditModal>
      {history && <HistoryDrawer licence={history} onClose={() => setHistory(null)} />}
    </Card>
  );
}

function HistoryDrawer({ licence, onClose }: { licence: Licence; onClose: () => void }) {
  const rows = useLoad(() => gatewayApi.licenceHistory(licence.instCode), [licence.instCode]);
  const change = (before: string | number | null, after: string | number | null, empty: string) =>
    before === after ? null : `${before ?? empty} → ${after ?? empty}`;
  return (
    <Drawer
      open
      width={480}
      title={`授权记录：${licence.instName}`}
      onClose={onClose}
      data-testid="licence-history-drawer"
    >
      {rows.status === 'failed' ? (
        <FailedState onRetry={rows.reload} />
      ) : rows.status === 'loading' ? (
        <Spin />
      ) : !rows.data.length ? (
        <EmptyState description="暂无授权变更记录" />
      ) : (
        <EventList
          items={rows.data.map((h) => {
            const validUntil = change(h.validUntilBefore, h.validUntilAfter, '长期');
            const seatLimit = change(h.seatLimitBefore, h.seatLimitAfter, '不限');
            return {
              key: h.id,
              children: (
                <>
                  <div>
                    {formatDateTime(h.createdAt)} · {h.changedBy}
                  </div>
                  {validUntil && <div>有效期至：{validUntil}</div>}
                  {seatLimit && <div>席位上限：{seatLimit}</div>}
                  {h.note && <div style={{ color: '#666' }}>备注：{h.note}</div>}
                </>
              ),
            };
          })}
        />
      )}
    </Drawer>
  );
}

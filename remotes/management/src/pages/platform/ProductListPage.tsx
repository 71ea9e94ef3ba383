import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, DatePicker, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SOLUTIONS, type Company, type SolutionKey } from '@esee/contracts';
import { DataTable, FilterSelect, LinkButton } from '@esee/ui';
import { enabledColumn } from '../../components/enabledColumn';
import { platformApi } from './api';
import { ManagersDrawer } from './ManagersDrawer';

const STATUS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
];

/** `/management/productList` 机构列表: the customer institutions; edit, enable/disable, their managers. */
export default function ProductListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [enabled, setEnabled] = useState<number | undefined>();
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Company | null>(null);
  const [open, setOpen] = useState<Company | null>(null);
  const [form] = Form.useForm<{ instName: string; validUntil: Dayjs | null }>();
  const again = () => setReload((n) => n + 1);

  const toggle = async (c: Company) => {
    await platformApi.updateCompany({ instCode: c.instCode, enabled: !c.enabled });
    message.success(c.enabled ? '机构已停用，其成员已全部下线' : '机构已启用');
    again();
  };
  const saveEdit = async (v: { instName: string; validUntil: Dayjs | null }) => {
    await platformApi.updateCompany({
      instCode: editing!.instCode,
      instName: v.instName,
      validUntil: v.validUntil ? v.validUntil.format('YYYY-MM-DD') : null,
    });
    message.success('已保存');
    setEditing(null);
    again();
  };

  return (
    <Card
      title="机构列表"
      data-testid="product-list-page"
      extra={
        <Button type="primary" onClick={() => navigate('/management/addProduct')} data-testid="product-add">
          新增机构
        </Button>
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="机构代码或名称"
          style={{ width: 260 }}
          onSearch={(v) => setKeyword(v.trim())}
          data-testid="product-search"
        />
        <FilterSelect
          placeholder="状态"
          width={120}
          options={STATUS}
          value={enabled}
          onChange={setEnabled}
          testId="product-status"
        />
      </Space>
      <DataTable<Company>
        testId="product-table"
        rowKey={(r) => r.instCode}
        reloadKey={`${keyword}|${enabled}|${reload}`}
        load={(page) =>
          platformApi.companies({ keyword: keyword || undefined, enabled, page_num: page, page_size: 10 })
        }
        columns={[
          { key: 'instCode', title: '机构代码', width: 120 },
          { key: 'instName', title: '机构名称' },
          {
            key: 'solutions',
            title: '解决方案',
            render: (r) => r.solutions.map((s) => <Tag key={s}>{SOLUTIONS[s as SolutionKey]?.title ?? s}</Tag>),
          },
          { key: 'memberCount', title: '成员', width: 70, align: 'right' },
          { key: 'managerCount', title: '管理员', width: 70, align: 'right' },
          { key: 'validUntil', title: '有效期至', width: 110, render: (r) => r.validUntil ?? '长期' },
          enabledColumn(),
          {
            key: 'actions',
            title: '操作',
            width: 220,
            render: (r) => (
              <Space size={0}>
                <LinkButton onClick={() => setOpen(r)} data-testid="product-managers">
                  管理员与概况
                </LinkButton>
                <LinkButton
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue({
                      instName: r.instName,
                      validUntil: r.validUntil ? dayjs(r.validUntil) : null,
                    });
                  }}
                  data-testid="product-edit"
                >
                  编辑
                </LinkButton>
                <Popconfirm
                  title={r.enabled ? `停用 ${r.instName}？其全部成员将立即下线且不能登录` : `启用 ${r.instName}？`}
                  onConfirm={() => toggle(r).catch(() => undefined)}
                >
                  <LinkButton danger={r.enabled} data-testid="product-toggle">
                    {r.enabled ? '停用' : '启用'}
                  </LinkButton>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={`编辑机构 ${editing?.instCode ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v) => saveEdit(v).catch(() => undefined)}>
          <Form.Item label="机构名称" name="instName" rules={[{ required: true, message: '请填写机构名称' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item label="有效期至" name="validUntil" extra="留空为长期有效；到期次日起机构成员不能登录">
            <DatePicker />
          </Form.Item>
        </Form>
      </Modal>
      {open && <ManagersDrawer company={open} onClose={() => (setOpen(null), again())} />}
    </Card>
  );
}

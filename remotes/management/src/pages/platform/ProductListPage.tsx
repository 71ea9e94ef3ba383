import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Form, Input, Popconfirm, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { SOLUTIONS, type Company, type SolutionKey } from '@esee/contracts';
import { DataTable, FilterSelect, LinkButton } from '@esee/ui';
import { enabledColumn } from '../../components/enabledColumn';
import { platformApi } from './api';
import { EditModal, useEditing, validUntilDay, validUntilText, ValidUntilItem } from './EditModal';
import { ManagersDrawer } from './ManagersDrawer';
import { SearchBox } from '../../components/SearchBox';

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
  const [open, setOpen] = useState<Company | null>(null);
  const editor = useEditing<Company, { instName: string; validUntil: Dayjs | null }>((r) => ({
    instName: r.instName,
    validUntil: validUntilDay(r.validUntil),
  }));
  const again = () => setReload((n) => n + 1);

  const toggle = async (c: Company) => {
    await platformApi.updateCompany({ instCode: c.instCode, enabled: !c.enabled });
    message.success(c.enabled ? '机构已停用，其成员已全部下线' : '机构已启用');
    again();
  };
  const saveEdit = async (v: { instName: string; validUntil: Dayjs | null }) => {
    await platformApi.updateCompany({
      instCode: editor.editing!.instCode,
      instName: v.instName,
      validUntil: validUntilText(v.validUntil),
    });
    message.success('已保存');
    editor.close();
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
        <SearchBox placeholder="机构代码或名称" onSearch={setKeyword} testId="product-search" />
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
                <LinkButton onClick={() => editor.edit(r)} data-testid="product-edit">
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
      <EditModal editor={editor} title={`编辑机构 ${editor.editing?.instCode ?? ''}`} onSave={saveEdit}>
        <Form.Item label="机构名称" name="instName" rules={[{ required: true, message: '请填写机构名称' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <ValidUntilItem />
      </EditModal>
      {open && <ManagersDrawer company={open} onClose={() => (setOpen(null), again())} />}
    </Card>
  );
}

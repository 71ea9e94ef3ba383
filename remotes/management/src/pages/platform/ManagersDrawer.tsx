import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Form, Input, Modal, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import type { Company, CompanyManager } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable, FailedState, LinkButton } from '@esee/ui';
import { platformApi } from './api';
import { InitialPasswordItem } from '../../components/InitialPasswordItem';

interface ManagerForm {
  username: string;
  name: string;
  password: string;
}

/** An institution's managers (add, reset password, enable/disable) and its summary, in a drawer. */
export function ManagersDrawer({ company, onClose }: { company: Company; onClose: () => void }) {
  const { message } = App.useApp();
  const code = company.instCode;
  const managers = useLoad(() => platformApi.managers(code), [code]);
  const summary = useLoad(() => platformApi.summary(code), [code]);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<CompanyManager | null>(null);
  const [addForm] = Form.useForm<ManagerForm>();
  const [resetForm] = Form.useForm<{ password: string }>();

  const add = async (v: ManagerForm) => {
    await platformApi.createManager({ instCode: code, ...v });
    message.success('已新增管理员，首次登录须修改密码');
    setAdding(false);
    addForm.resetFields();
    managers.reload();
  };
  const reset = async (v: { password: string }) => {
    await platformApi.updateManager({ instCode: code, userId: resetting!.userId, password: v.password });
    message.success('密码已重置，其会话已结束');
    setResetting(null);
    resetForm.resetFields();
    managers.reload();
  };
  const toggle = async (m: CompanyManager) => {
    await platformApi.updateManager({ instCode: code, userId: m.userId, enableFlag: m.enableFlag ? 0 : 1 });
    message.success(m.enableFlag ? '已停用' : '已启用');
    managers.reload();
  };

  return (
    <Drawer open width={760} title={`${company.instName}（${code}）`} onClose={onClose} data-testid="company-drawer">
      <Typography.Title level={5}>概况（近30天）</Typography.Title>
      {summary.status === 'ok' ? (
        <Descriptions size="small" column={4} data-testid="company-summary">
          <Descriptions.Item label="成员">{summary.data.members}</Descriptions.Item>
          <Descriptions.Item label="启用成员">{summary.data.enabledMembers}</Descriptions.Item>
          <Descriptions.Item label="登录次数">{summary.data.logins30d}</Descriptions.Item>
          <Descriptions.Item label="活跃用户">{summary.data.activeUsers30d}</Descriptions.Item>
        </Descriptions>
      ) : summary.status === 'failed' ? (
        <FailedState onRetry={summary.reload} />
      ) : (
        <Spin />
      )}
      <Space style={{ margin: '16px 0 8px', justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          机构管理员
        </Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="manager-add">
          新增管理员
        </Button>
      </Space>
      {managers.status === 'failed' ? (
        <FailedState onRetry={managers.reload} />
      ) : (
        <DataTable<CompanyManager>
          testId="manager-table"
          rowKey={(r) => String(r.userId)}
          rows={managers.data ?? []}
          columns={[
            { key: 'username', title: '用户名' },
            { key: 'name', title: '姓名' },
            {
              key: 'status',
              title: '状态',
              render: (r) => (
                <>
                  {r.enableFlag ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
                  {r.mustChangePassword && <Tag color="orange">待修改密码</Tag>}
                </>
              ),
            },
            {
              key: 'lastLoginAt',
              title: '最近登录（北京时间）',
              render: (r) => r.lastLoginAt ?? '-',
            },
            {
              key: 'actions',
              title: '操作',
              width: 170,
              render: (r) => (
                <Space size={0}>
                  <LinkButton onClick={() => setResetting(r)} data-testid="manager-reset">
                    重置密码
                  </LinkButton>
                  <Popconfirm
                    title={r.enableFlag ? `停用 ${r.name}？其会话将立即结束` : `启用 ${r.name}？`}
                    onConfirm={() => toggle(r)}
                  >
                    <LinkButton danger={!!r.enableFlag} data-testid="manager-toggle">
                      {r.enableFlag ? '停用' : '启用'}
                    </LinkButton>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={adding}
        title="新增机构管理员"
        onCancel={() => setAdding(false)}
        onOk={() => addForm.submit()}
        destroyOnHidden
      >
        <Form form={addForm} layout="vertical" onFinish={(v) => add(v).catch(() => undefined)}>
          <ManagerFields />
        </Form>
      </Modal>
      <Modal
        open={!!resetting}
        title={`重置 ${resetting?.name ?? ''} 的密码`}
        onCancel={() => setResetting(null)}
        onOk={() => resetForm.submit()}
        destroyOnHidden
      >
        <Form form={resetForm} layout="vertical" onFinish={(v) => reset(v).catch(() => undefined)}>
          <Form.Item label="新的初始密码" name="password" rules={[{ required: true, message: '请填写初始密码' }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}

/** The manager's username, name and first password (shared with 新增机构). */
export function ManagerFields() {
  return (
    <>
      <Form.Item
        label="管理员用户名"
        name="username"
        rules={[
          { required: true, message: '请填写用户名' },
          { pattern: /^[A-Za-z0-9._@-]{2,64}$/, message: '2–64位字母、数字或 . _ @ -' },
        ]}
      >
        <Input data-testid="manager-username" />
      </Form.Item>
      <Form.Item label="管理员姓名" name="name" rules={[{ required: true, message: '请填写姓名' }]}>
        <Input maxLength={30} data-testid="manager-name" />
      </Form.Item>
      <InitialPasswordItem who="管理员" message="请填写初始密码" testId="manager-password" />
    </>
  );
}

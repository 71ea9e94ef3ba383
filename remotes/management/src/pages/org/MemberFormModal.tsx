import { useEffect } from 'react';
import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import type { OrgEmployee, OrgUnitNode } from '@esee/contracts';
import type { MemberValues, RoleChoice } from './api';
import { InitialPasswordItem } from '../../components/InitialPasswordItem';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
export const unitOptions = (units: OrgUnitNode[]): TreeOption[] =>
  units.map((u) => ({ value: u.id, title: u.name, children: unitOptions(u.children) }));

/** Add a member (with a first password) or edit one: name, department, role, contacts. */
export function MemberFormModal({
  open,
  member,
  units,
  roles,
  defaultUnitId,
  onSubmit,
  onClose,
}: {
  open: boolean;
  /** Null: a new member. */
  member: OrgEmployee | null;
  units: OrgUnitNode[];
  roles: RoleChoice[];
  defaultUnitId?: number;
  onSubmit: (values: MemberValues) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<MemberValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      member
        ? {
            name: member.name,
            roleId: member.roleId,
            unitId: member.parentUnitId ?? undefined,
            mobile: member.mobile,
            email: member.email,
          }
        : { unitId: defaultUnitId },
    );
  }, [open, member, defaultUnitId, form]);
  return (
    <Modal
      open={open}
      title={member ? `编辑成员：${member.name}` : '新增成员'}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'member-form-ok' }}
      destroyOnHidden
    >
      <Form<MemberValues> form={form} layout="vertical" onFinish={(v) => void onSubmit(v)}>
        {!member && (
          <Form.Item
            label="用户名"
            name="username"
            rules={[{ required: true, pattern: /^[A-Za-z0-9._@-]{2,64}$/, message: '2–64 位字母、数字或 . _ - @' }]}
          >
            <Input autoComplete="off" data-testid="member-username" />
          </Form.Item>
        )}
        <Form.Item
          label="姓名"
          name="name"
          rules={[{ required: true, whitespace: true, max: 30, message: '请输入姓名（最多 30 字）' }]}
        >
          <Input data-testid="member-name" />
        </Form.Item>
        {!member && <InitialPasswordItem who="成员" message="请输入初始密码" testId="member-password" />}
        <Form.Item label="部门" name="unitId" rules={[{ required: true, message: '请选择部门' }]}>
          <TreeSelect treeData={unitOptions(units)} treeDefaultExpandAll data-testid="member-unit" />
        </Form.Item>
        <Form.Item label="角色" name="roleId" rules={[{ required: true, message: '请选择角色' }]}>
          <Select
            data-testid="member-role"
            options={roles.map((r) => ({ value: r.roleId, label: r.roleName, disabled: !r.enabled }))}
          />
        </Form.Item>
        <Form.Item label="手机" name="mobile" rules={[{ pattern: /^1[3-9][0-9]{9}$/, message: '手机号格式不正确' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import type { TableColumnsType } from 'antd';

interface Person {
  name: string;
  username: string;
  unitName: string | null;
  roleName: string;
}

/** The columns every list of an institution's staff opens with: 姓名, 用户名, 部门 (-- when none), 角色. */
export const personColumns = <T extends Person>(): TableColumnsType<T> => [
  { title: '姓名', dataIndex: 'name' },
  { title: '用户名', dataIndex: 'username' },
  { title: '部门', dataIndex: 'unitName', render: (v: string | null) => v ?? '--' },
  { title: '角色', dataIndex: 'roleName' },
];

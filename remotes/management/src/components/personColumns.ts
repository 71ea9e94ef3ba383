import type { DataColumn } from '@esee/ui';

interface Person {
  name: string;
  username: string;
  unitName: string | null;
  roleName: string;
}

/** The columns every list of an institution's staff opens with: 姓名, 用户名, 部门 (-- when none), 角色. */
export const personColumns = <T extends Person>(): DataColumn<T>[] => [
  { key: 'name', title: '姓名' },
  { key: 'username', title: '用户名' },
  { key: 'unitName', title: '部门', render: (p) => p.unitName ?? '--' },
  { key: 'roleName', title: '角色' },
];

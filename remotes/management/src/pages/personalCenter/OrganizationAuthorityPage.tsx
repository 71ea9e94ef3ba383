import { Card, Descriptions, Spin, Table, Tag } from 'antd';
import { DATA_SCOPE_LABELS, type DataScope, type PermissionNode } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { permissionRows, type PermissionRow } from '../org/permissionRows';
import { usersApi } from '../org/usersApi';

/** What each data scope lets a member see, in words. */
const DATA_SCOPE_WORDS: Record<DataScope, string> = {
  ALL: '可查看本机构全部人员的监控、项目、导入、导出等数据',
  DEPT_AND_CHILD: '可查看本部门及下级部门人员的数据',
  DEPT: '仅可查看本部门人员的数据',
  SELF: '仅可查看本人的数据',
};

function stateOf(node: PermissionNode) {
  if (node.disabled) return <Tag>已禁用</Tag>;
  if (node.status) return <Tag color="green">已授权</Tag>;
  if (node.indeterminate) return <Tag color="blue">部分授权</Tag>;
  return <Tag color="default">未授权</Tag>;
}

/** `/personalCenter/organizationAuthority` 组织权限: my role, its data scope, and its permission tree, read-only. */
export default function OrganizationAuthorityPage() {
  const info = useLoad(usersApi.orgInfo, []);
  const rights = useLoad(usersApi.myRights, []);
  const role = info.data?.role;
  return (
    <Card title="组织权限" data-testid="organization-authority-page">
      {role ? (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="我的角色">
            {role.roleName}
            {role.roleType === 'INST_MGR' && role.roleName !== '机构管理员' && (
              <Tag color="gold" style={{ marginLeft: 8 }}>
                机构管理员
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="数据范围">
            {DATA_SCOPE_LABELS[role.dataScope as DataScope] ?? role.dataScope}：
            {DATA_SCOPE_WORDS[role.dataScope as DataScope] ?? ''}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        info.status === 'loading' && <Spin />
      )}
      <Table<PermissionRow>
        size="small"
        rowKey="key"
        pagination={false}
        loading={rights.status === 'loading'}
        dataSource={permissionRows(rights.data?.tree ?? [])}
        locale={{ emptyText: '暂无数据' }}
        data-testid="my-permission-tree"
        columns={[
          { title: '权限', render: (_, { node }) => node.description },
          { title: '状态', width: 110, render: (_, { node }) => stateOf(node) },
          {
            title: '已授权',
            width: 110,
            render: (_, { node }) => (node.children.length ? `${node.checkLength}` : ''),
          },
        ]}
      />
    </Card>
  );
}

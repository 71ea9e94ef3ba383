import { useState } from 'react';
import { App, Button, Card, Col, Dropdown, Empty, Row, Space, Spin, Tag } from 'antd';
import type { RoleNode } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { orgApi, type PermissionAnswer } from '../org/api';
import { NameDialog, useNameDialog } from '../org/NameDialog';
import { useChange } from '../org/useChange';
import { PermissionTable } from './PermissionTable';

const flatten = (nodes: RoleNode[], depth = 0): { role: RoleNode; depth: number }[] =>
  nodes.flatMap((role) => [{ role, depth }, ...flatten(role.children, depth + 1)]);

type Dialog = { kind: 'add'; parent: RoleNode | null } | { kind: 'rename'; role: RoleNode };

/** `/management/roleManagement`: the role menu (spec 2 §4) beside the chosen role's permission tree. */
export default function RoleManagementPage() {
  const { modal } = App.useApp();
  const roles = useLoad(orgApi.roleTree, []);
  const [chosen, setChosen] = useState<number | null>(null);
  const [edited, setEdited] = useState<PermissionAnswer | null>(null);
  const naming = useNameDialog<Dialog>();
  const list = roles.status === 'ok' ? flatten(roles.data) : [];
  const current = list.find((r) => r.role.roleId === chosen)?.role ?? list[0]?.role;

  const loaded = useLoad(
    () => (current ? orgApi.permissions(current.roleId) : Promise.resolve(null)),
    [current?.roleId],
  );
  // The tree as the last switch left it, for the role it belongs to; a fresh load otherwise.
  const answer = edited && edited.roleId === current?.roleId ? edited : loaded.status === 'ok' ? loaded.data : null;

  const run = useChange(roles.reload);

  const actions = (role: RoleNode) => ({
    items: [
      { key: 'edit', label: '编辑' },
      { key: 'child', label: '添加子角色' },
      { key: 'toggle', label: role.enabled ? '停用角色' : '启用角色' },
      { key: 'delete', label: '删除', danger: true },
    ],
    onClick: ({ key, domEvent }: { key: string; domEvent: { stopPropagation: () => void } }) => {
      domEvent.stopPropagation();
      if (key === 'edit') naming.open({ kind: 'rename', role }, role.roleName);
      if (key === 'child') naming.open({ kind: 'add', parent: role });
      if (key === 'toggle')
        void run(
          () => orgApi.editRole(role.roleId, { enabled: !role.enabled }),
          role.enabled ? '角色已停用' : '角色已启用',
        );
      if (key === 'delete')
        // Spec 2 §5: a role with members is refused by the server with its message; otherwise confirm.
        modal.confirm({
          title: `确定删除角色「${role.roleName}」吗？`,
          onOk: () => run(() => orgApi.removeRole(role.roleId), '角色已删除'),
        });
    },
  });

  return (
    <Row gutter={16} data-testid="role-management-page">
      <Col xs={24} md={8}>
        <Card
          title="角色"
          extra={
            <Button
              type="primary"
              size="small"
              onClick={() => naming.open({ kind: 'add', parent: null })}
              data-testid="role-add"
            >
              新增角色
            </Button>
          }
        >
          {roles.status === 'loading' && <Spin />}
          {roles.status === 'ok' && !list.length && <Empty description="暂无数据" />}
          {list.map(({ role, depth }) => (
            <div
              key={role.roleId}
              role="button"
              tabIndex={0}
              onClick={() => setChosen(role.roleId)}
              onKeyDown={(e) => e.key === 'Enter' && setChosen(role.roleId)}
              data-testid={`role-${role.roleName}`}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: `6px 8px 6px ${8 + depth * 16}px`,
                cursor: 'pointer',
                borderRadius: 6,
                background: current?.roleId === role.roleId ? 'rgba(22,119,255,0.08)' : undefined,
              }}
            >
              <Space size={4}>
                <span>{role.roleName}</span>
                {role.roleType === 'INST_MGR' && <Tag color="gold">机构管理员</Tag>}
                {!role.enabled && <Tag>已停用</Tag>}
                <span style={{ color: '#999' }}>{role.memberCount}人</span>
              </Space>
              {/* Only NORMAL roles have the more-actions menu (spec 2 §4). */}
              {role.roleType === 'NORMAL' && (
                <Dropdown menu={actions(role)} trigger={['click']}>
                  <Button size="small" type="text" onClick={(e) => e.stopPropagation()} data-testid="role-more">
                    更多
                  </Button>
                </Dropdown>
              )}
            </div>
          ))}
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card title={current ? `权限设置：${current.roleName}` : '权限设置'}>
          {current && answer ? (
            <PermissionTable
              answer={answer}
              dataScope={current.dataScope}
              onChange={setEdited}
              onDataScope={(scope) =>
                void run(() => orgApi.editRole(current.roleId, { dataScope: scope }), '数据范围已保存')
              }
            />
          ) : (
            current && <Spin />
          )}
        </Card>
      </Col>
      <NameDialog
        state={naming}
        title={(d) =>
          d?.kind === 'rename' ? '编辑角色' : d?.parent ? `添加「${d.parent.roleName}」的子角色` : '新增角色'
        }
        placeholder="角色名称"
        maxLength={20}
        testId="role"
        onSave={(d, name) =>
          d.kind === 'add'
            ? run(() => orgApi.addRole(name, d.parent?.roleId ?? null), '角色已新增')
            : run(() => orgApi.renameRole(d.role.roleId, name), '角色已重命名')
        }
      />
    </Row>
  );
}

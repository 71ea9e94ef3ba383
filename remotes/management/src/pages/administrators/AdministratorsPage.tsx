import { useState } from 'react';
import { App, Button, Card, Modal, Select, Tag, Typography } from 'antd';
import { DataTable, FailedState, LinkButton } from '@esee/ui';
import { RoleType, type DirectoryUser } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { useSession } from '@esee/session';
import { orgApi } from '../org/api';
import { OrgPicker, type OrgSelection } from '../org/OrgPicker';
import { usersApi } from '../org/usersApi';

/**
 * `/management/administrators` 管理员 (our design): the institution's members
 * whose role is INST_MGR. Only an institution manager adds or revokes one (the
 * server refuses others, oneself, and the last enabled administrator).
 */
export default function AdministratorsPage() {
  const { message } = App.useApp();
  const me = useSession((s) => s.user);
  const isManager = me?.roleType === RoleType.INST_MGR;
  const admins = useLoad(() => usersApi.search({ roleType: RoleType.INST_MGR, pageNum: 1, pageSize: 50 }), []);
  const roles = useLoad(orgApi.roles, []);
  const managerRole = roles.data?.find((r) => r.roleType === RoleType.INST_MGR);
  const normalRoles = (roles.data ?? []).filter((r) => r.roleType === RoleType.NORMAL && r.enabled);
  const [picking, setPicking] = useState(false);
  const [revoking, setRevoking] = useState<DirectoryUser | null>(null);
  const [newRole, setNewRole] = useState<number | undefined>(undefined);

  const add = async ({ users }: OrgSelection) => {
    setPicking(false);
    if (!managerRole) return;
    let added = 0;
    for (const u of users)
      try {
        await orgApi.updateMember(u.id, { roleId: managerRole.roleId });
        added++;
      } catch {
        // Each refusal is shown by the error catalogue; the others go on.
      }
    if (added) message.success(`已添加 ${added} 名管理员`);
    admins.reload();
  };
  const revoke = async () => {
    if (!revoking || !newRole) return;
    try {
      await orgApi.updateMember(revoking.userId, { roleId: newRole });
      message.success(`已撤销「${revoking.name}」的管理员角色`);
      setRevoking(null);
      admins.reload();
    } catch {
      // shown by the error catalogue (e.g. 机构至少保留一名管理员)
    }
  };

  return (
    <Card
      title="管理员"
      data-testid="administrators-page"
      extra={
        isManager && (
          <Button type="primary" onClick={() => setPicking(true)} data-testid="admin-add">
            添加管理员
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        管理员拥有本机构的全部权限，角色的权限树只读；只有管理员可以添加或撤销管理员，机构至少保留一名启用的管理员。
      </Typography.Paragraph>
      {admins.status === 'failed' ? (
        <FailedState onRetry={admins.reload} />
      ) : (
        <DataTable<DirectoryUser>
          testId="admin-table"
          size="small"
          rowKey={(a) => String(a.userId)}
          loading={admins.status === 'loading'}
          rows={admins.data?.list ?? []}
          columns={[
            { key: 'name', title: '姓名' },
            { key: 'username', title: '用户名' },
            { key: 'unitName', title: '部门', render: (a) => a.unitName ?? '--' },
            { key: 'lastLoginAt', title: '最近登录（北京时间）', render: (a) => a.lastLoginAt ?? '--' },
            {
              key: 'status',
              title: '状态',
              render: (a) =>
                a.resignFlag ? <Tag>离职</Tag> : a.enableFlag ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>,
            },
            ...(isManager
              ? [
                  {
                    key: 'actions',
                    title: '操作',
                    render: (a: DirectoryUser) =>
                      String(a.userId) !== me?.userId && (
                        <LinkButton
                          danger
                          onClick={() => (setNewRole(normalRoles[0]?.roleId), setRevoking(a))}
                          data-testid={`admin-revoke-${a.username}`}
                        >
                          撤销管理员
                        </LinkButton>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <OrgPicker
        open={picking}
        userOnly
        title="添加管理员"
        onCancel={() => setPicking(false)}
        onOk={(selection) => void add(selection)}
      />
      <Modal
        open={revoking !== null}
        title={`撤销「${revoking?.name ?? ''}」的管理员角色`}
        onCancel={() => setRevoking(null)}
        onOk={() => void revoke()}
        okButtonProps={{ disabled: !newRole, 'data-testid': 'admin-revoke-ok' }}
        destroyOnHidden
      >
        <Typography.Paragraph>撤销后该成员改为以下角色：</Typography.Paragraph>
        <Select
          style={{ width: '100%' }}
          value={newRole}
          onChange={setNewRole}
          options={normalRoles.map((r) => ({ value: r.roleId, label: r.roleName }))}
          data-testid="admin-revoke-role"
        />
      </Modal>
    </Card>
  );
}

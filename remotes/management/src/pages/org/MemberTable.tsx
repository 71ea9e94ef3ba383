import { useState } from 'react';
import { App, Input, Modal, Space, Tag } from 'antd';
import { DataTable, LinkButton } from '@esee/ui';
import type { OrgEmployee } from '@esee/contracts';
import { orgApi, type MemberValues } from './api';
import { MemberFormModal } from './MemberFormModal';
import { useChange } from './useChange';
import type { Members } from './useMembers';
import { personColumns } from '../../components/personColumns';

/**
 * Members with their actions: edit (name, department, role, contacts),
 * enable/disable, resign, reset password, force logout. Disabling, resigning,
 * a reset and force logout end the member's sessions on the server.
 */
export function MemberTable({ members, onChanged }: { members: Members; onChanged: () => void }) {
  const { modal } = App.useApp();
  const { units, roles } = members;
  const [editing, setEditing] = useState<OrgEmployee | null>(null);
  const [resetting, setResetting] = useState<OrgEmployee | null>(null);
  const [password, setPassword] = useState('');
  const run = useChange(onChanged);
  const save = async (values: MemberValues) => {
    if (!editing) return;
    await run(() => orgApi.updateMember(editing.id, values), '成员已保存');
    setEditing(null);
  };
  return (
    <>
      <DataTable<OrgEmployee>
        testId="member-table"
        size="small"
        rowKey={(m) => String(m.id)}
        load={members.load}
        reloadKey={members.reloadKey}
        columns={[
          ...personColumns<OrgEmployee>(),
          {
            key: 'status',
            title: '状态',
            render: (m) => (
              <Space size={4}>
                {m.resign_flag ? (
                  <Tag>离职</Tag>
                ) : m.enableFlag ? (
                  <Tag color="green">启用</Tag>
                ) : (
                  <Tag color="red">停用</Tag>
                )}
                {m.online && <Tag color="blue">在线</Tag>}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: '操作',
            render: (m) => (
              <Space size={0} wrap>
                <LinkButton onClick={() => setEditing(m)}>编辑</LinkButton>
                {!m.resign_flag && (
                  <LinkButton
                    data-testid={`member-toggle-${m.username}`}
                    onClick={() =>
                      void run(
                        () => orgApi.setEnabled(m.id, m.enableFlag ? 0 : 1),
                        m.enableFlag ? '已停用，其登录已结束' : '已启用',
                      )
                    }
                  >
                    {m.enableFlag ? '停用' : '启用'}
                  </LinkButton>
                )}
                <LinkButton onClick={() => (setPassword(''), setResetting(m))}>重置密码</LinkButton>
                {m.online && (
                  <LinkButton onClick={() => void run(() => orgApi.forceLogout(m.id), '已强制下线')}>
                    强制下线
                  </LinkButton>
                )}
                <LinkButton
                  onClick={() =>
                    modal.confirm({
                      title: m.resign_flag
                        ? `确定将「${m.name}」恢复为在职吗？`
                        : `确定将「${m.name}」设为离职吗？离职即停用账号。`,
                      onOk: () =>
                        run(() => orgApi.updateMember(m.id, { resign_flag: m.resign_flag ? 0 : 1 }), '已保存'),
                    })
                  }
                >
                  {m.resign_flag ? '恢复在职' : '离职'}
                </LinkButton>
              </Space>
            ),
          },
        ]}
      />
      <MemberFormModal
        open={editing !== null}
        member={editing}
        units={units}
        roles={roles}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <Modal
        open={resetting !== null}
        title={`重置密码：${resetting?.name ?? ''}`}
        okButtonProps={{ disabled: !password }}
        onOk={() => {
          const m = resetting!;
          setResetting(null);
          void run(() => orgApi.resetPassword(m.id, password), '密码已重置，成员下次登录须修改密码');
        }}
        onCancel={() => setResetting(null)}
        destroyOnHidden
      >
        <Input.Password
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder="新的初始密码"
          autoComplete="new-password"
        />
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Select, Space, Tag } from 'antd';
import type { AssignObjectsAnswer, OrgEmployee } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { DataTable } from '@esee/ui';
import { useRight } from '@esee/session';
import { orgApi } from '../org/api';
import { OrgPicker, type OrgSelection } from '../org/OrgPicker';
import { usersApi } from '../org/usersApi';

/**
 * `/management/roleObject` 角色对象 (our design): give one role to many people
 * at once. Departments (with those below) and user groups stand for their
 * members; the server answers who changed and who was skipped, and why.
 */
export default function RoleObjectPage() {
  const { message } = App.useApp();
  const mayAssign = useRight('fmk:org:emp');
  const roles = useLoad(orgApi.roles, []);
  const choices = (roles.data ?? []).filter((r) => r.roleType === 'NORMAL' && r.enabled);
  const [chosen, setChosen] = useState<number | null>(null);
  const roleId = chosen ?? choices[0]?.roleId ?? null;
  const [picking, setPicking] = useState(false);
  const [result, setResult] = useState<AssignObjectsAnswer | null>(null);
  // Bumped by each assignment: the members load again.
  const [version, setVersion] = useState(0);

  const assign = async ({ units, teams, users }: OrgSelection) => {
    setPicking(false);
    if (!roleId) return;
    try {
      const answer = await usersApi.assignObjects(roleId, {
        unitIds: units.map((u) => u.id),
        teamIds: teams.map((t) => t.id),
        userIds: users.map((u) => u.id),
      });
      setResult(answer);
      message.success(`已授予 ${answer.changed} 人`);
      setVersion((v) => v + 1);
    } catch {
      // shown by the error catalogue
    }
  };

  return (
    <Card
      title="角色对象"
      data-testid="role-object-page"
      extra={
        <Space>
          <Select
            style={{ width: 220 }}
            placeholder="选择角色"
            showSearch
            optionFilterProp="label"
            loading={roles.status === 'loading'}
            value={roleId ?? undefined}
            onChange={(id: number) => (setChosen(id), setResult(null))}
            options={choices.map((r) => ({ value: r.roleId, label: r.roleName }))}
            data-testid="role-object-role"
          />
          {mayAssign && (
            <Button type="primary" disabled={!roleId} onClick={() => setPicking(true)} data-testid="role-object-add">
              添加对象
            </Button>
          )}
        </Space>
      }
    >
      {result && (
        <Alert
          type={result.skipped.length ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setResult(null)}
          style={{ marginBottom: 12 }}
          title={`已授予 ${result.changed} 人${result.skipped.length ? `，跳过 ${result.skipped.length} 人` : ''}`}
          description={
            result.skipped.length > 0 && (
              <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="role-object-skipped">
                {result.skipped.map((s) => (
                  <li key={s.userId}>
                    {s.name}：{s.reason}
                  </li>
                ))}
              </ul>
            )
          }
          data-testid="role-object-result"
        />
      )}
      {roleId ? (
        <DataTable<OrgEmployee>
          testId="role-object-members"
          size="small"
          rowKey={(m) => String(m.id)}
          load={(pageNum) => usersApi.roleMembers(roleId, pageNum)}
          reloadKey={`${roleId}|${version}`}
          columns={[
            { key: 'name', title: '姓名' },
            { key: 'username', title: '用户名' },
            { key: 'unitName', title: '部门', render: (m) => m.unitName ?? '--' },
            {
              key: 'status',
              title: '状态',
              render: (m) =>
                m.resign_flag ? <Tag>离职</Tag> : m.enableFlag ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>,
            },
          ]}
        />
      ) : (
        roles.status === 'ok' && <Empty description="暂无可用角色" />
      )}
      <OrgPicker
        open={picking}
        title="添加对象：部门、用户组或成员"
        onCancel={() => setPicking(false)}
        onOk={(selection) => void assign(selection)}
      />
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { DATA_SCOPE_LABELS } from '@esee/contracts';
import { orgApi, type PermissionAnswer } from '../org/api';
import { permissionRows, type PermissionRow } from '../org/permissionRows';

/**
 * A role's permission tree with a granted and a disabled switch per node
 * (spec 2 §3, §4): a switch sets every node below it, the server recomputes
 * the ancestors and answers the new tree. Read-only for INST_MGR.
 */
export function PermissionTable({
  answer,
  dataScope,
  onChange,
  onDataScope,
}: {
  answer: PermissionAnswer;
  dataScope: string;
  onChange: (next: PermissionAnswer) => void;
  onDataScope: (scope: string) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const flip = async (key: string, kind: 'granted' | 'disabled', on: boolean) => {
    setBusy(`${key}/${kind}`);
    try {
      onChange(await orgApi.flip(answer.roleId, key, kind, on));
    } catch {
      // The client's error catalogue has shown why.
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {answer.readOnly && (
        <Alert type="info" showIcon title="机构管理员角色拥有全部权限，权限树只读" style={{ marginBottom: 12 }} />
      )}
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>数据范围</Typography.Text>
        <Select
          value={dataScope}
          disabled={answer.readOnly}
          style={{ width: 160 }}
          onChange={onDataScope}
          options={Object.entries(DATA_SCOPE_LABELS).map(([value, label]) => ({ value, label }))}
          data-testid="role-data-scope"
        />
      </Space>
      <Table<PermissionRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={permissionRows(answer.tree)}
        data-testid="permission-tree"
        columns={[
          {
            title: '权限',
            render: (_, { node }) => (
              <Space>
                <span>{node.description}</span>
                {node.indeterminate && <Tag color="blue">部分授权</Tag>}
                {node.disabled && <Tag>已禁用</Tag>}
              </Space>
            ),
          },
          {
            title: '授权',
            width: 90,
            render: (_, { node }) => (
              <Switch
                size="small"
                checked={node.status}
                disabled={answer.readOnly}
                loading={busy === `${node.fullAuthStr}/granted`}
                onChange={(on) => void flip(node.fullAuthStr, 'granted', on)}
                data-testid={`grant-${node.fullAuthStr}`}
              />
            ),
          },
          {
            title: '禁用',
            width: 90,
            render: (_, { node }) => (
              <Switch
                size="small"
                checked={node.disabled}
                disabled={answer.readOnly}
                loading={busy === `${node.fullAuthStr}/disabled`}
                onChange={(on) => void flip(node.fullAuthStr, 'disabled', on)}
                data-testid={`disable-${node.fullAuthStr}`}
              />
            ),
          },
          {
            title: '已授权',
            width: 90,
            render: (_, { node }) =>
              `${node.checkLength}${node.disabledLength ? `（禁用 ${node.disabledLength}）` : ''}`,
          },
        ]}
      />
    </>
  );
}

import { useState } from 'react';
import { App, Button, Input, List, Modal, Popconfirm, Radio, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { monitorApi, type MonitorGroup } from '../../api/monitor';

/** Spec 2 §9: the default group cannot be renamed or deleted; 全部分组 (id 0) is the sum, not a group. */
const DEFAULT_GROUP = '默认分组';

function NameDialog({
  title,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      title={title}
      okText="保存"
      confirmLoading={saving}
      okButtonProps={{ disabled: !name.trim() }}
      onCancel={onClose}
      onOk={async () => {
        setSaving(true);
        await onSave(name.trim()).finally(() => setSaving(false));
      }}
    >
      <Input
        value={name}
        maxLength={20}
        showCount
        autoFocus
        onChange={(e) => setName(e.target.value)}
        data-testid="group-name"
      />
    </Modal>
  );
}

/** Deleting a group that holds companies asks where they go: another group, or out of monitoring. */
function DeleteDialog({
  group,
  others,
  onDone,
  onClose,
}: {
  group: MonitorGroup;
  others: MonitorGroup[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [moveTo, setMoveTo] = useState<number>(0);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={`删除分组「${group.groupName}」`}
      okText="删除"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          const r = await monitorApi.deleteGroup(group.groupId, moveTo || undefined);
          message.success(
            r.moved ? `已删除分组，${r.moved}家企业已移动` : `已删除分组，${r.cancelled}家企业已取消监控`,
          );
          onDone();
        } catch {
          // The client's toast has said why.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph>分组中有 {group.groupMonitorCount} 家监控企业，请选择处理方式：</Typography.Paragraph>
      <Radio.Group value={moveTo} onChange={(e) => setMoveTo(e.target.value as number)}>
        <Space direction="vertical">
          <Radio value={0}>取消这些企业的监控</Radio>
          {others.map((g) => (
            <Radio key={g.groupId} value={g.groupId}>
              移动到「{g.groupName}」
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}

/** The user's groups with their counts: choose one, add, rename, delete, make one the default for additions. */
export function GroupPanel({
  groups,
  selected,
  onSelect,
  onChanged,
}: {
  groups: MonitorGroup[];
  selected: number;
  onSelect: (groupId: number) => void;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const [naming, setNaming] = useState<MonitorGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MonitorGroup | null>(null);
  const real = groups.filter((g) => g.groupId !== 0);

  const remove = async (g: MonitorGroup) => {
    if (g.groupMonitorCount > 0) return setDeleting(g);
    try {
      await monitorApi.deleteGroup(g.groupId);
      message.success('已删除分组');
      if (selected === g.groupId) onSelect(0);
      onChanged();
    } catch {
      // The client's toast has said why.
    }
  };
  return (
    <div data-testid="monitor-groups">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text strong>监控分组</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setNaming('new')} data-testid="group-add">
          新建分组
        </Button>
      </div>
      <List
        size="small"
        dataSource={groups}
        rowKey={(g) => String(g.groupId)}
        renderItem={(g) => (
          <List.Item
            data-testid="group-item"
            onClick={() => onSelect(g.groupId)}
            style={{ cursor: 'pointer', background: g.groupId === selected ? '#e6f0ff' : undefined, paddingInline: 8 }}
            actions={
              g.groupId === 0 || g.groupName === DEFAULT_GROUP
                ? []
                : [
                    <Typography.Link key="rename" onClick={(e) => (e.stopPropagation(), setNaming(g))}>
                      重命名
                    </Typography.Link>,
                    g.groupMonitorCount > 0 ? (
                      <Typography.Link
                        key="delete"
                        type="danger"
                        onClick={(e) => (e.stopPropagation(), void remove(g))}
                      >
                        删除
                      </Typography.Link>
                    ) : (
                      <Popconfirm key="delete" title="删除该分组？" onConfirm={() => remove(g)}>
                        <Typography.Link type="danger" onClick={(e) => e.stopPropagation()}>
                          删除
                        </Typography.Link>
                      </Popconfirm>
                    ),
                  ]
            }
          >
            <span>
              {g.groupName} <Typography.Text type="secondary">({g.groupMonitorCount})</Typography.Text>
              {g.defaultSelect && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {' '}
                  默认
                </Typography.Text>
              )}
            </span>
          </List.Item>
        )}
      />
      {naming && (
        <NameDialog
          title={naming === 'new' ? '新建分组' : '重命名分组'}
          initial={naming === 'new' ? '' : naming.groupName}
          onClose={() => setNaming(null)}
          onSave={async (name) => {
            try {
              if (naming === 'new') onSelect((await monitorApi.addGroup(name)).groupId);
              else await monitorApi.renameGroup(naming.groupId, name);
              setNaming(null);
              onChanged();
            } catch {
              // The client's toast has said why (分组名称已存在...).
            }
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          group={deleting}
          others={real.filter((g) => g.groupId !== deleting.groupId)}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            if (selected === deleting.groupId) onSelect(0);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { App, Input, Modal, Radio, Space, Typography } from 'antd';
import { useSubmit } from '@esee/react';
import { monitorApi, type MonitorGroup } from '../api/monitor';

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
        placeholder="分组名称，1–20个字"
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
  onDone: (r: { moved: number; cancelled: number }) => void;
  onClose: () => void;
}) {
  // Keeping the companies is the safe choice; cancelling them is one click away.
  const [moveTo, setMoveTo] = useState<number>(others[0]?.groupId ?? 0);
  const { busy, run } = useSubmit();
  return (
    <Modal
      open
      title={`删除分组「${group.groupName}」`}
      okText="删除"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        await run(async () => {
          onDone(await monitorApi.deleteGroup(group.groupId, moveTo || undefined));
        });
      }}
      data-testid="group-delete-dialog"
    >
      {group.groupMonitorCount === 0 ? (
        <Typography.Paragraph>分组中没有企业，删除后不可恢复。</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>分组中有 {group.groupMonitorCount} 家监控企业，请选择处理方式：</Typography.Paragraph>
          <Radio.Group value={moveTo} onChange={(e) => setMoveTo(e.target.value as number)}>
            <Space orientation="vertical">
              {others.map((g) => (
                <Radio key={g.groupId} value={g.groupId}>
                  移动到「{g.groupName}」
                </Radio>
              ))}
              <Radio value={0}>取消这些企业的监控</Radio>
            </Space>
          </Radio.Group>
        </>
      )}
    </Modal>
  );
}

/**
 * What can be done to groups, for the group panel of 监控企业 and for 分组管理 alike: create, rename,
 * delete (moving or cancelling the companies in it), and choose the group that takes new companies.
 * Render `dialogs` where the hook is used.
 */
export function useGroupActions(
  groups: readonly MonitorGroup[],
  {
    onChanged,
    onCreated,
    onDeleted,
  }: {
    /** Something changed: reload groups and lists. */
    onChanged: () => void;
    onCreated?: (groupId: number) => void;
    onDeleted?: (groupId: number) => void;
  },
): {
  create: () => void;
  rename: (g: MonitorGroup) => void;
  remove: (g: MonitorGroup) => void;
  makeDefault: (g: MonitorGroup) => Promise<void>;
  dialogs: ReactNode;
} {
  const { message } = App.useApp();
  const [naming, setNaming] = useState<MonitorGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MonitorGroup | null>(null);
  const others = deleting ? groups.filter((g) => g.groupId !== 0 && g.groupId !== deleting.groupId) : [];

  const dialogs = (
    <>
      {naming && (
        <NameDialog
          title={naming === 'new' ? '新建分组' : `重命名分组「${naming.groupName}」`}
          initial={naming === 'new' ? '' : naming.groupName}
          onClose={() => setNaming(null)}
          onSave={async (name) => {
            try {
              if (naming === 'new') {
                // Awaited on its own: `onCreated?.(await …)` would not even make the call without a listener.
                const { groupId } = await monitorApi.addGroup(name);
                onCreated?.(groupId);
              } else await monitorApi.renameGroup(naming.groupId, name);
              message.success(naming === 'new' ? `已新建分组「${name}」` : `已重命名为「${name}」`);
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
          others={others}
          onClose={() => setDeleting(null)}
          onDone={(r) => {
            message.success(
              r.moved
                ? `已删除分组，${r.moved}家企业已移动`
                : r.cancelled
                  ? `已删除分组，${r.cancelled}家企业已取消监控`
                  : '已删除分组',
            );
            setDeleting(null);
            onDeleted?.(deleting.groupId);
            onChanged();
          }}
        />
      )}
    </>
  );
  return {
    create: () => setNaming('new'),
    rename: (g) => setNaming(g),
    remove: (g) => setDeleting(g),
    makeDefault: async (g) => {
      try {
        await monitorApi.defaultSelect(g.groupId);
        message.success(`未选分组添加的企业将加入「${g.groupName}」`);
        onChanged();
      } catch {
        // The client's toast has said why.
      }
    },
    dialogs,
  };
}

import { useState } from 'react';
import { App, Button, Modal, Select, Space, Typography } from 'antd';
import { DataTable } from '@esee/ui';
import { useSubmit } from '@esee/react';
import { monitorApi, type MonitorGroup, type MonitoredCompany } from '../../api/monitor';

/** Move chosen companies of one group to another. */
export function MoveCompaniesDialog({
  group,
  groups,
  onMoved,
  onClose,
}: {
  group: MonitorGroup;
  /** Every group a company can be in (not 全部分组). */
  groups: readonly MonitorGroup[];
  onMoved: () => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const others = groups.filter((g) => g.groupId !== group.groupId);
  const [to, setTo] = useState<number | undefined>(others[0]?.groupId);
  const [version, setVersion] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const { busy, run } = useSubmit();
  const target = others.find((g) => g.groupId === to);

  const move = async () => {
    if (!target) return;
    await run(async () => {
      await monitorApi.switchGroup(picked, target.groupId);
      message.success(`已将${picked.length}家企业移动到「${target.groupName}」`);
      setPicked([]);
      setVersion((v) => v + 1);
      onMoved();
    });
  };
  return (
    <Modal
      open
      width={760}
      title={`移动「${group.groupName}」中的企业`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>完成</Button>}
      data-testid="group-move-dialog"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <span>选中的企业移动到</span>
        <Select
          style={{ width: 200 }}
          value={to}
          placeholder="没有其他分组"
          options={others.map((g) => ({ value: g.groupId, label: `${g.groupName}（${g.groupMonitorCount}）` }))}
          onChange={setTo}
          data-testid="group-move-target"
        />
        <Button
          type="primary"
          disabled={!target || picked.length === 0}
          loading={busy}
          onClick={() => void move()}
          data-testid="group-move-submit"
        >
          移动{picked.length ? `（${picked.length}）` : ''}
        </Button>
      </Space>
      {others.length === 0 && (
        <Typography.Paragraph type="secondary">只有一个分组：请先新建分组。</Typography.Paragraph>
      )}
      <DataTable<MonitoredCompany>
        testId="group-move-companies"
        size="small"
        reloadKey={version}
        rowKey={(c) => c.entId}
        selection={{ keys: picked, onChange: setPicked }}
        load={(page) => monitorApi.companies(group.groupId, '', page)}
        columns={[
          { key: 'entName', title: '企业名称' },
          { key: 'addTime', title: '加入时间', width: 160 },
        ]}
      />
    </Modal>
  );
}

import { useState } from 'react';
import { App, Modal, Table, Tabs, Tag } from 'antd';
import { useLoad, useSubmit } from '@esee/react';
import { FailedState } from '@esee/ui';
import {
  monitorApi,
  RELATED_KINDS,
  type MonitoredCompany,
  type RelatedCompany,
  type RelatedKind,
} from '../../api/monitor';

function RelatedList({
  kind,
  entId,
  picked,
  onPick,
}: {
  kind: RelatedKind;
  entId: string;
  picked: Map<string, RelatedCompany>;
  onPick: (rows: RelatedCompany[], on: boolean) => void;
}) {
  const rows = useLoad(() => monitorApi.related(kind, entId), [kind, entId]);
  if (rows.status === 'failed') return <FailedState onRetry={rows.reload} />;
  return (
    <Table<RelatedCompany>
      size="small"
      loading={rows.status === 'loading'}
      dataSource={rows.data ?? []}
      rowKey={(r) => r.entId}
      pagination={(rows.data?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      rowSelection={{
        selectedRowKeys: [...picked.keys()],
        getCheckboxProps: (r) => ({ disabled: r.monitored }),
        onSelect: (r, on) => onPick([r], on),
        onSelectAll: (on, _all, changed) => onPick(changed, on),
      }}
      columns={[
        { key: 'entName', title: '企业名称', dataIndex: 'entName' },
        { key: 'relation', title: '关联关系', dataIndex: 'relation' },
        { key: 'monitored', title: '', width: 90, render: (_, r) => (r.monitored ? <Tag>已监控</Tag> : null) },
      ]}
    />
  );
}

/** A monitored company's related parties (shareholders, investments, its people's posts and holdings), to monitor too. */
export function RelatedDialog({
  company,
  onClose,
  onAdded,
}: {
  company: MonitoredCompany;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { message } = App.useApp();
  const [picked, setPicked] = useState(new Map<string, RelatedCompany>());
  const { busy, run } = useSubmit();
  const pick = (rows: RelatedCompany[], on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      for (const r of rows)
        if (on) next.set(r.entId, r);
        else next.delete(r.entId);
      return next;
    });
  return (
    <Modal
      open
      width={800}
      title={`关联方监控：${company.entName}`}
      okText={`加入监控（${picked.size}）`}
      okButtonProps={{ disabled: picked.size === 0 }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        await run(async () => {
          const r = await monitorApi.addRelated(
            company.entId,
            [...picked.values()].map((c) => ({ entId: c.entId, relation: c.relation })),
          );
          message.success(`已加入${r.added}家关联企业${r.existing ? `，${r.existing}家已在监控中` : ''}`);
          onAdded();
        });
      }}
    >
      <Tabs
        items={RELATED_KINDS.map((k) => ({
          key: k.key,
          label: k.title,
          children: <RelatedList kind={k.key} entId={company.entId} picked={picked} onPick={pick} />,
        }))}
      />
    </Modal>
  );
}

import { useState } from 'react';
import { App, Input, Modal, Table, Tabs, Tag, Typography, type TableProps } from 'antd';
import { useLoad, useSubmit } from '@esee/react';
import { FailedState, PAGE_SIZE } from '@esee/ui';
import {
  monitorApi,
  RELATED_KINDS,
  type MonitoredCompany,
  type RelatedCompany,
  type RelatedKind,
} from '../../api/monitor';

interface Picking {
  picked: Map<string, RelatedCompany>;
  onPick: (rows: RelatedCompany[], on: boolean) => void;
}

/** Related companies to tick: those already monitored are disabled and labelled (spec 2 §5). */
function RelatedTable({
  rows,
  loading,
  pagination,
  picked,
  onPick,
}: Picking & { rows: RelatedCompany[]; loading: boolean; pagination: TableProps<RelatedCompany>['pagination'] }) {
  return (
    <Table<RelatedCompany>
      size="small"
      loading={loading}
      dataSource={rows}
      rowKey={(r) => r.entId}
      pagination={pagination}
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

function RelatedList({ kind, entId, ...picking }: Picking & { kind: RelatedKind; entId: string }) {
  const rows = useLoad(() => monitorApi.related(kind, entId), [kind, entId]);
  if (rows.status === 'failed') return <FailedState onRetry={rows.reload} />;
  return (
    <RelatedTable
      {...picking}
      rows={rows.data ?? []}
      loading={rows.status === 'loading'}
      pagination={(rows.data?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
    />
  );
}

/** 按名称查找: the related parties of every kind whose name holds what is typed (companyRelatedMatch). */
function RelatedSearch({ entId, ...picking }: Picking & { entId: string }) {
  const [query, setQuery] = useState({ text: '', page: 1 });
  const [tooShort, setTooShort] = useState(false);
  const rows = useLoad(
    () => (query.text ? monitorApi.relatedMatch(entId, query.text, query.page) : Promise.resolve(null)),
    [entId, query],
  );
  return (
    <>
      <Input.Search
        allowClear
        placeholder="输入关联企业名称（至少2个字）"
        enterButton="查找"
        style={{ marginBottom: 12 }}
        status={tooShort ? 'error' : undefined}
        data-testid="related-match-input"
        onSearch={(value) => {
          const text = value.trim();
          setTooShort(text.length > 0 && [...text].length < 2);
          if (!text || [...text].length >= 2) setQuery({ text, page: 1 });
        }}
      />
      {tooShort && <Typography.Text type="danger">搜索内容不能少于2个字符</Typography.Text>}
      {!query.text ? (
        <Typography.Paragraph type="secondary">在股东、对外投资、人员对外任职与投资中按名称查找。</Typography.Paragraph>
      ) : rows.status === 'failed' ? (
        <FailedState onRetry={rows.reload} />
      ) : (
        <RelatedTable
          {...picking}
          rows={rows.data?.list ?? []}
          loading={rows.status === 'loading'}
          pagination={
            (rows.data?.page.total ?? 0) > PAGE_SIZE && {
              current: query.page,
              pageSize: PAGE_SIZE,
              total: rows.data?.page.total,
              showSizeChanger: false,
              onChange: (page) => setQuery((q) => ({ ...q, page })),
            }
          }
        />
      )}
    </>
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
        items={[
          ...RELATED_KINDS.map((k) => ({
            key: k.key,
            label: k.title,
            children: <RelatedList kind={k.key} entId={company.entId} picked={picked} onPick={pick} />,
          })),
          {
            key: 'match',
            label: '按名称查找',
            children: <RelatedSearch entId={company.entId} picked={picked} onPick={pick} />,
          },
        ]}
      />
    </Modal>
  );
}

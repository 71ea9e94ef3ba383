import { useState } from 'react';
import { App, Input, Modal, Tabs, Tag, Typography } from 'antd';
import { useLoad, useSubmit } from '@esee/react';
import { DataTable, FailedState, type DataColumn } from '@esee/ui';
import {
  monitorApi,
  RELATED_KINDS,
  type MonitoredCompany,
  type RelatedCompany,
  type RelatedKind,
} from '../../api/monitor';

interface Picking {
  picked: ReadonlyMap<string, RelatedCompany>;
  onPick: (picked: Map<string, RelatedCompany>) => void;
}

const COLUMNS: DataColumn<RelatedCompany>[] = [
  { key: 'entName', title: '企业名称' },
  { key: 'relation', title: '关联关系' },
  { key: 'monitored', title: '', width: 90, render: (r) => (r.monitored ? <Tag>已监控</Tag> : null) },
];

/**
 * The check boxes of a list of related companies, the choice kept across tabs and pages: those already monitored
 * are disabled and labelled (spec 2 §5). `shown` finds a company ticked in this list by its id.
 */
const choosing = ({ picked, onPick }: Picking, shown: (entId: string) => RelatedCompany | undefined) => ({
  keys: [...picked.keys()],
  disabled: (r: RelatedCompany) => r.monitored,
  onChange: (keys: string[]) =>
    onPick(
      new Map(
        keys.flatMap((k) => {
          const company = picked.get(k) ?? shown(k);
          return company ? [[k, company] as const] : [];
        }),
      ),
    ),
});

function RelatedList({ kind, entId, ...picking }: Picking & { kind: RelatedKind; entId: string }) {
  const rows = useLoad(() => monitorApi.related(kind, entId), [kind, entId]);
  if (rows.status === 'failed') return <FailedState onRetry={rows.reload} />;
  return (
    <DataTable<RelatedCompany>
      testId={`related-${kind}`}
      size="small"
      loading={rows.status === 'loading'}
      rows={rows.data ?? []}
      rowKey={(r) => r.entId}
      selection={choosing(picking, (id) => rows.data?.find((r) => r.entId === id))}
      columns={COLUMNS}
    />
  );
}

/** 按名称查找: the related parties of every kind whose name holds what is typed (companyRelatedMatch). */
function RelatedSearch({ entId, ...picking }: Picking & { entId: string }) {
  // A new object per search: searching the same words again asks again.
  const [query, setQuery] = useState({ text: '' });
  const [tooShort, setTooShort] = useState(false);
  // The companies of the pages loaded, to find the one ticked (filled as pages come, never drawn).
  const [found] = useState(() => new Map<string, RelatedCompany>());
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
          if (!text || [...text].length >= 2) setQuery({ text });
        }}
      />
      {tooShort && <Typography.Text type="danger">搜索内容不能少于2个字符</Typography.Text>}
      {!query.text ? (
        <Typography.Paragraph type="secondary">在股东、对外投资、人员对外任职与投资中按名称查找。</Typography.Paragraph>
      ) : (
        <DataTable<RelatedCompany>
          testId="related-match"
          size="small"
          reloadKey={query}
          load={async (page) => {
            const answer = await monitorApi.relatedMatch(entId, query.text, page);
            for (const c of answer.list) found.set(c.entId, c);
            return { total: answer.page.total, list: answer.list };
          }}
          rowKey={(r) => r.entId}
          selection={choosing(picking, (id) => found.get(id))}
          columns={COLUMNS}
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
  const [picked, setPicked] = useState<ReadonlyMap<string, RelatedCompany>>(new Map());
  const { busy, run } = useSubmit();
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
            children: <RelatedList kind={k.key} entId={company.entId} picked={picked} onPick={setPicked} />,
          })),
          {
            key: 'match',
            label: '按名称查找',
            children: <RelatedSearch entId={company.entId} picked={picked} onPick={setPicked} />,
          },
        ]}
      />
    </Modal>
  );
}

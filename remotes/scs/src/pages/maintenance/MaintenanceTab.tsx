import { useState, type ReactNode } from 'react';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ScsPendingAdd } from '@esee/contracts';
import { DataTable, type DataColumn } from '@esee/ui';
import { reviewApi } from '../../api/review';
import { ChangeModal } from './ChangeModal';

export type Tab = 'family' | 'guarantee' | 'control' | 'book';

/** A row of a tab: its change waiting for review, if any. */
type Pending = { pending: { title: string } | null };
/** The rows a tab deletes are named by id (the book's rows are corrected, never deleted). */
type Row = Pending & { id?: number };

/** 「待复核」 on a row with a change waiting. */
function PendingTag({ pending }: Pending) {
  return pending ? (
    <Tag color="orange" data-testid="scs-pending">
      待复核 · {pending.title}
    </Tag>
  ) : null;
}

/** The additions waiting for review (not yet in the list). */
function PendingAdds({ adds }: { adds: ScsPendingAdd[] }) {
  if (!adds.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="scs-pending-adds"
      title={`${adds.length} 项新增待复核`}
      description={adds.map((a) => (
        <div key={a.changeId} data-testid="scs-pending-add">
          <Tag color="orange">待复核</Tag>
          {a.title}：{a.summary}
        </div>
      ))}
    />
  );
}

/** Row actions: 修改 and 删除 (each submits a change); disabled while a change of the row waits. */
function RowActions({ pending, onEdit, onDelete }: { pending: unknown; onEdit?: () => void; onDelete?: () => void }) {
  const disabled = pending !== null;
  return (
    <Space size={0}>
      {onEdit && (
        <Button type="link" size="small" disabled={disabled} onClick={onEdit} data-testid="scs-row-edit">
          修改
        </Button>
      )}
      {onDelete && (
        <Button type="link" size="small" danger disabled={disabled} onClick={onDelete} data-testid="scs-row-delete">
          删除
        </Button>
      )}
    </Space>
  );
}

/** How a tab adds or edits a row: one dialog for both (`row` null when adding). */
export interface RowEditor<T, V> {
  title: (row: T | null) => string;
  kind: (row: T | null) => string;
  initialValues?: (row: T | null) => Partial<V> | undefined;
  payload: (values: V, row: T | null) => unknown;
  fields: (row: T | null) => ReactNode;
}

/** How a tab deletes a row. */
export interface RowRemover<T> {
  title: string;
  kind: string;
  /** What the dialog says is deleted. */
  text: (row: T) => string;
}

/**
 * One tab of 数据维护: its toolbar (新增 and the tab's own buttons), the additions waiting, the table with
 * each row's 「待复核」 mark and 修改/删除, and the change dialogs; a submitted change reloads the list.
 */
export function MaintenanceTab<T extends Row, V extends object>({
  tab,
  keyword,
  rowKey,
  columns,
  widths = { status: 180, actions: 130 },
  addLabel,
  toolbar,
  editor,
  remover,
}: {
  tab: Tab;
  keyword?: string;
  rowKey: (row: T) => string;
  /** The tab's own columns; 状态 and 操作 follow. */
  columns: DataColumn<T>[];
  widths?: { status: number; actions: number };
  /** The 新增 button's text; no 新增 (and no toolbar) without it. */
  addLabel?: string;
  /** What else the toolbar holds, after 新增. */
  toolbar?: (reload: () => void) => ReactNode;
  editor: RowEditor<T, V>;
  remover?: RowRemover<T>;
}) {
  const [version, setVersion] = useState(0);
  const [adds, setAdds] = useState<ScsPendingAdd[]>([]);
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const done = () => {
    setEditing(null);
    setDeleting(null);
    reload();
  };
  const load = async (page: number) => {
    const data = await reviewApi.list(tab, keyword, page);
    setAdds(data.pendingAdds);
    return data as unknown as { total: number; list: T[] };
  };
  return (
    <>
      {addLabel && (
        <Space style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ row: null })}
            data-testid="scs-add"
          >
            {addLabel}
          </Button>
          {toolbar?.(reload)}
        </Space>
      )}
      <PendingAdds adds={adds} />
      <DataTable<T>
        testId={`scs-${tab}-table`}
        rowKey={rowKey}
        load={load}
        reloadKey={`${keyword}|${version}`}
        columns={[
          ...columns,
          { key: 'p', title: '状态', width: widths.status, render: (r) => <PendingTag pending={r.pending} /> },
          {
            key: 'op',
            title: '操作',
            width: widths.actions,
            render: (r) => (
              <RowActions
                pending={r.pending}
                onEdit={() => setEditing({ row: r })}
                onDelete={remover && (() => setDeleting(r))}
              />
            ),
          },
        ]}
      />
      {editing && (
        <ChangeModal<V>
          title={editor.title(editing.row)}
          kind={editor.kind(editing.row)}
          open
          onClose={() => setEditing(null)}
          onSubmitted={done}
          initialValues={editor.initialValues?.(editing.row)}
          payload={(v) => editor.payload(v, editing.row)}
        >
          {editor.fields(editing.row)}
        </ChangeModal>
      )}
      {remover && deleting && (
        <ChangeModal
          title={remover.title}
          kind={remover.kind}
          open
          onClose={() => setDeleting(null)}
          onSubmitted={done}
          payload={() => ({ id: deleting.id })}
        >
          <Typography.Paragraph>{remover.text(deleting)}</Typography.Paragraph>
        </ChangeModal>
      )}
    </>
  );
}

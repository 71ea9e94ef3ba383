import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Table, type TableColumnType } from 'antd';
import { EmptyState, FailedState } from './states';

/** Every list of the product pages by ten (spec 2 §9). */
export const PAGE_SIZE = 10;

export interface PageData<T> {
  total: number;
  list: T[];
}

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  /** Pixels; absent: shares what is left. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** The cell; absent: the row's value at `key`, as text. */
  render?: (row: T, index: number) => ReactNode;
}

interface Common<T> {
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  /** A 序号 column counting across pages. */
  numbered?: boolean;
  onRowClick?: (row: T) => void;
  /** Reported when a load settles, so a section title can show the count. */
  onTotal?: (total: number) => void;
  testId?: string;
  size?: 'small' | 'middle';
  /** Rows chosen with check boxes (by row key), kept across pages, for actions on several at once. */
  selection?: { keys: readonly string[]; onChange: (keys: string[]) => void };
}

interface Remote<T> extends Common<T> {
  /** Loads one page (1-based); it rejects when the load failed. */
  load: (page: number) => Promise<PageData<T>>;
  /** Changing it loads page 1 again (new query, new company). */
  reloadKey?: unknown;
  rows?: never;
}

interface Local<T> extends Common<T> {
  /** All the rows, paged here. */
  rows: readonly T[];
  load?: never;
  reloadKey?: never;
}

/** What came back for one request: its page, the reload key and attempt it was for. */
interface Answer<T> {
  reloadKey: unknown;
  page: number;
  attempt: number;
  data?: PageData<T>;
}

/**
 * The one table of the product (spec 2 §2, §4, §9): pages of ten, pagination
 * only above ten rows, 暂无数据 when empty, and the failed state with its
 * 重新刷新 button when a load fails. A page change is ignored unless it moves
 * to another page within range; new data starts again at page 1.
 */
export function DataTable<T extends object>(props: Remote<T> | Local<T>) {
  const { columns, rowKey, numbered, onRowClick, onTotal, selection, testId = 'data-table', size = 'middle' } = props;
  const localRows = props.rows;
  // The page belongs to the data it pages: new rows or a new reload key start at page 1.
  const source = localRows ?? props.reloadKey;
  const [paging, setPaging] = useState({ source, page: 1 });
  const page = Object.is(paging.source, source) ? paging.page : 1;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  const loadPage = useEffectEvent((p: number) => props.load?.(p));
  const reportTotal = useEffectEvent((total: number) => onTotal?.(total));
  const remote = !localRows;
  useEffect(() => {
    if (!remote) return;
    let live = true;
    const request = { reloadKey: source, page, attempt };
    loadPage(page)?.then(
      (data) => {
        if (!live) return;
        setAnswer({ ...request, data });
        reportTotal(data.total);
      },
      () => live && setAnswer(request),
    );
    return () => {
      live = false;
    };
  }, [remote, source, page, attempt]);

  const current =
    answer !== null && Object.is(answer.reloadKey, source) && answer.page === page && answer.attempt === attempt;
  const status = localRows ? 'ok' : current ? (answer.data ? 'ok' : 'failed') : 'loading';
  if (status === 'failed') return <FailedState onRetry={() => setAttempt((a) => a + 1)} />;
  // While a page loads, the previous page stays in view under the spinner.
  const data: PageData<T> | undefined = localRows ? { total: localRows.length, list: [...localRows] } : answer?.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = localRows ? (data?.list ?? []).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : (data?.list ?? []);
  const changePage = (next: number) => {
    if (next === page || next < 1 || next > pages) return;
    setPaging({ source, page: next });
  };
  const tableColumns: TableColumnType<T>[] = [
    ...(numbered
      ? [
          {
            key: '#',
            title: '序号',
            width: 64,
            align: 'center' as const,
            fixed: 'left' as const,
            render: (_: unknown, _r: T, i: number) => (page - 1) * PAGE_SIZE + i + 1,
          },
        ]
      : []),
    // A table wider than its card scrolls inside it, its first column (what the row is) staying in view.
    ...columns.map((c, i) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      align: c.align,
      fixed: i === 0 ? ('left' as const) : undefined,
      render: (_: unknown, row: T, i: number) =>
        c.render ? c.render(row, i) : defaultCell((row as Record<string, unknown>)[c.key]),
    })),
  ];
  return (
    <div data-testid={testId} data-total={status === 'ok' ? total : undefined} data-page={page}>
      <Table<T>
        size={size}
        columns={tableColumns}
        dataSource={rows}
        rowKey={rowKey}
        rowSelection={
          selection && {
            selectedRowKeys: [...selection.keys],
            preserveSelectedRowKeys: true,
            onChange: (keys) => selection.onChange(keys.map(String)),
          }
        }
        loading={status === 'loading'}
        locale={{ emptyText: status === 'loading' ? ' ' : <EmptyState /> }}
        scroll={{ x: 'max-content' }}
        onRow={onRowClick ? (row) => ({ onClick: () => onRowClick(row), style: { cursor: 'pointer' } }) : undefined}
        pagination={
          total > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total,
                showSizeChanger: false,
                pageSizeOptions: [PAGE_SIZE],
                showTotal: (n) => `共 ${n} 条`,
                onChange: changePage,
              }
            : false
        }
      />
    </div>
  );
}

function defaultCell(value: unknown): ReactNode {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

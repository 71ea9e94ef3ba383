import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Table, type TableColumnType } from 'antd';
import { EmptyState, FailedState } from './states';
import { ColumnPicker } from './table/ColumnPicker';
import { isShown, useColumnChoice } from './table/columnChoice';

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
  /**
   * 'right': kept in view at the right end however the table scrolls (a row's status; the actions, a last column
   * titled 操作, are kept there without it). Fixed columns come last.
   */
  fixed?: 'right';
  /** Hidden until the user shows it with 列设置 (a wide table's columns fewer people need); needs `columnsId`. */
  optional?: boolean;
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
  /**
   * Rows chosen with check boxes (by row key), kept across pages, for actions on several at once; `disabled` rows
   * cannot be chosen (a company already monitored).
   */
  selection?: { keys: readonly string[]; onChange: (keys: string[]) => void; disabled?: (row: T) => boolean };
  /**
   * The table's name for 列设置: with it the user chooses the columns shown (all but the first and the fixed ones),
   * remembered per user. Wide tables take it, so they fit the page instead of scrolling.
   */
  columnsId?: string;
  /** What an empty list says where 暂无数据 says too little (尚未上传流水，点击「上传流水」). */
  emptyText?: ReactNode;
  /** More about a row, opened under it (a check's findings); `when` says which rows have any. */
  expandable?: { render: (row: T) => ReactNode; when?: (row: T) => boolean };
  /** Data attributes of a row's element (`data-testid`, a state), for tests that find a row by what it shows. */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /**
   * What a failed load says above 重新刷新, from its error, where the reason is worth telling (a search the server
   * refused says why); absent or undefined: 数据刷新失败，请重新刷新.
   */
  failedTitle?: (error: unknown) => ReactNode;
}

interface Remote<T> extends Common<T> {
  /** Loads one page (1-based); it rejects when the load failed. */
  load: (page: number) => Promise<PageData<T>>;
  /**
   * The most rows the server pages through (a search serves its first 999): the pages stop there and the count
   * says 999+, however many there are.
   */
  pagedUpTo?: number;
  /** Changing it loads page 1 again (new query, new company). */
  reloadKey?: unknown;
  rows?: never;
  loading?: never;
  showAll?: never;
}

interface Local<T> extends Common<T> {
  /** All the rows, paged here. */
  rows: readonly T[];
  /** The rows are still on their way (the page loads them with others): the spinner, not 暂无数据. */
  loading?: boolean;
  /**
   * Every row at once, without pages: a short list fixed by what it is (a report's section, a catalogue of rules,
   * a year's months), read whole like the chart or document beside it.
   */
  showAll?: boolean;
  load?: never;
  reloadKey?: never;
  pagedUpTo?: never;
}

/** What came back for one request: its page, the reload key and attempt it was for. */
interface Answer<T> {
  reloadKey: unknown;
  page: number;
  attempt: number;
  data?: PageData<T>;
  error?: unknown;
}

/**
 * The one table of the product (spec 2 §2, §4, §9): pages of ten, pagination
 * only above ten rows, 暂无数据 when empty, and the failed state with its
 * 重新刷新 button when a load fails. A page change is ignored unless it moves
 * to another page within range; new data starts again at page 1.
 */
export function DataTable<T extends object>(props: Remote<T> | Local<T>) {
  const { rowKey, numbered, onRowClick, onTotal, selection, columnsId, emptyText, expandable, rowData, failedTitle } =
    props;
  const { testId = 'data-table', size = 'middle' } = props;
  const [choice, setChoice] = useColumnChoice(columnsId);
  // The first column (what the row is), the fixed ones and the actions always show; the others are the user's choice.
  const always = (c: DataColumn<T>, i: number) => i === 0 || c.fixed || isActions(c, i, props.columns.length);
  const pickable = columnsId ? props.columns.filter((c, i) => !always(c, i)) : [];
  const columns = columnsId
    ? props.columns.filter((c, i) => always(c, i) || isShown(choice, c.key, c.optional))
    : props.columns.filter((c) => !c.optional);
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
      (error: unknown) => live && setAnswer({ ...request, error }),
    );
    return () => {
      live = false;
    };
  }, [remote, source, page, attempt]);

  const current =
    answer !== null && Object.is(answer.reloadKey, source) && answer.page === page && answer.attempt === attempt;
  const status = localRows ? (props.loading ? 'loading' : 'ok') : current ? (answer.data ? 'ok' : 'failed') : 'loading';
  if (status === 'failed')
    return <FailedState title={failedTitle?.(answer?.error) ?? undefined} onRetry={() => setAttempt((a) => a + 1)} />;
  // While a page loads, the previous page stays in view under the spinner.
  const data: PageData<T> | undefined = localRows ? { total: localRows.length, list: [...localRows] } : answer?.data;
  const total = data?.total ?? 0;
  const pageable = props.pagedUpTo === undefined ? total : Math.min(total, props.pagedUpTo);
  const paged = total > PAGE_SIZE && !props.showAll;
  const pages = paged ? Math.ceil(pageable / PAGE_SIZE) : 1;
  const rows =
    localRows && paged ? (data?.list ?? []).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : (data?.list ?? []);
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
    // Cells wrap to fit the card; a table still wider scrolls inside it, its first column (what the row is) and
    // the fixed ones (status, actions) staying in view.
    ...columns.map((c, i) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      align: c.align,
      fixed:
        c.fixed ?? (i === 0 ? ('left' as const) : isActions(c, i, columns.length) ? ('right' as const) : undefined),
      render: (_: unknown, row: T, i: number) =>
        c.render ? c.render(row, i) : defaultCell((row as Record<string, unknown>)[c.key]),
    })),
  ];
  return (
    <div data-testid={testId} data-total={status === 'ok' ? total : undefined} data-page={page}>
      {pickable.length > 0 && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
          <ColumnPicker columns={pickable} choice={choice} onChange={setChoice} />
        </div>
      )}
      <Table<T>
        size={size}
        columns={tableColumns}
        dataSource={rows}
        rowKey={rowKey}
        rowSelection={
          selection && {
            selectedRowKeys: [...selection.keys],
            preserveSelectedRowKeys: true,
            getCheckboxProps: selection.disabled && ((row: T) => ({ disabled: selection.disabled!(row) })),
            onChange: (keys) => selection.onChange(keys.map(String)),
          }
        }
        expandable={expandable && { expandedRowRender: expandable.render, rowExpandable: expandable.when }}
        loading={status === 'loading'}
        locale={{ emptyText: status === 'loading' ? ' ' : <EmptyState description={emptyText} /> }}
        scroll={{ x: true }}
        onRow={
          onRowClick || rowData
            ? (row) => ({
                ...rowData?.(row),
                ...(onRowClick && { onClick: () => onRowClick(row), style: { cursor: 'pointer' } }),
              })
            : undefined
        }
        pagination={
          paged
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: pageable,
                showSizeChanger: false,
                pageSizeOptions: [PAGE_SIZE],
                showTotal: (n) => `共 ${total > n ? `${n}+` : n} 条`,
                onChange: changePage,
              }
            : false
        }
      />
    </div>
  );
}

/** The row's actions: the last column, titled 操作 across the product; they stay in view at the right. */
const isActions = (c: DataColumn<never>, i: number, count: number) => i === count - 1 && c.title === '操作';

function defaultCell(value: unknown): ReactNode {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

import type { ReactNode } from 'react';
import { Card, Skeleton, Space, Tag, Typography } from 'antd';
import { EXPORT_RETENTION_DAYS } from '@esee/contracts';
import type { Polled } from '@esee/react';
import { DataTable, type DataColumn } from '../DataTable';
import { DownloadButton } from '../DownloadButton';
import { EmptyState, FailedState } from '../states';

/** Tag colours of a job's state, under each name a list gives it (生成中 is a report's 排队中 and 处理中). */
const STATE_COLORS: Record<string, string> = {
  queued: 'default',
  processing: 'processing',
  generating: 'processing',
  done: 'success',
  success: 'success',
  failed: 'error',
  expired: 'default',
};

/** A job's state as a coloured tag; `data-state` carries the state for the browser tests. */
export function JobStateTag({ state, label, testId }: { state: string; label: string; testId: string }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid={testId} data-state={state}>
      {label}
    </Tag>
  );
}

/** The 状态 column of a job list: the state as a tag, named as the list names it. */
export function jobStateColumn<T extends { state: string }>(
  labels: Record<string, string>,
  testId: string,
): DataColumn<T> {
  return {
    key: 'state',
    title: '状态',
    width: 90,
    render: (r) => <JobStateTag state={r.state} label={labels[r.state] ?? r.state} testId={testId} />,
  };
}

/** The 页数 column of a PDF report's row. */
const pageCountColumn = <T extends { pageCount: number | null }>(): DataColumn<T> => ({
  key: 'pageCount',
  title: '页数',
  width: 60,
  align: 'right',
  render: (r) => r.pageCount ?? '-',
});

/** The 有效期至 column: when the file stops being downloadable, to the minute. */
const expiresAtColumn = <T extends { expiresAt: string | null }>(): DataColumn<T> => ({
  key: 'expiresAt',
  title: '有效期至',
  width: 140,
  render: (r) => r.expiresAt?.slice(0, 16) ?? '-',
});

/**
 * The 操作 column of a report list: 下载 once the report is written (`ready`), the page's own `links`,
 * and why a failed report failed.
 */
function reportActionsColumn<T extends { state: string; failureReason: string | null }>({
  ready,
  download,
  downloadTestId,
  links,
}: {
  ready: string;
  download: (row: T) => Promise<void>;
  downloadTestId: string;
  links: (row: T) => ReactNode;
}): DataColumn<T> {
  return {
    key: 'actions',
    title: '操作',
    width: 130,
    render: (r) => (
      <Space size={12}>
        {r.state === ready && (
          <DownloadButton link download={() => download(r)} testId={downloadTestId}>
            下载
          </DownloadButton>
        )}
        {links(r)}
        {r.state === 'failed' && r.failureReason && (
          <Typography.Text type="secondary">{r.failureReason}</Typography.Text>
        )}
      </Space>
    ),
  };
}

/** A row of a PDF report list (画像生成记录, 尽调报告记录), as far as the shared columns read it. */
interface ReportRow {
  state: string;
  pageCount: number | null;
  snapshotAt: string | null;
  expiresAt: string | null;
  failureReason: string | null;
}

/**
 * The columns of a PDF report list after the report's own: 状态, 页数, 数据快照时间 (with `snapshot`),
 * 有效期至, and 操作 (下载 once the report is `ready`, the page's own `links`, why a failed one failed).
 */
export function reportJobColumns<T extends ReportRow>({
  stateLabels,
  stateTestId,
  snapshot = false,
  ...actions
}: {
  stateLabels: Record<string, string>;
  stateTestId: string;
  snapshot?: boolean;
  ready: string;
  download: (row: T) => Promise<void>;
  downloadTestId: string;
  links: (row: T) => ReactNode;
}): DataColumn<T>[] {
  const snapshotAt: DataColumn<T> = {
    key: 'snapshotAt',
    title: '数据快照时间',
    width: 140,
    render: (r) => r.snapshotAt ?? '-',
  };
  return [
    jobStateColumn<T>(stateLabels, stateTestId),
    pageCountColumn<T>(),
    ...(snapshot ? [snapshotAt] : []),
    expiresAtColumn<T>(),
    reportActionsColumn<T>(actions),
  ];
}

/** What a job's file is kept for, beside the list's title: 报告保留7天，含生成人与时间水印. */
export const retentionText = (file: string, marks: string) => `${file}保留${EXPORT_RETENTION_DAYS}天，${marks}`;

/**
 * A list of background jobs (名单导出记录, 画像生成记录, 尽调报告记录) in its card: the title, the
 * retention note and actions at its right, then the jobs once loaded (`empty` says what to do when there
 * are none; without it an empty table shows), then `children`.
 */
export function JobListCard<T extends { jobId: number }>({
  title,
  testId,
  note,
  actions,
  jobs,
  empty,
  tableTestId,
  columns,
  children,
}: {
  title: string;
  testId: string;
  note: ReactNode;
  actions?: ReactNode;
  jobs: Polled<{ list: T[] }>;
  empty?: ReactNode;
  tableTestId: string;
  columns: readonly DataColumn<T>[];
  /** Under the list: the page's dialogs. */
  children?: ReactNode;
}) {
  const noteText = <Typography.Text type="secondary">{note}</Typography.Text>;
  return (
    <Card
      title={title}
      extra={
        actions === undefined ? (
          noteText
        ) : (
          <Space size={16}>
            {noteText}
            {actions}
          </Space>
        )
      }
      data-testid={testId}
    >
      {jobs.status === 'failed' ? (
        <FailedState onRetry={jobs.reload} />
      ) : jobs.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : empty && jobs.data.list.length === 0 ? (
        <EmptyState description={empty} />
      ) : (
        <DataTable<T> testId={tableTestId} rowKey={(j) => String(j.jobId)} columns={columns} rows={jobs.data.list} />
      )}
      {children}
    </Card>
  );
}

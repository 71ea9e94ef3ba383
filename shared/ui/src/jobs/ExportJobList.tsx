import { Space, Tag, Tooltip, Typography } from 'antd';
import { EXPORT_JOB_STATE_LABELS, type ExportJob, type ExportJobList } from '@esee/contracts';
import type { Polled } from '@esee/react';
import type { DataColumn } from '../DataTable';
import { DownloadButton } from '../DownloadButton';
import { jobStateColumn, JobListCard, retentionText } from './JobList';
import { sizeText } from './exportJobs';

function FiltersCell({ filters }: { filters: string[] }) {
  if (!filters.length) return <>-</>;
  const shown = filters.slice(0, 3);
  return (
    <Tooltip title={filters.join('；')}>
      <Space size={[4, 4]} wrap style={{ maxWidth: 320 }} data-testid="export-filters">
        {shown.map((f) => (
          <Tag key={f} style={{ marginInlineEnd: 0 }}>
            {f}
          </Tag>
        ))}
        {filters.length > shown.length && <Typography.Text type="secondary">等{filters.length}项</Typography.Text>}
      </Space>
    </Tooltip>
  );
}

const columns = (download: (jobId: number) => Promise<void>): DataColumn<ExportJob>[] => [
  { key: 'name', title: '任务名称', render: (j) => <span data-testid="export-job-name">{j.name}</span> },
  { key: 'sourceTitle', title: '来源页面', width: 100 },
  { key: 'rowCount', title: '条数', width: 80, align: 'right' },
  { key: 'filters', title: '筛选条件', render: (j) => <FiltersCell filters={j.filters} /> },
  { key: 'requester', title: '导出人', width: 100 },
  { key: 'createdAt', title: '创建时间', width: 170 },
  jobStateColumn(EXPORT_JOB_STATE_LABELS, 'export-job-state'),
  { key: 'fileSize', title: '文件大小', width: 100, align: 'right', render: (j) => sizeText(j.fileSize) },
  {
    key: 'download',
    title: '下载',
    width: 80,
    render: (j) =>
      j.state === 'done' ? (
        <DownloadButton link download={() => download(j.jobId)} testId="export-job-download">
          下载
        </DownloadButton>
      ) : (
        '-'
      ),
  },
  { key: 'failureReason', title: '失败原因', width: 180 },
];

/**
 * 名单导出记录 (product pages §1.11), the same list on every solution's downloads page (`EXPORT_LIST_PAGES`): the
 * user's list exports, each a job whose file is watermarked and kept seven days. The page polls `jobs`.
 */
export function ExportJobListCard({
  jobs,
  download,
}: {
  jobs: Polled<ExportJobList>;
  download: (jobId: number) => Promise<void>;
}) {
  return (
    <JobListCard<ExportJob>
      title="名单导出记录"
      testId="export-list-page"
      note={retentionText('文件', '含导出人与导出时间水印；每日导出条数有额度')}
      jobs={jobs}
      tableTestId="export-jobs"
      columns={columns(download)}
    />
  );
}

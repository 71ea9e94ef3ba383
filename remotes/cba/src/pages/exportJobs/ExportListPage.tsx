import { Space, Tag, Tooltip, Typography } from 'antd';
import { EXPORT_JOB_STATE_LABELS, type ExportJob, type ExportJobList } from '@esee/contracts';
import { usePageTitle, usePolled } from '@esee/react';
import { DownloadButton, jobStateColumn, JobListCard, retentionText, type DataColumn } from '@esee/ui';
import { exportJobsApi } from '../../api/exportJobs';
import { anyBusy, sizeText } from './jobs';

/** The jobs, asked again every two seconds while any is queued or processing, and not once none is. */
const usePolledJobs = () => usePolled(exportJobsApi.list, (data: ExportJobList) => anyBusy(data.list));

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

const columns: DataColumn<ExportJob>[] = [
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
        <DownloadButton link download={() => exportJobsApi.download(j.jobId)} testId="export-job-download">
          下载
        </DownloadButton>
      ) : (
        '-'
      ),
  },
  { key: 'failureReason', title: '失败原因', width: 180 },
];

/**
 * `/bankAssistant/exportList`: 名单导出记录 (product pages §1.11). Each list export is a job; the file
 * is written in the background, watermarked with the user and time, and kept seven days. The table
 * follows the jobs while any is queued or processing.
 */
export default function ExportListPage() {
  usePageTitle('名单导出记录');
  const jobs = usePolledJobs();
  return (
    <JobListCard<ExportJob>
      title="名单导出记录"
      testId="export-list-page"
      note={retentionText('文件', '含导出人与导出时间水印；每日导出条数有额度')}
      jobs={jobs}
      tableTestId="export-jobs"
      columns={columns}
    />
  );
}

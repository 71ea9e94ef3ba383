import type { ExportJobList } from '@esee/contracts';
import { usePageTitle, usePolled } from '@esee/react';
import { anyExportBusy, ExportJobListCard } from '@esee/ui';
import { exportJobsApi } from '../../api/exportJobs';

/** The jobs, asked again every two seconds while any is queued or processing, and not once none is. */
const usePolledJobs = () => usePolled(exportJobsApi.list, (data: ExportJobList) => anyExportBusy(data.list));

/**
 * `/bankAssistant/exportList`: 名单导出记录 (product pages §1.11). Each list export is a job; the file
 * is written in the background, watermarked with the user and time, and kept seven days. The table
 * follows the jobs while any is queued or processing.
 */
export default function ExportListPage() {
  usePageTitle('名单导出记录');
  return <ExportJobListCard jobs={usePolledJobs()} download={exportJobsApi.download} />;
}

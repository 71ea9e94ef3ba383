import type { ExportJobList } from '@esee/contracts';
import { usePageTitle, usePolled } from '@esee/react';
import { anyExportBusy, ExportJobListCard } from '@esee/ui';
import { exportJobsApi } from '../../api/exportJobs';

const usePolledJobs = () => usePolled(exportJobsApi.list, (data: ExportJobList) => anyExportBusy(data.list));

/**
 * `/investment/exportList`: 名单导出记录 in IBA (issue 36). An export started from 高级搜索 is collected here, a
 * page the IBA member can open, not under 对公银行助手. The list follows the jobs while any is being written.
 */
export default function ExportListPage() {
  usePageTitle('名单导出记录');
  return <ExportJobListCard jobs={usePolledJobs()} download={exportJobsApi.download} />;
}

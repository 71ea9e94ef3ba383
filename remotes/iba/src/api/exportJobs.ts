import type { ExportJobList } from '@esee/contracts';
import { downloadFile, http } from '@esee/http';

/** IBA's 名单导出记录 (issue 36): the user's list exports, collected in IBA where 高级搜索 started them. */
export const exportJobsApi = {
  /** Polled: its failures show the page's own failed state. */
  list: () => http.post<ExportJobList>('/esee/iba/export/list', {}, { silent: true }),
  download: (jobId: number) => downloadFile('/esee/iba/export/download', { jobId: String(jobId) }),
};

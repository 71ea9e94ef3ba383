import type { ExportCreated, ExportJobList, ExportSourceName } from '@esee/contracts';
import { downloadFile, http } from '@esee/http';

/** CBA 名单导出记录: create an export job from a page's search, list the jobs, download a finished file. */
export const exportJobsApi = {
  /** Refusals (the daily quota's 10504 among them) show as the catalogue's toast. */
  create: (source: ExportSourceName, params: Record<string, unknown>) =>
    http.post<ExportCreated>('/esee/export/create', { source, params }),
  /** Polled: its failures show the page's own failed state. */
  list: () => http.post<ExportJobList>('/esee/export/list', {}, { silent: true }),
  download: (jobId: number) => downloadFile('/esee/export/download', { jobId: String(jobId) }),
};

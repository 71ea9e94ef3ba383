import type { CompanyReportList, ReportCreated, ReportTemplate } from '@esee/contracts';
import { downloadFile, http } from '@esee/http';

/** CBA 画像生成记录: generate a company profile report, list the reports, download a PDF. */
export const reportsApi = {
  /** Refusals show as the catalogue's toast. */
  create: (entId: string, template: ReportTemplate) =>
    http.post<ReportCreated>('/esee/report/create', { entId, template }),
  regenerate: (jobId: number) => http.post<ReportCreated>('/esee/report/regenerate', { jobId }),
  /** Polled: its failures show the page's own failed state. */
  list: () => http.post<CompanyReportList>('/esee/report/list', {}, { silent: true }),
  download: (jobId: number) => downloadFile('/esee/report/download', { jobId: String(jobId) }),
};

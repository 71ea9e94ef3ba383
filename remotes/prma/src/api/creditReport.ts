import type { CreditReport, CreditReportHistory, CreditWeights, CreditWeightsSetting } from '@esee/contracts';
import { downloadFile, http } from '@esee/http';

/** PRMA 合作方资信报告: generate a report, a company's reports, one report with its comparison, the PDF. */
export const creditReportApi = {
  /** Refusals show as the catalogue's toast. */
  create: (entId: string) => http.post<CreditReport>('/esee/prma/creditReport/create', { entId }),
  /** Failures show the page's own failed state. */
  history: (entId: string) =>
    http.post<CreditReportHistory>('/esee/prma/creditReport/history', { entId }, { silent: true }),
  detail: (reportId: number) =>
    http.post<CreditReport>('/esee/prma/creditReport/detail', { reportId }, { silent: true }),
  weights: () => http.get<CreditWeightsSetting>('/esee/prma/creditReport/weights', undefined, { silent: true }),
  /** The institution's administrator only; `null` goes back to the defaults. Refusals show as the catalogue's toast. */
  saveWeights: (weights: CreditWeights | null) =>
    http.post<CreditWeightsSetting>('/esee/prma/creditReport/weights', { weights }),
  downloadPdf: (reportId: number) => downloadFile('/esee/prma/creditReport/pdf', { reportId: String(reportId) }),
};

import { REPORT_JOB_COLUMNS, reportJobFields } from '../platform/files/documentJobs';

/**
 * The columns of a row of a company's PDF report list (画像生成记录, 尽调报告记录): the job's, and the
 * company's id (`r.company_id`) and name (`c`, left-joined).
 */
export const COMPANY_REPORT_COLUMNS = [...REPORT_JOB_COLUMNS, 'r.company_id', 'c.name as company_name'] as const;

/** What such a row says of its job and company; the job's name stands in for a company no longer in the data. */
export const companyReportFields = (
  r: Parameters<typeof reportJobFields>[0] & { company_id: string; company_name: string | null },
) => ({ ...reportJobFields(r), entId: r.company_id, companyName: r.company_name ?? r.name });

import type { CompanyReportList } from '@esee/contracts';

/** The list is polled while a report is still being made. */
export const anyGenerating = (data: CompanyReportList) => data.list.some((r) => r.state === 'generating');

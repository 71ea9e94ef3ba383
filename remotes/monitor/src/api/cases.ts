import type {
  CaseAssignees,
  CaseDetail,
  CaseListQuery,
  CaseOpen,
  CaseQueue,
  CaseRow,
  CaseUpdate,
  ListPage,
} from '@esee/contracts';
import { downloadFile, http, quiet, Timeouts } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** The queue filters a page keeps (the queue itself is the tab). */
export type CaseFilter = Omit<CaseListQuery, 'queue' | 'pageNum' | 'pageSize'>;

/** 案件处置 (issue 42): cases opened from alerts, their queues, changes, attachments and export. */
export const casesApi = {
  open: (input: CaseOpen) => http.post<{ caseId: number }>('/esee/monitorCase/open', input),
  list: (queue: CaseQueue, filter: CaseFilter, page: number) =>
    http.post<ListPage<CaseRow>>(
      '/esee/monitorCase/list',
      { queue, ...filter, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  detail: (caseId: number) => http.get<CaseDetail>('/esee/monitorCase/detail', { caseId }, quiet),
  update: (input: CaseUpdate) => http.post('/esee/monitorCase/update', input),
  assignees: () => http.get<CaseAssignees>('/esee/monitorCase/assignees', {}, quiet),
  upload: (caseId: number, file: File) => {
    const body = new FormData();
    body.append('caseId', String(caseId));
    body.append('file', file, file.name);
    return http.post<{ attachmentId: number }>('/esee/monitorCase/attachment', body, {
      upload: true,
      timeout: Timeouts.LONG,
    });
  },
  download: (attachmentId: number) =>
    downloadFile('/esee/monitorCase/attachment/download', { attachmentId: String(attachmentId) }),
  exportCases: (queue: CaseQueue, filter: CaseFilter) =>
    downloadFile('/esee/export/exportMonitorCases', {
      queue,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.overdue ? { overdue: 'true' } : {}),
      ...(filter.entName ? { entName: filter.entName } : {}),
    }),
};

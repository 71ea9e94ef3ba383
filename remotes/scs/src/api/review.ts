import type {
  ScsAttachment,
  ScsBookRow,
  ScsChangeDetail,
  ScsChangeList,
  ScsChangeStatus,
  ScsControlRow,
  ScsFamilyRow,
  ScsGroupPending,
  ScsGuaranteeRow,
  ScsMaintenanceList,
  PersonSuggestions,
} from '@esee/contracts';
import { downloadFile, http, quiet, Timeouts } from '@esee/http';

export const REVIEW_PAGE_SIZE = 10;

type Tab = 'family' | 'guarantee' | 'control' | 'book';
interface TabRows {
  family: ScsFamilyRow;
  guarantee: ScsGuaranteeRow;
  control: ScsControlRow;
  book: ScsBookRow;
}

/** SCS 数据维护 / 数据复核 (issue 19): changes through maker-checker, attachments, the maintenance lists. */
export const reviewApi = {
  submit: (kind: string, payload: unknown, reason: string, attachmentIds: number[] = []) =>
    http.post<{ changeId: number }>('/esee/scs/review/submit', {
      kind,
      payload,
      reason,
      ...(attachmentIds.length ? { attachmentIds } : {}),
    }),
  decide: (changeId: number, approve: boolean, comment?: string) =>
    http.post<{ status: string }>('/esee/scs/review/decide', { changeId, approve, ...(comment ? { comment } : {}) }),
  changes: (status: ScsChangeStatus, kind: string | undefined, pageNum: number) =>
    http.get<ScsChangeList>(
      '/esee/scs/review/changes',
      { status, ...(kind ? { kind } : {}), pageNum, pageSize: REVIEW_PAGE_SIZE },
      quiet,
    ),
  change: (changeId: number) => http.get<ScsChangeDetail>('/esee/scs/review/change', { changeId }, quiet),
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return http.post<ScsAttachment>('/esee/scs/review/attachment', body, { upload: true, timeout: Timeouts.LONG });
  },
  download: (attachmentId: number) =>
    downloadFile('/esee/scs/review/attachment/download', { attachmentId: String(attachmentId) }),

  list: <T extends Tab>(tab: T, keyword: string | undefined, pageNum: number) =>
    http.get<ScsMaintenanceList<TabRows[T]>>(
      `/esee/scs/maintenance/${tab}`,
      { ...(keyword ? { keyword } : {}), pageNum, pageSize: REVIEW_PAGE_SIZE },
      quiet,
    ),
  /** The people of a name with the companies they represent, serve or hold (数据维护 › 家族关系's person search). */
  personSuggest: (persName: string) =>
    http.get<PersonSuggestions>('/esee/scs/maintenance/personSuggest', { persName }, quiet),
  familyTemplate: () => downloadFile('/esee/scs/maintenance/family/template', {}),
  importFamily: (file: File, reason: string, attachmentIds: number[]) => {
    const body = new FormData();
    body.append('reason', reason);
    if (attachmentIds.length) body.append('attachmentIds', attachmentIds.join(','));
    body.append('file', file, file.name);
    return http.post<{ changeId: number }>('/esee/scs/maintenance/family/import', body, {
      silent: true,
      timeout: Timeouts.LONG,
    });
  },
  groupPending: (groupId: number) => http.get<ScsGroupPending>('/esee/scs/sameCustomer/pending', { groupId }, quiet),
};

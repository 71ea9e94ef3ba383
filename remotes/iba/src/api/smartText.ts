import type { SmartTextCompare, SmartTextDetail, SmartTextDiff, SmartTextKind, SmartTextPage } from '@esee/contracts';
import { downloadFile, http, quiet, Timeouts } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** IBA 智能文档审核 (product pages §3.8; server/src/areas/iba/smartText/README.md). */
export const smartTextApi = {
  /** Upload a .docx/.pdf and check it; the answer is the finished task (documents are checked within the call). */
  check: (file: File, kind: SmartTextKind, version: string, onProgress?: (p: number) => void) => {
    const body = new FormData();
    body.append('kind', kind);
    if (version.trim()) body.append('version', version.trim());
    body.append('file', file, file.name);
    return http.post<SmartTextDetail>('/esee/smartText/check', body, {
      ...quiet,
      upload: true,
      timeout: Timeouts.LONG,
      onUploadProgress: onProgress
        ? (e: { loaded: number; total?: number }) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0)
        : undefined,
    });
  },
  list: (page: number, filter: { kind?: SmartTextKind; keyword?: string } = {}, pageSize = PAGE_SIZE) =>
    http.post<SmartTextPage>('/esee/smartText/list', { ...filter, pageNo: page, pageSize }, quiet),
  detail: (taskId: number) => http.post<SmartTextDetail>('/esee/smartText/detail', { taskId }, quiet),
  remove: (taskId: number) => http.post<null>('/esee/smartText/delete', { taskId }),
  compare: (leftTaskId: number, rightTaskId: number) =>
    http.post<SmartTextCompare>('/esee/smartText/compare', { leftTaskId, rightTaskId }, quiet),
  diff: (oldTaskId: number, newTaskId: number) =>
    http.post<SmartTextDiff>('/esee/smartText/diff', { oldTaskId, newTaskId }, quiet),
  /** 下载示例文档: a generated document of a registry company, with problems planted (or `defects: 'none'`). */
  sample: (query: Record<string, string> = {}) => downloadFile('/esee/smartText/sample', query),
};

import type { BatchImportSource, ConfirmResult, ParseResult } from '@esee/contracts';
import { formBody, http, Timeouts } from './client';
import { downloadFile } from './download';

/** The batch import calls of spec 2 §7, for the import dialog of any remote. */
export const batchImportSource: BatchImportSource = {
  parse: (file, scope, onProgress) => {
    const body = new FormData();
    body.append('fileType', scope.fileType);
    if (scope.targetId !== undefined) body.append('targetId', String(scope.targetId));
    body.append('file', file, file.name);
    return http.post<ParseResult>('/esee/upload/dataParse', body, {
      timeout: Timeouts.LONG,
      upload: true,
      onUploadProgress: (e) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    });
  },
  confirm: (scope, fileName, totalRecord, confirmList) =>
    http.post<ConfirmResult>('/esee/upload/dataConfirm', { ...scope, fileName, totalRecord, confirmList }),
  matchSearch: async (nameLike, pageNum, scope) => {
    const r = await http.post<{
      page: { total: number; totalPage: number };
      list: Awaited<ReturnType<BatchImportSource['matchSearch']>>['list'];
    }>(
      '/esee/batchSearch/commonCompanyMatch',
      formBody({ nameLike, pageNum, pageSize: 10, fileType: scope.fileType, targetId: scope.targetId }),
    );
    return { total: r.page.total, totalPage: r.page.totalPage, list: r.list };
  },
  downloadResult: (fileName, origDataList) => downloadFile('/esee/upload/matchResult', {}, { fileName, origDataList }),
  downloadTemplate: () => downloadFile('/esee/upload/template', {}),
};

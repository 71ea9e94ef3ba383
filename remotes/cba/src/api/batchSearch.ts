import type { ListPage } from '@esee/contracts';
import { downloadFile, formBody as form, http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export interface BatchFile {
  fileId: number;
  fileName: string;
  totalRecord: number;
  matchRecord: number;
  createTime: string;
}

export interface BatchCompany {
  lineNo: number;
  data: string;
  entId: string;
  orgName: string;
  orgStatus: string;
  legRepName: string | null;
  creditCode: string | null;
  regCapital: number | null;
  estDate: string | null;
  industryName: string | null;
  region: string;
  address: string | null;
  phone: string | null;
}

export interface CloserBankFile extends BatchFile {
  regionCode: string;
  regionName: string;
}

export interface Region {
  code: string;
  name: string;
  children: { code: string; name: string }[];
}

/** CBA 批量查询 (spec 2 §7): the user's uploaded lists, form-encoded as the spec has them. */
export const batchSearchApi = {
  limit: () =>
    http.get<{ maxFileCount: number; fileCount: number; maxRecord: number }>(
      '/esee/batchSearch/uploadFileLimit',
      undefined,
      quiet,
    ),
  files: (page: number) =>
    http.post<ListPage<BatchFile>>(
      '/esee/batchSearch/uploadFileList',
      form({ pageNum: page, pageSize: PAGE_SIZE }),
      quiet,
    ),
  remove: (fileId: number) => http.post<null>('/esee/batchSearch/deleteFile', form({ fileId })),
  detail: (fileId: number, page: number) =>
    http.post<{ file: BatchFile; companies: ListPage<BatchCompany> }>(
      '/esee/batchSearch/fileDetail',
      form({ fileId, pageNum: page, pageSize: PAGE_SIZE }),
      quiet,
    ),
  exportFile: (fileId: number) => downloadFile('/esee/batchSearch/export', { fileId: String(fileId) }),
  regions: () => http.get<Region[]>('/esee/batchMatch/getRegionList', undefined, quiet),
  closerBankFiles: (page: number) =>
    http.post<ListPage<CloserBankFile>>(
      '/esee/batchMatch/closerBank/uploadFileList',
      form({ pageNum: page, pageSize: PAGE_SIZE }),
      quiet,
    ),
  removeCloserBank: (fileId: number) => http.post<null>('/esee/batchMatch/closerBank/deleteFile', form({ fileId })),
  closerBankResult: (fileId: number) =>
    downloadFile('/esee/batchMatch/closerBank/downloadMatchResult', {}, form({ fileId })),
};

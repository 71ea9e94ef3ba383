import type { ScsCustomerRow, ScsGroupDetail, ScsGroupList, ScsSingleCustomer, WorkRun } from '@esee/contracts';
import { batchImportSource, downloadFile, http, quiet } from '@esee/http';

export const PAGE_SIZE = 10;

/** SCS 同一客户 and 单一客户 (issue 19): identification runs, groups, the book's customers. */
export const sameCustomerApi = {
  /** Start a run (it runs on the server's job system); `runState` follows it. */
  run: () => http.post<WorkRun>('/esee/scs/sameCustomer/run'),
  runState: () => http.get<WorkRun | null>('/esee/scs/sameCustomer/run', undefined, quiet),
  groups: (filter: { keyword?: string; status?: string }, pageNum: number) =>
    http.get<ScsGroupList>('/esee/scs/sameCustomer/groups', { ...filter, pageNum, pageSize: PAGE_SIZE }, quiet),
  group: (groupId: number) => http.get<ScsGroupDetail>('/esee/scs/sameCustomer/group', { groupId }, quiet),
  customers: (keyword: string | undefined, pageNum: number) =>
    http.get<{ total: number; list: ScsCustomerRow[] }>(
      '/esee/scs/singleCustomer/list',
      { ...(keyword ? { keyword } : {}), pageNum, pageSize: PAGE_SIZE },
      quiet,
    ),
  customer: (entId: string) => http.get<ScsSingleCustomer>('/esee/scs/singleCustomer/detail', { entId }, quiet),
};

/** The batch import of the book: the shared calls, with the book's own template (exposure columns). */
export const bookImportSource = {
  ...batchImportSource,
  downloadTemplate: () => downloadFile('/esee/scs/book/template', {}),
};

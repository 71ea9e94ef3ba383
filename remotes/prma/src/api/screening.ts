import type {
  GreyEntry,
  ScreeningComparison,
  ScreeningKind,
  ScreeningList,
  ScreeningRegenerated,
  ScreeningRunDetail,
  ScreeningRunRow,
} from '@esee/contracts';
import { downloadFile, http, quiet, Timeouts } from '@esee/http';

const BASE = '/esee/prma/screening';

/** PRMA 名单筛查 (server/src/areas/prma/screening). */
export const screeningApi = {
  lists: () => http.get<ScreeningList[]>(`${BASE}/lists`, undefined, quiet),
  /** A list file read and checked on the server; a refusal (its bad rows) shows as the catalogue's toast. */
  uploadList: (file: File, listName: string) => {
    const body = new FormData();
    body.append('listName', listName);
    body.append('file', file, file.name);
    return http.post<{ listName: string; version: number; entryCount: number }>(`${BASE}/lists/upload`, body, {
      upload: true,
      timeout: Timeouts.LONG,
    });
  },
  template: () => downloadFile(`${BASE}/lists/template`, {}),
  grey: () => http.get<GreyEntry[]>(`${BASE}/grey`, undefined, quiet),
  addGrey: (entry: { name: string; kind: ScreeningKind; idCode?: string; reason?: string }) =>
    http.post<null>(`${BASE}/grey/add`, entry),
  removeGrey: (id: number) => http.post<null>(`${BASE}/grey/remove`, { id }),
  runs: (pageNo: number) =>
    http.post<{ total: number; list: ScreeningRunRow[] }>(`${BASE}/runs/list`, { pageNo, pageSize: 10 }, quiet),
  create: (entIds: string[], asOf?: string) => http.post<{ runId: number }>(`${BASE}/runs/create`, { entIds, asOf }),
  detail: (runId: number) => http.get<ScreeningRunDetail>(`${BASE}/runs/detail`, { runId }, quiet),
  report: (runId: number) => downloadFile(`${BASE}/runs/report`, { runId: String(runId) }),
  regenerate: (runId: number) => http.post<ScreeningRegenerated>(`${BASE}/runs/regenerate`, { runId }),
  rerun: (runId: number) => http.post<{ runId: number }>(`${BASE}/runs/rerun`, { runId }),
  compare: (runId: number, baseId: number) =>
    http.get<ScreeningComparison>(`${BASE}/runs/compare`, { runId, baseId }, quiet),
};

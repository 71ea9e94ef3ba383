import type { IpFilter, IpKind, IpOptions, IpPage, IpSummary } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { paged } from './request';

/** IBA 知识产权查询 (server/src/areas/iba/intelProperty/README.md). */
export const intelPropertyApi = {
  options: () => http.get<IpOptions>('/esee/iba/intelProperty/options', {}, quiet),
  /** A page of one kind's matches, newest first. */
  search: (filter: IpFilter, kind: IpKind, page: number) =>
    http.post<IpPage>('/esee/iba/intelProperty/search', paged({ ...filter, kind }, page), quiet),
  /** The matches of each kind and the holders with most of them. */
  summary: (filter: IpFilter) => http.post<IpSummary>('/esee/iba/intelProperty/summary', filter, quiet),
  /** One record with every column of its kind. */
  detail: (recordId: string) =>
    http.get<Record<string, unknown>>('/esee/iba/intelProperty/detail', { recordId }, quiet),
};

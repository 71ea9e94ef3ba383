import type {
  JusticeListQuery,
  JusticePage,
  JusticeSearchParam,
  ListPage,
  PunishListQuery,
  PunishPage,
  PunishSearchParam,
  PunishSummary,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import type { RecordRow } from '@esee/ui';
import { paged } from './request';

export type JusticeFilter = Omit<JusticeListQuery, 'pageNo' | 'pageSize'>;
export type PunishFilter = Omit<PunishListQuery, 'pageNo' | 'pageSize'>;

/** IBA 发行人司法风险: the issuers under review with their judicial records. */
export const justiceApi = {
  list: (filter: JusticeFilter, page: number) =>
    http.post<JusticePage>('/esee/watch/justiceRisk/list', paged(filter, page), quiet),
  searchParam: () => http.get<JusticeSearchParam>('/esee/watch/justiceRisk/searchParam', {}, quiet),
  records: (companyId: string, kind: string, page: number) =>
    http.get<ListPage<RecordRow>>('/esee/watch/justiceRisk/records', paged({ companyId, kind }, page), quiet),
  recordDetail: (kind: string, recordId: string) =>
    http.get<Record<string, unknown>>('/esee/watch/justiceRisk/recordDetail', { kind, recordId }, quiet),
};

/** IBA 监管处罚: the issuers' administrative and regulatory penalties. */
export const punishApi = {
  list: (filter: PunishFilter, page: number) =>
    http.post<PunishPage>('/esee/watch/punish/list', paged(filter, page), quiet),
  summary: (filter: PunishFilter) => {
    const { sort: _sort, order: _order, ...rest } = filter;
    return http.post<PunishSummary>('/esee/watch/punish/summary', rest, quiet);
  },
  searchParam: () => http.get<PunishSearchParam>('/esee/watch/punish/searchParam', {}, quiet),
  recordDetail: (kind: string, recordId: string) =>
    http.get<Record<string, unknown>>('/esee/watch/punish/recordDetail', { kind, recordId }, quiet),
};

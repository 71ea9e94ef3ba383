import type { OverseasDetail, OverseasOfCompany, OverseasPage, OverseasSearchQuery } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { paged } from './request';

export type OverseasFilter = Omit<OverseasSearchQuery, 'pageNo' | 'pageSize'>;

/** IBA 境外企业: search, one company, and the overseas companies above a mainland one. */
export const overseasApi = {
  search: (filter: OverseasFilter, page: number) =>
    http.post<OverseasPage>('/esee/iba/overseas/search', paged(filter, page), quiet),
  detail: (overseasId: string) => http.get<OverseasDetail>('/esee/iba/overseas/detail', { overseasId }, quiet),
  ofCompany: (entId: string) => http.get<OverseasOfCompany>('/esee/iba/overseas/ofCompany', { entId }, quiet),
};

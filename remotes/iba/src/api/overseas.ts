import type { OverseasDetail, OverseasOfCompany, OverseasPage, OverseasSearchQuery } from '@esee/contracts';
import { http } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** Loads show their own failed state. */
const quiet = { silent: true } as const;

export type OverseasFilter = Omit<OverseasSearchQuery, 'pageNo' | 'pageSize'>;

/** IBA 境外企业: search, one company, and the overseas companies above a mainland one. */
export const overseasApi = {
  search: (filter: OverseasFilter, page: number) =>
    http.post<OverseasPage>('/esee/iba/overseas/search', { ...filter, pageNo: page, pageSize: PAGE_SIZE }, quiet),
  detail: (overseasId: string) => http.get<OverseasDetail>('/esee/iba/overseas/detail', { overseasId }, quiet),
  ofCompany: (entId: string) => http.get<OverseasOfCompany>('/esee/iba/overseas/ofCompany', { entId }, quiet),
};

import type { OrgOptions, OrgPage, OrgSearchQuery } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { paged } from './request';

export type OrgFilter = Omit<OrgSearchQuery, 'pageNo' | 'pageSize'>;

/** IBA 机构查询 (server/src/areas/iba/organization/README.md). */
export const organizationApi = {
  /** The kinds the data set has, with their counts, and the region tree. */
  options: () => http.get<OrgOptions>('/esee/iba/organization/options', {}, quiet),
  search: (filter: OrgFilter, page: number) =>
    http.post<OrgPage>('/esee/iba/organization/search', paged(filter, page), quiet),
};

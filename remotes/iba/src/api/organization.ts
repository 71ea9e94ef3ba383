import type { OrgOptions, OrgPage, OrgSearchQuery } from '@esee/contracts';
import { http } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** Loads show their own failed state. */
const quiet = { silent: true } as const;

export type OrgFilter = Omit<OrgSearchQuery, 'pageNo' | 'pageSize'>;

/** IBA 机构查询 (server/src/areas/iba/organization/README.md). */
export const organizationApi = {
  /** The kinds the data set has, with their counts, and the region tree. */
  options: () => http.get<OrgOptions>('/esee/iba/organization/options', {}, quiet),
  search: (filter: OrgFilter, page: number) =>
    http.post<OrgPage>('/esee/iba/organization/search', { ...filter, pageNo: page, pageSize: PAGE_SIZE }, quiet),
};

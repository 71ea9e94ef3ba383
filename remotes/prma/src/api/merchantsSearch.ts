import type {
  CompareColumn,
  ConditionOptions,
  Merchant,
  MerchantsSearchRequest,
  MerchantsSearchResult,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export type MerchantsQuery = Omit<MerchantsSearchRequest, 'pageNo' | 'pageSize'>;

/** PRMA 合作方寻源: filter options, the search, the user's shortlist and the comparison. */
export const merchantsSearchApi = {
  options: () => http.get<ConditionOptions>('/esee/prma/merchantsSearch/options', undefined, quiet),
  search: (query: MerchantsQuery, page: number) =>
    http.post<MerchantsSearchResult>(
      '/esee/prma/merchantsSearch/search',
      { ...query, pageNo: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  shortlist: () => http.get<Merchant[]>('/esee/prma/shortlist/list', undefined, quiet),
  addToShortlist: (entId: string) => http.post<null>('/esee/prma/shortlist/add', { entId }),
  removeFromShortlist: (entId: string) => http.post<null>('/esee/prma/shortlist/remove', { entId }),
  compare: (entIds: string[]) => http.post<CompareColumn[]>('/esee/prma/merchantsSearch/compare', { entIds }, quiet),
};

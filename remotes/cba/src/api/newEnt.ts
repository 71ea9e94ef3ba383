import type { NewEntFilters, NewEntOptions, NewEntPage, NewEntSort, NewEntSummary } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** CBA 新成立企业: the filter choices (and today), a page of the list, its summary. */
export const newEntApi = {
  options: () => http.get<NewEntOptions>('/esee/marketing/newEnt/options', undefined, quiet),
  list: (filters: NewEntFilters, sort: NewEntSort, page: number) =>
    http.post<NewEntPage>('/esee/marketing/newEnt/list', { filters, sort, pageNo: page, pageSize: PAGE_SIZE }, quiet),
  summary: (filters: NewEntFilters) => http.post<NewEntSummary>('/esee/marketing/newEnt/summary', { filters }, quiet),
};

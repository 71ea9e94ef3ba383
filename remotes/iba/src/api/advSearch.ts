import type {
  AdvSearchFilters,
  AdvSearchOptions,
  AdvSearchResult,
  AdvSearchSet,
  ConditionSort,
  ExportCreated,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** IBA 高级搜索: the options, the search, the user's 方案, and the result's export job (名单导出记录). */
export const advSearchApi = {
  options: () => http.get<AdvSearchOptions>('/esee/iba/advSearch/options', undefined, quiet),
  search: (filters: AdvSearchFilters, page: number, sort: ConditionSort) =>
    http.post<AdvSearchResult>(
      '/esee/iba/advSearch/search',
      { ...filters, sort, pageNo: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  sets: () => http.get<AdvSearchSet[]>('/esee/iba/advSearch/set/list', undefined, quiet),
  /** Refusals (a name taken, too many 方案) show as the catalogue's toast. */
  createSet: (name: string, filters: AdvSearchFilters) =>
    http.post<AdvSearchSet>('/esee/iba/advSearch/set/create', { name, filters }),
  deleteSet: (id: number) => http.post<null>('/esee/iba/advSearch/set/delete', { id }),
  /** Refusals (the daily quota's 10504 among them) show as the catalogue's toast. */
  export: (filters: AdvSearchFilters, sort: ConditionSort) =>
    http.post<ExportCreated>('/esee/export/create', { source: 'advSearch', params: { ...filters, sort } }),
};

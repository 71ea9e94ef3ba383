import type {
  Conditions,
  ConditionOptions,
  ConditionSearchResult,
  ConditionSet,
  ConditionSetRun,
  ConditionSort,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** CBA 条件找客: the filter options, the search, and the user's saved 方案. */
export const conditionsSearchApi = {
  options: () => http.get<ConditionOptions>('/esee/marketing/conditionSearch/options', undefined, quiet),
  search: (conditions: Conditions, page: number, sort: ConditionSort, setId?: number) =>
    http.post<ConditionSearchResult>(
      '/esee/marketing/conditionSearch/search',
      { conditions, sort, pageNo: page, pageSize: PAGE_SIZE, ...(setId ? { setId } : {}) },
      quiet,
    ),
  sets: () => http.get<ConditionSet[]>('/esee/marketing/conditionSet/list', undefined, quiet),
  createSet: (name: string, conditions: Conditions) =>
    http.post<ConditionSet>('/esee/marketing/conditionSet/create', { name, conditions }),
  renameSet: (id: number, name: string) => http.post<ConditionSet>('/esee/marketing/conditionSet/rename', { id, name }),
  deleteSet: (id: number) => http.post<null>('/esee/marketing/conditionSet/delete', { id }),
  rerunSet: (id: number) => http.post<ConditionSetRun>('/esee/marketing/conditionSet/rerun', { id }),
};

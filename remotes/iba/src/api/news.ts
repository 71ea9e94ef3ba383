import type {
  IbaNewsListQuery,
  IbaNewsScopeQuery,
  IbaNewsSummary,
  ListPage,
  PublicsenDetail,
  PublicsenNews,
  PublicsenTrend,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export type IbaNewsFilter = Omit<IbaNewsListQuery, 'pageNum' | 'pageSize'>;

/** A project of the institution, as the scope picker lists it. */
export interface ProjectChoice {
  id: number;
  name: string;
  companyCount: number;
}

const scopeOf = ({ sentiment: _sentiment, ...scope }: IbaNewsFilter): IbaNewsScopeQuery => scope;

/** IBA 舆情信息: the news of a deal (a project or a company) by sentiment. */
export const ibaNewsApi = {
  projects: () => http.get<ProjectChoice[]>('/esee/projectManage/list', undefined, quiet),
  list: (filter: IbaNewsFilter, page: number) =>
    http.post<ListPage<PublicsenNews> & { rawTotal: number }>(
      '/esee/iba/publicsen/list',
      { ...filter, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  summary: (filter: IbaNewsFilter) => http.post<IbaNewsSummary>('/esee/iba/publicsen/summary', scopeOf(filter), quiet),
  trend: (filter: IbaNewsFilter) => http.post<PublicsenTrend>('/esee/iba/publicsen/trend', scopeOf(filter), quiet),
  detail: (newsId: string) => http.get<PublicsenDetail>('/esee/iba/publicsen/detail', { newsId }, quiet),
};

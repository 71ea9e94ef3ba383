import type { ListPage, PublicsenDetail, PublicsenListQuery, PublicsenNews, PublicsenTrend } from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export type PublicsenFilter = Omit<PublicsenListQuery, 'pageNum' | 'pageSize'>;

/** CBA 企业舆情: news of monitored or chosen companies, the negative trend, one article. */
export const publicsenApi = {
  list: (filter: PublicsenFilter, page: number) =>
    http.post<ListPage<PublicsenNews> & { rawTotal: number }>(
      '/esee/cba/publicsen/list',
      { ...filter, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  trend: ({ sentiment: _sentiment, ...filter }: PublicsenFilter) =>
    http.post<PublicsenTrend>('/esee/cba/publicsen/trend', filter, quiet),
  detail: (newsId: string) => http.get<PublicsenDetail>('/esee/cba/publicsen/detail', { newsId }, quiet),
  groups: () =>
    http.post<{ groupId: number; groupName: string; groupMonitorCount: number }[]>(
      '/esee/groupManager/listGroup',
      undefined,
      quiet,
    ),
};

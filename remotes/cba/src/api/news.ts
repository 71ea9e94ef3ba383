import type {
  DangerCompany,
  DangerNews,
  DangerNewsInfo,
  DangerNewsQuery,
  ListPage,
  NewsArticle,
  NewsListDetailQuery,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export type ListDetailFilter = Omit<NewsListDetailQuery, 'pageNum' | 'pageSize'>;
export type DangerFilter = Omit<DangerNewsQuery, 'pageNum' | 'pageSize'>;

/** 舆情全文列表 (`publicsenInformation/listDetail`): every story of a scope in full. */
export const listDetailApi = {
  list: (filter: ListDetailFilter, page: number) =>
    http.post<ListPage<NewsArticle> & { rawTotal: number }>(
      '/esee/cba/publicsen/listDetail',
      { ...filter, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
};

/** 风险新闻 (`danger/*`): the institution's risk-news desk with the user's read marks. */
export const dangerApi = {
  list: (filter: DangerFilter, page: number) =>
    http.post<ListPage<DangerNews> & { rawTotal: number; unread: number }>(
      '/esee/cba/danger/newsList',
      { ...filter, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  company: (entId: string) => http.get<DangerCompany>('/esee/cba/danger/news', { entId }, quiet),
  info: (newsId: string) => http.get<DangerNewsInfo>('/esee/cba/danger/newsInfo', { newsId }, quiet),
  /** Errors show the catalogue's message: the user clicked, and the mark did not take. */
  markRead: (newsIds: string[], read: boolean) =>
    http.post<{ updated: number }>('/esee/cba/danger/read', { newsIds, read }),
};

const DANGER = '/bankAssistant/danger';
export const dangerListHref = `${DANGER}/newsList`;
export const dangerCompanyHref = (entId: string) => `${DANGER}/news?entId=${encodeURIComponent(entId)}`;
export const dangerNewsHref = (newsId: string) => `${DANGER}/newsInfo?newsId=${encodeURIComponent(newsId)}`;
export const listDetailHref = (scope: { entId?: string; entName?: string; groupId?: number }) => {
  const params = new URLSearchParams();
  if (scope.entId) params.set('entId', scope.entId);
  if (scope.entName) params.set('entName', scope.entName);
  if (scope.groupId) params.set('groupId', String(scope.groupId));
  const query = params.toString();
  return `/bankAssistant/publicsenInformation/listDetail${query ? `?${query}` : ''}`;
};

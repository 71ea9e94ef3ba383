import type {
  ListPage,
  PartnerAlert,
  PartnerAlertList,
  PartnerAlertQuery,
  PartnerAlertStatus,
  PartnerList,
  PartnerNewsQuery,
  PublicsenDetail,
  PublicsenNews,
  PublicsenTrend,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export type PartnerNewsFilter = Omit<PartnerNewsQuery, 'pageNum' | 'pageSize'>;
export type AlertFilter = Omit<PartnerAlertQuery, 'pageNum' | 'pageSize'>;

/** PRMA 合作方舆情: the partner list, the partners' news, the alert inbox. */
export const partnerNewsApi = {
  partners: (keyword: string | undefined, page: number) =>
    http.post<PartnerList>('/esee/prma/publicsen/partners', { keyword, pageNum: page, pageSize: PAGE_SIZE }, quiet),
  /** Every partner for the filter's choices (the list is small: a page of 50 names the first 50). */
  partnerChoices: () => http.post<PartnerList>('/esee/prma/publicsen/partners', { pageNum: 1, pageSize: 50 }, quiet),
  addPartners: (entIds: string[]) =>
    http.post<{ added: number; existing: number }>('/esee/prma/publicsen/partners/add', { entIds }),
  removePartner: (entId: string) => http.post<null>('/esee/prma/publicsen/partners/remove', { entId }),
  list: (filter: PartnerNewsFilter, page: number) =>
    http.post<ListPage<PublicsenNews> & { rawTotal: number }>(
      '/esee/prma/publicsen/list',
      { ...filter, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  trend: ({ sentiment: _sentiment, ...filter }: PartnerNewsFilter) =>
    http.post<PublicsenTrend>('/esee/prma/publicsen/trend', filter, quiet),
  detail: (newsId: string) => http.get<PublicsenDetail>('/esee/prma/publicsen/detail', { newsId }, quiet),
  alerts: (filter: AlertFilter, page: number) =>
    http.post<PartnerAlertList>(
      '/esee/prma/publicsen/alerts',
      { ...filter, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  unread: () => http.get<{ unread: number }>('/esee/prma/publicsen/alerts/unread', undefined, quiet),
  markRead: (alertIds: number[], read: boolean) =>
    http.post<{ updated: number }>('/esee/prma/publicsen/alerts/read', { alertIds, read }),
  setStatus: (alertId: number, status: PartnerAlertStatus, note?: string) =>
    http.post<PartnerAlert>('/esee/prma/publicsen/alerts/status', { alertId, status, note }),
};

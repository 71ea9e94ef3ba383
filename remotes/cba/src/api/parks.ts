import type {
  ListPage,
  Park,
  ParkCompany,
  ParkCompanyQuery,
  ParkDetail,
  ParkOptions,
  ParkQuery,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

/** CBA 园区找客 (product pages §1.7). */
export const parksApi = {
  options: () => http.get<ParkOptions>('/esee/marketing/park/options', undefined, quiet),
  parks: (query: ParkQuery, page: number) =>
    http.post<ListPage<Park>>('/esee/marketing/park/list', { ...query, pageNo: page, pageSize: PAGE_SIZE }, quiet),
  park: (parkId: string) => http.get<ParkDetail>('/esee/marketing/park/detail', { parkId }, quiet),
  companies: (query: ParkCompanyQuery, page: number) =>
    http.post<ListPage<ParkCompany>>(
      '/esee/marketing/park/companies',
      { ...query, pageNo: page, pageSize: PAGE_SIZE },
      quiet,
    ),
};

export const parkHref = (parkId: string) => `/bankAssistant/garden/campusList?parkId=${encodeURIComponent(parkId)}`;

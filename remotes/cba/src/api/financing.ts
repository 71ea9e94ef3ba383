import type {
  FinancingEvent,
  FinancingEventDetail,
  FinancingEventQuery,
  FinancingOptions,
  Investor,
  InvestorDetail,
  InvestorQuery,
  ListPage,
} from '@esee/contracts';
import { http, quiet } from '@esee/http';
import { PAGE_SIZE, type ProjectTargetSource } from '@esee/ui';

/** A project of the institution, to add companies to. */
export interface ProjectChoice {
  id: number;
  name: string;
  companyCount: number;
}

/** CBA 融资事件 and 投资机构 (product pages §1.8, §1.9). */
export const financingApi = {
  eventOptions: () => http.get<FinancingOptions>('/esee/marketing/financingEvent/options', undefined, quiet),
  investorOptions: () => http.get<FinancingOptions>('/esee/marketing/investmentInstitution/options', undefined, quiet),
  events: (query: FinancingEventQuery, page: number) =>
    http.post<ListPage<FinancingEvent>>(
      '/esee/marketing/financingEvent/list',
      { ...query, pageNo: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  event: (eventId: string) =>
    http.get<FinancingEventDetail>('/esee/marketing/financingEvent/detail', { eventId }, quiet),
  investors: (query: InvestorQuery, page: number) =>
    http.post<ListPage<Investor>>(
      '/esee/marketing/investmentInstitution/list',
      { ...query, pageNo: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  investor: (investorId: string) =>
    http.get<InvestorDetail>('/esee/marketing/investmentInstitution/detail', { investorId }, quiet),
  portfolio: (investorId: string, page: number) =>
    http.post<ListPage<FinancingEvent>>(
      '/esee/marketing/investmentInstitution/portfolio',
      { investorId, pageNo: page, pageSize: PAGE_SIZE },
      quiet,
    ),
};

/** The project calls of 加入项目 (the shared dialog). */
export const projectTargets: ProjectTargetSource = {
  list: () => http.get<ProjectChoice[]>('/esee/projectManage/list', undefined, quiet),
  addCompanies: (id, entIds) =>
    http.post<{ added: number; existing: number }>('/esee/projectManage/addCompanies', { id, entIds }),
};

import type {
  AnalystSort,
  ResearchAnalysts,
  ResearchBroker,
  ResearchBrokerView,
  ResearchConsensus,
  ResearchList,
  ResearchListQuery,
  ResearchReport,
  ResearchSearchParam,
  ResearchStock,
} from '@esee/contracts';
import { http, openFile, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export type ResearchFilter = Omit<ResearchListQuery, 'pageNum' | 'pageSize'>;

/** IBA 研报: the list, one report and its PDF, the filters' choices, the consensus, the brokers and the analysts. */
export const researchApi = {
  list: (filter: ResearchFilter, page: number) =>
    http.post<ResearchList>('/esee/researchReport/list', { ...filter, pageNum: page, pageSize: PAGE_SIZE }, quiet),
  detail: (reportId: string) => http.get<ResearchReport>('/esee/researchReport/detail', { reportId }, quiet),
  /** 查看原文: the report as the PDF the platform writes, in a new tab. */
  openPdf: (reportId: string) => openFile('/esee/researchReport/pdf', { reportId }),
  searchParam: () => http.get<ResearchSearchParam>('/esee/researchReport/searchParam', undefined, quiet),
  stocks: (keyword: string) =>
    http.get<ResearchStock[]>('/esee/researchReport/stocks', keyword ? { keyword } : undefined, quiet),
  consensus: (stockCode: string) => http.get<ResearchConsensus>('/esee/researchReport/consensus', { stockCode }, quiet),
  brokers: () => http.get<ResearchBroker[]>('/esee/researchReport/brokers', undefined, quiet),
  broker: (broker: string) => http.get<ResearchBrokerView>('/esee/researchReport/broker', { broker }, quiet),
  analysts: (query: { sort: AnalystSort; broker?: string; keyword?: string }, page: number) =>
    http.post<ResearchAnalysts>(
      '/esee/researchReport/analysts',
      { ...query, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
};

import {
  RECORD_DOCUMENT_URL,
  RECORD_ENDPOINTS,
  SECTION_ENDPOINTS,
  type CompanyCorrections,
  type CompanyRelatedParty,
  type CompanyQuery,
  type FeedbackSubmit,
  type EnterpriseInfo,
  type FinancialStatements,
  type ListPage,
  type RiskSummary,
} from '@esee/contracts';
import { http, openFile, quiet } from '@esee/http';
import { PAGE_SIZE, type RecordRow } from '@esee/ui';

type Row = Record<string, unknown>;

/** Two kinds have calls of their own in the spec (spec 2 §7); the rest go through `/esee/microDetail`. */
const LIST_URLS: Record<string, string> = {
  privateFund: '/esee/privateFund/queryPrivateFund',
  ipPledge: '/esee/ippldg/getIppldg',
};
const DETAIL_URLS: Record<string, string> = {
  privateFund: '/esee/privateFund/queryPrivateFundDetail',
};

const page = (entId: string, pageNo: number) => ({ entId, pageNo, pageSize: PAGE_SIZE });

/** The company calls of spec 2 §7, as the company pages use them. */
export const companyApi = {
  info: (query: CompanyQuery) => http.post<EnterpriseInfo>('/esee/enterpriseInfo/getEnterpriseInfo', query, quiet),

  records: (entId: string, kind: string, pageNo: number) =>
    http.post<ListPage<RecordRow>>(
      LIST_URLS[kind] ?? `/esee/microDetail/${RECORD_ENDPOINTS[kind]}`,
      page(entId, pageNo),
      quiet,
    ),

  recordDetail: (kind: string, id: string) =>
    http.post<Row>(DETAIL_URLS[kind] ?? `/esee/microDetail/${RECORD_ENDPOINTS[kind]}Detail`, { id }, quiet),

  /** 查看原文 of a 裁判文书 or 行政处罚 record: the PDF the platform writes from it, in a new tab. */
  openDocument: (id: string) => openFile(RECORD_DOCUMENT_URL, { id }),

  mortgage: (entId: string, mortRegNo: string) =>
    http.post<Row>(`/esee/microDetail/${RECORD_ENDPOINTS.chattelMortgage}Detail`, { entId, mortRegNo }, quiet),

  section: (entId: string, section: keyof typeof SECTION_ENDPOINTS, pageNo: number) =>
    http.post<ListPage<Row>>(`/esee/microDetail/${SECTION_ENDPOINTS[section]}`, page(entId, pageNo), quiet),

  changes: (entId: string, pageNo: number) =>
    http.post<ListPage<Row>>('/esee/alter/queryAlterInfoPage', page(entId, pageNo), quiet),

  listedHolders: (entId: string, pageNo: number) =>
    http.post<ListPage<Row>>('/esee/listed/queryListedEqStructPageInfo', page(entId, pageNo), quiet),
  listedHoldings: (entId: string, pageNo: number) =>
    http.post<ListPage<Row>>('/esee/listed/queryListedHoldPageInfo', page(entId, pageNo), quiet),

  suspectedRelations: (entId: string, pageNo: number) =>
    http.post<ListPage<Row>>('/esee/suspectedRelation/getSuspectedRelation', page(entId, pageNo), quiet),
  competitors: (entId: string, pageNo: number) =>
    http.post<ListPage<Row>>('/esee/competeInfo/getCompeteInfo', page(entId, pageNo), quiet),

  annualReport: (entId: string, reportYear: number) =>
    http.post<Row>('/esee/microDetail/queryAnnualReportDetail', { entId, reportYear }, quiet),

  recentRisks: (entId: string) => http.post<RecordRow[]>('/esee/enterpriseInfo/getRecentRisks', { entId }, quiet),
  riskSummary: (entId: string) => http.post<RiskSummary>('/esee/enterpriseInfo/getRiskSummary', { entId }, quiet),
  financials: (entId: string) =>
    http.post<FinancialStatements>('/esee/enterpriseInfo/getFinancialStatements', { entId }, quiet),

  /** The institution's 数据纠错 about the company, and filing one (a refusal's reason is the client's toast). */
  corrections: (entId: string) => http.post<CompanyCorrections>('/esee/feedback/corrections', { entId }, quiet),
  fileCorrection: (body: FeedbackSubmit) => http.post<{ id: number }>('/esee/feedback/submit', body),

  /** Whether the company is a related party of the user's institution (关联方名单), with the reasons. */
  relatedParty: (entId: string) =>
    http.get<CompanyRelatedParty>('/framework/api/org/relatedParty/company', { entId }, quiet),
};

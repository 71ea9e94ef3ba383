import type { BidRiggingRequest, BidRiggingResult, TenderDetail, TenderPage, TenderQuery } from '@esee/contracts';
import { http, quiet } from '@esee/http';

/** PRMA 围串标核查 (product pages §2.3), and the tenders it imports bidders from. */
export const bidRiggingApi = {
  check: (request: BidRiggingRequest) => http.post<BidRiggingResult>('/esee/bidRigging/check', request, quiet),
  tenders: (query: TenderQuery) => http.post<TenderPage>('/esee/bidRigging/tenders', query, quiet),
  tender: (tenderId: string) => http.get<TenderDetail>('/esee/bidRigging/tender', { tenderId }, quiet),
};

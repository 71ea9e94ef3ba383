import type {
  ChainCompany,
  ChainCompanyQuery,
  ChainNodeDetail,
  ChainReport,
  ChainSummary,
  ChainTree,
  ListPage,
} from '@esee/contracts';
import { downloadFile, http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

const BASE = '/esee/marketing/industryChain';

/** CBA 产业链找客 (product pages §1.6). */
export const industryChainApi = {
  chains: () => http.get<ChainSummary[]>(`${BASE}/chains`, undefined, quiet),
  tree: (chainId: string) => http.get<ChainTree>(`${BASE}/tree`, { chainId }, quiet),
  node: (chainId: string, nodeId?: string) =>
    http.get<ChainNodeDetail>(`${BASE}/node`, nodeId ? { chainId, nodeId } : { chainId }, quiet),
  companies: (query: ChainCompanyQuery, page: number) =>
    http.post<ListPage<ChainCompany>>(`${BASE}/companies`, { ...query, pageNo: page, pageSize: PAGE_SIZE }, quiet),
  report: (chainId: string) => http.get<ChainReport>(`${BASE}/report`, { chainId }, quiet),
  downloadPdf: (chainId: string) => downloadFile(`${BASE}/report/pdf`, { chainId }),
};

const PAGE = '/bankAssistant/industryToker';
export const tokerHref = (chainId?: string) => (chainId ? `${PAGE}?chainId=${encodeURIComponent(chainId)}` : PAGE);
export const tokerDetailHref = (chainId: string, nodeId?: string) =>
  `${PAGE}/tokerDetail?chainId=${encodeURIComponent(chainId)}${nodeId ? `&nodeId=${encodeURIComponent(nodeId)}` : ''}`;
export const reportPreviewHref = (chainId: string) => `${PAGE}/reportPreview?chainId=${encodeURIComponent(chainId)}`;

import type {
  Distribute,
  OperaGroupBy,
  OperaParams,
  OperaRecords,
  TraceDeptOption,
  TraceFunctionOption,
  TraceFunctionRow,
  TraceGraph,
  TraceInstOption,
  TraceVisit,
  UserAnalysisRow,
} from '@esee/contracts';
import { downloadFile, http } from '@esee/http';
import type { PageData } from '@esee/ui';

/** The filters every statistics and trace page shares; `instCode` only for the platform administrator. */
export interface StatsFilter {
  instCode?: string;
  start: string;
  end: string;
  unitId?: number;
}

export interface TraceFilter extends StatsFilter {
  userId?: number;
  moduleId?: string;
}

const T = '/framework/api/act/actTraceQuery';

/** 访问轨迹 and 操作统计 calls (issue 21, spec 2 §7). */
export const statsApi = {
  visits: (f: TraceFilter, pageNum: number) =>
    http.post<PageData<TraceVisit>>(`${T}/pageList`, { ...f, pageNum, pageSize: 10 }),
  functions: (f: TraceFilter, pageNum: number) =>
    http.post<PageData<TraceFunctionRow>>(`${T}/apiPageList`, { ...f, pageNum, pageSize: 10 }),
  route: (q: { instCode?: string; userId: number; day: string }) => http.post<{ steps: TraceVisit[] }>(`${T}/route`, q),
  graph: (f: TraceFilter) => http.post<TraceGraph>(`${T}/graph`, f),
  exportVisits: (f: TraceFilter) => downloadFile(`${T}/exportFile`, {}, f),
  institutions: () => http.post<TraceInstOption[]>(`${T}/searchInstParam`),
  departments: (instCode?: string) => http.post<TraceDeptOption[]>(`${T}/searchDeptParam`, { instCode }),
  pagesSeen: (instCode?: string) => http.get<TraceFunctionOption[]>(`${T}/searchFunctionParam`, { instCode }),
  params: (instCode?: string) => http.post<OperaParams>('/esee/param/getParams4Opera', { instCode }),
  records: (f: StatsFilter, groupBy: OperaGroupBy) =>
    http.post<OperaRecords>('/esee/record/getRecords4Opera', { ...f, groupBy }),
  analysis: (f: StatsFilter & { keyword?: string }, pageNum: number) =>
    http.post<PageData<UserAnalysisRow>>('/esee/userAnalysis/getAnalysisPage', { ...f, pageNum, pageSize: 10 }),
  distribute: (f: StatsFilter) => http.post<Distribute>('/esee/userAnalysis/getDistribute', f),
};

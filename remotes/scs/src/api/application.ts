import type {
  CreditGroupDetail,
  CreditGroupList,
  CreditSimulation,
  MinedLinkType,
  MiningResult,
  WarningList,
  WarningSeverity,
  WarningStatus,
} from '@esee/contracts';
import { downloadFile, http, quiet } from '@esee/http';

export const MINING_PAGE_SIZE = 10;

/** SCS 应用服务 (issue 19): 关系挖掘, 统一授信, 风险预警. */
export const applicationApi = {
  links: (filter: { type?: MinedLinkType; keyword?: string }, pageNum: number) =>
    http.get<MiningResult>('/esee/scs/mining/links', { ...filter, pageNum, pageSize: MINING_PAGE_SIZE }, quiet),
  exportLinks: (type?: MinedLinkType) => downloadFile('/esee/scs/mining/export', type ? { type } : {}),
  push: (entIdA: string, entIdB: string) =>
    http.post<{ pushed: boolean; reason: string }>('/esee/scs/mining/push', { entIdA, entIdB }),

  creditGroups: () => http.get<CreditGroupList>('/esee/scs/credit/groups', {}, quiet),
  creditGroup: (groupId: number) => http.get<CreditGroupDetail>('/esee/scs/credit/group', { groupId }, quiet),
  setCapital: (netTier1Capital: number, netCapital: number) =>
    http.post<null>('/esee/scs/credit/capital', { netTier1Capital, netCapital }),
  setGroupLimit: (groupId: number, groupLimit: number) =>
    http.post<null>('/esee/scs/credit/groupLimit', { groupId, groupLimit }),
  allocate: (groupId: number, allocations: { entId: string; limit: number; frozen: number }[]) =>
    http.post<null>('/esee/scs/credit/allocate', { groupId, allocations }),
  simulate: (groupId: number, entId: string, amount: number) =>
    http.post<CreditSimulation>('/esee/scs/credit/simulate', { groupId, entId, amount }),

  scan: () => http.post<{ created: number; total: number }>('/esee/scs/warning/scan'),
  warnings: (
    filter: { severity?: WarningSeverity; status?: WarningStatus; groupKey?: string; propagated?: boolean },
    pageNum: number,
  ) => http.get<WarningList>('/esee/scs/warning/list', { ...filter, pageNum, pageSize: 10 }, quiet),
  assignees: () => http.get<{ userId: number; name: string }[]>('/esee/scs/warning/assignees', {}, quiet),
  updateWarning: (body: { warningId: number; status?: WarningStatus; assigneeId?: number | null; note?: string }) =>
    http.post<null>('/esee/scs/warning/update', body),
};

import type { DerivedAlertEvidence, ListPage } from '@esee/contracts';
import { downloadFile, http, quiet } from '@esee/http';
import { PAGE_SIZE } from '@esee/ui';

export interface MonitorGroup {
  groupId: number;
  groupName: string;
  groupMonitorCount: number;
  defaultSelect: boolean;
}

export interface MonitoredCompany {
  entId: string;
  entName: string;
  orgStatus: string;
  legRepName: string | null;
  creditCode: string | null;
  monitorStatus: 'MONITORING' | 'FAILED';
  groupId: number;
  groupName: string;
  relatedTo: string | null;
  relation: string | null;
  addTime: string;
  unreadAlerts: number;
}

export interface RelatedCompany {
  entId: string;
  entName: string;
  relation: string;
  monitored: boolean;
}

export interface Alert {
  alertId: number;
  entId: string;
  entName: string;
  source: string;
  kind: string;
  level: '高风险' | '中风险' | '警示';
  title: string;
  summary: string;
  recordId: string | null;
  eventDate: string | null;
  alertTime: string;
  read: boolean;
  /** A derived alert's evidence (受益所有人变更, 实际控制人变更), on the detail call only. */
  evidence?: DerivedAlertEvidence | null;
  /** 已忽略（误报）: a 误报 case of the institution keeps this signal quiet while its data is unchanged. */
  ignored: boolean;
  /** The case opened from this alert, if any. */
  caseId: number | null;
}

export interface AlertFilter {
  groupId?: number;
  kind?: string;
  level?: string;
  dateFrom?: string;
  dateTo?: string;
  unread?: boolean;
}

export interface AlertSettings {
  rules: { kind: string; title: string; level: string; source: string }[];
  kinds: string[];
  levels: string[];
}

export interface NewsItem {
  newsId: string;
  entId: string;
  entName: string;
  title: string;
  source: string | null;
  sentiment: '正面' | '中性' | '负面';
  publishTime: string;
}

export interface NewsFilter {
  my?: boolean;
  sentiment?: NewsItem['sentiment'];
  keyword?: string;
}

export interface MonitorReport {
  groupName: string;
  dateFrom: string;
  dateTo: string;
  companies: number;
  alerts: number;
  byLevel: { level: string; count: number }[];
  byKind: { title: string; count: number }[];
  topCompanies: { entId: string; entName: string; alerts: number; high: number }[];
  statusChanges: { entName: string; summary: string; date: string }[];
}

/** The four kinds of related parties a monitored company can bring (spec 2 §7). */
export const RELATED_KINDS = [
  { key: 'queryRelatedShareholders', title: '股东' },
  { key: 'queryRelatedForeignInvestment', title: '对外投资' },
  { key: 'queryPeopleForeignService', title: '人员对外任职' },
  { key: 'queryPeopleForeignInvestment', title: '人员对外投资' },
] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number]['key'];

/** Monitoring calls (spec 2 §7): groups, monitored companies, related parties, alerts, settings. */
export const monitorApi = {
  groups: () => http.post<MonitorGroup[]>('/esee/groupManager/listGroup', {}, quiet),
  addGroup: (groupName: string) =>
    http.post<{ groupId: number; groupName: string }>('/esee/groupManager/addGroup', { groupName }),
  renameGroup: (groupId: number, groupName: string) =>
    http.post('/esee/groupManager/updateGroup', { groupId, groupName }),
  deleteGroup: (groupId: number, moveTo?: number) =>
    http.post<{ moved: number; cancelled: number }>('/esee/groupManager/deleteGroup', { groupId, moveTo }),
  defaultSelect: (groupId: number) => http.post('/esee/groupManager/updateGroupDefaultSelect', { groupId }),
  /** Which of these companies the user monitors, and in which group. */
  groupsOf: (entIds: string[]) =>
    http.post<{ entId: string; groupId: number; groupName: string }[]>(
      '/esee/groupManager/queryGroupsByMids',
      { mids: entIds },
      quiet,
    ),
  companies: (groupId: number, entName: string, page: number) =>
    http.post<ListPage<MonitoredCompany>>(
      '/esee/monitorManage/queryAllMonitorList',
      { groupId, entName, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  add: (entIds: string[], groupId?: number) =>
    http.post<{ added: number; existing: number; groupId: number }>('/esee/monitorManage/addMonitorObj', {
      entIds,
      groupId: groupId || undefined,
    }),
  cancel: (entIds: string[]) => http.post<{ cancelled: number }>('/esee/monitorManage/cancelMonitorObj', { entIds }),
  cancelAll: (groupId: number) =>
    http.post<{ cancelled: number }>('/esee/monitorManage/batchCancelMonitorAll', { groupId }),
  switchGroup: (entIds: string[], groupId: number) =>
    http.post('/esee/monitorManage/switchMonitorObj', { entIds, groupId }),
  retry: (entIds: string[]) => http.post<{ retried: number }>('/esee/monitorManage/updateRetry', { entIds }),
  related: (kind: RelatedKind, entId: string) =>
    http.post<RelatedCompany[]>(`/esee/monitorManage/${kind}`, { entId }, quiet),
  /** The company's related parties of all four kinds whose name contains `nameLike` (at least two characters). */
  relatedMatch: (entId: string, nameLike: string, page: number) =>
    http.post<{ page: { totalPage: number; total: number }; list: RelatedCompany[] }>(
      '/esee/common/companyRelatedMatch',
      { entId, nameLike, pageNum: page, pageSize: PAGE_SIZE },
      quiet,
    ),
  addRelated: (entId: string, relations: { entId: string; relation: string }[]) =>
    http.post<{ added: number; existing: number }>('/esee/monitorManage/addMonitorRelations', { entId, relations }),
  alerts: (filter: AlertFilter, page: number) =>
    http.post<ListPage<Alert>>('/esee/monitorAlert/list', { ...filter, pageNum: page, pageSize: PAGE_SIZE }, quiet),
  alert: (alertId: number) => http.get<Alert>('/esee/monitorAlert/detail', { alertId }, quiet),
  relatedOf: (entId: string) =>
    http.post<MonitoredCompany[]>('/esee/monitorManage/queryMonitorRelationListNew', { entId }, quiet),
  exportRelated: (entId: string) => downloadFile('/esee/export/exportMonitorRelatedEnt', { entId }),
  readAlerts: (alertIds?: number[]) => http.post<{ read: number }>('/esee/monitorAlert/read', { alertIds }),
  settings: () => http.get<AlertSettings>('/esee/monitorSetting/get', undefined, quiet),
  saveSettings: (kinds: string[], levels: string[]) => http.post('/esee/monitorSetting/save', { kinds, levels }),
  news: (filter: NewsFilter, page: number) =>
    http.post<ListPage<NewsItem>>('/esee/monitorNews/list', { ...filter, pageNum: page, pageSize: PAGE_SIZE }, quiet),
  newsDetail: (newsId: string) =>
    http.get<NewsItem & Record<string, unknown>>('/esee/monitorNews/detail', { newsId }, quiet),
  report: (groupId: number, dateFrom: string, dateTo: string) =>
    http.post<MonitorReport>('/esee/monitorReport/summary', { groupId, dateFrom, dateTo }, quiet),
  exportGroup: (groupId: number) => downloadFile('/esee/export/exportGroupMonitorEnt', { groupId: String(groupId) }),
};

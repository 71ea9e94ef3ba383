import { Navigate, type RouteObject } from 'react-router';
import { relationshipRoute } from '@esee/graph-views';
import { companySearchSource, graphSource } from '@esee/http';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const MonitorPage = lazyWithRetry(() => import('./pages/companies/MonitorPage'));
const GroupManagePage = lazyWithRetry(() => import('./pages/groups/GroupManagePage'));
const AlertsPage = lazyWithRetry(() => import('./pages/alerts/AlertsPage'));
const SettingsPage = lazyWithRetry(() => import('./pages/settings/SettingsPage'));
const ReportPage = lazyWithRetry(() => import('./pages/report/ReportPage'));
const AlertDetailPage = lazyWithRetry(() => import('./pages/alerts/AlertDetailPage'));
const CasesPage = lazyWithRetry(() => import('./pages/cases/CasesPage'));
const CaseDetailPage = lazyWithRetry(() => import('./pages/cases/CaseDetailPage'));
const AffiliatedPage = lazyWithRetry(() => import('./pages/companies/AffiliatedPage'));
const NewsListPage = lazyWithRetry(() => import('./pages/news/NewsListPage'));
const NewsInfoPage = lazyWithRetry(() => import('./pages/news/NewsInfoPage'));

const base = '/apps/monitor';
const graphs = { source: graphSource, companySearch: companySearchSource };

/** The remote's manifest: the shell guards each page with its entry's permission (RemoteOutlet). */
export { manifest };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: `${base}/enterpriseMonitoring`, element: <MonitorPage /> },
  { path: `${base}/groupManage/manageList`, element: <GroupManagePage /> },
  // The monitoring page with its 添加监控 dialog open.
  { path: `${base}/enterpriseMonitoring/add`, element: <MonitorPage /> },
  { path: `${base}/companyListDetail`, element: <MonitorPage /> },
  { path: `${base}/enterpriseMonitoring/affiliatedCompany`, element: <AffiliatedPage /> },
  { path: `${base}/optional`, element: <AlertsPage /> },
  // One company's alerts (?entId=), and one alert (?id=).
  { path: `${base}/companyDetail`, element: <AlertsPage /> },
  { path: `${base}/optionalDetail`, element: <AlertDetailPage /> },
  // 案件处置: the queues, and one case (?id=).
  { path: `${base}/cases`, element: <CasesPage /> },
  { path: `${base}/caseDetail`, element: <CaseDetailPage /> },
  { path: `${base}/reportDetails`, element: <ReportPage /> },
  relationshipRoute(`${base}/findRelationship`, graphs),
  { path: `${base}/erlyWarningSetting`, element: <SettingsPage /> },
  { path: `${base}/monitorSetting`, element: <Navigate to={`${base}/erlyWarningSetting`} replace /> },
  { path: `${base}/optionalReport`, element: <ReportPage /> },
  // News and public opinion: under /monitoring, 风险舆情 under danger/, 我的舆情 under publicsen.
  { path: '/monitoring/newsList', element: <NewsListPage /> },
  { path: '/monitoring/news', element: <NewsListPage /> },
  { path: '/monitoring/newsInfo', element: <NewsInfoPage /> },
  { path: `${base}/danger/newsList`, element: <NewsListPage danger base={`${base}/danger`} /> },
  { path: `${base}/danger/news`, element: <NewsListPage danger base={`${base}/danger`} /> },
  { path: `${base}/danger/newsInfo`, element: <NewsInfoPage base={`${base}/danger`} /> },
  { path: `${base}/publicsen`, element: <NewsListPage base="/monitoring" /> },
  { path: `${base}/publicsen/my`, element: <NewsListPage base="/monitoring" /> },
  ...manifest.basePaths.map((b) => ({ path: `${b}/*`, element: <ManifestPage manifest={manifest} /> })),
];

import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const MonitorPage = lazyWithRetry(() => import('./pages/companies/MonitorPage'));
const AlertsPage = lazyWithRetry(() => import('./pages/alerts/AlertsPage'));
const SettingsPage = lazyWithRetry(() => import('./pages/settings/SettingsPage'));

const base = '/apps/monitor';

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: `${base}/enterpriseMonitoring`, element: <MonitorPage /> },
  // Group management is the group panel of the monitoring page.
  { path: `${base}/groupManage/manageList`, element: <MonitorPage /> },
  { path: `${base}/optional`, element: <AlertsPage /> },
  { path: `${base}/erlyWarningSetting`, element: <SettingsPage /> },
  { path: `${base}/monitorSetting`, element: <Navigate to={`${base}/erlyWarningSetting`} replace /> },
  ...manifest.basePaths.map((b) => ({ path: `${b}/*`, element: <ManifestPage manifest={manifest} /> })),
];

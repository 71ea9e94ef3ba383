import { Navigate, type RouteObject } from 'react-router';
import { companyGraphRoutes } from '@esee/graph-views';
import { companySearchSource, graphSource } from '@esee/http';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));
const SameCustomerPage = lazyWithRetry(() => import('./pages/sameCustomer/SameCustomerPage'));
const GroupDetailPage = lazyWithRetry(() => import('./pages/sameCustomer/GroupDetailPage'));
const DataMaintenancePage = lazyWithRetry(() => import('./pages/maintenance/DataMaintenancePage'));
const DataReviewPage = lazyWithRetry(() => import('./pages/review/DataReviewPage'));
const SingleCustomerPage = lazyWithRetry(() => import('./pages/singleCustomer/SingleCustomerPage'));
const DetailsCustomerPage = lazyWithRetry(() => import('./pages/singleCustomer/DetailsCustomerPage'));
const GroupRulesPage = lazyWithRetry(() => import('./pages/rules/GroupRulesPage'));
const LabelRulesPage = lazyWithRetry(() => import('./pages/rules/LabelRulesPage'));
const RelationMiningPage = lazyWithRetry(() => import('./pages/application/RelationMiningPage'));
const UnifiedCreditPage = lazyWithRetry(() => import('./pages/application/UnifiedCreditPage'));
const RiskWarningPage = lazyWithRetry(() => import('./pages/application/RiskWarningPage'));

const graphs = { source: graphSource, companySearch: companySearchSource };

/** The remote's manifest: the shell guards each page with its entry's permission (RemoteOutlet). */
export { manifest };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/sameCustomerSystem', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  { path: '/sameCustomerSystem/sameCustomer', element: <SameCustomerPage /> },
  { path: '/sameCustomerSystem/sameCustomer/detail', element: <GroupDetailPage /> },
  { path: '/sameCustomerSystem/dataManagement/dataMaintenance', element: <DataMaintenancePage /> },
  { path: '/sameCustomerSystem/dataManagement/dataReview', element: <DataReviewPage /> },
  { path: '/sameCustomerSystem/singleCustomer', element: <SingleCustomerPage /> },
  { path: '/sameCustomerSystem/detailsCustomer', element: <DetailsCustomerPage /> },
  { path: '/sameCustomerSystem/ruleConfiguration/groupRules', element: <GroupRulesPage /> },
  { path: '/sameCustomerSystem/ruleConfiguration/labelRules', element: <LabelRulesPage /> },
  { path: '/sameCustomerSystem/applicationService/enterpriseRelationshipMining', element: <RelationMiningPage /> },
  { path: '/sameCustomerSystem/applicationService/unifiedCredit', element: <UnifiedCreditPage /> },
  { path: '/sameCustomerSystem/applicationService/riskWarning', element: <RiskWarningPage /> },
  ...companyGraphRoutes('/sameCustomerSystem/applicationService', graphs, '/EntChartsNew'),
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

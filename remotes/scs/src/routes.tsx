import { Navigate, type RouteObject } from 'react-router';
import { companyGraphRoutes } from '@esee/graph-views';
import { companySearchSource, graphSource } from '@esee/http';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));
const SameCustomerPage = lazyWithRetry(() => import('./pages/sameCustomer/SameCustomerPage'));
const GroupDetailPage = lazyWithRetry(() => import('./pages/sameCustomer/GroupDetailPage'));
const SingleCustomerPage = lazyWithRetry(() => import('./pages/singleCustomer/SingleCustomerPage'));
const DetailsCustomerPage = lazyWithRetry(() => import('./pages/singleCustomer/DetailsCustomerPage'));

const graphs = { source: graphSource, companySearch: companySearchSource };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/sameCustomerSystem', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  { path: '/sameCustomerSystem/sameCustomer', element: <SameCustomerPage /> },
  { path: '/sameCustomerSystem/sameCustomer/detail', element: <GroupDetailPage /> },
  { path: '/sameCustomerSystem/singleCustomer', element: <SingleCustomerPage /> },
  { path: '/sameCustomerSystem/detailsCustomer', element: <DetailsCustomerPage /> },
  ...companyGraphRoutes('/sameCustomerSystem/applicationService', graphs, '/EntChartsNew'),
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

import { Navigate, type RouteObject } from 'react-router';
import { companyGraphRoutes, relationshipRoute } from '@esee/graph-views';
import { companySearchSource, graphSource } from '@esee/http';
import { lazyWithRetry } from '@esee/react';

const OrgDetailPage = lazyWithRetry(() => import('./pages/orgDetail/OrgDetailPage'));
const AnnualReportPage = lazyWithRetry(() => import('./pages/companySubPages/AnnualReportPage'));
const MortgagePage = lazyWithRetry(() => import('./pages/companySubPages/MortgagePage'));
const CreditPage = lazyWithRetry(() => import('./pages/companySubPages/CreditPage'));
const IntellectualPropertyListPage = lazyWithRetry(
  () => import('./pages/companySubPages/IntellectualPropertyListPage'),
);
const IntellectualPropertyPage = lazyWithRetry(() => import('./pages/companySubPages/IntellectualPropertyPage'));
const PersonDetailPage = lazyWithRetry(() => import('./pages/person/PersonDetailPage'));
const PersonJudicialPage = lazyWithRetry(() => import('./pages/person/PersonJudicialPage'));
const NamesakesPage = lazyWithRetry(() => import('./pages/person/NamesakesPage'));
const PersonPostsPage = lazyWithRetry(() => import('./pages/personPost/PersonPostsPage'));
const AgencyPage = lazyWithRetry(() => import('./pages/agency/AgencyPage'));
const ProjectsPage = lazyWithRetry(() => import('./pages/projects/ProjectsPage'));
const ProjectDetailPage = lazyWithRetry(() => import('./pages/projects/ProjectDetailPage'));

/**
 * The company detail and its sub-pages (spec 2 §2), standalone or inside project management. Case matters:
 * the sub-page `intellectualproperty` and the tab `intellectualProperty` differ only in case.
 */
const companyRoutes = (base: string, inProject: boolean): RouteObject[] => [
  { path: `${base}/annualReport`, element: <AnnualReportPage />, caseSensitive: true },
  { path: `${base}/mortgage`, element: <MortgagePage />, caseSensitive: true },
  { path: `${base}/credit`, element: <CreditPage />, caseSensitive: true },
  { path: `${base}/intellectualpropertylist`, element: <IntellectualPropertyListPage />, caseSensitive: true },
  { path: `${base}/intellectualproperty`, element: <IntellectualPropertyPage />, caseSensitive: true },
  // Keyed by the base so that moving between the two copies mounts a fresh page.
  { path: `${base}/:tab?`, element: <OrgDetailPage key={base} inProject={inProject} /> },
];

const graphs = { source: graphSource, companySearch: companySearchSource };

/** The remote's manifest: the shell guards each page with its entry's permission (RemoteOutlet). */
export { manifest } from './manifest';

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  ...companyRoutes('/baseinfo/orgdetail', false),
  ...companyRoutes('/projectManage/baseinfo/orgdetail', true),
  { path: '/baseinfo', element: <PersonJudicialPage /> },
  { path: '/baseinfo/persondetail', element: <PersonDetailPage /> },
  { path: '/baseinfo/persondetailDetail', element: <NamesakesPage /> },
  { path: '/personPost/list', element: <PersonPostsPage /> },
  { path: '/personPost', element: <Navigate to="/personPost/list" replace /> },
  { path: '/apps/allInfo/searchAgencyDetails', element: <AgencyPage /> },
  { path: '/projectManage', element: <ProjectsPage /> },
  { path: '/projectManage/detail', element: <ProjectDetailPage /> },
  // The full-screen graph pages (the shell hides the left menu and the contact card on them).
  ...companyGraphRoutes('/EntCharts', graphs),
  ...companyGraphRoutes('/EntChartsNew', graphs),
  relationshipRoute('/EntCharts/findRelationship-old', graphs),
  relationshipRoute('/EntChartsNew/findRelationship-old', graphs),
];

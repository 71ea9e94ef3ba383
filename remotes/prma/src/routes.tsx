import { Navigate, type RouteObject } from 'react-router';
import { relationshipRoute } from '@esee/graph-views';
import { companySearchSource, graphSource } from '@esee/http';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));
const MerchantsSearchPage = lazyWithRetry(() => import('./pages/merchantsSearch/MerchantsSearchPage'));
const RelatedRisksPage = lazyWithRetry(() => import('./pages/relatedRisks/RelatedRisksPage'));
const RelatedRiskDetailPage = lazyWithRetry(() => import('./pages/relatedRisks/RelatedRiskDetailPage'));
const CreditReportPage = lazyWithRetry(() => import('./pages/merchantsCredit/CreditReportPage'));
const ScreenPage = lazyWithRetry(() => import('./pages/screen/ScreenPage'));

const graphs = { source: graphSource, companySearch: companySearchSource };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/merchants', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  { path: '/merchants/merchantsSearch', element: <MerchantsSearchPage /> },
  { path: '/merchants/relatedRisks', element: <RelatedRisksPage /> },
  { path: '/merchants/relatedRisks/detail', element: <RelatedRiskDetailPage /> },
  { path: '/merchants/merchantsCredit', element: <CreditReportPage /> },
  relationshipRoute('/merchants/findRel', graphs, '企业关系核查'),
  // One page for the check and its two right panels (screen/allRelation, screen/mainEnt): the run survives switching.
  { path: '/merchants/screen/:panel?', element: <ScreenPage /> },
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

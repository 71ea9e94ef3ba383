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
const CreditReportPage = lazyWithRetry(() => import('./pages/creditReport/CreditReportPage'));
const ScreenPage = lazyWithRetry(() => import('./pages/bidRigging/ScreenPage'));
const PartnerNewsPage = lazyWithRetry(() => import('./pages/news/PartnerNewsPage'));
const PartnerNewsDetailPage = lazyWithRetry(() => import('./pages/news/PartnerNewsDetailPage'));
const DueDiligencePage = lazyWithRetry(() => import('./pages/dueDiligence/DueDiligencePage'));
const DdCreateReportPage = lazyWithRetry(() => import('./pages/dueDiligence/CreateReportPage'));
const DdReportListPage = lazyWithRetry(() => import('./pages/dueDiligence/ReportListPage'));
const RelationDDPage = lazyWithRetry(() => import('./pages/keySurvey/RelationDDPage'));
const UploadedFlagPage = lazyWithRetry(() => import('./pages/keySurvey/UploadedFlagPage'));
const MiningPage = lazyWithRetry(() => import('./pages/keySurvey/MiningPage'));
const SupplierRiskPage = lazyWithRetry(() => import('./pages/keySurvey/SupplierRiskPage'));
const ScreeningPage = lazyWithRetry(() => import('./pages/screening/ScreeningPage'));
const ScreeningRunPage = lazyWithRetry(() => import('./pages/screening/ScreeningRunPage'));

const graphs = { source: graphSource, companySearch: companySearchSource };

/** The remote's manifest: the shell guards each page with its entry's permission (RemoteOutlet). */
export { manifest };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/merchants', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  { path: '/merchants/merchantsSearch', element: <MerchantsSearchPage /> },
  { path: '/merchants/relatedRisks', element: <RelatedRisksPage /> },
  { path: '/merchants/relatedRisks/detail', element: <RelatedRiskDetailPage /> },
  { path: '/merchants/merchantsCredit', element: <CreditReportPage /> },
  { path: '/merchants/publicsenInformation', element: <PartnerNewsPage /> },
  { path: '/merchants/publicsenInformation/detail', element: <PartnerNewsDetailPage /> },
  relationshipRoute('/merchants/findRel', graphs, '企业关系核查'),
  // One page for the check and its two right panels (screen/allRelation, screen/mainEnt): the run survives switching.
  { path: '/merchants/screen/:panel?', element: <ScreenPage /> },
  { path: '/apps/relation/dueDiligence', element: <DueDiligencePage /> },
  { path: '/apps/relation/createReport', element: <DdCreateReportPage /> },
  { path: '/apps/relation/reportList', element: <DdReportListPage /> },
  { path: '/apps/relation/relationDD', element: <RelationDDPage /> },
  { path: '/apps/relation/uploadedFlag', element: <UploadedFlagPage /> },
  { path: '/apps/relation/enterpriseRelationshipMining', element: <MiningPage /> },
  { path: '/apps/relation/SupplierRiskInvestigation', element: <SupplierRiskPage /> },
  { path: '/apps/prma/screening', element: <ScreeningPage /> },
  { path: '/apps/prma/screening/run', element: <ScreeningRunPage /> },
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

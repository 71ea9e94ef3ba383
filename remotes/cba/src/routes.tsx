import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const BlacklistPage = lazyWithRetry(() => import('./pages/blacklist/BlacklistPage'));
const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));
const BatchSearchPage = lazyWithRetry(() => import('./pages/batchSearch/BatchSearchPage'));
const BatchSearchDetailPage = lazyWithRetry(() => import('./pages/batchSearch/BatchSearchDetailPage'));
const ConditionsSearchPage = lazyWithRetry(() => import('./pages/conditionSearch/ConditionsSearchPage'));
const EntSearchPage = lazyWithRetry(() => import('./pages/entSearch/EntSearchPage'));
const FinancingEventListPage = lazyWithRetry(() => import('./pages/financing/FinancingEventListPage'));
const FinancingEventDetailPage = lazyWithRetry(() => import('./pages/financing/FinancingEventDetailPage'));
const InvestorListPage = lazyWithRetry(() => import('./pages/financing/InvestorListPage'));
const InvestorDetailPage = lazyWithRetry(() => import('./pages/financing/InvestorDetailPage'));
const ExportListPage = lazyWithRetry(() => import('./pages/exportJobs/ExportListPage'));
const ReportListPage = lazyWithRetry(() => import('./pages/reports/ReportListPage'));
const IndustryTokerPage = lazyWithRetry(() => import('./pages/industryChain/IndustryTokerPage'));
const TokerDetailPage = lazyWithRetry(() => import('./pages/industryChain/TokerDetailPage'));
const ReportPreviewPage = lazyWithRetry(() => import('./pages/industryChain/ReportPreviewPage'));
const ParkListPage = lazyWithRetry(() => import('./pages/parks/ParkListPage'));
const ParkDetailPage = lazyWithRetry(() => import('./pages/parks/ParkDetailPage'));
const ParkMapSearchPage = lazyWithRetry(() => import('./pages/parks/ParkMapSearchPage'));
const MapSearchPage = lazyWithRetry(() => import('./pages/mapSearch/MapSearchPage'));
const PublicsenPage = lazyWithRetry(() => import('./pages/news/PublicsenPage'));
const PublicsenDetailPage = lazyWithRetry(() => import('./pages/news/PublicsenDetailPage'));
const PublicsenListDetailPage = lazyWithRetry(() => import('./pages/news/PublicsenListDetailPage'));
const DangerNewsListPage = lazyWithRetry(() => import('./pages/danger/DangerNewsListPage'));
const DangerCompanyPage = lazyWithRetry(() => import('./pages/danger/DangerCompanyPage'));
const DangerNewsInfoPage = lazyWithRetry(() => import('./pages/danger/DangerNewsInfoPage'));
const RelationProspectPage = lazyWithRetry(() => import('./pages/relationProspect/RelationProspectPage'));
const NewEntPage = lazyWithRetry(() => import('./pages/newEnt/NewEntPage'));

/** The remote's manifest: the shell guards each page with its entry's permission (RemoteOutlet). */
export { manifest };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/bankAssistant', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  { path: '/bankAssistant/batchSearch', element: <BatchSearchPage /> },
  { path: '/bankAssistant/batchSearch/detail', element: <BatchSearchDetailPage /> },
  { path: '/bankAssistant/conditionsSearch', element: <ConditionsSearchPage /> },
  { path: '/bankAssistant/entSearch', element: <EntSearchPage /> },
  { path: '/bankAssistant/mapSearch', element: <MapSearchPage /> },
  { path: '/bankAssistant/financingEvent/list', element: <FinancingEventListPage /> },
  { path: '/bankAssistant/financingEvent/detail', element: <FinancingEventDetailPage /> },
  { path: '/bankAssistant/investmentInstitution/list', element: <InvestorListPage /> },
  { path: '/bankAssistant/investmentInstitution/detail', element: <InvestorDetailPage /> },
  { path: '/bankAssistant/industryToker', element: <IndustryTokerPage /> },
  { path: '/bankAssistant/industryToker/tokerDetail', element: <TokerDetailPage /> },
  { path: '/bankAssistant/industryToker/reportPreview', element: <ReportPreviewPage /> },
  { path: '/bankAssistant/garden/tableGarden', element: <ParkListPage /> },
  { path: '/bankAssistant/garden/campusList', element: <ParkDetailPage /> },
  { path: '/bankAssistant/garden/mapSearch', element: <ParkMapSearchPage /> },
  { path: '/bankAssistant/exportList', element: <ExportListPage /> },
  { path: '/bankAssistant/reportList', element: <ReportListPage /> },
  { path: '/bankAssistant/publicsenInformation', element: <PublicsenPage /> },
  { path: '/bankAssistant/publicsenInformation/detail', element: <PublicsenDetailPage /> },
  { path: '/bankAssistant/publicsenInformation/listDetail', element: <PublicsenListDetailPage /> },
  { path: '/bankAssistant/danger/newsList', element: <DangerNewsListPage /> },
  { path: '/bankAssistant/danger/news', element: <DangerCompanyPage /> },
  { path: '/bankAssistant/danger/newsInfo', element: <DangerNewsInfoPage /> },
  { path: '/bankAssistant/marketing', element: <RelationProspectPage /> },
  { path: '/bankAssistant/blacklist', element: <BlacklistPage /> },
  { path: '/bankAssistant/newEnt', element: <NewEntPage /> },
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

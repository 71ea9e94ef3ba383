import { Navigate, type RouteObject } from 'react-router';
import { companyGraphRoutes, relationshipRoute } from '@esee/graph-views';
import { companySearchSource, graphSource } from '@esee/http';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));
const PublicsenPage = lazyWithRetry(() => import('./pages/news/PublicsenPage'));
const RelationScreenPage = lazyWithRetry(() => import('./pages/relationScreen/RelationScreenPage'));
const BankFlowPage = lazyWithRetry(() => import('./pages/bankFlow/BankFlowPage'));
const PersonPostSearchPage = lazyWithRetry(() => import('./pages/personPost/PersonPostSearchPage'));
const PersonPostPage = lazyWithRetry(() => import('./pages/personPost/PersonPostPage'));
const EntAbroadListPage = lazyWithRetry(() => import('./pages/overseas/EntAbroadListPage'));
const EntAbroadDetailPage = lazyWithRetry(() => import('./pages/overseas/EntAbroadDetailPage'));
const AdvSearchPage = lazyWithRetry(() => import('./pages/advSearch/AdvSearchPage'));
const IntelPropertyPage = lazyWithRetry(() => import('./pages/intelProperty/IntelPropertyPage'));
const OrganizationPage = lazyWithRetry(() => import('./pages/organization/OrganizationPage'));
const PersonLawPage = lazyWithRetry(() => import('./pages/personLaw/PersonLawPage'));
const ResearchListPage = lazyWithRetry(() => import('./pages/researchReport/ResearchListPage'));
const ConsensusPage = lazyWithRetry(() => import('./pages/researchReport/ConsensusPage'));
const BrokersPage = lazyWithRetry(() => import('./pages/researchReport/BrokersPage'));
const BrokerPage = lazyWithRetry(() => import('./pages/researchReport/BrokerPage'));
const AnalystPage = lazyWithRetry(() => import('./pages/researchReport/AnalystPage'));
const LawListPage = lazyWithRetry(() => import('./pages/lawLibrary/LawListPage'));
const LawDetailPage = lazyWithRetry(() => import('./pages/lawLibrary/LawDetailPage'));
const ReviewListPage = lazyWithRetry(() => import('./pages/supervision/ReviewListPage'));
const ReviewDetailPage = lazyWithRetry(() => import('./pages/supervision/ReviewDetailPage'));
const AssociationPage = lazyWithRetry(() => import('./pages/supervision/AssociationPage'));
const BondIssuerPage = lazyWithRetry(() => import('./pages/supervision/BondIssuerPage'));
const JusticeRiskPage = lazyWithRetry(() => import('./pages/issuerRisk/JusticeRiskPage'));
const PunishPage = lazyWithRetry(() => import('./pages/issuerRisk/PunishPage'));
const SmartTextListPage = lazyWithRetry(() => import('./pages/smartText/ProListPage'));
const SmartTextCheckPage = lazyWithRetry(() => import('./pages/smartText/CheckPage'));
const SmartTextMultiFilePage = lazyWithRetry(() => import('./pages/smartText/MultiFilePage'));
const SmartTextComparePage = lazyWithRetry(() => import('./pages/smartText/CompareHistoryPage'));
const AssistantPage = lazyWithRetry(() => import('./pages/assistant/AssistantPage'));
const ExportListPage = lazyWithRetry(() => import('./pages/exportJobs/ExportListPage'));

const graphs = { source: graphSource, companySearch: companySearchSource };

/** The remote's manifest: the shell guards each page with its entry's permission (RemoteOutlet). */
export { manifest };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/investment', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  ...companyGraphRoutes('/investment/relation', graphs, '/investment/EntChartsNew'),
  ...companyGraphRoutes('/investment/EntChartsNew', graphs),
  relationshipRoute('/investment/relation/findRel', graphs),
  { path: '/investment/allInfo/publicsenInformation', element: <PublicsenPage /> },
  { path: '/investment/relation/screen', element: <RelationScreenPage /> },
  { path: '/investment/bank/flow', element: <BankFlowPage /> },
  { path: '/investment/allInfo/personPost', element: <PersonPostSearchPage /> },
  { path: '/investment/allInfo/personPost/list', element: <PersonPostPage view="list" /> },
  { path: '/investment/allInfo/personPost/listCard', element: <PersonPostPage view="card" /> },
  { path: '/investment/allInfo/entAbroad', element: <EntAbroadListPage /> },
  { path: '/investment/allInfo/entAbroad/detail', element: <EntAbroadDetailPage /> },
  { path: '/investment/allInfo/advSearch', element: <AdvSearchPage /> },
  { path: '/investment/allInfo/intelProperty', element: <IntelPropertyPage /> },
  { path: '/investment/allInfo/organization', element: <OrganizationPage /> },
  { path: '/investment/allInfo/personLaw', element: <PersonLawPage /> },
  { path: '/investment/researchReport', element: <ResearchListPage /> },
  { path: '/investment/researchReport/consensus', element: <ConsensusPage /> },
  { path: '/investment/researchReport/iconSearch', element: <BrokersPage /> },
  { path: '/investment/researchReport/broker', element: <BrokerPage /> },
  { path: '/investment/researchReport/analyst', element: <AnalystPage /> },
  { path: '/investment/watch/law', element: <LawListPage /> },
  { path: '/investment/watch/law/detail', element: <LawDetailPage /> },
  // 监管动态: one list page for the five review types; bond pages under the 债券发行审核 entry's path (its menu item).
  ...(['feedback', 'auditMind', 'mergers', 'refinance'] as const).flatMap((type) => [
    { path: `/investment/watch/${type}`, element: <ReviewListPage key={type} type={type} /> },
    { path: `/investment/watch/${type}/detail`, element: <ReviewDetailPage key={type} type={type} /> },
  ]),
  { path: '/investment/watch/detailsList', element: <ReviewListPage key="bond" type="bond" /> },
  { path: '/investment/watch/detailsList/bondDetails', element: <ReviewDetailPage key="bond" type="bond" /> },
  { path: '/investment/watch/detailsList/bondDetailsList', element: <BondIssuerPage /> },
  { path: '/investment/watch/detailsList/associationDetail', element: <AssociationPage /> },
  { path: '/investment/watch/justiceRisk', element: <JusticeRiskPage /> },
  { path: '/investment/watch/punish', element: <PunishPage /> },
  { path: '/investment/smartText/proList', element: <SmartTextListPage /> },
  { path: '/investment/smartText/proCheck', element: <SmartTextCheckPage /> },
  { path: '/investment/smartText/bondProCheck', element: <SmartTextCheckPage bond /> },
  { path: '/investment/smartText/multiFileCheck', element: <SmartTextMultiFilePage /> },
  { path: '/investment/smartText/compareHistory', element: <SmartTextComparePage /> },
  { path: '/investment/modelAI', element: <AssistantPage /> },
  { path: '/investment/exportList', element: <ExportListPage /> },
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

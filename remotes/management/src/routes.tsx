import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '@esee/react';
import { ManifestPage } from '@esee/ui';
import { manifest } from './manifest';

const HomePage = lazyWithRetry(() => import('./pages/home/HomePage'));
const ChangePasswordPage = lazyWithRetry(() => import('./pages/changePassword/ChangePasswordPage'));
const PersonalInfoPage = lazyWithRetry(() => import('./pages/personalInfo/PersonalInfoPage'));
const DiagnosticsPage = lazyWithRetry(() => import('./pages/diagnostics/DiagnosticsPage'));
const MemberListPage = lazyWithRetry(() => import('./pages/memberList/MemberListPage'));
const MemberDepartmentsPage = lazyWithRetry(() => import('./pages/memberDepartments/MemberDepartmentsPage'));
const UserGroupPage = lazyWithRetry(() => import('./pages/userGroup/UserGroupPage'));
const RoleManagementPage = lazyWithRetry(() => import('./pages/roleManagement/RoleManagementPage'));
const DutySeparationPage = lazyWithRetry(() => import('./pages/dutySeparation/DutySeparationPage'));
const ChangeLogPage = lazyWithRetry(() => import('./pages/changeLog/ChangeLogPage'));
const RightNameSetPage = lazyWithRetry(() => import('./pages/rightNameSet/RightNameSetPage'));
const AbbreviationConfigPage = lazyWithRetry(() => import('./pages/abbreviationConfig/AbbreviationConfigPage'));
const InstitutionSettingPage = lazyWithRetry(() => import('./pages/institutionSetting/InstitutionSettingPage'));
const RelatedPartiesPage = lazyWithRetry(() => import('./pages/relatedParties/RelatedPartiesPage'));
const RoleObjectPage = lazyWithRetry(() => import('./pages/roleObject/RoleObjectPage'));
const AdministratorsPage = lazyWithRetry(() => import('./pages/administrators/AdministratorsPage'));
const DepartmentListPage = lazyWithRetry(() => import('./pages/personalCenter/DepartmentListPage'));
const UserListPage = lazyWithRetry(() => import('./pages/personalCenter/UserListPage'));
const MechanismListPage = lazyWithRetry(() => import('./pages/personalCenter/MechanismListPage'));
const OrganizationAuthorityPage = lazyWithRetry(() => import('./pages/personalCenter/OrganizationAuthorityPage'));
const OnlineListPage = lazyWithRetry(() => import('./pages/signIns/OnlineListPage'));
const LoginLogPage = lazyWithRetry(() => import('./pages/signIns/LoginLogPage'));
const InstitutionQuotaSetPage = lazyWithRetry(() => import('./pages/quotas/InstitutionQuotaSetPage'));
const QuotaSetPage = lazyWithRetry(() => import('./pages/quotas/QuotaSetPage'));
const RsageRecordPage = lazyWithRetry(() => import('./pages/quotas/RsageRecordPage'));
const ConsumptionPage = lazyWithRetry(() => import('./pages/quotas/ConsumptionPage'));
const RemoteVersionsPage = lazyWithRetry(() => import('./pages/remoteVersions/RemoteVersionsPage'));
const OperationPage = lazyWithRetry(() => import('./pages/statistics/OperationPage'));
const TraceHistoryPage = lazyWithRetry(() => import('./pages/statistics/TraceHistoryPage'));
const OrgStatsPage = lazyWithRetry(() => import('./pages/statistics/OrgStatsPage'));
const EnterpriseOperationPage = lazyWithRetry(() => import('./pages/statistics/EnterpriseOperationPage'));
const AdminOperationPage = lazyWithRetry(() => import('./pages/statistics/AdminOperationPage'));
const OperationDetailPage = lazyWithRetry(() => import('./pages/statistics/DetailPage'));
const ProductListPage = lazyWithRetry(() => import('./pages/platform/ProductListPage'));
const AddProductPage = lazyWithRetry(() => import('./pages/platform/AddProductPage'));
const ModelSetPage = lazyWithRetry(() => import('./pages/platform/ModelSetPage'));
const ModelManagePage = lazyWithRetry(() => import('./pages/platform/ModelManagePage'));
const GlobalParameterPage = lazyWithRetry(() => import('./pages/platform/GlobalParameterPage'));
const GlobalSettingPage = lazyWithRetry(() => import('./pages/platform/GlobalSettingPage'));
const GatewayPage = lazyWithRetry(() => import('./pages/platform/GatewayPage'));
const AuthManagementPage = lazyWithRetry(() => import('./pages/platform/AuthManagementPage'));
const CustomerFeedbackPage = lazyWithRetry(() => import('./pages/feedback/CustomerFeedbackPage'));
const FeedbackDeskPage = lazyWithRetry(() => import('./pages/feedback/FeedbackDeskPage'));
const PointManagePage = lazyWithRetry(() => import('./pages/points/PointManagePage'));
const PointStatsPage = lazyWithRetry(() => import('./pages/points/PointStatsPage'));

/** The remote's manifest: the shell guards each page with its entry's permission (RemoteOutlet). */
export { manifest };

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/management', element: <Navigate to={manifest.home} replace /> },
  { path: manifest.home, element: <HomePage /> },
  { path: '/personalCenter/changePassword', element: <ChangePasswordPage /> },
  { path: '/personalCenter/departmentList', element: <DepartmentListPage /> },
  { path: '/personalCenter/userList', element: <UserListPage /> },
  { path: '/personalCenter/mechanismList', element: <MechanismListPage /> },
  { path: '/personalCenter/organizationAuthority', element: <OrganizationAuthorityPage /> },
  { path: '/management/roleObject', element: <RoleObjectPage /> },
  { path: '/management/administrators', element: <AdministratorsPage /> },
  { path: '/systemMonitoring/user', element: <PersonalInfoPage /> },
  // 操作统计, 访问轨迹, 部门统计 and 运营统计 (issue 21): the institution's, in the caller's data scope; the auditor's
  // pages under 三员分立 (their manifest entries need fmk:audit, which fmk whole includes).
  { path: '/systemMonitoring/operation', element: <OperationPage /> },
  { path: '/systemMonitoring/his', element: <TraceHistoryPage /> },
  { path: '/systemMonitoring/org', element: <OrgStatsPage /> },
  { path: '/operatingStatistics/enterpriseOperation', element: <EnterpriseOperationPage /> },
  { path: '/operatingStatistics/detail', element: <OperationDetailPage /> },
  { path: '/operatingStatistics', element: <Navigate to="/operatingStatistics/enterpriseOperation" replace /> },
  { path: '/operatingStatistics/adminOperation', element: <AdminOperationPage /> },
  { path: '/systemMonitoring/diagnostics', element: <DiagnosticsPage /> },
  { path: '/management/memberList', element: <MemberListPage /> },
  { path: '/management/memberDepartments', element: <MemberDepartmentsPage /> },
  { path: '/management/userGroup', element: <UserGroupPage /> },
  { path: '/management/roleManagement', element: <RoleManagementPage /> },
  { path: '/management/roleManagementSeparate', element: <DutySeparationPage /> },
  { path: '/management/onlineList', element: <OnlineListPage /> },
  { path: '/management/loginLog', element: <LoginLogPage /> },
  { path: '/management/institutionQuotaSet', element: <InstitutionQuotaSetPage /> },
  { path: '/management/quotaSet', element: <QuotaSetPage /> },
  { path: '/management/rsageRecord', element: <RsageRecordPage /> },
  { path: '/systemMonitoring/consumption', element: <ConsumptionPage /> },
  { path: '/management/architectureChange', element: <ChangeLogPage category="ARCH" /> },
  { path: '/management/permissionChange', element: <ChangeLogPage category="PERM" /> },
  { path: '/management/rightNameSet', element: <RightNameSetPage /> },
  { path: '/management/abbreviationConfig', element: <AbbreviationConfigPage /> },
  { path: '/management/institutionSetting', element: <InstitutionSettingPage /> },
  // 关联方名单 (issue 42): the institution's related parties under the Measures, and the customers found related.
  { path: '/management/relatedParties', element: <RelatedPartiesPage /> },
  { path: '/management/remoteVersions', element: <RemoteVersionsPage /> },
  // Platform administration (issue 21): the platform administrator only.
  { path: '/management/productList', element: <ProductListPage /> },
  { path: '/management/addProduct', element: <AddProductPage /> },
  { path: '/management/modelSet', element: <ModelSetPage /> },
  { path: '/management/modelManage', element: <ModelManagePage /> },
  { path: '/management/globalParameter', element: <GlobalParameterPage /> },
  { path: '/management/globalSetting', element: <GlobalSettingPage /> },
  { path: '/management/gateway', element: <GatewayPage /> },
  { path: '/management/authManagement', element: <AuthManagementPage /> },
  // 埋点 (issue 21): the catalogue is the platform administrator's, the counts the institution managers'.
  { path: '/management/pointManage', element: <PointManagePage /> },
  { path: '/management/point', element: <PointStatsPage /> },
  // 意见反馈 (issue 23): the member's page, the institution's desk and the platform's.
  { path: '/pfb/customer', element: <CustomerFeedbackPage /> },
  { path: '/pfb/csa', element: <FeedbackDeskPage desk="inst" /> },
  { path: '/management/csa', element: <FeedbackDeskPage desk="platform" /> },
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

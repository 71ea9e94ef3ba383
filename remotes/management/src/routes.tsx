import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '@esee/react';
import { CHANGE_LOG_RIGHTS } from '@esee/contracts';
import { useRight } from '@esee/session';
import { Forbidden, ManifestPage } from '@esee/ui';
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

/** A page for holders of `right` only; the server refuses the page's calls to others as well. */
function RequireRight({ right, children }: { right: string; children: ReactNode }) {
  return useRight(right) ? children : <Forbidden />;
}

/** Spec 1 §2: a personal-centre page not in the user's menu sends them to /main. */
function RedirectUnlessRight({ right, children }: { right: string; children: ReactNode }) {
  return useRight(right) ? children : <Navigate to="/main" replace />;
}

/** The pages of this remote, mounted by the shell under its base paths. */
export const routes: RouteObject[] = [
  { path: '/management', element: <Navigate to={manifest.home} replace /> },
  {
    path: manifest.home,
    element: (
      <RequireRight right="fmk">
        <HomePage />
      </RequireRight>
    ),
  },
  { path: '/personalCenter/changePassword', element: <ChangePasswordPage /> },
  { path: '/personalCenter/departmentList', element: <DepartmentListPage /> },
  { path: '/personalCenter/userList', element: <UserListPage /> },
  {
    path: '/personalCenter/mechanismList',
    element: (
      <RedirectUnlessRight right="fmk">
        <MechanismListPage />
      </RedirectUnlessRight>
    ),
  },
  {
    path: '/personalCenter/organizationAuthority',
    element: (
      <RedirectUnlessRight right="fmk:org">
        <OrganizationAuthorityPage />
      </RedirectUnlessRight>
    ),
  },
  {
    path: '/management/roleObject',
    element: (
      <RequireRight right="fmk:right">
        <RoleObjectPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/administrators',
    element: (
      <RequireRight right="fmk:org:emp">
        <AdministratorsPage />
      </RequireRight>
    ),
  },
  { path: '/systemMonitoring/user', element: <PersonalInfoPage /> },
  // 操作统计, 访问轨迹, 部门统计 and 运营统计 (issue 21): the institution's, in the caller's data scope.
  ...(
    [
      ['/systemMonitoring/operation', <OperationPage />],
      ['/systemMonitoring/his', <TraceHistoryPage />],
      ['/systemMonitoring/org', <OrgStatsPage />],
      ['/operatingStatistics/enterpriseOperation', <EnterpriseOperationPage />],
      ['/operatingStatistics/detail', <OperationDetailPage />],
    ] as const
  )
    // 三员分立: the auditor's (fmk whole includes it).
    .map(([path, page]) => ({ path, element: <RequireRight right="fmk:audit">{page}</RequireRight> })),
  { path: '/operatingStatistics', element: <Navigate to="/operatingStatistics/enterpriseOperation" replace /> },
  {
    path: '/operatingStatistics/adminOperation',
    element: (
      <RequireRight right="super">
        <AdminOperationPage />
      </RequireRight>
    ),
  },
  {
    path: '/systemMonitoring/diagnostics',
    element: (
      <RequireRight right="fmk">
        <DiagnosticsPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/memberList',
    element: (
      <RequireRight right="fmk:org:emp">
        <MemberListPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/memberDepartments',
    element: (
      <RequireRight right="fmk:org:unit">
        <MemberDepartmentsPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/userGroup',
    element: (
      <RequireRight right="fmk:org:team">
        <UserGroupPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/roleManagement',
    element: (
      <RequireRight right="fmk:right">
        <RoleManagementPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/roleManagementSeparate',
    element: (
      <RequireRight right="fmk:right">
        <DutySeparationPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/onlineList',
    element: (
      <RequireRight right="fmk:audit">
        <OnlineListPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/loginLog',
    element: (
      <RequireRight right="fmk:audit">
        <LoginLogPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/institutionQuotaSet',
    element: (
      <RequireRight right="super">
        <InstitutionQuotaSetPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/quotaSet',
    element: (
      <RequireRight right="fmk">
        <QuotaSetPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/rsageRecord',
    element: (
      <RequireRight right="fmk:audit">
        <RsageRecordPage />
      </RequireRight>
    ),
  },
  {
    path: '/systemMonitoring/consumption',
    element: (
      <RequireRight right="fmk:audit">
        <ConsumptionPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/architectureChange',
    element: (
      <RequireRight right={CHANGE_LOG_RIGHTS.ARCH}>
        <ChangeLogPage category="ARCH" />
      </RequireRight>
    ),
  },
  {
    path: '/management/permissionChange',
    element: (
      <RequireRight right={CHANGE_LOG_RIGHTS.PERM}>
        <ChangeLogPage category="PERM" />
      </RequireRight>
    ),
  },
  {
    path: '/management/rightNameSet',
    element: (
      <RequireRight right="fmk:right">
        <RightNameSetPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/abbreviationConfig',
    element: (
      <RequireRight right="fmk">
        <AbbreviationConfigPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/institutionSetting',
    element: (
      <RequireRight right="fmk">
        <InstitutionSettingPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/remoteVersions',
    element: (
      <RequireRight right="super">
        <RemoteVersionsPage />
      </RequireRight>
    ),
  },
  // Platform administration (issue 21): the platform administrator only.
  {
    path: '/management/productList',
    element: (
      <RequireRight right="super">
        <ProductListPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/addProduct',
    element: (
      <RequireRight right="super">
        <AddProductPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/modelSet',
    element: (
      <RequireRight right="super">
        <ModelSetPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/modelManage',
    element: (
      <RequireRight right="super">
        <ModelManagePage />
      </RequireRight>
    ),
  },
  {
    path: '/management/globalParameter',
    element: (
      <RequireRight right="super">
        <GlobalParameterPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/globalSetting',
    element: (
      <RequireRight right="super">
        <GlobalSettingPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/gateway',
    element: (
      <RequireRight right="super">
        <GatewayPage />
      </RequireRight>
    ),
  },
  {
    path: '/management/authManagement',
    element: (
      <RequireRight right="super">
        <AuthManagementPage />
      </RequireRight>
    ),
  },
  // 埋点 (issue 21): the catalogue is the platform administrator's, the counts the institution managers'.
  {
    path: '/management/pointManage',
    element: (
      <RequireRight right="super">
        <PointManagePage />
      </RequireRight>
    ),
  },
  {
    path: '/management/point',
    element: (
      <RequireRight right="fmk:audit">
        <PointStatsPage />
      </RequireRight>
    ),
  },
  // 意见反馈 (issue 23): the member's page, the institution's desk and the platform's.
  { path: '/pfb/customer', element: <CustomerFeedbackPage /> },
  {
    path: '/pfb/csa',
    element: (
      <RequireRight right="feedback:managerlist">
        <FeedbackDeskPage desk="inst" />
      </RequireRight>
    ),
  },
  {
    path: '/management/csa',
    element: (
      <RequireRight right="super">
        <FeedbackDeskPage desk="platform" />
      </RequireRight>
    ),
  },
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

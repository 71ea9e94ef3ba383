import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyWithRetry } from '@esee/react';
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

/** A page for holders of `right` only; the server refuses the page's calls to others as well. */
function RequireRight({ right, children }: { right: string; children: ReactNode }) {
  return useRight(right) ? children : <Forbidden />;
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
  { path: '/systemMonitoring/user', element: <PersonalInfoPage /> },
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
  ...manifest.basePaths.map((base) => ({ path: `${base}/*`, element: <ManifestPage manifest={manifest} /> })),
];

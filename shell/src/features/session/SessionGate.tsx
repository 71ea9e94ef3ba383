import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lazyWithRetry } from '@esee/react';
import { useSession } from '@esee/session';
import { PageLoading } from '../../app/PageLoading';
import { mainPath } from '../login/product';

const LoginPage = lazyWithRetry(() => import('../login/LoginPage'));
const AppLayout = lazyWithRetry(() => import('../layout/AppLayout'));

/** Paths open without a token (spec 1 §2): /main, and any path containing /main/. */
export const isOpenPath = (pathname: string) => pathname === '/main' || pathname.includes('/main/');

/**
 * The navigation guard (spec 1 §2): without a token only the login page is
 * open, and anything else goes to /main (plus the product key) with the
 * original path in `redirect`; with a token the signed-in layout renders
 * the page.
 */
export function SessionGate() {
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  if (!token) {
    if (!isOpenPath(pathname))
      return <Navigate to={`${mainPath()}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
    return (
      <Suspense fallback={<PageLoading />}>
        <LoginPage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayout />
    </Suspense>
  );
}

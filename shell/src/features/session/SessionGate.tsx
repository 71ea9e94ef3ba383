import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@esee/session';
import { PageLoading } from '../../app/PageLoading';
// Not lazy: the login page is plain markup and small; in the first chunk it shows without another round trip.
import LoginPage from '../login/LoginPage';
import { mainPath } from '../login/product';
import { AppLayout, preloadSignedInPages } from './signedInPages';

/** Paths open without a token (spec 1 §2): /main, and any path containing /main/. */
export const isOpenPath = (pathname: string) => pathname === '/main' || pathname.includes('/main/');

/**
 * Paths asked for to sign in: the open ones and /login. A tab opened on any other path may be a page opened
 * from a signed-in tab, and first asks the other tabs for their session.
 */
export const isLoginPath = (pathname: string) => isOpenPath(pathname) || pathname === '/login';

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
    return <LoginPage />;
  }
  void preloadSignedInPages();
  return (
    <Suspense fallback={<PageLoading />}>
      <AppLayout />
    </Suspense>
  );
}

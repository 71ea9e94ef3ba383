import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@esee/session';
import { PageLoading } from '../../app/PageLoading';
// Not lazy: the login page is plain markup and small; in the first chunk it shows without another round trip.
import LoginPage from '../login/LoginPage';
import { mainPath } from '../login/product';
import { isOpenPath } from './openPaths';
import { AppLayout, preloadSignedInPages } from './signedInPages';

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

import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@esee/session';
import { PageLoading } from '../../app/PageLoading';

const LoginPage = lazy(() => import('../login/LoginPage'));
const AppLayout = lazy(() => import('../layout/AppLayout'));

/** `/main` and `/main/{key}` are the login page when signed out (spec 1 §2). */
export const isLoginPath = (pathname: string) => pathname === '/main' || pathname.startsWith('/main/');

/**
 * The navigation guard (spec 1 §2): without a token only the login page is
 * open and anything else goes to /main with the original path in `redirect`;
 * with a token the signed-in layout renders the page.
 */
export function SessionGate() {
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  if (!token) {
    if (!isLoginPath(pathname))
      return <Navigate to={`/main?redirect=${encodeURIComponent(pathname + search)}`} replace />;
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

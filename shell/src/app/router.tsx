import { createBrowserRouter, Navigate } from 'react-router';
import { cancelPendingRequests, keepsRequestsOnNavigation } from '@esee/http';
import { lazyWithRetry } from '@esee/react';
import { APPS_HOME, EXTERNAL_BASE } from '@esee/contracts';
import { useSession } from '@esee/session';
import { mainPath } from '../features/login/product';
import { SessionGate } from '../features/session/SessionGate';
import { RemoteOutlet } from '../features/session/signedInPages';

const HomePage = lazyWithRetry(() => import('../features/home/HomePage'));
const BlankPage = lazyWithRetry(() => import('../features/errors/BlankPage'));
const NotFoundPage = lazyWithRetry(() => import('../features/errors/NotFoundPage'));
const ExternalAuthPage = lazyWithRetry(() => import('../features/external/ExternalAuthPage'));
const ExternalEntry = lazyWithRetry(() => import('../features/external/ExternalEntry'));
const AppsMenuPage = lazyWithRetry(() => import('../features/apps/AppsMenuPage'));
const AboutPage = lazyWithRetry(() => import('../features/about/AboutPage'));
const AuthorizationPage = lazyWithRetry(() => import('../features/about/AuthorizationPage'));
const PosterPage = lazyWithRetry(() => import('../features/about/PosterPage'));

/** Signed in, the not-found page keeps the header and the menu around it; without a session it stands alone. */
function NotFoundRoute() {
  const token = useSession((s) => s.token);
  return token ? <SessionGate /> : <NotFoundPage />;
}

/** With a token, /home and /login go to /main (plus the product key); without, the gate handles them. */
function ToMain() {
  const token = useSession((s) => s.token);
  return token ? <Navigate to={mainPath()} replace /> : <SessionGate />;
}

/**
 * The shell's own routes (spec 1 §2). Everything else belongs to a remote:
 * the catch-all finds the remote that owns the path and mounts its routes.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/main" replace /> },
  { path: '/404', element: <NotFoundRoute />, children: [{ index: true, element: <NotFoundPage /> }] },
  { path: '/home', element: <ToMain /> },
  { path: '/login', element: <ToMain /> },
  // Open without a session (spec 1 §2: routes flagged as needing no login).
  { path: `${EXTERNAL_BASE}/auth/redirect`, element: <ExternalAuthPage /> },
  { path: '/poster', element: <PosterPage /> },
  {
    element: <SessionGate />,
    children: [
      { path: '/main/:key?', element: <HomePage /> },
      { path: '/blankPage', element: <BlankPage /> },
      { path: APPS_HOME, element: <AppsMenuPage /> },
      { path: '/aboutus', element: <AboutPage /> },
      { path: '/authorizationGD', element: <AuthorizationPage /> },
      { path: `${EXTERNAL_BASE}/*`, element: <ExternalEntry /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
]);

// Leaving a page cancels its pending requests, except for pages that keep theirs (spec 1 §2).
let lastPath = router.state.location.pathname;
router.subscribe(({ location }) => {
  if (location.pathname === lastPath) return;
  lastPath = location.pathname;
  if (!keepsRequestsOnNavigation(location.pathname)) cancelPendingRequests();
});

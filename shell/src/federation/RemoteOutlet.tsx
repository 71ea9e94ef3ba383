import { use, useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ActStatus, APPS_HOME, resolveAlias, type RemoteDescriptor } from '@esee/contracts';
import { settleTrace } from '../features/trace/menuTrace';
import { usePlatform } from '../features/session/platformStore';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteRoutes, remoteForPath } from './registry';

function RemoteRoutes({ remote }: { remote: RemoteDescriptor }) {
  const { routes } = use(loadRemoteRoutes(remote));
  const { pathname } = useLocation();
  // The remote's page is on screen: the menu entry's trace succeeded.
  useEffect(() => settleTrace(ActStatus.CONFIRMED), [pathname]);
  return <Routes routes={routes} />;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The catch-all of the signed-in shell: an older path (the `/apps` layout, `/single/…`, …) goes to the page that
 * serves it now; otherwise it finds the remote that owns the path, loads it on first visit and renders its
 * routes inside its own boundary. A path no permitted remote owns is not found (spec 1 §2).
 */
export default function RemoteOutlet() {
  const { pathname, search } = useLocation();
  const remotes = usePlatform((s) => s.remotes);
  const aliased = resolveAlias(pathname, search, (path) => path === APPS_HOME || !!remoteForPath(remotes, path));
  if (aliased) return <Navigate to={aliased} replace />;
  const remote = remoteForPath(remotes, pathname);
  if (!remote) return <Navigate to="/404" replace />;
  return (
    <RemoteBoundary key={remote.name} remote={remote} resetKey={pathname}>
      <RemoteRoutes remote={remote} />
    </RemoteBoundary>
  );
}

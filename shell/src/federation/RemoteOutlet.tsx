import { use, useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ActStatus, APPS_HOME, resolveAlias, type RemoteDescriptor } from '@esee/contracts';
import { useCanOpenPage } from '@esee/session';
import { Forbidden } from '@esee/ui';
import { settleTrace } from '../features/trace/menuTrace';
import { usePlatform } from '../features/session/platformStore';
import { RemoteBoundary } from './RemoteBoundary';
import { pageRight } from './pageRight';
import { loadRemoteRoutes, remoteForPath } from './registry';

/**
 * The one guard of every remote page: a page whose manifest entry names a right the user lacks shows 无权限访问,
 * however it was opened (menu, link or typed URL), and is never rendered, so it asks the server nothing.
 */
function RemoteRoutes({ remote }: { remote: RemoteDescriptor }) {
  const { routes, manifest } = use(loadRemoteRoutes(remote));
  const { pathname } = useLocation();
  const allowed = useCanOpenPage(manifest ? pageRight(manifest, pathname) : undefined);
  // The remote's page is on screen: the menu entry's trace succeeded.
  useEffect(() => settleTrace(ActStatus.CONFIRMED), [pathname]);
  return allowed ? <Routes routes={routes} /> : <Forbidden />;
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

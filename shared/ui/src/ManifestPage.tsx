import { Result } from 'antd';
import { Link, matchRoutes, useLocation, type RouteObject } from 'react-router';
import { manifestPages, type RemoteManifestSource } from '@esee/contracts';
import { NotBuiltPage } from './NotBuiltPage';

/**
 * Fallback route of a remote: a path the manifest lists but no page serves
 * yet shows the not-built page under its title; any other path is not found
 * (a mistyped path under a working page, `/bankAssistant/marketing/x`, is not
 * that page 建设中).
 */
export function ManifestPage({ manifest }: { manifest: RemoteManifestSource }) {
  const { pathname } = useLocation();
  const entry = manifestPages(manifest.menu).find((e) => pathname === e.path);
  if (entry) return <NotBuiltPage title={entry.title} backTo={manifest.home} />;
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={`${manifest.title}中没有这个页面`}
      extra={<Link to={manifest.home}>返回{manifest.title}</Link>}
      data-testid="remote-not-found"
    />
  );
}

/**
 * Where a remote's manifest and its routes disagree: an entry offered as
 * working that only the fallback serves (a 建设中 page), or an entry marked
 * `planned` that a page serves. Each remote's tests expect none.
 */
export function manifestRouteMismatches(manifest: RemoteManifestSource, routes: RouteObject[]): string[] {
  return manifestPages(manifest.menu).flatMap((e) => {
    const route = matchRoutes(routes, e.path)?.at(-1)?.route;
    const served = Boolean(route && !route.path?.endsWith('/*'));
    if (e.planned && served) return [`${e.path}（${e.title}）: a page serves it, but it is marked planned`];
    if (!e.planned && !served) return [`${e.path}（${e.title}）: offered, but no page serves it`];
    return [];
  });
}

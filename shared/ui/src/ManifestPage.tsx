import { Result } from 'antd';
import { Link, useLocation } from 'react-router';
import type { RemoteManifestSource } from '@esee/contracts';
import { menuLeaves } from './RemoteHome';
import { NotBuiltPage } from './NotBuiltPage';

/**
 * Fallback route of a remote: a path the manifest lists but no page serves
 * yet shows the not-built page under its title; any other path is not found.
 */
export function ManifestPage({ manifest }: { manifest: RemoteManifestSource }) {
  const { pathname } = useLocation();
  const entry = menuLeaves(manifest.menu).find((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));
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

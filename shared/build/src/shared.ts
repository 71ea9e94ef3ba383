import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

/**
 * What the shell and the remotes share as Module Federation singletons: one
 * React, one router, one antd (one theme), one session store, one HTTP
 * client in the page, whichever remotes are open.
 */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'antd',
  '@ant-design/icons',
  'zustand',
  'dayjs',
  'axios',
  '@esee/contracts',
  '@esee/http',
  '@esee/react',
  '@esee/session',
  '@esee/ui',
  '@antv/g6',
  '@esee/graph-views',
] as const;

/**
 * Shared among the remotes that draw graphs, not provided by the shell (which draws none): each such remote
 * carries a copy, and the first one loaded serves the others.
 */
const AMONG_REMOTES = new Set<string>(['@antv/g6', '@esee/graph-views']);

/**
 * Packages whose subpaths must be the same copy too: `react/jsx-runtime` and
 * `react-dom/client` load a second React unless shared with a trailing slash.
 */
const SHARED_WITH_SUBPATHS = new Set(['react', 'react-dom']);

type Shared = NonNullable<ModuleFederationOptions['shared']>;

/** The version of `pkg` as installed for the app in `appDir` (pnpm links every dependency there). */
export function installedVersion(appDir: string, pkg: string): string {
  const file = path.join(appDir, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The `shared` option for the shell (`host`: provides every package but the
 * graph ones) or a remote (`remote`: bundles none of the shell's and takes
 * the shell's copies, as a Grafana plugin takes the host SDK). The required range is a caret range of
 * the installed version, so a remote built against a newer minor than the
 * shell it is deployed under gets a clear warning.
 */
export function sharedConfig(appDir: string, role: 'host' | 'remote'): Shared {
  const shared: Record<string, { singleton: true; requiredVersion: string; import?: false }> = {};
  for (const pkg of SHARED_PACKAGES) {
    if (role === 'host' && AMONG_REMOTES.has(pkg)) continue;
    // A remote shares what it uses: one without graphs has no G6.
    if (role === 'remote' && !existsSync(path.join(appDir, 'node_modules', pkg, 'package.json'))) continue;
    const item = {
      singleton: true as const,
      requiredVersion: `^${installedVersion(appDir, pkg)}`,
      ...(role === 'remote' && !AMONG_REMOTES.has(pkg) ? { import: false as const } : {}),
    };
    shared[pkg] = item;
    if (SHARED_WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = item;
  }
  return shared;
}

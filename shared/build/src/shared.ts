import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import type { TrimmedSharedOptions } from './trimmedShared';
import { frontEndSources, importedNames } from './usedExports';

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
  // The chart library: provided by the shell, fetched by the first page with a chart (`Chart` of @esee/ui imports it
  // lazily), so pages without one never load it.
  '@antv/g2',
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

/**
 * Large libraries of many independent parts, of which the platform uses some: the shell provides them
 * trimmed to the names the workspace's sources import (Module Federation's shared tree shaking,
 * `runtime-infer`), and the whole library is built beside it (`independent-packages/`), fetched only for
 * a remote importing a name the trimmed copy lacks (see `trimmedShared.ts`).
 */
const TRIMMED = ['antd', '@ant-design/icons'] as const;

type Shared = NonNullable<ModuleFederationOptions['shared']>;
type SharedItem = Exclude<Extract<Shared, Record<string, unknown>>[string], string>;
type RuntimePlugin = NonNullable<ModuleFederationOptions['runtimePlugins']>[number];

/** The workspace's root, from this file's place in it. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
  const shared: Record<string, SharedItem> = {};
  for (const pkg of SHARED_PACKAGES) {
    if (role === 'host' && AMONG_REMOTES.has(pkg)) continue;
    // A remote shares what it uses: one without graphs has no G6.
    if (role === 'remote' && !existsSync(path.join(appDir, 'node_modules', pkg, 'package.json'))) continue;
    const item: SharedItem = {
      singleton: true,
      requiredVersion: `^${installedVersion(appDir, pkg)}`,
      ...(role === 'remote' && !AMONG_REMOTES.has(pkg) ? { import: false } : {}),
    };
    if (role === 'host' && (TRIMMED as readonly string[]).includes(pkg))
      item.treeShaking = { mode: 'runtime-infer', usedExports: keptNames(pkg) };
    shared[pkg] = item;
    if (SHARED_WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = item;
  }
  return shared;
}

/** What the shell's trimmed copy of `pkg` keeps: every name the workspace's front-end sources import. */
const keptNames = (pkg: string) => importedNames(frontEndSources(ROOT), pkg);

const plugin = (options: TrimmedSharedOptions): RuntimePlugin => [
  fileURLToPath(new URL('./trimmedShared.ts', import.meta.url)),
  options as unknown as Record<string, unknown>,
];

/**
 * The runtime plugin (`trimmedShared.ts`) of the shell (`host`: what its trimmed copies keep) or of the
 * remote in `appDir` (what it imports from each trimmed library: its own sources' names and those of the
 * workspace libraries it bundles, the graph views).
 */
export function trimmedSharedPlugin(appDir: string, role: 'host' | 'remote'): RuntimePlugin {
  if (role === 'host') return plugin({ kept: Object.fromEntries(TRIMMED.map((pkg) => [pkg, keptNames(pkg)])) });
  const bundled = [...AMONG_REMOTES]
    .map((pkg) => path.join(appDir, 'node_modules', pkg))
    .filter((dir) => existsSync(dir) && !realpathSync(dir).includes(`${path.sep}node_modules${path.sep}`))
    .map((dir) => path.join(realpathSync(dir), 'src'));
  const dirs = [path.join(appDir, 'src'), ...bundled];
  return plugin({ needs: Object.fromEntries(TRIMMED.map((pkg) => [pkg, importedNames(dirs, pkg)])) });
}

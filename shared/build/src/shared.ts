import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import type { TrimmedSharedOptions } from './trimmedShared';
import { frontEndSources, importedNames } from './usedExports';

/** The parts of L7 the map pages import (`remotes/cba/src/pages/mapSearch/l7.ts`). */
const MAP_PARTS = ['@antv/l7-scene', '@antv/l7-layers', '@antv/l7-maps/simple', '@antv/l7-maps/gaode'] as const;

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
  // The graphs: provided by the shell like G2, whichever remote mounts them. The graph views' entry is their
  // routes (a few kB); their pages and G6 are fetched by the first graph page, once for every remote.
  // G2 and G6 build on the same @antv/g (and g-canvas, component, util): one chunk of the shell serves both.
  '@antv/g6',
  '@esee/graph-views',
  // The maps (L7): provided by the shell like G6, fetched by the map page (CBA's 地图找客; 园区's maps draw
  // outlines in SVG), in the parts that page imports, each base map a key of its own (`@antv/l7-maps` itself would
  // bring every base map). The parts share L7's core in one chunk of the shell.
  ...MAP_PARTS,
] as const;

/**
 * Packages the shell provides but never imports. Module Federation provides a package named by its bare name
 * only when the build meets an import of it, so these are provided from their resolved entry file.
 */
const PROVIDED_UNIMPORTED = new Set<string>(['@esee/graph-views']);

/**
 * Packages the shell provides from the install of the remote that uses them, by their module entry: the shell
 * neither imports nor installs L7 (a dependency of its own would change the workspace's lockfile and install for
 * the same files), the remote drawing maps does.
 */
const PROVIDED_FROM: Partial<Record<string, string>> = Object.fromEntries(MAP_PARTS.map((p) => [p, 'remotes/cba']));

/** The package a shared key belongs to: `@antv/l7-maps` for `@antv/l7-maps/simple`. */
export const packageOf = (key: string) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The ES module file of `key` (a package or one of its subpaths) as installed for the app in `appDir`: its
 * `exports`' import condition, else its `module` field, else `main`.
 */
export function moduleEntry(appDir: string, key: string): string {
  const pkg = packageOf(key);
  const dir = realpathSync(path.join(appDir, 'node_modules', pkg));
  const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | { import?: string }>;
    module?: string;
    main?: string;
  };
  const sub = `.${key.slice(pkg.length)}`;
  const exported = json.exports?.[sub];
  const file = typeof exported === 'string' ? exported : exported?.import;
  if (file) return path.join(dir, file);
  if (sub !== '.') throw new Error(`${pkg} exports no ${sub}`);
  return path.join(dir, json.module ?? json.main ?? 'index.js');
}

/**
 * L7's packages whose `browser` field names a minified bundle rather than their ES modules. Bundling for the
 * browser, that bundle wins, and `@antv/l7-component`'s (553 kB) carries a second copy of L7's core and utilities,
 * which the scene's other parts load already: the shell takes their ES module entry (`resolve.alias`), half a
 * megabyte less for the map page to fetch and evaluate.
 */
const MAP_BROWSER_BUNDLES = ['@antv/l7-component'] as const;

/** The shell's aliases of MAP_BROWSER_BUNDLES (exact names) to their ES module entry, as L7's scene resolves them. */
export function mapModuleAliases(): Record<string, string> {
  const scene = createRequire(moduleEntry(path.join(ROOT, PROVIDED_FROM['@antv/l7-scene']!), '@antv/l7-scene'));
  return Object.fromEntries(
    MAP_BROWSER_BUNDLES.map((pkg) => {
      const file = scene.resolve(`${pkg}/package.json`);
      const json = JSON.parse(readFileSync(file, 'utf8')) as { module: string };
      return [`${pkg}$`, path.join(path.dirname(file), json.module)];
    }),
  );
}

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
 * The `shared` option for the shell (`host`: provides every package) or a
 * remote (`remote`: bundles none of them and takes the shell's copies, as a Grafana plugin takes the host SDK). The required range is a caret range of
 * the installed version, so a remote built against a newer minor than the
 * shell it is deployed under gets a clear warning.
 */
export function sharedConfig(appDir: string, role: 'host' | 'remote'): Shared {
  const shared: Record<string, SharedItem> = {};
  for (const pkg of SHARED_PACKAGES) {
    // A remote shares what it uses: one without graphs has no graph views.
    if (role === 'remote' && !existsSync(path.join(appDir, 'node_modules', packageOf(pkg), 'package.json'))) continue;
    const from = role === 'host' && PROVIDED_FROM[pkg] ? path.join(ROOT, PROVIDED_FROM[pkg]) : appDir;
    const item: SharedItem = {
      singleton: true,
      requiredVersion: `^${installedVersion(from, packageOf(pkg))}`,
      ...(role === 'remote' ? { import: false } : {}),
    };
    if (role === 'host' && PROVIDED_UNIMPORTED.has(pkg)) {
      item.import = createRequire(path.join(appDir, 'package.json')).resolve(pkg);
      item.version = installedVersion(appDir, pkg); // from a file path the build reads none
    }
    if (role === 'host' && PROVIDED_FROM[pkg]) {
      item.import = moduleEntry(from, pkg);
      item.version = installedVersion(from, packageOf(pkg));
    }
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
 * remote in `appDir` (what its own sources import from each trimmed library; the workspace libraries it
 * uses come from the shell).
 */
export function trimmedSharedPlugin(appDir: string, role: 'host' | 'remote'): RuntimePlugin {
  if (role === 'host') return plugin({ kept: Object.fromEntries(TRIMMED.map((pkg) => [pkg, keptNames(pkg)])) });
  const dirs = [path.join(appDir, 'src')];
  return plugin({ needs: Object.fromEntries(TRIMMED.map((pkg) => [pkg, importedNames(dirs, pkg)])) });
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RemoteManifest } from '@esee/contracts';
import { mapModuleAliases, moduleEntry, packageOf, SHARED_PACKAGES, sharedConfig } from './shared';
import { assertRemoteManifest } from './remoteManifest';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');
const MAP_KEYS = ['@antv/l7-scene', '@antv/l7-layers', '@antv/l7-maps/simple', '@antv/l7-maps/gaode'];

describe('sharedConfig', () => {
  const host = sharedConfig(shellDir, 'host') as Record<
    string,
    { singleton: boolean; requiredVersion: string; import?: string | false; version?: string }
  >;
  const remote = sharedConfig(shellDir, 'remote') as typeof host;

  it('shares every platform package as a singleton with a caret range of the installed version', () => {
    for (const pkg of SHARED_PACKAGES) {
      expect(host[pkg]?.singleton).toBe(true);
      expect(host[pkg]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
    }
  });

  it('shares react-dom subpaths too, or react-dom/client would load a second React', () => {
    expect(host['react-dom/']).toEqual(host['react-dom']);
    expect(host['react/']).toEqual(host.react);
  });

  it('shares with a remote only what the remote uses', () => {
    const cba = sharedConfig(path.resolve(shellDir, '../remotes/cba'), 'remote');
    expect(Object.keys(cba)).toContain('antd');
    expect(Object.keys(cba)).not.toContain('@antv/g6');
    // Charts come with the shell's @esee/ui, which fetches the shell's G2 on the first chart: no remote carries one.
    expect(Object.keys(cba)).not.toContain('@antv/g2');
    expect(host['@antv/g2']?.singleton).toBe(true);
    // The graph views come from the shell too, with G6 behind them: a remote drawing graphs carries neither.
    const iba = Object.keys(sharedConfig(path.resolve(shellDir, '../remotes/iba'), 'remote'));
    expect(iba).toContain('@esee/graph-views');
    expect(iba).not.toContain('@antv/g6');
  });

  it('makes remotes take the shell copies instead of bundling their own, graphs included', () => {
    for (const key of Object.keys(remote)) expect(remote[key]?.import).toBe(false);
    const iba = sharedConfig(path.resolve(shellDir, '../remotes/iba'), 'remote') as typeof host;
    expect(iba['@esee/graph-views']).toMatchObject({ singleton: true, import: false });
    expect(host['@antv/g6']?.singleton).toBe(true);
  });

  it('provides from its entry file a package the shell never imports, and the others by name', () => {
    // Module Federation provides a bare name only when the build meets an import of it; the shell draws no graph.
    expect(host['@esee/graph-views']?.import).toBe(path.resolve(shellDir, '../shared/graph-views/src/index.ts'));
    // A path has no package.json of its own for the version: the shell says it, or remotes would find version 0.
    expect(host['@esee/graph-views']?.version).toBe('0.1.0');
    const byPath = new Set(['@esee/graph-views', ...MAP_KEYS]);
    for (const key of Object.keys(host).filter((k) => !byPath.has(k))) expect(host[key]?.import).toBeUndefined();
  });

  it("provides the maps (L7) from the map remote's install, in the parts the map pages import, to that remote only", () => {
    const cbaDir = path.resolve(shellDir, '../remotes/cba');
    for (const key of MAP_KEYS) {
      // Its ES module file, with the installed version, for the shell installs no L7 of its own.
      expect(host[key]?.import).toBe(moduleEntry(cbaDir, key));
      expect(host[key]?.import).toMatch(/[/\\]es[/\\][\w-]+\.js$/);
      expect(host[key]?.version).toMatch(/^\d+\.\d+\.\d+/);
    }
    // The whole @antv/l7-maps would bring every base map (mapbox-gl, maplibre-gl): only the two used are shared.
    expect(Object.keys(host).filter((k) => k.startsWith('@antv/l7'))).toEqual(MAP_KEYS);
    // CBA draws the maps and takes them from the shell; a remote without maps carries no key for them.
    const cba = sharedConfig(cbaDir, 'remote') as typeof host;
    for (const key of MAP_KEYS) expect(cba[key]).toMatchObject({ singleton: true, import: false });
    const iba = sharedConfig(path.resolve(shellDir, '../remotes/iba'), 'remote');
    expect(Object.keys(iba).filter((k) => k.startsWith('@antv/l7'))).toEqual([]);
  });

  it("resolves L7's component package to its ES modules, not the minified bundle with a second L7 core", () => {
    // Its `browser` field names dist/l7-component.min.js, which a browser build would otherwise take.
    expect(mapModuleAliases()).toEqual({
      '@antv/l7-component$': expect.stringMatching(/l7-component[/\\]es[/\\]index\.js$/),
    });
  });

  it('finds the ES module file of a package or one of its subpaths', () => {
    const cbaDir = path.resolve(shellDir, '../remotes/cba');
    expect(moduleEntry(cbaDir, '@antv/l7-maps/simple')).toMatch(/l7-maps[/\\]es[/\\]simple\.js$/);
    expect(moduleEntry(cbaDir, '@antv/l7-scene')).toMatch(/l7-scene[/\\]es[/\\]index\.js$/);
    expect(() => moduleEntry(cbaDir, '@antv/l7-maps/nowhere')).toThrow(/exports no \.\/nowhere/);
    expect(packageOf('@antv/l7-maps/gaode')).toBe('@antv/l7-maps');
    expect(packageOf('dayjs')).toBe('dayjs');
  });
});

describe('assertRemoteManifest', () => {
  const good: RemoteManifest = {
    name: 'demo',
    title: '示例',
    kind: 'app',
    basePaths: ['/demo'],
    home: '/demo/home',
    menu: [{ path: '/demo/home', title: '首页' }],
    version: '1.0.0',
  };

  it('accepts a valid manifest', () => expect(() => assertRemoteManifest(good)).not.toThrow());
  it('refuses a name that is not a JS identifier', () =>
    expect(() => assertRemoteManifest({ ...good, name: 'my-remote' })).toThrow(/invalid/));
  it('refuses a menu entry outside the base paths', () =>
    expect(() => assertRemoteManifest({ ...good, menu: [{ path: '/other/x', title: 'x' }] })).toThrow(/outside/));
  it('refuses a menu path listed twice', () =>
    expect(() => assertRemoteManifest({ ...good, menu: [good.menu[0]!, good.menu[0]!] })).toThrow(/twice/));
  it("refuses a solution entry whose permission is not under the solution's key", () =>
    expect(() =>
      assertRemoteManifest({
        ...good,
        kind: 'solution',
        solution: 'CBA',
        right: 'app:cba',
        menu: [{ path: '/demo/x', title: 'x', permission: 'app:iba:x' }],
      }),
    ).toThrow(/not under app:cba/));
  it('refuses a manifest without base paths', () =>
    expect(() => assertRemoteManifest({ ...good, basePaths: [] })).toThrow(/invalid/));
});

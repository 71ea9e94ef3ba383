import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RemoteManifest } from '@esee/contracts';
import { SHARED_PACKAGES, sharedConfig } from './shared';
import { assertRemoteManifest } from './remoteManifest';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');

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
    for (const key of Object.keys(host).filter((k) => k !== '@esee/graph-views'))
      expect(host[key]?.import).toBeUndefined();
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

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, gzipBytes, measureBuilds, overBudget } from './budgets.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'esee-budgets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file, content) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const budgets = { shellFirstLoad: 2000, sharedPackages: { antd: 4000 }, remoteEntry: 3000, remoteAll: 6000 };

describe('byte budgets', () => {
  write('shell/dist/index.html', '<script defer src="/static/js/index.1.js"></script>');
  // The entry registers what the shell provides, and the chunks each needs: antd its own (its manifest's asset)
  // and one of shared modules only (no file); the graphs' G6 is consumed with a fallback of its own chunk and
  // one it shares with the charts (not in the manifest).
  write(
    'shell/dist/static/js/index.1.js',
    'console.log("shell");'.repeat(20) +
      '[{name:"antd",version:"6.0.0",factory:()=>Promise.all([__webpack_require__.e("antd"),__webpack_require__.e("ww")]).then(()=>()=>__webpack_require__("a"))}];' +
      '({Z4:{shareScope:"default",shareKey:"@antv/g6",import:"@antv/g6",singleton:!0,fallback:()=>Promise.all([__webpack_require__.e("dc"),__webpack_require__.e(7)]).then(()=>()=>__webpack_require__("b"))}});',
  );
  write('shell/dist/static/js/async/antd.2.js', 'export const Button = 1;'.repeat(50));
  write('shell/dist/static/js/async/7.5.js', 'export const Graph = 1;'.repeat(50));
  write('shell/dist/static/js/async/dc.6.js', 'export const Canvas = 1;'.repeat(50));
  write(
    'shell/dist/mf-manifest.json',
    JSON.stringify({
      shared: [
        { name: 'antd', assets: { js: { sync: ['static/js/async/antd.2.js'], async: [] } } },
        { name: '@antv/g6', assets: { js: { sync: ['static/js/async/7.5.js'], async: [] } } },
        { name: 'zustand', assets: { js: { sync: [], async: [] } } },
      ],
    }),
  );
  write('remotes/cba/dist/static/js/cba.3.js', 'export const remote = 1;'.repeat(30));
  write('remotes/cba/dist/static/js/async/routes.4.js', 'export const routes = 1;'.repeat(30));
  write(
    'remotes/cba/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'static/js/cba.3.js' } },
      exposes: [{ assets: { js: { sync: ['static/js/async/routes.4.js'], async: [] } } }],
      shared: [],
    }),
  );

  it('passes builds within their budgets', () => {
    const items = measureBuilds(root, ['cba'], budgets);
    expect(items.map((i) => i.name)).toEqual([
      "the shell's first load",
      'the shared antd',
      'remote cba: entry',
      'remote cba: all pages',
    ]);
    expect(overBudget(items, root)).toEqual([]);
  });

  it('counts every chunk the shell loads for a shared package, one it shares with another included', () => {
    const items = measureBuilds(root, [], { ...budgets, sharedPackages: { antd: 4000, '@antv/g6': 4000 } });
    const files = (name) => items.find((i) => i.name === name).files.map((f) => path.relative(root, f));
    expect(files('the shared antd')).toEqual(['shell/dist/static/js/async/antd.2.js']);
    expect(files('the shared @antv/g6')).toEqual([
      'shell/dist/static/js/async/7.5.js',
      'shell/dist/static/js/async/dc.6.js',
    ]);
    // A package the shell does not provide is measured as nothing.
    expect(measureBuilds(root, [], { ...budgets, sharedPackages: { dayjs: 1000 } })[1].bytes).toBe(0);
  });

  it("refuses to measure a shared package whose chunks the shell's entry does not name", () => {
    const zustand = { ...budgets, sharedPackages: { zustand: 1000 } };
    expect(() => measureBuilds(root, [], zustand)).toThrow(/does not say which chunks bring zustand/);
  });

  it("holds every remote's pages to one budget, the maps counted with the shell's shared packages", () => {
    // No remote has a budget of its own: CBA's maps (L7, 398 kB) are the shell's, fetched by the first map page, so a
    // remote bundling them again is over 400 kB and fails the build's check.
    expect(Object.keys(BUDGETS).filter((k) => k.startsWith('remoteAll'))).toEqual(['remoteAll']);
    expect(BUDGETS.remoteAll).toBeLessThanOrEqual(400000);
    expect(BUDGETS.sharedPackages['@antv/l7-*']).toBeGreaterThan(BUDGETS.remoteAll - 100000);
  });

  it('fails a build grown past its budget, naming the file and by how much', () => {
    // Random bytes do not compress: the remote's routes module grows by about 5 kB gzip.
    write('remotes/cba/dist/static/js/async/routes.4.js', randomBytes(5000).toString('base64'));
    const problems = overBudget(measureBuilds(root, ['cba'], budgets), root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^remote cba: entry: [\d.]+ kB gzip, over its budget of 3\.0 kB by [\d.]+ kB \(largest file remotes\/cba\/dist\/static\/js\/async\/routes\.4\.js, [\d.]+ kB\)$/,
    );
  });

  it('measures a library shared in parts (`@antv/l7-*`) as one, the chunk its parts share counted once', () => {
    // (Last: it writes a shell of its own.) The maps: the scene and the layers each a shared key, both on L7's core (a chunk of their own, not listed).
    write(
      'shell/dist/static/js/index.1.js',
      'console.log("shell");'.repeat(20) +
        '[{name:"@antv/l7-scene",version:"2.29.1",factory:()=>Promise.all([__webpack_require__.e("core"),__webpack_require__.e("scene")]).then(()=>()=>__webpack_require__("s"))},' +
        '{name:"@antv/l7-layers",version:"2.29.1",factory:()=>Promise.all([__webpack_require__.e("core"),__webpack_require__.e("layers")]).then(()=>()=>__webpack_require__("l"))}];',
    );
    for (const part of ['core', 'scene', 'layers'])
      write(`shell/dist/static/js/async/${part}.9.js`, `export const ${part} = 1;`.repeat(40));
    write(
      'shell/dist/mf-manifest.json',
      JSON.stringify({
        shared: [
          { name: '@antv/l7-scene', assets: { js: { sync: ['static/js/async/scene.9.js'], async: [] } } },
          { name: '@antv/l7-layers', assets: { js: { sync: ['static/js/async/layers.9.js'], async: [] } } },
        ],
      }),
    );
    const items = measureBuilds(root, [], { ...budgets, sharedPackages: { '@antv/l7-*': 4000 } });
    const maps = items.find((i) => i.name === 'the shared @antv/l7-*');
    expect(maps.files.map((f) => path.relative(root, f)).sort()).toEqual([
      'shell/dist/static/js/async/core.9.js',
      'shell/dist/static/js/async/layers.9.js',
      'shell/dist/static/js/async/scene.9.js',
    ]);
    expect(maps.bytes).toBe(maps.files.reduce((n, f) => n + gzipBytes(f), 0));
  });
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureBuilds, overBudget } from './budgets.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'esee-budgets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file, content) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const budgets = { shellFirstLoad: 2000, sharedPackages: { antd: 4000 }, remoteEntry: 3000, remoteAll: 6000 };

describe('byte budgets', () => {
  write('shell/dist/index.html', '<script defer src="/static/js/index.1.js"></script>');
  write('shell/dist/static/js/index.1.js', 'console.log("shell");'.repeat(20));
  write('shell/dist/static/js/async/antd.2.js', 'export const Button = 1;'.repeat(50));
  write(
    'shell/dist/mf-manifest.json',
    JSON.stringify({ shared: [{ name: 'antd', assets: { js: { sync: ['static/js/async/antd.2.js'], async: [] } } }] }),
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

  it('fails a build grown past its budget, naming the file and by how much', () => {
    // Random bytes do not compress: the remote's routes module grows by about 5 kB gzip.
    write('remotes/cba/dist/static/js/async/routes.4.js', randomBytes(5000).toString('base64'));
    const problems = overBudget(measureBuilds(root, ['cba'], budgets), root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^remote cba: entry: [\d.]+ kB gzip, over its budget of 3\.0 kB by [\d.]+ kB \(largest file remotes\/cba\/dist\/static\/js\/async\/routes\.4\.js, [\d.]+ kB\)$/,
    );
  });
});

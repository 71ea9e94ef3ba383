// Byte budgets of the builds (scripts/budgets.json): a build that grows past one fails `npm test`, with a
// line saying which file and by how much. Bytes, never times: times are measured by the benchmarks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT } from './workspace.mjs';

export const BUDGETS = JSON.parse(readFileSync(path.join(ROOT, 'scripts/budgets.json'), 'utf8'));

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const walk = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : [path.join(dir, f)],
  );
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

/**
 * What the builds under `root` ship, each item with its files and gzip bytes: the shell's first load
 * (index.html's scripts), each budgeted shared package's chunks (from the shell's mf-manifest.json),
 * and each remote's entry (what its first visit loads) and all its pages.
 */
export function measureBuilds(root = ROOT, remotes = REMOTES, budgets = BUDGETS) {
  const shell = path.join(root, 'shell/dist');
  const html = readFileSync(path.join(shell, 'index.html'), 'utf8');
  const items = [
    {
      name: "the shell's first load",
      files: [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((m) => path.join(shell, m[1])),
      budget: budgets.shellFirstLoad,
    },
  ];
  const manifest = JSON.parse(readFileSync(path.join(shell, 'mf-manifest.json'), 'utf8'));
  for (const [pkg, budget] of Object.entries(budgets.sharedPackages)) {
    const shared = manifest.shared.find((s) => s.name === pkg);
    const files = [...(shared?.assets.js.sync ?? []), ...(shared?.assets.js.async ?? [])];
    items.push({ name: `the shared ${pkg}`, files: files.map((f) => path.join(shell, f)), budget });
  }
  for (const name of remotes) {
    const dist = path.join(root, 'remotes', name, 'dist');
    if (!existsSync(dist)) continue;
    const own = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const at = (files) => files.map((f) => path.join(dist, f));
    // What its first visit loads: its entry and the routes module it exposes.
    const entry = at([own.metaData.remoteEntry.name, ...own.exposes.flatMap((e) => e.assets.js.sync)]);
    items.push({ name: `remote ${name}: entry`, files: entry, budget: budgets.remoteEntry });
    // All its pages (a graph page brings the graph library), but the shared packages it provides.
    const shared = new Set(at(own.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])));
    const files = walk(dist).filter((f) => f.endsWith('.js') && !shared.has(f));
    items.push({ name: `remote ${name}: all pages`, files, budget: budgets.remoteAll });
  }
  return items.map((item) => ({ ...item, bytes: item.files.reduce((n, f) => n + gzipBytes(f), 0) }));
}

/** A line for each item over its budget, naming its largest file and how much over it is. */
export function overBudget(items, root = ROOT) {
  return items
    .filter((item) => item.bytes > item.budget)
    .map((item) => {
      const largest = [...item.files].sort((a, b) => gzipBytes(b) - gzipBytes(a))[0];
      return `${item.name}: ${kb(item.bytes)} gzip, over its budget of ${kb(item.budget)} by ${kb(item.bytes - item.budget)} (largest file ${path.relative(root, largest)}, ${kb(gzipBytes(largest))})`;
    });
}

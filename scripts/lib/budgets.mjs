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
  const entry = items[0].files.map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const [pkg, budget] of Object.entries(budgets.sharedPackages)) {
    // `@antv/l7-*`: a library shared in parts, measured as one (the chunks its parts share counted once).
    const parts = pkg.endsWith('*')
      ? manifest.shared.filter((s) => s.name.startsWith(pkg.slice(0, -1)))
      : manifest.shared.filter((s) => s.name === pkg);
    const files = new Set(
      parts.flatMap((shared) => [
        ...[...shared.assets.js.sync, ...shared.assets.js.async].map((f) => path.join(shell, f)),
        ...providedChunks(shell, entry, shared.name),
      ]),
    );
    items.push({ name: `the shared ${pkg}`, files: [...files], budget });
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

/**
 * The files of the chunks the shell's entry (`entry`, its code) loads for the shared `pkg`: the chunk ids
 * that the factory providing it, or else the fallback consuming it, asks for
 * (`factory:()=>Promise.all([__webpack_require__.e("dc"),…])`). The manifest lists a package's own chunk
 * only, not one it shares with another package (G2 and G6 share `@antv/g`'s). An entry that says neither
 * fails, rather than budget too few bytes.
 */
function providedChunks(shell, entry, pkg) {
  const name = JSON.stringify(pkg).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const loads = [`name:${name},[^{}]*?factory`, `shareKey:${name},[^{}]*?fallback`]
    .map((key) => entry.match(new RegExp(`${key}:\\(\\)=>(.*?)\\.then\\(`))?.[1])
    .find((found) => found !== undefined);
  if (loads === undefined) throw new Error(`the shell's entry does not say which chunks bring ${pkg}`);
  const dir = path.join(shell, 'static/js/async');
  const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
  // A chunk of shared modules only has no file: its modules come from the share scope.
  return [...loads.matchAll(/__webpack_require__\.e\("?([^")]+)"?\)/g)].flatMap(([, id]) =>
    chunks.filter((f) => f.startsWith(`${id}.`)).map((f) => path.join(dir, f)),
  );
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

// npm run report:bundles: the bytes each built app ships (gzip), after `npm run build`.
// Shell: the JS of the first page load (index.html's scripts); remotes: the remote
// entry and the chunks of their exposed routes, i.e. what a first visit downloads.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { main, REMOTES, ROOT } from './lib/workspace.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const walk = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : [path.join(dir, f)],
  );

main(async () => {
  const rows = [];
  const shellDist = path.join(ROOT, 'shell/dist');
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((m) => path.join(shellDist, m[1]));
  rows.push(['shell: first load (index.html scripts)', initial.reduce((n, f) => n + gz(f), 0)]);
  const shellJs = walk(shellDist).filter((f) => f.endsWith('.js'));
  rows.push(['shell: all JS, loaded as needed', shellJs.reduce((n, f) => n + gz(f), 0)]);
  for (const name of REMOTES) {
    const dist = path.join(ROOT, 'remotes', name, 'dist');
    const js = walk(dist).filter((f) => f.endsWith('.js'));
    rows.push([`remote ${name}: all JS`, js.reduce((n, f) => n + gz(f), 0)]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, bytes] of rows) console.log(`${label.padEnd(width)}  ${kb(bytes).padStart(9)} gzip`);
});

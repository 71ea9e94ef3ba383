// Bundle the server into one file. Workspace libraries (@esee/*) are compiled
// in; every other dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@esee/'));

await build({
  // The server, the data command (generate and load data sets), the database command (backup, restore).
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    data: new URL('./src/data/cli.ts', import.meta.url).pathname,
    // Backup and restore of the database (npm run db:backup, db:restore).
    db: new URL('./src/platform/db/cli.ts', import.meta.url).pathname,
    // The worker threads' entry (heavy tasks: reading uploads, analyses, reports), found beside the bundle.
    worker: new URL('./src/worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

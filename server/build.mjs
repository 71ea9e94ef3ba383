// Bundle the server into one file. Workspace libraries (@esee/*) are compiled
// in; every other dependency stays external and loads from node_modules.
import { copyFileSync, readFileSync } from 'node:fs';
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

// The spreadsheet reader runs in a worker thread from its own file, found beside the bundle.
copyFileSync(
  new URL('./src/platform/files/sheetWorker.mjs', import.meta.url),
  new URL('./dist/sheetWorker.mjs', import.meta.url),
);

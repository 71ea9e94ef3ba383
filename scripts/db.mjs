// npm run db:backup -- [--out FILE]
// npm run db:restore -- FILE [--force]
// Back up the server's database (DATA_DIR's embedded one, also while its server runs; or DATABASE_URL's
// with pg_dump), or replace it with a backup (refused while a server uses it, and for a newer schema).
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildApp } from './lib/build.mjs';
import { APPS, main, ROOT, run } from './lib/workspace.mjs';

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  await run(process.execPath, [path.join(ROOT, 'server/dist/db.mjs'), ...process.argv.slice(2)]);
});

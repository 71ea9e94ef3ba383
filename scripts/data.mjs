// npm run data:generate -- --companies N [--seed S] [--records R] [--out DIR]
// npm run data:load -- DIR
// npm run data:check -- DIR (the consistency rules' pass counts; exits 1 naming the rows a rule refuses)
// npm run data:keys (the name keys in the current format, after an upgrade that changed them)
// npm run data:update -- --from DIR --day YYYY-MM-DD --out DIR (a day of changes; --out data/inbox/NAME loads it
// into the running server)
// Generate a data set in the ingestion format, or check and load one (all or
// nothing) into the database the server uses (DATA_DIR or DATABASE_URL).
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildApp } from './lib/build.mjs';
import { APPS, main, ROOT, run } from './lib/workspace.mjs';

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  await run(process.execPath, [path.join(ROOT, 'server/dist/data.mjs'), ...process.argv.slice(2)]);
});

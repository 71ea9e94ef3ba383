// npm run test:security: the whole security suite, every case (tens of thousands),
// on the embedded database and on PostgreSQL when TEST_DATABASE_URL is set; it
// prints the cases by class. `npm test` runs a seeded sample of the same suite, on one engine.
// SECURITY_SEED=<n> gives `npm test` another sample.
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { main, ROOT, run, step } from './lib/workspace.mjs';

main(async () => {
  await ensureInstalled();
  step(`Security suite, every case${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`);
  await run(path.join(ROOT, 'node_modules', '.bin', 'vitest'), ['run', 'server/test/security'], {
    env: { SECURITY_FULL: '1' },
  });
});

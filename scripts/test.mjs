// npm test: install what is missing, then type-check, lint, run the unit and
// integration tests, build, and run the end-to-end tests in Chromium against
// the platform started as `npm start` starts it. Fails on the first failure.
import { budgets, e2eTests, ensureSystemPackages, lint, typecheck, unitTests } from './lib/checks.mjs';
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { main, step } from './lib/workspace.mjs';

main(async () => {
  const t0 = Date.now();
  await ensureInstalled();
  await ensureSystemPackages();
  await typecheck();
  await lint();
  await unitTests();
  await buildAll();
  await budgets();
  await e2eTests();
  step(`All tests passed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
});

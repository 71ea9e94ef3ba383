// npm test: install what is missing, then type-check, lint, run the unit and
// integration tests, build, and run the end-to-end tests in Chromium against
// the platform started as `npm start` starts it. Fails on the first failure;
// prints the time of each stage at the end.
import { budgets, e2eTests, ensureSystemPackages, typecheckAndLint, unitTests } from './lib/checks.mjs';
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { main, printStages, stage, step } from './lib/workspace.mjs';

main(async () => {
  const t0 = performance.now();
  try {
    await stage('install', async () => {
      await ensureInstalled();
      await ensureSystemPackages();
    });
    await stage('type-check and lint', typecheckAndLint);
    await stage('unit and integration tests', unitTests);
    await stage('build', () => buildAll());
    await stage('byte budgets', budgets);
    await stage('browser tests', e2eTests);
  } finally {
    printStages();
  }
  step(`All tests passed in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { E2E_NGINX_PORT, E2E_PORT, NGINX_INSTALLED, ROOT } from './support/platform';
import { PINNED_NOW } from './support/clock';

// The platforms the suite starts run on the pinned clock (the servers and their generated demo data read one day).
process.env.NOW = PINNED_NOW;

/** The smoke part, run a second time through the shipped nginx config: sign-in and the guards, every remote from
 * its manifest under nginx's files and cache rules, one React and one session store, a solution page end to end. */
const NGINX_SMOKE = [
  'shell/guards.spec.ts',
  'shell/remotes.spec.ts',
  'shell/singletons.spec.ts',
  'cba/ent-search.spec.ts',
];

const platform = {
  cwd: ROOT,
  timeout: 240_000,
  // E2E_REUSE_SERVER=1: a platform already serving on the port (started with e2e/support/serve.mjs) is used as it is.
  reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

/**
 * End-to-end tests in Chromium against the whole platform, started by the
 * same script as `npm start` (install and build are done by `npm test` first),
 * and the smoke part through nginx in front of it where Debian's nginx is
 * installed (`npm run test:e2e:nginx` runs that part alone).
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more, traced; a test that passes only then still fails the run (flaky is a failure).
  // Tracing every test would cost a quarter of the suite's time on this machine.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/timingReporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
    // The pages honour the reduced-motion preference (shell/src/app/theme.ts): no click lands on a dialog or a menu
    // still moving into place, and no test waits for an animation.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The demo users sign in once for the run; the specs reuse their sessions (support/sessions.ts).
    { name: 'sessions', testMatch: 'sessions.setup.ts' },
    { name: 'chromium', dependencies: ['sessions'] },
    ...(NGINX_INSTALLED
      ? [
          {
            name: 'nginx',
            testMatch: NGINX_SMOKE,
            dependencies: ['sessions'],
            use: { baseURL: `http://127.0.0.1:${E2E_NGINX_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    { ...platform, command: 'node e2e/support/serve.mjs', url: `http://127.0.0.1:${E2E_PORT}/main` },
    ...(NGINX_INSTALLED
      ? [{ ...platform, command: 'node e2e/support/serve-nginx.mjs', url: `http://127.0.0.1:${E2E_NGINX_PORT}/main` }]
      : []),
  ],
});

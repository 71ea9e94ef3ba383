import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_NOW } from './scripts/lib/testClock.mjs';

// Tests run on the pinned clock: the workers and the templates' seed read the same day, whatever the calendar says.
process.env.NOW = TEST_NOW;

/**
 * Unit tests sit beside the code they test. Two projects: browser code in a
 * DOM (happy-dom), and Node.js code, including the server's integration tests
 * over `inject()` against a real database.
 */
export default defineConfig({
  test: {
    // A worker per core: Vitest's default of one core fewer leaves a 2-core machine running the files one at a
    // time, while the integration tests spend much of theirs waiting on PostgreSQL, timers and files.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: [
            'shell/src/**/*.test.{ts,tsx}',
            'remotes/*/src/**/*.test.{ts,tsx}',
            'shared/{http,session,react,ui,graph-views}/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/{contracts,build}/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'server/test/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          // The migrated and seeded databases every test app is copied from, made once per run.
          globalSetup: ['server/test/fixtures/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

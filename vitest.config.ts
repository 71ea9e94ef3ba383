import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code they test. Two projects: browser code in a
 * DOM (happy-dom), and Node.js code, including the server's integration tests
 * over `inject()` against a real database.
 */
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

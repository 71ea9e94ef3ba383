import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_NOW } from './scripts/lib/testClock.mjs';

// Tests run on the pinned clock: the workers and the templates' seed read the same day, whatever the calendar says.
process.env.NOW = TEST_NOW;

const NODE_TESTS = [
  'shared/{contracts,build}/src/**/*.test.ts',
  'server/src/**/*.test.ts',
  'server/test/**/*.test.ts',
  'scripts/**/*.test.mjs',
];
const OWN_PROCESS = ['server/src/platform/clock.test.ts', 'server/test/platform/earlyMorning.test.ts'];

// The test files of a worker share one module graph (`isolate: false`): importing the server, or antd, took seconds
// for every file, a third of the stage. They share no state through it: each test app has its own database and
// config, the server's caches are kept per database, and each page test renders its own tree.
const node = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

/**
 * Unit tests sit beside the code they test. Browser code runs in a DOM
 * (happy-dom); Node.js code, including the server's integration tests over
 * `inject()` against a real database, in Node.js.
 */
/**
 * The guard walk mocks the remote registry's loader; RemoteBoundary's test mocks its retry (`isolate: false` shares
 * one). The park map's outlines and a work run's polling keep module state another file of the worker may have set
 * (each failed on CI by file order, waiting for a state that never came).
 */
const WEB_OWN_GRAPH = [
  'shell/src/federation/RemoteOutlet.test.tsx',
  'remotes/cba/src/pages/parks/ParkMapSearchPage.test.tsx',
  'shared/ui/src/jobs/WorkRunProgress.test.tsx',
];

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
          // A page test waits on states, never on time; on a loaded CI machine a page that parses its data or
          // draws a chart took over the default 5 s.
          testTimeout: 30_000,
          isolate: false,
          include: [
            'shell/src/**/*.test.{ts,tsx}',
            'remotes/*/src/**/*.test.{ts,tsx}',
            'shared/{http,session,react,ui,graph-views}/src/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, ...WEB_OWN_GRAPH],
        },
      },
      {
        // Files that mock a module another file of the worker mocks differently: a module graph of their own. Page
        // tests too, with the web project's time (the work run's states wait up to 10 s; the default 5 s cut them).
        test: { name: 'web-own-graph', environment: 'happy-dom', testTimeout: 30_000, include: WEB_OWN_GRAPH },
      },
      {
        test: {
          ...node,
          name: 'node',
          include: NODE_TESTS,
          // The migrated and seeded databases every test app is copied from, made once per run.
          globalSetup: ['server/test/fixtures/globalSetup.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          isolate: false,
        },
      },
      {
        // The files that load the clock afresh under a NOW of their own: a process each (their test apps migrate
        // and seed their own databases).
        test: { ...node, name: 'node-own-process', include: OWN_PROCESS },
      },
    ],
  },
});

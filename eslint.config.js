// Lint rules, including the architecture's import boundaries (README: Layout):
// a remote never imports another remote or the shell; the server imports only
// the contracts from shared/; libraries are imported through their entry only.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['cba', 'prma', 'iba', 'scs', 'company', 'monitor', 'management'];
const noDeepImports = {
  group: ['@esee/*/src/*', '@esee/*/src'],
  message: 'Import a library through its entry (@esee/<name>) only.',
};

/**
 * One clock (README: Time): product code reads "now" only through the server's `platform/clock.ts` or the page's
 * `@esee/http` clock, never the machine's clock directly, so a pinned test run and the 00:00-08:00 China hours read
 * one day everywhere. Elapsed time is measured with `performance.now()`.
 */
const WALL_CLOCK = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Now comes from the one clock: now() of server/src/platform/clock.ts or @esee/http.',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Now comes from the one clock (elapsed time: performance.now()).',
  },
  {
    selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
    message: "Today comes from the one clock: dayjs(today()) with @esee/http's today().",
  },
  {
    selector: 'TemplateElement[value.raw=/\\b(now\\(\\)|current_date|current_timestamp|localtimestamp)/i]',
    message: 'SQL reads the one clock: nowSql (clock_now()) of server/src/platform/clock.ts.',
  },
];

/** A boundary: files matching `files` may not import `patterns`. */
const boundary = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [noDeepImports, ...patterns] }] },
});

const serverOnlyContracts = {
  group: ['@esee/*', '!@esee/contracts'],
  message: 'The server imports only the contracts from shared/.',
};

/** A relative import that climbs exactly `levels` folders and then names what `then` (a regex) lets through. */
const climb = (levels, then, message) => ({ regex: `^${'\\.\\./'.repeat(levels)}${then}`, message });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [noDeepImports] }],
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'remotes/*/src/**/*.{ts,tsx}',
      'shared/{http,session,react,ui}/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read JSON answers freely.
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'server/src/**/*.ts',
      'shared/*/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      'remotes/*/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      // The clocks themselves: the server's (pinnable) and the page's (which measures its distance to the server's).
      'server/src/platform/clock.ts',
      'shared/http/src/clock.ts',
      // Migrations are history: 0055 moved every earlier default from now() to clock_now().
      'server/src/platform/db/migrations/*.ts',
      // Build tooling: runs on the developer's machine, not in the product.
      'shared/build/src/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...WALL_CLOCK] },
  },
  ...REMOTES.map((name) =>
    boundary(
      [`remotes/${name}/**/*.{ts,tsx}`],
      [
        { regex: '^(@esee/shell|(\\.\\./)+shell/)', message: 'A remote never imports the shell.' },
        {
          regex: `^(@esee/remote-|(\\.\\./)+(remotes/)?)(${REMOTES.filter((r) => r !== name).join('|')})(/src)?(/|$)`,
          message: 'A remote never imports another remote; share through shared/.',
        },
      ],
    ),
  ),
  boundary(
    ['shared/**/*.{ts,tsx}'],
    [
      {
        group: [
          '**/shell/src/**',
          '**/remotes/*/src/**',
          '**/server/src/**',
          '@esee/shell',
          '@esee/remote-*',
          '@esee/server',
        ],
        message: 'Shared libraries import no app.',
      },
    ],
  ),
  boundary(
    ['shared/contracts/**/*.ts'],
    [{ group: ['@esee/*', '../../*'], message: 'The contracts import nothing of ours.' }],
  ),
  boundary(
    ['shared/ui/**/*.{ts,tsx}', 'shared/graph-views/**/*.{ts,tsx}'],
    [{ group: ['@esee/http', '@esee/session', 'axios'], message: 'UI widgets fetch no data and hold no session.' }],
  ),
  boundary(
    ['server/**/*.ts'],
    [
      {
        group: ['@esee/*', '!@esee/contracts', '**/shell/src/**', '**/remotes/*/src/**'],
        message: 'The server imports only the contracts from shared/.',
      },
    ],
  ),
  // The server's layers (README: Layout), read from how far a relative import climbs: `platform/` imports nothing
  // above it but the configuration; `core/` imports `platform/` only; a feature (`areas/<area>/<feature>/`, at any
  // depth) imports its own folder, its area's `shared/`, `core/` and `platform/` (its tests the data generator too);
  // no area imports another.
  ...[1, 2, 3].map((depth) =>
    boundary(
      [`server/src/platform/${'*/'.repeat(depth - 1)}*.ts`],
      [serverOnlyContracts, climb(depth, '(?!config$|\\.\\./)', 'The platform imports nothing above it.')],
    ),
  ),
  ...[1, 2, 3].map((depth) =>
    boundary(
      [`server/src/core/${'*/'.repeat(depth - 1)}*.ts`],
      [
        serverOnlyContracts,
        climb(depth, '(?!platform/|\\.\\./)', 'Core code imports the platform only.'),
        climb(depth + 1, '', 'Core code imports the platform only.'),
      ],
    ),
  ),
  boundary(['server/src/areas/*/index.ts'], [serverOnlyContracts, climb(1, '(?!\\.\\./)', 'No area imports another.')]),
  ...[1, 2, 3, 4].flatMap((depth) =>
    [false, true].map((tests) =>
      boundary(
        [`server/src/areas/*/*/${'*/'.repeat(depth - 1)}*.${tests ? 'test.ts' : 'ts'}`],
        [
          serverOnlyContracts,
          climb(
            depth,
            '(?!shared/|\\.\\./)',
            "A feature imports its own folder and its area's shared/, not another feature.",
          ),
          climb(depth + 1, '(?!\\.\\./)', 'No area imports another.'),
          climb(
            depth + 2,
            tests ? '(?!core/|platform/|data/|\\.\\./)' : '(?!core/|platform/|\\.\\./)',
            'Above its area, a feature imports core/ and platform/ only.',
          ),
          climb(depth + 3, '', 'A feature imports nothing outside server/src.'),
        ],
        tests ? [] : ['**/*.test.ts'],
      ),
    ),
  ),
  boundary(
    ['shell/src/**/*.{ts,tsx}'],
    [
      {
        group: ['**/remotes/*/src/**', '@esee/remote-*'],
        message: 'The shell reaches remotes only at run time, through federation.',
      },
    ],
  ),
);

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
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [noDeepImports, ...patterns] }] },
});

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
  // A module's files, at any depth of its folder, reach out only to the platform: from modules/m/x.ts `../n` is
  // another module, from modules/m/sub/x.ts `../../n`, and so on.
  ...[1, 2, 3].map((depth) =>
    boundary(
      [`server/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
      [
        { group: ['@esee/*', '!@esee/contracts'], message: 'The server imports only the contracts from shared/.' },
        {
          regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)`,
          message: 'A server module uses the platform, never another module.',
        },
      ],
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

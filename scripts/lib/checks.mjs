import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, step } from './workspace.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The three TypeScript programs of the workspace: browser code, server, tools. */
export async function typecheck({ quiet = false } = {}) {
  for (const project of ['tsconfig.json', 'server/tsconfig.json', 'tsconfig.tools.json']) {
    if (!quiet) step(`Type-checking ${project}`);
    await run(bin('tsc'), ['-p', project], { quiet });
  }
}

export async function lint({ quiet = false } = {}) {
  if (!quiet) step('Linting (ESLint, import boundaries, Prettier)');
  await run(bin('eslint'), ['.'], { quiet });
  await run(bin('prettier'), ['--check', '.', '--log-level', 'warn'], { quiet });
}

/** Type-check and lint side by side: each is one thread, and the machine has two cores at least. */
export async function typecheckAndLint() {
  step('Type-checking (browser, server, tools) and linting (ESLint, import boundaries, Prettier), side by side');
  await Promise.all([typecheck({ quiet: true }), lint({ quiet: true })]);
}

export async function unitTests() {
  step(`Unit and integration tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`);
  await run(bin('vitest'), ['run']);
}

/** Debian packages the tests use, with the file that tells each is there. */
const SYSTEM_PACKAGES = [
  // The browser of the end-to-end tests, and its headless shell which they run in (e2e/support/chromium.ts).
  { name: 'chromium', present: () => Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium') },
  {
    name: 'chromium-headless-shell',
    present: () => Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium-headless-shell'),
  },
  // Chinese text rendered as users see it (screenshots, layout).
  { name: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto') },
  // The shipped nginx config, checked in front of a running server.
  { name: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  // Its brotli compression, which the shipped config uses where installed.
  ...['filter', 'static'].map((kind) => ({
    name: `libnginx-mod-http-brotli-${kind}`,
    present: () => existsSync(`/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`),
  })),
];

/**
 * What the tests need from the system: Debian's packages when we may install
 * them (as root, with apt); otherwise Playwright's own Chromium, and the
 * nginx check does not run.
 */
export async function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (!missing.length) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    step(`Installing ${missing.join(', ')} (Debian packages)`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
    // Debian starts the nginx service it installs; the tests run their own.
    if (missing.some((m) => m.includes('nginx'))) await run('nginx', ['-s', 'stop']).catch(() => undefined);
    return;
  }
  if (missing.includes('chromium')) {
    step("Installing Playwright's Chromium");
    await run(bin('playwright'), ['install', 'chromium']);
  }
  // Without the headless shell the tests drive the full Chromium.
  const others = missing.filter((m) => !m.startsWith('chromium'));
  if (others.length) console.warn(`Not installed (needs root and apt): ${others.join(', ')}`);
}

export async function e2eTests() {
  step('End-to-end tests (Playwright, Chromium)');
  await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
}

/** The builds' byte budgets (scripts/budgets.json): a build past one fails, naming the file. */
export async function budgets() {
  step('Byte budgets of the builds (gzip)');
  const { measureBuilds, overBudget } = await import('./budgets.mjs');
  const items = measureBuilds();
  for (const item of items)
    console.log(
      `  ${item.name.padEnd(24)} ${(item.bytes / 1000).toFixed(1).padStart(7)} kB of ${item.budget / 1000} kB`,
    );
  const over = overBudget(items);
  if (over.length) throw new Error(`over budget:\n  ${over.join('\n  ')}`);
}

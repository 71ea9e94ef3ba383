import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, step } from './workspace.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The three TypeScript programs of the workspace: browser code, server, tools. */
export async function typecheck() {
  for (const project of ['tsconfig.json', 'server/tsconfig.json', 'tsconfig.tools.json']) {
    step(`Type-checking ${project}`);
    await run(bin('tsc'), ['-p', project]);
  }
}

export async function lint() {
  step('Linting (ESLint, import boundaries, Prettier)');
  await run(bin('eslint'), ['.']);
  await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
}

export async function unitTests() {
  step(`Unit and integration tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite)'}`);
  await run(bin('vitest'), ['run']);
}

/**
 * A Chromium for Playwright: the system one (Debian's `chromium`) when there,
 * else Debian's package when we may install it, else Playwright's download.
 */
export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    step('Installing Chromium (Debian package)');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    return;
  }
  step("Installing Playwright's Chromium");
  await run(bin('playwright'), ['install', 'chromium']);
}

export async function e2eTests() {
  step('End-to-end tests (Playwright, Chromium)');
  await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
}

// What the workspace is made of, and the helpers the npm scripts share:
// running commands, hashing inputs to skip work that is already done.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The pnpm every script runs, through npx. Pinned here rather than in
 * package.json's packageManager field: pnpm 12 then tries to record itself in
 * the lockfile and a frozen install fails where the registry lacks it.
 */
export const PNPM_VERSION = '12.21.0';

export const REMOTES = readdirSync(path.join(ROOT, 'remotes')).filter((name) =>
  existsSync(path.join(ROOT, 'remotes', name, 'package.json')),
);

/** The libraries every front-end app is built from. */
const FRONTEND_LIBS = [
  'shared/contracts',
  'shared/http',
  'shared/session',
  'shared/react',
  'shared/ui',
  'shared/graph-views',
  'shared/build',
];

/** Each built app, with the folders whose contents decide whether it must be rebuilt. */
export const APPS = [
  {
    name: 'server',
    dir: 'server',
    inputs: ['server/src', 'server/build.mjs', 'server/package.json', 'shared/contracts'],
    build: ['node', 'build.mjs'],
  },
  // The remotes' sources too: the shell's shared antd keeps what they import (shared/build/src/usedExports.ts).
  {
    name: 'shell',
    dir: 'shell',
    inputs: ['shell', ...FRONTEND_LIBS, ...REMOTES.map((name) => `remotes/${name}/src`)],
    build: ['rsbuild', 'build'],
  },
  ...REMOTES.map((name) => ({
    name,
    dir: `remotes/${name}`,
    inputs: [`remotes/${name}`, ...FRONTEND_LIBS],
    build: ['rsbuild', 'build'],
  })),
];

const SKIP = new Set(['node_modules', 'dist', '.build-stamp', 'test-results']);

function collect(target, files) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) return void files.push(target);
  for (const entry of readdirSync(full).sort()) if (!SKIP.has(entry)) collect(path.join(target, entry), files);
}

/** SHA-256 over the names and contents of every file under `targets`. */
export function hashInputs(targets) {
  const files = [];
  for (const t of targets) collect(t, files);
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(path.join(ROOT, f)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * Run a command, inheriting the terminal; reject with its exit code. `quiet`: keep its output and print it when it
 * ends, so that commands run side by side do not interleave their lines.
 */
export function run(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      cwd: ROOT,
      ...options,
      env: { ...process.env, ...options.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** The pinned pnpm, through npx: nothing but Node.js and npm is needed on the machine. */
export const pnpm = (args, options) => run('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], options);

export const step = (text) => console.log(`\n\x1b[1m▶ ${text}\x1b[0m`);

const stages = [];

/** Run one stage of a script and keep how long it took (`printStages` lists them). */
export async function stage(name, body) {
  const t0 = performance.now();
  try {
    return await body();
  } finally {
    stages.push({ name, seconds: (performance.now() - t0) / 1000 });
  }
}

/** The stages run so far and their times, as a table. */
export function printStages() {
  if (!stages.length) return;
  const total = stages.reduce((sum, s) => sum + s.seconds, 0);
  console.log('\nTime per stage:');
  for (const s of stages) console.log(`  ${s.name.padEnd(34)} ${s.seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${'total'.padEnd(34)} ${total.toFixed(0).padStart(5)} s`);
}

/** Run a script's body; a failure prints its message (not a stack) and exits non-zero. */
export function main(body) {
  body().catch((error) => {
    console.error(`\n\x1b[31m✖ ${error instanceof Error ? error.message : error}\x1b[0m`);
    process.exit(1);
  });
}

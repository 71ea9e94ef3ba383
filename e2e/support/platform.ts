import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO_PASSWORD = 'Demo@2026';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The shipped nginx config in front of that platform (the `nginx` project), where Debian's nginx is installed. */
export const E2E_NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 100);
export const NGINX_INSTALLED = existsSync(process.env.NGINX ?? '/usr/sbin/nginx');
/** The data folder of the platform the suite runs against; emptied before each run. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `esee-e2e-${E2E_PORT}`);

export interface ExtraPlatform {
  url: string;
  remotesDir: string;
  stop: () => Promise<void>;
}

/** How long an extra platform may take to start: migrating and seeding, slow on a busy machine. */
const START_MS = 150_000;

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/main`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start:\n${output()}`);
}

/** Whether something already answers at `url`: a server left by an earlier attempt would answer in our place. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/main`);
    return true;
  } catch {
    return false;
  }
}

/** The extra servers this worker started: stopped when it exits, whatever became of the test that started them. */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/**
 * A second platform server for a test that needs its own files, such as one
 * with a broken remote: its own data folder, and a copy of the deployed
 * remotes that the test may change.
 */
export async function startExtraPlatform(port: number, env: Record<string, string> = {}): Promise<ExtraPlatform> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`port ${port} is taken: a server there would answer instead of this one`);
  // The hook or test that starts it gets the time to: its own timeout is for what it does with the server.
  test.info().setTimeout(test.info().timeout + START_MS);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'esee-e2e-extra-'));
  const remotesDir = path.join(dir, 'remotes');
  cpSync(path.join(E2E_DATA_DIR, 'remotes'), remotesDir, { recursive: true });
  let log = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      REMOTES_DIR: remotesDir,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      CAPTCHA: 'off',
      // These servers test the shell, not the data: a small data set starts them in seconds.
      DEMO_COMPANIES: '300',
      ...env,
    },
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await waitForServer(url, child, () => log).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    remotesDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

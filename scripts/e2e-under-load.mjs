// node scripts/e2e-under-load.mjs [--burners 2] [--postgres] [playwright arguments…]
// The browser tests with CPU-bound processes beside them (a busy machine), and optionally with the platform
// on a fresh PostgreSQL database (E2E_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// Prints the suite's own timing report; exits with Playwright's status.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { main, ROOT, step } from './lib/workspace.mjs';

const PLAYWRIGHT = path.join(ROOT, 'node_modules', '.bin', 'playwright');

const args = process.argv.slice(2);
const take = (flag, withValue = false) => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, withValue ? 2 : 1);
  return withValue ? value : true;
};
const burners = Number(take('--burners', true) ?? 2);
const postgres = take('--postgres') === true;

main(async () => {
  const env = { ...process.env };
  if (postgres) env.E2E_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  step(`Browser tests beside ${burners} CPU-bound process(es)${postgres ? ', the platform on PostgreSQL' : ''}`);
  // Each burner spins one core until the tests end.
  const spinning = Array.from({ length: burners }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const t0 = Date.now();
  try {
    const code = await new Promise((resolve) =>
      spawn(PLAYWRIGHT, ['test', '-c', 'e2e/playwright.config.ts', ...args], { stdio: 'inherit', env }).on(
        'exit',
        resolve,
      ),
    );
    step(`Finished in ${((Date.now() - t0) / 60_000).toFixed(1)} min, exit ${code}`);
    process.exitCode = code ?? 1;
  } finally {
    for (const p of spinning) p.kill('SIGKILL');
  }
});

// The browser the page benchmarks drive (as e2e/support/chromium.ts: a .mjs cannot import the .ts):
// the system Chromium when there, headless, making no calls home.
import { existsSync } from 'node:fs';

export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

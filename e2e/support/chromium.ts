import { existsSync } from 'node:fs';

/**
 * The browser: CHROMIUM_PATH, else Debian's Chromium — its headless shell where installed, the same engine without
 * the browser's own windows and processes (a quarter less CPU and time over the suite on this machine), as
 * Playwright runs headless by default — else Playwright's own download (`npm test` installs one of them).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
}

/** Flags for a headless run on a closed network (no background calls home). */
export { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

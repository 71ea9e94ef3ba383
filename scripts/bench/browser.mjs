// The browser the page benchmarks drive: the system Chromium when there, headless, making no calls home
// (the flags e2e runs with too, from scripts/lib/chromium.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../lib/chromium.mjs';
import { startServer } from './lib.mjs';

export { CHROMIUM_ARGS };

export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

/**
 * An init script (`page.addInitScript(markShownSignedIn, [selector, token])`): signed in with `token`
 * (shared/session/src/storage.ts), the page notes in `window.__shownAt` when `selector` first shows text.
 */
/* global window, document, requestAnimationFrame -- runs in the page */
export function markShownSignedIn([selector, token]) {
  localStorage.setItem('esee.token', token);
  const check = () => {
    const el = document.querySelector(selector);
    if (el && el.getClientRects().length > 0 && el.textContent.trim()) {
      window.__shownAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** In the page, once marked: the JS it fetched (until `__shownAt` with `untilShown`), and when it showed. */
export const readShownJs = (page, untilShown) =>
  page.evaluate((until) => {
    const shown = window.__shownAt;
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(e.name) && (!until || e.startTime <= shown));
    const sum = (key) => js.reduce((n, e) => n + e[key], 0);
    return { shownMs: shown, files: js.length, transferred: sum('transferSize'), decoded: sum('decodedBodySize') };
  }, untilShown);

/** Chromium (Playwright's, with the system browser when there), launched headless with CHROMIUM_ARGS. */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * Start a server (startServer) per build on the build's port, serving its shell (`dist`) with a data folder of
 * its own in `tmp` and `env` (and the build's own `env`, if it has one): each with `runs: []`, added to `servers` once started (so that a `finally` stops
 * those that did).
 */
export async function startBuildServers(servers, builds, tmp, env) {
  for (const b of builds) {
    const started = await startServer(
      { DATA_DIR: path.join(tmp, `data-${b.port}`), SHELL_DIR: b.dist, ...env, ...b.env },
      b.port,
    );
    servers.push({ ...b, ...started, runs: [] });
  }
}

/**
 * One cold load, signed in with `token`, of `url` in a new context with `viewport`: once `selector` showed
 * (within 30 s; `onHidden(page, error)` may tell why it did not), what `read(page)` answers; the context closed.
 */
export async function coldLoadSignedIn(browser, { viewport, selector, token, url, onHidden }, read) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(markShownSignedIn, [selector, token]);
  await page.goto(url);
  const shown = page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 30_000 });
  await (onHidden ? shown.catch((e) => onHidden(page, e)) : shown);
  const result = await read(page);
  await context.close();
  return result;
}

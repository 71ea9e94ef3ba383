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

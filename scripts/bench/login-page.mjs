// npm run bench:login -- [--runs 7] [--baseline <git rev>] [--port 8301]
// The login page as a browser gets it: builds what is needed, serves the shell's build with the real
// server (no demo companies: the page needs none), and opens /login in a fresh Chromium context `--runs`
// times. Prints, for each run's median: the JS files and the bytes transferred (compressed, as served)
// and decoded before the username input is visible, the time until it is, and all the JS the page loads.
// With --baseline, the shell of that commit is built in a temporary worktree and served beside the
// current one; the runs alternate between the two, so both are measured on the same machine at once.
/* global window, document, requestAnimationFrame, getComputedStyle -- page.evaluate functions run in the browser */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../lib/build.mjs';
import { precompress } from '../lib/compress.mjs';
import { ensureInstalled } from '../lib/install.mjs';
import { APPS, main, pnpm, ROOT, run } from '../lib/workspace.mjs';
import { arg } from './lib.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';

const RUNS = Number(arg('runs', '7'));
const BASELINE = arg('baseline');
const PORT = Number(arg('port', '8301'));
const INPUT = '[data-testid="login-user"]';

/** The server, serving `shellDir` at `/` on `port`, with its own empty data folder. */
async function serve(shellDir, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-login-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SHELL_DIR: shellDir, DEMO_COMPANIES: '0' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 240 &&
    !(await fetch(`${url}/main`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 250));
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** In the page, before its scripts: the time the username input is first visible. */
function markInputVisible(selector) {
  const check = () => {
    const el = document.querySelector(selector);
    const box = el?.getBoundingClientRect();
    if (el && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden') {
      window.__inputVisibleAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One cold load of /login: what was fetched before the input showed, and in all. */
async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.addInitScript(markInputVisible, INPUT);
  await page.goto(`${url}/login`);
  await page.waitForFunction(() => window.__inputVisibleAt !== undefined, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => {
    const visible = window.__inputVisibleAt;
    const js = performance.getEntriesByType('resource').filter((e) => /\.m?js(\?|$)/.test(e.name));
    const sum = (list, key) => list.reduce((n, e) => n + e[key], 0);
    // Asked for before the input showed (as ../shared/tools/measure-page.js counts).
    const before = js.filter((e) => e.startTime <= visible);
    return {
      visibleMs: visible,
      files: before.length,
      transferred: sum(before, 'transferSize'),
      decoded: sum(before, 'decodedBodySize'),
      allFiles: js.length,
      allTransferred: sum(js, 'transferSize'),
    };
  });
  await context.close();
  return result;
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

/** The shell of an earlier commit, built in a temporary worktree; its dist folder. */
async function buildBaseline(rev) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'esee-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: ROOT, stdio: 'inherit' });
  await pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir });
  await run(path.join(dir, 'shell/node_modules/.bin/rsbuild'), ['build'], { cwd: path.join(dir, 'shell') });
  // Compressed as this build's are (the server sends the precompressed files).
  precompress(path.join(dir, 'shell/dist'));
  return {
    dist: path.join(dir, 'shell/dist'),
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'inherit' }),
  };
}

main(async () => {
  await ensureInstalled();
  for (const name of ['server', 'shell']) await buildApp(APPS.find((a) => a.name === name));
  const baseline = BASELINE ? await buildBaseline(BASELINE) : null;
  const builds = [
    ...(baseline ? [{ label: `baseline (${BASELINE})`, dist: baseline.dist, port: PORT + 1 }] : []),
    { label: 'current', dist: path.join(ROOT, 'shell/dist'), port: PORT },
  ];
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const servers = [];
  try {
    for (const b of builds) servers.push({ ...b, ...(await serve(b.dist, b.port)), runs: [] });
    for (const s of servers) await measureOnce(browser, s.url); // the server's first answers are not the page's
    for (let i = 0; i < RUNS; i++) for (const s of servers) s.runs.push(await measureOnce(browser, s.url));
  } finally {
    await browser.close();
    for (const s of servers) s.stop();
    baseline?.remove();
  }
  console.log(`\n/login, ${RUNS} cold loads each (median), Chromium, ${os.cpus().length} cores\n`);
  console.log('| build | JS files before input | transferred | decoded | input visible | all JS loaded |');
  console.log('|---|---|---|---|---|---|');
  for (const s of servers) {
    const m = (key) => median(s.runs.map((r) => r[key]));
    console.log(
      `| ${s.label} | ${m('files')} | ${kb(m('transferred'))} | ${kb(m('decoded'))} | ${Math.round(m('visibleMs'))} ms | ${m('allFiles')} files, ${kb(m('allTransferred'))} |`,
    );
  }
});

// npm run bench:login -- [--runs 7] [--baseline <git rev>] [--port 8301]
// The login page as a browser gets it: builds what is needed, serves the shell's build with the real
// server (no demo companies: the page needs none; captcha off, which changes no JS), and opens /login in a
// fresh Chromium context `--runs` times. Prints, for each run's median: the JS files and the bytes
// transferred (compressed, as served) and decoded before the username input is visible, the time until it
// is, and all the JS the page loads. Then the signed-in home page, cold: all the JS it loads.
// With --baseline, the shell of that commit is built in a temporary worktree and served beside the
// current one; the runs alternate between the two, so both are measured on the same machine at once.
/* global window, document, requestAnimationFrame, getComputedStyle -- page.evaluate functions run in the browser */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../lib/build.mjs';
import { precompress } from '../lib/compress.mjs';
import { ensureInstalled } from '../lib/install.mjs';
import { main, pnpm, REMOTES, ROOT, run } from '../lib/workspace.mjs';
import { deployRemote } from '../lib/deploy.mjs';
import { arg } from './lib.mjs';
import { coldLoadSignedIn, kb, launchChromium, median, readShownJs, startBuildServers } from './browser.mjs';

const RUNS = Number(arg('runs', '7'));
const BASELINE = arg('baseline');
const PORT = Number(arg('port', '8301'));
const INPUT = '[data-testid="login-user"]';

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

/** One cold load of the signed-in home page: all the JS it loads, and when it shows. */
const measureHome = (browser, server) =>
  coldLoadSignedIn(
    browser,
    {
      viewport: { width: 1366, height: 768 },
      selector: '[data-testid="home-page"]',
      token: server.token,
      url: `${server.base}/home`,
    },
    async (page) => {
      await page.waitForLoadState('networkidle');
      return readShownJs(page, false);
    },
  );

main(async () => {
  await ensureInstalled();
  await buildAll();
  const baseline = BASELINE ? await buildBaseline(BASELINE) : null;
  const builds = [
    ...(baseline ? [{ label: `baseline (${BASELINE})`, dist: baseline.dist, port: PORT + 1 }] : []),
    { label: 'current', dist: path.join(ROOT, 'shell/dist'), port: PORT },
  ];
  // The signed-in home needs a menu: the current remotes, deployed for both shells.
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-login-'));
  for (const name of REMOTES) deployRemote(name, path.join(tmp, 'remotes'));
  const browser = await launchChromium();
  const servers = [];
  try {
    await startBuildServers(servers, builds, tmp, { REMOTES_DIR: path.join(tmp, 'remotes') });
    for (const s of servers) s.homes = [];
    for (const s of servers) await measureOnce(browser, s.base); // the server's first answers are not the page's
    for (let i = 0; i < RUNS; i++)
      for (const s of servers) {
        s.runs.push(await measureOnce(browser, s.base));
        s.homes.push(await measureHome(browser, s));
      }
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
    baseline?.remove();
    rmSync(tmp, { recursive: true, force: true });
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
  console.log(`\n/home signed in, ${RUNS} cold loads each (median): all the JS it loads\n`);
  console.log('| build | JS files | transferred | decoded | home shown |');
  console.log('|---|---|---|---|---|');
  for (const s of servers) {
    const m = (key) => median(s.homes.map((r) => r[key]));
    console.log(
      `| ${s.label} | ${m('files')} | ${kb(m('transferred'))} | ${kb(m('decoded'))} | ${Math.round(m('shownMs'))} ms |`,
    );
  }
});

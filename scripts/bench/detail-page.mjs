// npm run bench:detail -- [--runs 20] [--companies 3] [--port 8291]
// Starts the whole platform as `npm start` does (install and build what is
// needed) on a fresh data folder with the demo seed, signs in once in
// Chromium, picks the hot demo companies (listed groups) with the most
// records, and opens their detail page (/baseinfo/orgdetail/essential)
// `--runs` times: cold (new browser context, empty cache), then warm (the
// same page reloaded). Prints p50, p95 and max of the time to the company
// header (with its name) and to the first section table, First and Largest
// Contentful Paint, DOMContentLoaded, and the bytes transferred until then.
/* global document, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from '../lib/install.mjs';
import { main, ROOT } from '../lib/workspace.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '20'));
const COMPANIES = Number(arg('companies', '3'));
const PORT = Number(arg('port', '8291'));
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Demo@2026';
const TOKEN_KEY = 'esee.token'; // shared/session/src/storage.ts

/** Start `scripts/start.mjs` in its own process group; resolve once it serves /main. */
async function startPlatform(dataDir) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: PASSWORD,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 15 * 60_000; // a first build of every app takes minutes on two cores
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode}) before serving`);
    try {
      if ((await fetch(`${BASE}/main`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the platform did not answer on ${BASE} in 15 minutes`);
}

/** Sign in through the login form (as e2e/pages/LoginPage.ts), remembered: the token is then in localStorage. */
async function signIn(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/main`);
  await page.getByTestId('login-inst').fill('DEMO');
  await page.getByTestId('login-user').fill('analyst');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await page.waitForFunction((key) => localStorage.getItem(key), TOKEN_KEY, { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === TOKEN_KEY)?.value;
  return { state, token };
}

async function api(token, url, body) {
  const res = await fetch(BASE + url, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${url}: ${json.code} ${json.message ?? ''}`);
  return json.data;
}

/** The hot companies (listed groups first) with the most records: the fullest detail pages of the demo data. */
async function pickCompanies(token) {
  const { hotspotCompanyList } = await api(token, '/esee/baseinfo/hotspot?type=1');
  const ranked = [];
  for (const row of hotspotCompanyList) {
    const info = await api(token, '/esee/enterpriseInfo/getEnterpriseInfo', { entId: row.entId });
    ranked.push({ entId: row.entId, name: info.name, records: Object.values(info.counts).reduce((a, b) => a + b, 0) });
  }
  return ranked.sort((a, b) => b.records - a.records).slice(0, COMPANIES);
}

/** In the page, before its scripts: mark the first frame where the header and the first section are shown. */
function markFirstScreen() {
  performance.setResourceTimingBufferSize(5000);
  const shown = (el) => el !== null && el.getClientRects().length > 0;
  const seen = new Set();
  const tick = () => {
    const name = document.querySelector('[data-testid="company-name"]');
    if (
      !seen.has('header') &&
      shown(document.querySelector('[data-testid="company-header"]')) &&
      shown(name) &&
      name.textContent.trim()
    ) {
      seen.add('header');
      performance.mark('bench:header');
    }
    if (!seen.has('section') && shown(document.querySelector('[data-testid="section-businessInfo"]'))) {
      seen.add('section');
      performance.mark('bench:section');
    }
    if (seen.size < 2) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** A page in `context` that marks its first screen and notes the requests that failed, for the error message. */
async function openPage(context) {
  const page = await context.newPage();
  page.failures = [];
  page.on('response', (r) => r.status() >= 400 && page.failures.push(`${r.status()} ${r.url()}`));
  page.on('requestfailed', (r) => page.failures.push(`${r.failure()?.errorText} ${r.url()}`));
  await page.addInitScript(markFirstScreen);
  return page;
}

/** Wait for the first screen, then read the page's own timings (ms from navigation start) and bytes. */
async function readTimings(page) {
  const mark = (name) =>
    page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, `bench:${name}`, { timeout: 30_000 });
  await mark('header').catch(async () => {
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid]')].map((e) => e.dataset.testid).slice(0, 12),
    );
    throw new Error(
      `the detail page did not show its company header within 30 s (${page.url()})\n` +
        `  test ids shown: ${shown.join(', ') || 'none'}\n  failed requests: ${page.failures.join('; ') || 'none'}`,
    );
  });
  await mark('section').catch(() => {}); // reported as missing below
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const lcp = await new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(undefined), 1000);
    });
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
    const [nav] = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource');
    return {
      header: at('bench:header'),
      section: at('bench:section'),
      fcp: at('first-contentful-paint'),
      lcp,
      dcl: nav?.domContentLoadedEventEnd,
      bytes: [nav, ...resources].reduce((sum, e) => sum + (e?.transferSize ?? 0), 0),
      requests: resources.length + 1,
    };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function summary(samples, key) {
  const values = samples
    .map((s) => s[key])
    .filter((v) => typeof v === 'number')
    .sort((a, b) => a - b);
  if (values.length === 0) return null;
  return { p50: percentile(values, 50), p95: percentile(values, 95), max: values.at(-1), n: values.length };
}

main(async () => {
  await ensureInstalled();
  const { chromium } = await import('@playwright/test');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-detail-'));
  let stop = async () => {};
  const interrupted = () => stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  let browser;
  try {
    console.log(`Starting the platform on ${BASE} (data in ${dataDir})…`);
    stop = await startPlatform(dataDir);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const { state, token } = await signIn(browser);
    if (!token) throw new Error('signed in, but no session token was stored');
    const companies = await pickCompanies(token);
    if (companies.length === 0) throw new Error('no hot demo company found');
    console.log(`Companies: ${companies.map((c) => `${c.name} (${c.entId}, ${c.records} records)`).join('; ')}`);

    const contextOptions = { storageState: state, locale: 'zh-CN', viewport: { width: 1366, height: 800 } };
    // One untimed visit first: the server's own first answers (compression, caches) are not the page's.
    {
      const context = await browser.newContext(contextOptions);
      const page = await openPage(context);
      await page.goto(`${BASE}/baseinfo/orgdetail/essential?eid=${encodeURIComponent(companies[0].entId)}`);
      await readTimings(page);
      await context.close();
    }
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const company = companies[i % companies.length];
      const context = await browser.newContext(contextOptions);
      const page = await openPage(context);
      await page.goto(`${BASE}/baseinfo/orgdetail/essential?eid=${encodeURIComponent(company.entId)}`);
      cold.push(await readTimings(page));
      await page.reload();
      warm.push(await readTimings(page));
      await context.close();
      process.stdout.write(`\rRun ${i + 1}/${RUNS}`);
    }
    console.log(`\n\nChromium ${browser.version()}, ${RUNS} runs over ${companies.length} companies, 1366×800\n`);
    const ms = (v) => `${Math.round(v)} ms`;
    const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
    const rows = [
      ['company header shown', 'header', ms],
      ['first section table shown', 'section', ms],
      ['First Contentful Paint', 'fcp', ms],
      ['Largest Contentful Paint', 'lcp', ms],
      ['DOMContentLoaded', 'dcl', ms],
      ['bytes transferred', 'bytes', kb],
      ['requests', 'requests', String],
    ];
    console.log('| metric | cold p50 | cold p95 | cold max | warm p50 | warm p95 | warm max |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [label, key, format] of rows) {
      const cells = [cold, warm].flatMap((samples) => {
        const s = summary(samples, key);
        const missing = s ? RUNS - s.n : RUNS;
        const note = missing ? ` (${missing} missing)` : '';
        return s ? [format(s.p50), format(s.p95), format(s.max) + note] : ['–', '–', `– (${missing} missing)`];
      });
      console.log(`| ${label} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser?.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

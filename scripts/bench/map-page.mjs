// npm run bench:map -- [--runs 10] [--port 8321] [--companies 2000] [--waterfall] [--against DIR]
// 地图找客 (/bankAssistant/mapSearch) as a browser gets it: builds what is needed, serves the build with the real
// server over generated demo companies, and opens the page signed in `--runs` times cold (a new Chromium
// context, empty cache) and as many warm (the same page reloaded, its cache kept). Usable = the map canvas says
// `data-state="ready"` with a density mode: the outline base drawn, the first density answer shown, the drawing
// tools listening (MapCanvas). Prints time-to-usable p50/p95 (ms from navigation start) and the bytes fetched by
// kind (JS, outline JSON, API, CSS) until usable and in all, and the p50 of the page's own marks on the way (L7
// loaded, scene started, base drawn, the first density's answer in, its data given to the layer: usable is its
// first frame drawn); with --waterfall, the cold load's requests in order. With --against DIR (a build kept from
// before a change: the shell's dist as DIR/shell, and remotes' dists as DIR/remotes/<name>, those not kept served
// from this build), that build is served too and the two are loaded in turn, each cold load of one beside one of
// the other, so that a busy machine's moments fall on both alike; the cold times are also given by pair.
/* global window, document, requestAnimationFrame -- page functions run in the browser */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../lib/build.mjs';
import { deployRemote } from '../lib/deploy.mjs';
import { ensureInstalled } from '../lib/install.mjs';
import { main, REMOTES, ROOT } from '../lib/workspace.mjs';
import { arg } from './lib.mjs';
import { kb, launchChromium, startBuildServers } from './browser.mjs';

const RUNS = Number(arg('runs', '10'));
const PORT = Number(arg('port', '8321'));
const COMPANIES = arg('companies', '2000');
const WATERFALL = process.argv.includes('--waterfall');
const AGAINST = arg('against', '');
const USABLE = '[data-testid="map-canvas"][data-state="ready"]:not([data-density=""])';
const VIEWPORT = { width: 1366, height: 900 };

/** In the page, before its scripts: signed in with `token`; `window.__usableAt` once `selector` matches. */
function markUsable([selector, token]) {
  localStorage.setItem('esee.token', token);
  performance.setResourceTimingBufferSize(2000);
  const check = () => {
    if (document.querySelector(selector)) window.__usableAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** In the page: when it became usable and what it fetched (until then and in all), by kind. */
const readLoad = (page) =>
  page.evaluate(() => {
    const usable = window.__usableAt;
    const kind = (url) => {
      const p = new URL(url).pathname;
      if (/\.m?js$/.test(p)) return 'js';
      if (/\.css$/.test(p)) return 'css';
      if (p.startsWith('/esee/') || p.startsWith('/framework/')) return 'api';
      if (/\.json$/.test(p)) return 'json';
      return 'other';
    };
    const entries = performance.getEntriesByType('resource');
    const sum = (list) => {
      const by = {};
      for (const e of list) {
        const k = (by[kind(e.name)] ??= { files: 0, transferred: 0, decoded: 0 });
        k.files++;
        k.transferred += e.transferSize;
        k.decoded += e.decodedBodySize;
      }
      return by;
    };
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
    return {
      usableMs: usable,
      // useMapScene's marks: L7 loaded, the scene started, the base drawn, the first density's answer arrived and
      // its layer shown.
      phases: {
        l7: at('map:l7'),
        scene: at('map:scene'),
        base: at('map:base'),
        answer: at('map:answer'),
        density: at('map:density'),
      },
      untilUsable: sum(entries.filter((e) => e.startTime <= usable)),
      all: sum(entries),
      waterfall: entries.map((e) => ({
        path: new URL(e.name).pathname,
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
        kB: +(e.transferSize / 1000).toFixed(1),
      })),
    };
  });

async function waitUsable(page) {
  await page
    .waitForFunction(() => window.__usableAt !== undefined, null, { timeout: 60_000 })
    .catch(async (e) => {
      const state = await page
        .getByTestId('map-canvas')
        .evaluate((el) => `${el.dataset.state}/${el.dataset.density}`)
        .catch(() => 'no canvas');
      throw new Error(`地图找客 not usable within 60 s at ${page.url()} (map: ${state})`, { cause: e });
    });
  return readLoad(page);
}

const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** One cold load in a fresh context, then one warm reload of the same page; both measured. */
async function coldAndWarm(browser, server) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(markUsable, [USABLE, server.token]);
    await page.goto(`${server.base}/bankAssistant/mapSearch`);
    const cold = await waitUsable(page);
    await page.reload();
    const warm = await waitUsable(page);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const PHASES = ['l7', 'scene', 'base', 'answer', 'density'];
const ms50 = (values) =>
  values.every((v) => typeof v === 'number') ? `${Math.round(percentile(values, 50))} ms` : '–';

function report(label, runs) {
  const times = runs.map((r) => r.usableMs);
  const phases = PHASES.map((p) => ms50(runs.map((r) => r.phases[p])));
  console.log(
    `| ${label} | ${runs.length} | ${Math.round(percentile(times, 50))} ms | ${Math.round(percentile(times, 95))} ms | ${phases.join(' | ')} |`,
  );
}

function bytes(label, load) {
  for (const [part, by] of [
    ['until usable', load.untilUsable],
    ['in all', load.all],
  ])
    for (const [k, v] of Object.entries(by).sort())
      console.log(`| ${label} | ${part} | ${k} | ${v.files} | ${kb(v.transferred)} | ${kb(v.decoded)} |`);
}

/** The machine's load (1, 5 and 15 minutes): the figures mean little without it on a shared machine. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

main(async () => {
  await ensureInstalled();
  await buildAll();
  const loadBefore = loadAverage();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-map-'));
  const remotesDir = path.join(tmp, 'remotes');
  for (const name of REMOTES) deployRemote(name, remotesDir);
  const builds = [{ label: 'this build', dist: path.join(ROOT, 'shell/dist'), port: PORT }];
  if (AGAINST) {
    const kept = path.resolve(AGAINST);
    const keptRemotes = path.join(tmp, 'kept-remotes');
    for (const name of REMOTES) {
      const dist = path.join(kept, 'remotes', name);
      deployRemote(name, keptRemotes, existsSync(dist) ? dist : undefined);
    }
    builds.push({
      label: 'against',
      dist: path.join(kept, 'shell'),
      port: PORT + 1,
      env: { REMOTES_DIR: keptRemotes },
    });
  }
  const browser = await launchChromium();
  const servers = [];
  try {
    await startBuildServers(servers, builds, tmp, { REMOTES_DIR: remotesDir, DEMO_COMPANIES: COMPANIES });
    // The servers' first answers (compression, caches) are not the page's.
    for (const s of servers) await coldAndWarm(browser, s);
    for (let i = 0; i < RUNS; i++)
      for (const s of i % 2 ? [...servers].reverse() : servers) s.runs.push(await coldAndWarm(browser, s));
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `\n地图找客, time to usable (ms from navigation), Chromium, ${os.cpus().length} cores, load ${loadBefore} before, ${loadAverage()} after\n`,
  );
  console.log(
    '| load | runs | p50 | p95 | p50 L7 loaded | scene started | base drawn | density answered | first density |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const s of servers) {
    const label = servers.length > 1 ? `${s.label}, ` : '';
    report(
      `${label}cold`,
      s.runs.map((r) => r.cold),
    );
    report(
      `${label}warm`,
      s.runs.map((r) => r.warm),
    );
  }
  if (servers.length > 1) {
    const [a, b] = servers.map((s) => s.runs.map((r) => r.cold.usableMs));
    const less = a.map((ms, i) => b[i] - ms);
    console.log(
      `\nCold, by pair (${b.length} pairs): this build ${less.filter((d) => d > 0).length} times faster, ` +
        `by ${Math.round(percentile(less, 50))} ms at the median`,
    );
  }
  console.log('\nBytes fetched (first cold load and its warm reload)\n');
  console.log('| load | when | kind | files | transferred | decoded |');
  console.log('|---|---|---|---|---|---|');
  const { runs } = servers[0];
  bytes('cold', runs[0].cold);
  bytes('warm', runs[0].warm);
  if (WATERFALL) {
    console.log('\nCold waterfall (ms from navigation)\n');
    for (const w of runs[0].cold.waterfall)
      console.log(`${String(w.start).padStart(6)} → ${String(w.end).padStart(6)}  ${w.kB} kB  ${w.path}`);
  }
});

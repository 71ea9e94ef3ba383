// npm run bench:remote -- [--runs 7] [--remote company] [--port 8311]
// What loading a page from a remote costs over the same page bundled into the shell. Builds the shell a
// second time with the remote's routes compiled in (BUNDLE_REMOTE_MODULE, see
// shell/src/federation/bundledRemote.ts) into a temporary folder, serves each shell with its own server
// over the same generated demo data (same seed, same companies), and opens a company's detail page in a
// fresh, signed-in Chromium context, alternating between the two. Prints for each the median time to the
// company header and the JS fetched until then (files, transferred, decoded; counted as
// ../shared/tools/measure-page.js counts), and the ratio remote / bundled.
/* global document -- page functions run in the browser */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../lib/build.mjs';
import { precompress } from '../lib/compress.mjs';
import { deployRemote } from '../lib/deploy.mjs';
import { ensureInstalled } from '../lib/install.mjs';
import { main, REMOTES, ROOT, run } from '../lib/workspace.mjs';
import { arg } from './lib.mjs';
import { coldLoadSignedIn, kb, launchChromium, median, readShownJs, startBuildServers } from './browser.mjs';

const RUNS = Number(arg('runs', '7'));
const REMOTE = arg('remote', 'company');
const PORT = Number(arg('port', '8311'));
const COMPANIES = '2000'; // enough for a full detail page; both servers generate the same ones
const HEADER = '[data-testid="company-name"]';

/** The shell with `REMOTE`'s routes compiled in, built into `dir`; its dist folder. */
async function buildBundledShell(dir) {
  const module = path.join(dir, 'bundledRemote.ts');
  const routes = path.join(ROOT, 'remotes', REMOTE, 'src/routes.tsx');
  writeFileSync(
    module,
    `export const bundledRemote = { name: ${JSON.stringify(REMOTE)}, load: () => import(${JSON.stringify(routes)}) };\n`,
  );
  const out = path.join(dir, 'dist');
  await run(path.join(ROOT, 'shell/node_modules/.bin/rsbuild'), ['build'], {
    cwd: path.join(ROOT, 'shell'),
    env: { NODE_ENV: 'production', BUNDLE_REMOTE_MODULE: module, BUNDLE_REMOTE_OUT: out },
  });
  precompress(out); // as the real build is served
  return out;
}

/** One cold load of the detail page, signed in: the JS fetched before the header showed, and the time. */
const measureOnce = (browser, server, entId) =>
  coldLoadSignedIn(
    browser,
    {
      viewport: { width: 1366, height: 800 },
      selector: HEADER,
      token: server.token,
      url: `${server.base}/baseinfo/orgdetail/essential?eid=${encodeURIComponent(entId)}`,
      onHidden: async (page, e) => {
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll('[data-testid]')].map((el) => el.dataset.testid),
        );
        throw new Error(
          `${server.label}: no company header at ${page.url()} (shown: ${shown.slice(0, 12).join(', ')})`,
          { cause: e },
        );
      },
    },
    (page) => readShownJs(page, true),
  );

main(async () => {
  await ensureInstalled();
  await buildAll();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-remote-'));
  const remotesDir = path.join(tmp, 'remotes'); // both servers serve the same deployed remotes
  for (const name of REMOTES) deployRemote(name, remotesDir);
  const builds = [
    { label: `as a remote (${REMOTE})`, dist: path.join(ROOT, 'shell/dist'), port: PORT },
    { label: 'bundled into the shell', dist: await buildBundledShell(tmp), port: PORT + 1 },
  ];
  const browser = await launchChromium();
  const servers = [];
  try {
    await startBuildServers(servers, builds, tmp, { REMOTES_DIR: remotesDir, DEMO_COMPANIES: COMPANIES });
    const hot = await fetch(`${servers[0].base}/esee/baseinfo/hotspot?type=1`, {
      headers: { 'x-token': servers[0].token },
    }).then((r) => r.json());
    const entId = hot.data?.hotspotCompanyList?.[0]?.entId;
    if (!entId) throw new Error('no hot demo company found');
    for (const s of servers) await measureOnce(browser, s, entId); // the server's first answers are not the page's
    for (let i = 0; i < RUNS; i++) for (const s of servers) s.runs.push(await measureOnce(browser, s, entId));
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  const m = (s, key) => median(s.runs.map((r) => r[key]));
  console.log(`\nCompany detail, ${RUNS} cold loads each (median), Chromium, ${os.cpus().length} cores\n`);
  console.log('| build | JS files before the header | transferred | decoded | header shown |');
  console.log('|---|---|---|---|---|');
  for (const s of servers)
    console.log(
      `| ${s.label} | ${m(s, 'files')} | ${kb(m(s, 'transferred'))} | ${kb(m(s, 'decoded'))} | ${Math.round(m(s, 'shownMs'))} ms |`,
    );
  const [remote, bundled] = servers;
  const ratio = (key) => (m(remote, key) / m(bundled, key)).toFixed(2);
  console.log(`\nremote / bundled: time ${ratio('shownMs')}, bytes transferred ${ratio('transferred')} (goal ≤ 1.2)`);
});

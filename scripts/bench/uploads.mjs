// npm run bench:uploads
// Hostile and large uploads to 智能文档审核 while a latency probe makes a cheap authenticated call every 50 ms
// (issue 37: one staff member's file must not stall the server for every institution; target p99 < 200 ms):
// a 102-byte PDF claiming a billion objects (/N 1e9), a .docx zip bomb (a document.xml of 256 MB of zeros),
// and the generated sample prospectus (.docx and its checks). Prints each answer, its time and the probe's figures.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureInstalled } from '../lib/install.mjs';
import { buildApp } from '../lib/build.mjs';
import { APPS, main, ROOT } from '../lib/workspace.mjs';
import { ms, probeText, startServer, withLatencyProbe } from './lib.mjs';

const { zipSync } = createRequire(path.join(ROOT, 'server/package.json'))('fflate');

/** A PDF whose object stream claims a billion objects: a reader that trusts /N loops for seconds. */
const BILLION_OBJECTS = Buffer.from(
  '%PDF-1.5\n1 0 obj<</Type/ObjStm/N 1000000000/First 1/Length 1>>stream\n0\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A .docx whose document.xml inflates to 256 MB of zeros (about 250 KB compressed). */
const zipBomb = () =>
  Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
        'word/document.xml': [new Uint8Array(256 * 1024 * 1024), { level: 1 }],
      },
      { level: 1 },
    ),
  );

async function check(server, fileName, bytes) {
  const body = new FormData();
  body.append('kind', '招股说明书');
  body.append('file', new Blob([bytes]), fileName);
  const res = await fetch(`${server.base}/esee/smartText/check`, {
    method: 'POST',
    headers: { 'x-token': server.token },
    body,
  });
  return res.json();
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'esee-bench-uploads-'));
  const server = await startServer({ DATA_DIR: path.join(tmp, 'pglite'), DEMO_COMPANIES: '200' }, 39380);
  try {
    const sample = await fetch(`${server.base}/esee/smartText/sample`, { headers: { 'x-token': server.token } });
    const prospectus = Buffer.from(await sample.arrayBuffer());
    // The first upload starts the worker: warm it, so each figure is the file's own.
    await check(server, 'warm.docx', prospectus);
    const cases = [
      ['PDF claiming a billion objects (/N 1e9)', 'objects.pdf', BILLION_OBJECTS],
      ['.docx zip bomb (256 MB document.xml)', 'bomb.docx', zipBomb()],
      ['the sample prospectus (.docx)', 'prospectus.docx', prospectus],
    ];
    for (const [what, fileName, bytes] of cases) {
      const run = await withLatencyProbe(server, () => check(server, fileName, bytes));
      const answer = run.value;
      const said = answer.code === 200 ? `checked, ${answer.data.task.counts.total} issues` : answer.message;
      console.log(`${what}: ${said} in ${ms(run.ms)}\n  ${probeText(run.probe)} (target p99 < 200 ms)`);
    }
  } finally {
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
});

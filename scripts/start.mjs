// npm start: install what is missing, build what changed, deploy the remotes,
// and run the server (API, shell and remotes on one port). Nothing but
// Node.js and npm is needed on the machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';
import { deployRemote, remotesDirFromEnv } from './lib/deploy.mjs';
import { REMOTES, ROOT, main, step } from './lib/workspace.mjs';

main(async () => {
  const t0 = Date.now();
  await ensureInstalled();
  await buildAll();
  const remotesDir = remotesDirFromEnv();
  for (const name of REMOTES) {
    const { changed, target } = deployRemote(name, remotesDir);
    if (changed) console.log(`  deployed ${name} → ${path.relative(ROOT, target) || target}`);
  }
  step(`Starting the server (prepared in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);

  const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'server/dist/server.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, REMOTES_DIR: remotesDir },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
});

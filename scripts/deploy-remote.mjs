// npm run deploy:remote -- <name> [--to <folder>]
// Build one remote and publish it under <folder>/<name>/<version>/ (default:
// REMOTES_DIR, else DATA_DIR/remotes). The running server picks it up within
// seconds; the shell and the other remotes are not rebuilt.
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildApp } from './lib/build.mjs';
import { deployRemote, remotesDirFromEnv } from './lib/deploy.mjs';
import { APPS, REMOTES, main } from './lib/workspace.mjs';

main(async () => {
  const [name] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const toIndex = process.argv.indexOf('--to');
  if (!name || !REMOTES.includes(name)) {
    console.error(`usage: npm run deploy:remote -- <${REMOTES.join('|')}> [--to <folder>]`);
    process.exit(2);
  }
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === name));
  const dir = toIndex > 0 ? path.resolve(process.argv[toIndex + 1]) : remotesDirFromEnv();
  const { target, changed } = deployRemote(name, dir);
  console.log(changed ? `deployed ${name} to ${target}` : `${target} already holds this build`);
});

// npm run dev: the shell and every remote on Rsbuild dev servers (hot reload),
// and the API server in watch mode, told to load the remotes from their dev
// servers. Open http://localhost:3000/ (the shell's dev server proxies the API).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { main, REMOTES, ROOT } from './lib/workspace.mjs';

const devPort = (name) =>
  JSON.parse(readFileSync(path.join(ROOT, 'remotes', name, 'package.json'), 'utf8')).config.devPort;

/** Start a long-running process whose output lines carry its name. */
function start(name, command, args, options) {
  const child = spawn(command, args, { ...options, env: { ...process.env, ...options.env, FORCE_COLOR: '1' } });
  const prefix = `\x1b[36m${name.padEnd(10)}\x1b[0m│ `;
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  child.on('exit', (code) => console.log(`${prefix}exited (${code})`));
  return child;
}

main(async () => {
  await ensureInstalled();
  const remoteDevUrls = REMOTES.map((r) => `${r}=http://localhost:${devPort(r)}`).join(',');
  const children = [
    start('server', path.join(ROOT, 'node_modules/.bin/tsx'), ['watch', 'src/server.ts'], {
      cwd: path.join(ROOT, 'server'),
      env: {
        REMOTE_DEV_URLS: remoteDevUrls,
        DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data'),
        SHELL_DIR: path.join(ROOT, 'shell/dist'),
      },
    }),
    start('shell', path.join(ROOT, 'shell/node_modules/.bin/rsbuild'), ['dev'], { cwd: path.join(ROOT, 'shell') }),
    ...REMOTES.map((r) =>
      start(r, path.join(ROOT, 'remotes', r, 'node_modules/.bin/rsbuild'), ['dev'], {
        cwd: path.join(ROOT, 'remotes', r),
      }),
    ),
  ];
  console.log('\n  Shell with hot reload: http://localhost:3000/  (API on :8080)\n');
  const stop = (signal) => children.forEach((c) => c.kill(signal));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
});

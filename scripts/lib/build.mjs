import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './compress.mjs';
import { APPS, hashInputs, ROOT, run, step } from './workspace.mjs';

const stampFile = (app) => path.join(ROOT, app.dir, 'dist', '.build-stamp');

export const isBuilt = (app, want = hashInputs(app.inputs)) =>
  existsSync(stampFile(app)) && readFileSync(stampFile(app), 'utf8') === want;

/** Build one app unless its inputs are unchanged since its last build. */
export async function buildApp(app, { force = false } = {}) {
  const want = hashInputs(app.inputs);
  if (!force && isBuilt(app, want)) return false;
  step(`Building ${app.name}`);
  const [command, ...args] = app.build;
  const cwd = path.join(ROOT, app.dir);
  const bin = command === 'node' ? process.execPath : path.join(cwd, 'node_modules', '.bin', command);
  await run(bin, args, { cwd, env: { NODE_ENV: 'production' } });
  if (app.name !== 'server') precompress(path.join(cwd, 'dist'));
  writeFileSync(stampFile(app), want);
  return true;
}

/** Build every app that changed, one after another (the builders use every core already). */
export async function buildAll(options) {
  for (const app of APPS) await buildApp(app, options);
}

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashInputs, pnpm, REMOTES, ROOT, step } from './workspace.mjs';

const STAMP = path.join(ROOT, 'node_modules', '.esee-install-stamp');

const MANIFESTS = [
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'package.json',
  'shell/package.json',
  'server/package.json',
  'e2e/package.json',
  ...['contracts', 'http', 'session', 'react', 'ui', 'build'].map((l) => `shared/${l}/package.json`),
  ...REMOTES.map((r) => `remotes/${r}/package.json`),
];

/** Install the workspace with the pinned pnpm, unless the lockfile and manifests are as last installed. */
export async function ensureInstalled() {
  const want = hashInputs(MANIFESTS);
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === want) return;
  step('Installing dependencies (pnpm, frozen lockfile)');
  await pnpm(['install', '--frozen-lockfile']);
  writeFileSync(STAMP, want);
}

import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

/**
 * Publish a remote's build as `<remotesDir>/<name>/<version>/`: copied beside
 * and renamed into place, so the server never sees half a version. A folder
 * already holding this very build is left alone. `dist`: another build of it (a bench's kept build).
 */
export function deployRemote(name, remotesDir, dist = path.join(ROOT, 'remotes', name, 'dist')) {
  const manifestFile = path.join(dist, 'remote-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`remote '${name}' is not built (${manifestFile} is missing)`);
  const { version } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const target = path.join(remotesDir, name, version);
  const stamp = (dir) =>
    existsSync(path.join(dir, '.build-stamp')) ? readFileSync(path.join(dir, '.build-stamp'), 'utf8') : null;
  if (existsSync(target) && stamp(target) !== null && stamp(target) === stamp(dist)) return { target, changed: false };
  mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.incoming-${process.pid}`;
  const outgoing = `${target}.outgoing-${process.pid}`;
  cpSync(dist, incoming, { recursive: true });
  if (existsSync(target)) renameSync(target, outgoing);
  renameSync(incoming, target);
  rmSync(outgoing, { recursive: true, force: true });
  return { target, changed: true };
}

/** Where `npm start` deploys: REMOTES_DIR, else `<DATA_DIR>/remotes` (as the server reads it). */
export function remotesDirFromEnv(env = process.env) {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'data');
  return path.resolve(ROOT, env.REMOTES_DIR || path.join(dataDir, 'remotes'));
}

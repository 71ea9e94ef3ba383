// node scripts/publish-remote.mjs <built-remote-folder> [--version x.y.z] [--to <folder>]
// Publish a built remote (its dist folder, or a folder holding dist/) as a new
// version under <folder>/<name>/<version>/ (default: REMOTES_DIR, else
// DATA_DIR/remotes). Refuses a version that exists and a build whose manifests
// do not parse; prints the version and its checksum. The running server lists
// it at once on 应用版本管理 and gives it to users by the pins (newest by default).
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { folderChecksum } from './lib/checksum.mjs';
import { remotesDirFromEnv } from './lib/deploy.mjs';
import { main } from './lib/workspace.mjs';

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const NAME = /^[a-z][a-z0-9-]*$/;

/** Both manifests parse, name the remote, and the remote entry they name is there. */
export function checkBuild(folder) {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    } catch (error) {
      throw new Error(`${path.join(folder, file)} does not load: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
  };
  const manifest = read('remote-manifest.json');
  const mf = read('mf-manifest.json');
  if (typeof manifest?.name !== 'string' || !NAME.test(manifest.name) || typeof manifest.title !== 'string')
    throw new Error('remote-manifest.json names no remote');
  if (!Array.isArray(manifest.basePaths) || !Array.isArray(manifest.menu))
    throw new Error('remote-manifest.json has no basePaths or menu');
  const entry = mf?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') throw new Error('mf-manifest.json names no remote entry');
  if (!existsSync(path.join(folder, entry.path ?? '', entry.name)))
    throw new Error(`the remote entry ${entry.name} is missing`);
  return manifest;
}

/** Copy the build beside its place and rename it in: the server never sees half a version. */
export function publishRemote(built, { version, to }) {
  const folder = existsSync(path.join(built, 'dist', 'remote-manifest.json')) ? path.join(built, 'dist') : built;
  const manifest = checkBuild(folder);
  const release = version ?? manifest.version;
  if (typeof release !== 'string' || !VERSION.test(release)) throw new Error(`'${release}' is not a version x.y.z`);
  const target = path.join(to, manifest.name, release);
  if (existsSync(target)) throw new Error(`${manifest.name} ${release} is already published (${target})`);
  mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.incoming-${process.pid}`;
  // The build's file times are kept: the server shows mf-manifest.json's as the build time.
  cpSync(folder, incoming, { recursive: true, preserveTimestamps: true });
  renameSync(incoming, target);
  return { name: manifest.name, version: release, target, checksum: folderChecksum(target) };
}

const arg = (flag) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : undefined;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main(async () => {
    const values = new Set([arg('--version'), arg('--to')]);
    const [built] = process.argv.slice(2).filter((a) => !a.startsWith('--') && !values.has(a));
    if (!built) {
      console.error('usage: node scripts/publish-remote.mjs <built-remote-folder> [--version x.y.z] [--to <folder>]');
      process.exit(2);
    }
    const to = arg('--to') ? path.resolve(arg('--to')) : remotesDirFromEnv();
    const done = publishRemote(path.resolve(built), { version: arg('--version'), to });
    console.log(`published ${done.name} ${done.version} to ${done.target}`);
    console.log(`version ${done.version}`);
    console.log(`checksum ${done.checksum}`);
  });

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { RemoteManifestSchema, type RemoteManifest } from '@esee/contracts';
import { REMOTES_URL_PREFIX } from '../../platform/urls';
import { compareVersions, isVersionName } from './versions';

/** A remote as deployed: its manifest, and where the browser finds its Module Federation manifest. */
export interface DeployedRemote {
  manifest: RemoteManifest;
  manifestUrl: string;
}

export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** How long a scan of the remotes folder is reused; a deployment shows up within this time. */
const SCAN_TTL_MS = 2000;

function parseManifest(text: string, where: string): RemoteManifest {
  const value: unknown = JSON.parse(text);
  if (!Value.Check(RemoteManifestSchema, value)) {
    const first = [...Value.Errors(RemoteManifestSchema, value)][0];
    throw new Error(`${where}: ${first?.path ?? ''} ${first?.message ?? 'invalid'}`);
  }
  return value;
}

/** The newest complete version of each remote in `<dir>/<name>/<version>/`. */
async function scanFolder(dir: string, log: FastifyBaseLogger): Promise<DeployedRemote[]> {
  if (!existsSync(dir)) return [];
  const found: DeployedRemote[] = [];
  for (const name of (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name)) {
    const versions = (await readdir(path.join(dir, name), { withFileTypes: true }))
      .filter((d) => d.isDirectory() && isVersionName(d.name))
      .map((d) => d.name)
      .filter(
        (v) =>
          existsSync(path.join(dir, name, v, MF_MANIFEST_FILE)) &&
          existsSync(path.join(dir, name, v, REMOTE_MANIFEST_FILE)),
      )
      .sort(compareVersions);
    const version = versions.at(-1);
    if (!version) continue;
    const file = path.join(dir, name, version, REMOTE_MANIFEST_FILE);
    try {
      const manifest = parseManifest(await readFile(file, 'utf8'), file);
      if (manifest.name !== name) throw new Error(`${file}: names remote '${manifest.name}', deployed as '${name}'`);
      found.push({
        manifest: { ...manifest, version },
        manifestUrl: `${REMOTES_URL_PREFIX}${name}/${version}/${MF_MANIFEST_FILE}`,
      });
    } catch (error) {
      log.warn({ err: error }, `remote '${name}' ${version} is not usable and is skipped`);
    }
  }
  return found;
}

/** Remotes served by their dev servers (`npm run dev`). */
async function fromDevServers(urls: Record<string, string>, log: FastifyBaseLogger): Promise<DeployedRemote[]> {
  const found = await Promise.all(
    Object.entries(urls).map(async ([name, base]) => {
      try {
        const response = await fetch(`${base}/${REMOTE_MANIFEST_FILE}`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const manifest = parseManifest(await response.text(), `${base}/${REMOTE_MANIFEST_FILE}`);
        return { manifest, manifestUrl: `${base}/${MF_MANIFEST_FILE}` };
      } catch (error) {
        log.warn({ err: error }, `dev server of remote '${name}' at ${base} does not answer`);
        return null;
      }
    }),
  );
  return found.filter((r): r is DeployedRemote => r !== null);
}

/**
 * The remotes that are deployed: the newest version in the remotes folder,
 * or a dev server where one is configured. Deploying a remote is copying its
 * build into a new version folder; no restart, no rebuild of anything else.
 */
export class RemoteRegistry {
  private cached: { at: number; remotes: Promise<DeployedRemote[]> } | undefined;

  constructor(
    private readonly dir: string,
    private readonly devUrls: Record<string, string>,
    private readonly log: FastifyBaseLogger,
  ) {}

  list(now = Date.now()): Promise<DeployedRemote[]> {
    if (!this.cached || now - this.cached.at > SCAN_TTL_MS) {
      const remotes = Promise.all([scanFolder(this.dir, this.log), fromDevServers(this.devUrls, this.log)]).then(
        ([deployed, dev]) => [...deployed.filter((r) => !(r.manifest.name in this.devUrls)), ...dev],
      );
      this.cached = { at: now, remotes };
      remotes.catch(() => (this.cached = undefined));
    }
    return this.cached.remotes;
  }
}

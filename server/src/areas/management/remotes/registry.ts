import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { RemoteManifestSchema, type RemoteManifest } from '@esee/contracts';
import { REMOTES_URL_PREFIX } from '../../../platform/http/urls';
import { compareVersions, isVersionName } from './versions';

/** A remote as deployed: its manifest, and where the browser finds its Module Federation manifest. */
export interface DeployedRemote {
  manifest: RemoteManifest;
  manifestUrl: string;
}

/** One version folder of a remote, whether or not it is usable. */
export interface RemoteVersion {
  name: string;
  version: string;
  folder: string;
  manifestUrl: string;
  /** When its `mf-manifest.json` was written (the publish CLI keeps the build's time). */
  builtAt: Date;
  /** Its `remote-manifest.json`, or null when that does not parse. */
  manifest: RemoteManifest | null;
  /** Why the health check fails (a manifest does not load or parse, the entry is missing); null when healthy. */
  problem: string | null;
}

export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';
export const MF_MANIFEST_FILE = 'mf-manifest.json';

/** How long a scan of the remotes folder is reused; a deployment shows up within this time. */
const SCAN_TTL_MS = 2000;

export function parseManifest(text: string, where: string): RemoteManifest {
  const value: unknown = JSON.parse(text);
  if (!Value.Check(RemoteManifestSchema, value)) {
    const first = [...Value.Errors(RemoteManifestSchema, value)][0];
    throw new Error(`${where}: ${first?.path ?? ''} ${first?.message ?? 'invalid'}`);
  }
  return value;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The remote entry file an `mf-manifest.json` names, relative to its folder; throws when it names none. */
export function remoteEntryOf(mfManifest: unknown): string {
  const entry = (mfManifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } } | null)?.metaData
    ?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) throw new Error(`${MF_MANIFEST_FILE} names no remote entry`);
  return path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name);
}

/** Read one version folder: its manifest and its health. `publicUrl` is where browsers fetch the folders. */
async function readVersion(dir: string, name: string, version: string, publicUrl: string): Promise<RemoteVersion> {
  const folder = path.join(dir, name, version);
  const mfFile = path.join(folder, MF_MANIFEST_FILE);
  let manifest: RemoteManifest | null = null;
  let problem: string | null = null;
  try {
    const parsed = parseManifest(await readFile(path.join(folder, REMOTE_MANIFEST_FILE), 'utf8'), REMOTE_MANIFEST_FILE);
    if (parsed.name !== name) throw new Error(`${REMOTE_MANIFEST_FILE} names remote '${parsed.name}'`);
    manifest = { ...parsed, version };
  } catch (error) {
    problem = message(error);
  }
  let builtAt = new Date(0);
  try {
    builtAt = (await stat(mfFile)).mtime;
    const entry = remoteEntryOf(JSON.parse(await readFile(mfFile, 'utf8')));
    const entryFile = path.resolve(folder, entry);
    if (!entryFile.startsWith(folder + path.sep) || !existsSync(entryFile))
      throw new Error(`remote entry ${entry} is missing`);
  } catch (error) {
    problem ??= message(error);
  }
  return {
    name,
    version,
    folder,
    manifestUrl: `${publicUrl}${name}/${version}/${MF_MANIFEST_FILE}`,
    builtAt,
    manifest,
    problem,
  };
}

/** Every version folder of every remote in `<dir>/<name>/<version>/` holding both manifests, oldest first. */
async function scanFolder(dir: string, publicUrl: string): Promise<Map<string, RemoteVersion[]>> {
  const found = new Map<string, RemoteVersion[]>();
  if (!existsSync(dir)) return found;
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
    if (versions.length) found.set(name, await Promise.all(versions.map((v) => readVersion(dir, name, v, publicUrl))));
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

/** What one scan found: every deployed version, and the remotes served by dev servers. */
export interface RemoteScan {
  /** Deployed remotes (not those a dev server serves), each with its versions oldest first. */
  deployed: Map<string, RemoteVersion[]>;
  dev: DeployedRemote[];
}

/** A version a user can be given: its remote manifest parses. */
export const asDeployed = (v: RemoteVersion): DeployedRemote | null =>
  v.manifest ? { manifest: v.manifest, manifestUrl: v.manifestUrl } : null;

/** The newest version whose remote manifest parses (the default when nothing is pinned). */
export const newestUsable = (versions: readonly RemoteVersion[]): RemoteVersion | undefined =>
  versions.findLast((v) => v.manifest !== null);

/**
 * The remotes that are deployed: every version in the remotes folder, or a
 * dev server where one is configured. Deploying a remote is copying its build
 * into a new version folder; no restart, no rebuild of anything else. Which
 * version a user gets is decided by the pins (./releases.ts); the newest by default.
 */
export class RemoteRegistry {
  private cached: { at: number; scan: Promise<RemoteScan> } | undefined;
  /** Version folders already reported as unhealthy: told once, not at every scan. */
  private readonly warned = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly devUrls: Record<string, string>,
    private readonly log: FastifyBaseLogger,
    /** Where browsers fetch the deployed folders: this origin's `/remotes/`, or a CDN (`REMOTES_URL`). */
    private readonly publicUrl = REMOTES_URL_PREFIX,
  ) {}

  scan(now = performance.now()): Promise<RemoteScan> {
    if (!this.cached || now - this.cached.at > SCAN_TTL_MS) {
      const scan = Promise.all([scanFolder(this.dir, this.publicUrl), fromDevServers(this.devUrls, this.log)]).then(
        ([deployed, dev]) => {
          for (const name of Object.keys(this.devUrls)) deployed.delete(name);
          for (const v of [...deployed.values()].flat())
            if (v.problem && !this.warned.has(v.folder)) {
              this.warned.add(v.folder);
              this.log.warn(`remote '${v.name}' ${v.version} fails its health check: ${v.problem}`);
            }
          return { deployed, dev };
        },
      );
      this.cached = { at: now, scan };
      scan.catch(() => (this.cached = undefined));
    }
    return this.cached.scan;
  }

  /** A scan that reads the folder now: what the platform administrator's calls check before they change a pin. */
  fresh(): Promise<RemoteScan> {
    this.cached = undefined;
    return this.scan();
  }

  /** The newest usable version of each remote, and the dev servers' remotes. */
  async list(now = performance.now()): Promise<DeployedRemote[]> {
    const { deployed, dev } = await this.scan(now);
    const newest = [...deployed.values()].map((versions) => newestUsable(versions)).flatMap((v) => (v ? [v] : []));
    return [...newest.map((v) => asDeployed(v)!), ...dev];
  }
}

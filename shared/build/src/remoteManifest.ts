import type { RsbuildPlugin } from '@rsbuild/core';
import { Value } from '@sinclair/typebox/value';
import { RemoteManifestSchema, type RemoteManifest } from '@esee/contracts';

/** The file a remote's build writes next to `mf-manifest.json`; the server reads its menu from it. */
export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';

/** Refuse to build a remote whose manifest does not match the contract. */
export function assertRemoteManifest(manifest: RemoteManifest): void {
  const errors = [...Value.Errors(RemoteManifestSchema, manifest)];
  if (errors.length) {
    const lines = errors.slice(0, 10).map((e) => `  ${e.path || '/'}: ${e.message}`);
    throw new Error(`remote manifest of '${manifest.name}' is invalid:\n${lines.join('\n')}`);
  }
  const fail = (why: string) => {
    throw new Error(`remote '${manifest.name}': ${why}`);
  };
  const within = (p: string) => manifest.basePaths.some((b) => p === b || p.startsWith(`${b}/`));
  if (!within(manifest.home)) fail(`home ${manifest.home} is outside its base paths`);
  if (manifest.kind === 'solution' && (!manifest.solution || !manifest.right))
    fail('a solution names its solution key and right');
  const seen = new Set<string>();
  for (const entry of manifest.menu.flatMap((e) => [e, ...(e.children ?? [])])) {
    if (!within(entry.path)) fail(`menu path ${entry.path} is outside its base paths`);
    if (seen.has(entry.path)) fail(`menu path ${entry.path} is listed twice`);
    seen.add(entry.path);
    // A solution's entries sit under its gate key, so closing the solution closes them all.
    if (manifest.kind === 'solution' && entry.permission && !entry.permission.startsWith(`${manifest.right}:`))
      fail(`permission ${entry.permission} of ${entry.path} is not under ${manifest.right}`);
  }
}

export const pluginRemoteManifest = (manifest: RemoteManifest): RsbuildPlugin => ({
  name: 'esee:remote-manifest',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset(REMOTE_MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
    });
  },
});

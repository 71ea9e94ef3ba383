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
  for (const entry of manifest.menu.flatMap((e) => [e, ...(e.children ?? [])])) {
    if (!manifest.basePaths.some((b) => entry.path === b || entry.path.startsWith(`${b}/`)))
      throw new Error(`remote '${manifest.name}': menu path ${entry.path} is outside its base paths`);
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

import type { RemoteRoutesModule } from './registry';

/**
 * A remote compiled into the shell instead of loaded at run time: only in the comparison build of
 * `npm run bench:remote` (`BUNDLE_REMOTE=<name>`, which replaces this module), to measure what loading a
 * page as a remote costs over the same page bundled. A real build bundles no remote.
 */
export const bundledRemote: { name: string; load: () => Promise<RemoteRoutesModule> } | undefined = undefined;

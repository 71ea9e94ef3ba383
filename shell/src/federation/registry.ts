import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { REMOTE_ROUTES_EXPOSE, type RemoteDescriptor } from '@esee/contracts';

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** A remote's manifest or code could not be loaded (as opposed to a page that throws). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`remote '${remote}' could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RemoteLoadError';
  }
}

const toRuntimeRemote = (r: RemoteDescriptor) => ({
  name: r.name,
  entry: new URL(r.manifestUrl, window.location.origin).href,
});

/**
 * Tell the Module Federation runtime where this user's remotes are. Nothing
 * is fetched here: a remote's manifest and code load on the first visit to
 * one of its paths, and a remote not in the list is never requested.
 */
export function registerRemoteList(remotes: readonly RemoteDescriptor[]): void {
  registerRemotes(remotes.map(toRuntimeRemote), { force: true });
}

/** The remote that owns `pathname`: the longest base path that is a prefix of it. */
export function remoteForPath(remotes: readonly RemoteDescriptor[], pathname: string): RemoteDescriptor | undefined {
  let best: { remote: RemoteDescriptor; length: number } | undefined;
  for (const remote of remotes)
    for (const base of remote.basePaths)
      if ((pathname === base || pathname.startsWith(`${base}/`)) && base.length > (best?.length ?? -1))
        best = { remote, length: base.length };
  return best?.remote;
}

const loading = new Map<string, Promise<RemoteRoutesModule>>();

async function fetchRoutes(name: string): Promise<RemoteRoutesModule> {
  let mod: RemoteRoutesModule | null | undefined;
  try {
    mod = await loadRemote<RemoteRoutesModule>(`${name}/${REMOTE_ROUTES_EXPOSE.slice(2)}`);
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  if (!mod || !Array.isArray(mod.routes)) throw new RemoteLoadError(name, new Error('it exposes no routes'));
  return mod;
}

/** The remote's routes, loaded once and kept; a failed load stays failed until `retryRemote`. */
export function loadRemoteRoutes(remote: RemoteDescriptor): Promise<RemoteRoutesModule> {
  let promise = loading.get(remote.name);
  if (!promise) {
    promise = fetchRoutes(remote.name);
    loading.set(remote.name, promise);
  }
  return promise;
}

/** Forget a failed load, and the runtime's cached manifest and entry, so the next load starts afresh. */
export function retryRemote(remote: RemoteDescriptor): void {
  loading.delete(remote.name);
  registerRemotes([toRuntimeRemote(remote)], { force: true });
}

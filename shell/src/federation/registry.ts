import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { REMOTE_ROUTES_EXPOSE, type RemoteDescriptor } from '@esee/contracts';
import { bundledRemote } from './bundledRemote';
import type { GuardedManifest } from './pageRight';

/** What every remote exposes as `./routes`: its pages, and its manifest, whose permissions guard them. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  manifest?: GuardedManifest;
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

/** The title of the page at `pathname`: the remote's page entry whose path fits it best (longest prefix). */
export function pageTitleFor(remotes: readonly RemoteDescriptor[], pathname: string): string | undefined {
  let best: { title: string; length: number } | undefined;
  for (const remote of remotes)
    for (const page of remote.pages)
      if ((pathname === page.path || pathname.startsWith(`${page.path}/`)) && page.path.length > (best?.length ?? -1))
        best = { title: page.title, length: page.path.length };
  return best?.title;
}

const loading = new Map<string, Promise<RemoteRoutesModule>>();

async function fetchRoutes(name: string): Promise<RemoteRoutesModule> {
  let mod: RemoteRoutesModule | null | undefined;
  try {
    mod =
      bundledRemote?.name === name
        ? await bundledRemote.load()
        : await loadRemote<RemoteRoutesModule>(`${name}/${REMOTE_ROUTES_EXPOSE.slice(2)}`);
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  if (!mod || !Array.isArray(mod.routes)) throw new RemoteLoadError(name, new Error('it exposes no routes'));
  return mod;
}

/** Fetch the code of the pages `pathname` opens, where their route elements can preload (lazyWithRetry). */
function preloadPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => {
    const type: unknown = isValidElement(match.route.element) ? match.route.element.type : undefined;
    const preload = (type as { preload?: unknown } | undefined)?.preload;
    return typeof preload === 'function' ? (preload as () => Promise<unknown>)() : undefined;
  });
  return Promise.all(loads);
}

/**
 * Load the remote that owns the page being opened, and that page's code, so that the page renders at once
 * when the layout does: no loading fallback flashes, and React has no reveal to hold back. Never rejects: a
 * failure shows when the page renders.
 */
export async function preloadRemotePage(remote: RemoteDescriptor, pathname: string): Promise<void> {
  try {
    await preloadPages((await loadRemoteRoutes(remote)).routes, pathname);
  } catch {
    // shown by the remote's boundary
  }
}

/**
 * The remote's routes, loaded once and kept; a failed load stays failed until `retryRemote`. The promise
 * carries React's `status`/`value` fields once it has settled, so `use()` reads a loaded remote at once
 * instead of suspending.
 */
export function loadRemoteRoutes(remote: RemoteDescriptor): Promise<RemoteRoutesModule> {
  let promise = loading.get(remote.name);
  if (!promise) {
    const settled: Promise<RemoteRoutesModule> & { status?: string; value?: unknown; reason?: unknown } = fetchRoutes(
      remote.name,
    );
    settled.then(
      (mod) => Object.assign(settled, { status: 'fulfilled', value: mod }),
      (reason: unknown) => Object.assign(settled, { status: 'rejected', reason }),
    );
    promise = settled;
    loading.set(remote.name, promise);
  }
  return promise;
}

/** Forget a failed load, and the runtime's cached manifest and entry, so the next load starts afresh. */
export function retryRemote(remote: RemoteDescriptor): void {
  loading.delete(remote.name);
  registerRemotes([toRuntimeRemote(remote)], { force: true });
}

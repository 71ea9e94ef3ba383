import { createElement, lazy, type ComponentType } from 'react';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lazy page whose code can be fetched before it renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` that tries a failed chunk load again (spec 1 §4: a failed lazy
 * page load retries), with a short pause, before letting the error boundary
 * show it. A deployment that replaced the chunk or a flaky network are the
 * usual causes.
 *
 * `preload()` fetches the code ahead of time (the shell does so for the page
 * being opened); once the code is there the page renders at once, without
 * suspending, so no loading fallback flashes and React has no reveal to delay.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { retries = 2, delayMs = 400 } = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const attempt = async () => {
    for (let n = 0; ; n++) {
      try {
        const module = await load();
        loaded = module.default;
        return module;
      } catch (error) {
        if (n >= retries) throw error;
        await wait(delayMs * (n + 1));
      }
    }
  };
  // A failed load is forgotten, so that rendering again (the boundary's retry) fetches again.
  const forget = (error: unknown) => {
    pending = undefined;
    Lazy = lazy(preload);
    return Promise.reject(error);
  };
  const preload = () => (pending ??= attempt().catch(forget));
  let Lazy = lazy(preload);
  function Page(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}

import type { Outlines } from './geometry';

let loaded: Promise<Outlines> | undefined;

/**
 * The outlines of provinces and cities with the 南海诸岛 inset, a static file of this remote fetched once on the
 * first map that needs it (a static asset beside the page's code, not an API call: plain fetch, no session headers).
 */
export function chinaOutlines(): Promise<Outlines> {
  loaded ??= fetch(new URL('./outlines/china-outlines.json', import.meta.url))
    .then((r) => (r.ok ? (r.json() as Promise<Outlines>) : Promise.reject(new Error(`outlines: ${r.status}`))))
    .catch((error: unknown) => {
      // Not kept: the next map tries again.
      loaded = undefined;
      throw error;
    });
  return loaded;
}

import { loadOnce } from '@esee/http';
import type { Outlines } from './geometry';

/**
 * The outline files of China, split by level (scripts/build-outlines.mjs): `country` the provinces with the
 * 南海诸岛 inset (small, what the first view of the country draws), `city` the prefecture-level cities (fetched once
 * the map is zoomed in to them). Static files of this remote, not API calls: plain fetch, no session headers.
 */
const FILES = {
  country: () => new URL('./outlines/china-provinces.json', import.meta.url),
  city: () => new URL('./outlines/china-cities.json', import.meta.url),
};
export type OutlineLevel = keyof typeof FILES;

/** From this zoom on the map draws (and so fetches) the cities' outlines. */
export const CITY_ZOOM = 5;

/** The outline files a view at `zoom` needs. */
export const outlineLevelsAt = (zoom: number): OutlineLevel[] =>
  zoom >= CITY_ZOOM ? ['country', 'city'] : ['country'];

/**
 * An outline file of this remote (a static file, not an API call: plain fetch, no session headers); a failed fetch
 * rejects with `what` and the status.
 */
export const fetchOutlines = (url: URL, what: string): Promise<Outlines> =>
  fetch(url).then((r) => (r.ok ? (r.json() as Promise<Outlines>) : Promise.reject(new Error(`${what}: ${r.status}`))));

/** One level's outlines, fetched once on the first map that needs them (a failed fetch: the next map tries again). */
export const outlinesOf = loadOnce((level: OutlineLevel) => fetchOutlines(FILES[level](), 'outlines'));

/** The outlines a view at `zoom` needs, as one collection. */
export async function outlinesAt(zoom: number): Promise<Outlines> {
  const parts = await Promise.all(outlineLevelsAt(zoom).map(outlinesOf));
  return { type: 'FeatureCollection', features: parts.flatMap((p) => p.features) };
}

/** Provinces, cities and the 南海诸岛 inset: every level (园区地图 picks by where its parks are). */
export const chinaOutlines = (): Promise<Outlines> => outlinesAt(CITY_ZOOM);

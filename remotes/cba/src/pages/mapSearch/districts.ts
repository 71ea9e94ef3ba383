import type { Outlines } from './geometry';
import { DISTRICT_OUTLINES } from './outlines/districts';

const loaded = new Map<string, Promise<Outlines | null>>();

/**
 * A city's district outlines, fetched once on demand (a static file of this remote, not an API call: plain fetch,
 * no session headers); null for a city without them (香港, 澳门, 台湾) or when the file cannot be had.
 */
export function districtOutlines(cityCode: string): Promise<Outlines | null> {
  let promise = loaded.get(cityCode);
  if (!promise) {
    const url = DISTRICT_OUTLINES[cityCode];
    promise = url
      ? fetch(url())
          .then((r) => (r.ok ? (r.json() as Promise<Outlines>) : Promise.reject(new Error(`districts: ${r.status}`))))
          .catch(() => {
            // Not kept: the next view of the city tries again.
            loaded.delete(cityCode);
            return null;
          })
      : Promise.resolve(null);
    loaded.set(cityCode, promise);
  }
  return promise;
}

/** Whether a city has district outlines. */
export const hasDistricts = (cityCode: string) => cityCode in DISTRICT_OUTLINES;

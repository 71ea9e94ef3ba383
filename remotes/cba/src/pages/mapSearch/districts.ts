import { loadOnce } from '@esee/http';
import type { Outlines } from './geometry';
import { DISTRICT_OUTLINES } from './outlines/districts';

/** Whether a city has district outlines. */
export const hasDistricts = (cityCode: string) => cityCode in DISTRICT_OUTLINES;

const fetchDistricts = loadOnce((cityCode: string) =>
  fetch(DISTRICT_OUTLINES[cityCode]!()).then((r) =>
    r.ok ? (r.json() as Promise<Outlines>) : Promise.reject(new Error(`districts: ${r.status}`)),
  ),
);

/**
 * A city's district outlines, fetched once on demand (a static file of this remote, not an API call: plain fetch,
 * no session headers); null for a city without them (香港, 澳门, 台湾) or when the file cannot be had (the next view
 * of the city tries again).
 */
export const districtOutlines = (cityCode: string): Promise<Outlines | null> =>
  hasDistricts(cityCode) ? fetchDistricts(cityCode).catch(() => null) : Promise.resolve(null);

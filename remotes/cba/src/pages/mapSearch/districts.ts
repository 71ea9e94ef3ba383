import { loadOnce } from '@esee/http';
import { fetchOutlines } from './chinaOutlines';
import type { Outlines } from './geometry';
import { DISTRICT_OUTLINES } from './outlines/districts';

/** Whether a city has district outlines. */
export const hasDistricts = (cityCode: string) => cityCode in DISTRICT_OUTLINES;

const fetchDistricts = loadOnce((cityCode: string) => fetchOutlines(DISTRICT_OUTLINES[cityCode]!(), 'districts'));

/**
 * A city's district outlines, fetched once on demand; null for a city without them (香港, 澳门, 台湾) or when the
 * file cannot be had (the next view of the city tries again).
 */
export const districtOutlines = (cityCode: string): Promise<Outlines | null> =>
  hasDistricts(cityCode) ? fetchDistricts(cityCode).catch(() => null) : Promise.resolve(null);

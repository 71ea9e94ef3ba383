/** Reading and writing a list's filters in the address (so that 返回 keeps them). */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REGION = /^(\d{2}|\d{4}|\d{6})$/;

/** A YYYY-MM-DD day, or undefined for anything else. */
export const dayOf = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);

/** A region code of a province, city or county (2, 4 or 6 digits), or undefined. */
export const regionOf = (raw: string | null) => (raw && REGION.test(raw) ? raw : undefined);

/** The filter without its undefined keys, so that its reload key and request carry only what applies. */
export const definedOnly = <F extends object>(filter: F): F =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as F;

/** Address parameters of the entries that have a value; the empty ones are left out. */
export const paramsFrom = (entries: [string, string | undefined][]) =>
  new URLSearchParams(entries.filter((e): e is [string, string] => !!e[1]));

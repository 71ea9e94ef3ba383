import { DISTRICTS, shortCity, shortProvince } from '../reference/regions';

/** Provinces (GB/T 2260), short forms: any of them may lead a company name. */
const PROVINCES =
  '北京 天津 河北 山西 内蒙古 辽宁 吉林 黑龙江 上海 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 广东 广西 海南 重庆 四川 贵州 云南 西藏 陕西 甘肃 青海 宁夏 新疆 台湾 香港 澳门'.split(
    ' ',
  );

/** Region names as names carry them, full and short, longest first (so 深圳市 is taken before 深圳). */
const REGION_NAMES = [
  ...new Set([
    ...PROVINCES,
    ...DISTRICTS.flatMap((d) => [d.province, shortProvince(d.province), d.city, shortCity(d.city)]),
  ]),
].sort((a, b) => b.length - a.length);

/** A region name in one spelling (深圳市 and 深圳 are one region). */
const canonicalRegion = (name: string) => shortCity(shortProvince(name));
const REGION_SET = new Set(REGION_NAMES);

/** A name's key: the name without its region, and the region it had. */
export interface NameKey {
  key: string;
  region: string | null;
}

/**
 * The key of a normal-form name (`normalizeCompanyName`): its region taken
 * out, whether it leads (`深圳X科技有限公司`) or follows in brackets
 * (`X科技(深圳)有限公司`), since registers and people place it either way.
 * A leading region is taken only when a trade name of two characters or more
 * is left.
 */
export function nameKey(normalized: string): NameKey {
  let region: string | null = null;
  let rest = normalized.replace(/\(([^()]{2,12})\)/, (whole, inner: string) => {
    if (!REGION_SET.has(inner)) return whole;
    region = canonicalRegion(inner);
    return '';
  });
  const lead = REGION_NAMES.find((r) => rest.startsWith(r) && [...rest].length - [...r].length >= 4);
  if (lead) {
    region ??= canonicalRegion(lead);
    rest = rest.slice(lead.length);
  }
  return { key: rest, region };
}

/** Two keys name the same company when the rest is equal and the regions do not disagree. */
export const sameKey = (a: NameKey, b: NameKey): boolean =>
  a.key === b.key && (a.region === null || b.region === null || a.region === b.region);

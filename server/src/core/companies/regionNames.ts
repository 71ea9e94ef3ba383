import { pinyin } from 'pinyin-pro';
import { DISTRICTS, shortCity, shortProvince } from '../reference/regions';

/**
 * The region names company names carry (provinces, cities, districts and counties of the region table), each
 * spelling (深圳市, 深圳) mapped to the GB/T 2260 code prefixes it stands for: 2 digits a province, 4 a city, 6 a
 * district. A district's name may stand for several (朝阳区: Beijing's and Changchun's).
 */

/** Provinces by their GB/T 2260 codes (the table's districts cover only some of them). */
const PROVINCES: readonly (readonly [string, string])[] = [
  ['11', '北京市'],
  ['12', '天津市'],
  ['13', '河北省'],
  ['14', '山西省'],
  ['15', '内蒙古自治区'],
  ['21', '辽宁省'],
  ['22', '吉林省'],
  ['23', '黑龙江省'],
  ['31', '上海市'],
  ['32', '江苏省'],
  ['33', '浙江省'],
  ['34', '安徽省'],
  ['35', '福建省'],
  ['36', '江西省'],
  ['37', '山东省'],
  ['41', '河南省'],
  ['42', '湖北省'],
  ['43', '湖南省'],
  ['44', '广东省'],
  ['45', '广西壮族自治区'],
  ['46', '海南省'],
  ['50', '重庆市'],
  ['51', '四川省'],
  ['52', '贵州省'],
  ['53', '云南省'],
  ['54', '西藏自治区'],
  ['61', '陕西省'],
  ['62', '甘肃省'],
  ['63', '青海省'],
  ['64', '宁夏回族自治区'],
  ['65', '新疆维吾尔自治区'],
  ['71', '台湾省'],
  ['81', '香港特别行政区'],
  ['82', '澳门特别行政区'],
];

export type RegionLevel = 'province' | 'city' | 'district';

/** One region as names write it: its canonical (short) name, its code prefixes and its level. */
export interface Region {
  /** An id, from 1: what the index keeps per company instead of the name. */
  id: number;
  name: string;
  codes: readonly string[];
  level: RegionLevel;
}

/** A spelling of a region; a district's short spelling (朝阳 for 朝阳区) may lead a name only after its city. */
export interface Spelling {
  spelling: string;
  region: Region;
  shortDistrict: boolean;
}

const shortDistrict = (district: string) =>
  [...district].length > 2 ? district.replace(/(新区|区|县|市)$/, '') : district;
const shortSar = (name: string) => name.replace(/特别行政区$/, '');

/** Every spelling → its region. */
const SPELLINGS = new Map<string, Spelling>();
/** Regions by id - 1. */
export const REGIONS: Region[] = [];

function add(spellings: string[], canonical: string, code: string, level: RegionLevel, shortOne?: string): void {
  const existing = REGIONS.find((r) => r.name === canonical && r.level === level);
  const region = existing ?? { id: REGIONS.length + 1, name: canonical, codes: [], level };
  if (!existing) REGIONS.push(region);
  if (!region.codes.includes(code)) (region.codes as string[]).push(code);
  for (const spelling of spellings)
    if (!SPELLINGS.has(spelling)) SPELLINGS.set(spelling, { spelling, region, shortDistrict: spelling === shortOne });
}

for (const [code, name] of PROVINCES) {
  const short = shortSar(shortProvince(name));
  add([name, short, shortSar(name)], short, code, 'province');
}
for (const d of DISTRICTS) {
  // A municipality's city is the province itself (北京市北京市 is no name).
  if (d.city !== d.province) add([d.city, shortCity(d.city)], shortCity(d.city), d.code.slice(0, 4), 'city');
  if (d.district !== d.city) {
    const short = shortDistrict(d.district);
    add([d.district, short], short, d.code, 'district', short === d.district ? undefined : short);
  }
}

/** Spellings, longest first: 深圳市 is taken before 深圳. */
const BY_LENGTH = [...SPELLINGS.keys()].sort((a, b) => b.length - a.length);
/** The same by first character: a name is looked at in a few comparisons. */
const BY_FIRST = new Map<string, string[]>();
for (const s of BY_LENGTH) BY_FIRST.set(s[0]!, [...(BY_FIRST.get(s[0]!) ?? []), s]);

/** The region a whole text names (深圳, 深圳市, 朝阳区), if any. */
export const regionNamed = (text: string): Region | undefined => SPELLINGS.get(text)?.region;

/** The spellings of regions that `text` has at `at`, longest first. */
export function regionsAt(text: string, at = 0): Spelling[] {
  const out: Spelling[] = [];
  for (const s of BY_FIRST.get(text[at] ?? '') ?? []) if (text.startsWith(s, at)) out.push(SPELLINGS.get(s)!);
  return out;
}

/** The region spelling `text` ends with, longest first. */
export function regionAtEnd(text: string): Spelling | undefined {
  for (const s of BY_LENGTH) if (text.length > s.length && text.endsWith(s)) return SPELLINGS.get(s)!;
  return undefined;
}

/** Whether region `inner` lies in region `outer` (a district in its city, a city in its province). */
export const within = (inner: Region, outer: Region): boolean =>
  inner.codes.some((c) => outer.codes.some((o) => c.length > o.length && c.startsWith(o)));

/** Whether a company registered at `code` (GB/T 2260, 6 digits) lies in one of the prefixes. */
export const codeWithin = (code: string | null, prefixes: readonly string[]): boolean =>
  code !== null && prefixes.some((p) => code.startsWith(p));

/** The municipalities: their cities are the province itself (北京市北京市 is no name). */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/**
 * The places a GB/T 2260 code lies in, as the search keys of a region name them: its province, and its city (4
 * digits) where it names one and the province is no municipality. A region typed before a part of a name is looked
 * up at the most specific of them (`placeOf`), its districts checked company by company.
 */
export function placesOf(code: string): string[] {
  const province = code.slice(0, 2);
  return code.length >= 4 && !MUNICIPALITIES.has(province) ? [province, code.slice(0, 4)] : [province];
}

/** The most specific place of `placesOf(code)`. */
export const placeOf = (code: string): string => placesOf(code).at(-1)!;

/**
 * The place of the companies known to lie in province `code` but in no known city of it (no registration code, a
 * name stating only the province), which a query of any of its cities may mean; none for a municipality or a city.
 */
export const cityUnknownIn = (code: string): string | null =>
  code.length === 2 && !MUNICIPALITIES.has(code) ? `${code}*` : null;

/**
 * Where a region typed before a part of a name looks up its keys: its most specific places, and where that is a city
 * (or a district, looked up in its city), its province's companies of no known city.
 */
export function placesLookedUp(region: Region): string[] {
  const places = new Set<string>();
  for (const code of region.codes) {
    places.add(placeOf(code));
    const unknown = code.length > 2 ? cityUnknownIn(code.slice(0, 2)) : null;
    if (unknown) places.add(unknown);
  }
  return [...places];
}

/** Regions by id, for the index's per-company region. */
export const regionById = (id: number): Region | undefined => (id > 0 ? REGIONS[id - 1] : undefined);

/** Region names in pinyin, full and initials (shenzhen, sz), for pinyin queries that lead with a region. */
export const REGION_PINYIN: readonly { full: string; initials: string; region: Region }[] = [
  ...new Map(
    REGIONS.map((r) => {
      const syllables = pinyin(r.name, { toneType: 'none', type: 'array' });
      return [r.id, { full: syllables.join(''), initials: syllables.map((s) => s[0]).join(''), region: r }] as const;
    }),
  ).values(),
].sort((a, b) => b.full.length - a.full.length);

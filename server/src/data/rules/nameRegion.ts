import { orgKindOf } from '@esee/contracts';
import { DISTRICTS, districtOf, shortCity, shortProvince, type District } from '../../core/reference/regions';
import { nameFormOf, text, type ConsistencyRule } from './rule';

/** Below this capital (元) a name carries its region: the old threshold for names without one. */
export const REGIONLESS_MIN_CAPITAL = 50_000_000;

interface Place {
  word: string;
  level: 'province' | 'city' | 'district';
  province: string;
  city?: string;
  district?: string;
}

/** A place name of the table and every place it names (鼓楼区: 南京's, 福州's, 徐州's and 开封's; 吉林: a province and a city). */
interface PlaceName {
  word: string;
  places: Place[];
}

/** The place names of the table, longest first: 广东省, 广东, 深圳市, 深圳, 南山区 (districts by their full name). */
const PLACE_NAMES: readonly PlaceName[] = (() => {
  const names = new Map<string, Place[]>();
  const add = (p: Place) => {
    const places = names.get(p.word) ?? names.set(p.word, []).get(p.word)!;
    if (!places.some((q) => q.level === p.level && q.province === p.province && q.city === p.city && q.district === p.district))
      places.push(p);
  };
  for (const d of DISTRICTS) {
    const municipality = d.province === d.city;
    for (const word of [d.city, shortCity(d.city)]) add({ word, level: 'city', province: d.province, city: d.city });
    if (!municipality) for (const word of [d.province, shortProvince(d.province)]) add({ word, level: 'province', province: d.province });
    if (d.district !== d.city) add({ word: d.district, level: 'district', province: d.province, city: d.city, district: d.district });
  }
  return [...names].map(([word, places]) => ({ word, places })).sort((a, b) => b.word.length - a.word.length);
})();

const placeNameAt = (s: string, at: number) => PLACE_NAMES.find((p) => s.startsWith(p.word, at));

/** Whether a place of the name is the company's own. */
const isOwn = (p: Place, d: District) =>
  p.province === d.province && (!p.city || p.city === d.city) && (!p.district || p.district === d.district);

/** Whether `p` lies in the place written before it (a district in that city, a city in that province). */
const within = (p: Place, before: Place) =>
  p.level === 'district' ? before.level === 'city' && before.city === p.city : p.level === 'city' && before.province === p.province;

/**
 * The place a name means by `name`: the one within the place written before it, else the company's own, else the
 * first (a 鼓楼区 after 福州 is 福州's, not 南京's).
 */
const meant = (name: PlaceName, before: Place | undefined, d: District): Place =>
  (before && name.places.find((p) => within(p, before))) ?? name.places.find((p) => isOwn(p, d)) ?? name.places[0]!;

/**
 * A company's name carries the region of its seat: 行政区划 + 字号 + 行业 + 组织形式, the region leading or in
 * brackets after the trade name; the region is the company's own (its province, city or district); a district
 * (市辖区) comes with its city; no place twice (「北京北京旭弘…」). A name without a region is left to companies
 * of 5000 万元 capital or more (the companies that trade across provinces). Branches take their parent's name,
 * organisations other than companies are named by their own rules: neither is judged.
 * Sources: 《企业名称登记管理规定》(2020) 第六条 (the four parts; 跨省经营 may leave out the region), 第七条 (the
 * region is that of the company's seat; a 市辖区 with its city's name); 《企业名称登记管理实施办法》(2004) 第十条
 * (a name without region from 5000 万元 of capital).
 */
export const nameRegionRule: ConsistencyRule = {
  key: 'nameRegion',
  title: '企业名称冠以所在地行政区划',
  files: ['companies'],
  check(_file, row) {
    const name = text(row.name)?.normalize('NFKC');
    const district = districtOf(text(row.regionCode));
    if (!name || !district || orgKindOf(text(row.creditCode)) !== 'company' || nameFormOf(name) === 'branch') return null;
    const problems: string[] = [];
    const found: Place[] = [];
    let at = 0;
    for (let n = placeNameAt(name, at); n; n = placeNameAt(name, at)) {
      const before = found.at(-1);
      const p = meant(n, before, district);
      if (before && (before.word.startsWith(p.word) || (p.word.startsWith(shortCity(before.word)) && p.level === before.level)))
        problems.push(`企业名称「${name}」重复了行政区划「${p.word}」`);
      if (p.level === 'district' && !(before && within(p, before)))
        problems.push(`企业名称「${name}」中的市辖区「${p.word}」前应冠以所属市的名称`);
      found.push(p);
      at += p.word.length;
    }
    for (const m of name.matchAll(/\(([^()]+)\)/g)) {
      const n = placeNameAt(m[1]!, 0);
      if (n && n.word.length === m[1]!.length) found.push(meant(n, undefined, district));
    }
    for (const p of found)
      if (!isOwn(p, district)) problems.push(`企业名称「${name}」冠以「${p.word}」，但企业登记在${district.city}${district.district}`);
    if (!found.length && (Number(row.regCapital) || 0) < REGIONLESS_MIN_CAPITAL)
      problems.push(`企业名称「${name}」未冠以行政区划（注册资本不足 5000 万元）`);
    return problems;
  },
};

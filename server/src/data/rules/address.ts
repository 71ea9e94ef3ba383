import { DISTRICTS, districtOf, shortCity, type District } from '../../core/reference/regions';
import { text, type ConsistencyRule } from './rule';

/** The district of the table an address names (its city and district), if any. */
export function districtInAddress(address: string): District | undefined {
  return DISTRICTS.find((d) => address.includes(d.district) && address.includes(shortCity(d.city)));
}

/** Every city and district name (in full and short) with itself twice, made once: a load checks millions of addresses. */
const PLACES_TWICE = DISTRICTS.flatMap((d) => [d.city, shortCity(d.city), d.district]).map((place) => ({
  place,
  twice: place + place,
}));

/** A place name written twice in a row (广东省东莞市东莞市, 北京北京): the registers never write one. */
export const doubledPlace = (s: string): string | null => PLACES_TWICE.find((p) => s.includes(p.twice))?.place ?? null;

/**
 * The registered address (住所) lies in the company's district: it names the company's city and district, and no
 * place twice. Source: 《市场主体登记管理条例》第八条 (住所 is registered, in the registering authority's area) and
 * 第十一条 (one 住所, within the area of the authority that registers the company).
 */
export const addressRule: ConsistencyRule = {
  key: 'address',
  title: '住所位于企业所在区县',
  files: ['companies'],
  check(_file, row) {
    const address = text(row.address);
    const district = districtOf(text(row.regionCode));
    if (!address || !district) return null;
    const problems: string[] = [];
    if (!address.includes(shortCity(district.city)) || !address.includes(district.district))
      problems.push(`住所「${address}」不在企业所在的${district.city}${district.district}`);
    const twice = doubledPlace(address);
    if (twice) problems.push(`住所「${address}」重复了地名「${twice}」`);
    return problems;
  },
};

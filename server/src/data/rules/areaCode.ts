import { AREA_CODES, districtOf } from '../../core/reference/regions';
import { text, type ConsistencyRule } from './rule';

/**
 * A landline's 长途区号 is the one of the company's city: a Beijing company answers on 010-, not 027-. Mobile, 400
 * and 800 numbers say nothing of a place and are not judged. Source: 工业和信息化部《电信网编号计划（2017年版）》
 * (长途区号 by city: 北京 010, 上海 021, 深圳 0755 …), the table in core/reference/regions.ts.
 */
export const areaCodeRule: ConsistencyRule = {
  key: 'areaCode',
  title: '固定电话区号与企业所在城市一致',
  files: ['companies'],
  check(_file, row) {
    const phone = text(row.phone)?.normalize('NFKC').replace(/\s/g, '');
    const district = districtOf(text(row.regionCode));
    const code = phone?.match(/^\(?(0\d{2,3})\)?-?\d{7,8}/)?.[1];
    if (!phone || !district || !code || /^(400|800)/.test(phone)) return null;
    const expected = AREA_CODES[district.city];
    if (!expected) return null;
    return code === expected ? [] : [`电话 ${phone} 的区号 ${code} 不是${district.city}的区号 ${expected}`];
  },
};

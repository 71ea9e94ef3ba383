import { districtOf, POSTCODES } from '../../core/reference/regions';
import { districtInAddress } from './address';
import { text, type ConsistencyRule } from './rule';

/**
 * An annual report's 邮政编码 belongs to the place of its 通信地址 (the district the address names, else the
 * company's): the first three digits, the 邮区, agree. Source: 《邮政编码编制规则》(国家邮政局): six digits, the first
 * two the province, the third the 邮区, the fourth the county or city; the table in core/reference/regions.ts.
 */
export const postcodeRule: ConsistencyRule = {
  key: 'postcode',
  title: '年报邮政编码与通信地址所在地一致',
  files: ['annualReports'],
  check(_file, row, ctx) {
    const postcode = text(row.postcode);
    if (!postcode) return null;
    const address = text(row.address);
    const district = (address && districtInAddress(address)) || districtOf(ctx.company(String(row.companyId))?.regionCode);
    const expected = district && POSTCODES[district.code];
    if (!expected) return null;
    if (!/^\d{6}$/.test(postcode)) return [`邮政编码 ${postcode} 应为六位数字`];
    return postcode.slice(0, 3) === expected.slice(0, 3)
      ? []
      : [`邮政编码 ${postcode} 不属于${district.city}${district.district}（${expected.slice(0, 3)}邮区）`];
  },
};

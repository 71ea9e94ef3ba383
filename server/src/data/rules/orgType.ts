import { nameFormOf, text, type ConsistencyRule } from './rule';

/**
 * The company type (企业类型) fits the legal form of the name and the holders:
 * - 股份有限公司 for a name ending so, 上市 in the type exactly when the company is listed, and a listed company is a
 *   股份有限公司 (公司法 (2023) 第一百三十四条: 上市公司 is a 股份有限公司 whose shares trade on an exchange);
 * - 有限责任公司 for 有限公司 and 有限责任公司, (自然人独资) with one holder, a person, (法人独资) with one holder, a
 *   company (公司法 (2023) 第二十三条, 第六十条 one-holder companies);
 * - 有限合伙企业 for a name ending (有限合伙), with two partners or more, at least one 普通合伙人 and one 有限合伙人
 *   (合伙企业法 第六十一条; the name says (有限合伙): 第六十二条), 普通合伙企业 for (普通合伙);
 * - a branch (分公司) typed as one (公司法 (2023) 第十三条: a branch is no legal person).
 * The holder checks run when the set brings the company's holders.
 */
export const orgTypeRule: ConsistencyRule = {
  key: 'orgType',
  title: '企业类型与名称、股东相符',
  files: ['companies'],
  check(_file, row, ctx) {
    const name = text(row.name);
    const type = text(row.orgType) ?? '';
    const form = name ? nameFormOf(name) : null;
    const listed = row.listed === true;
    if (!form && !listed) return null;
    const holders = ctx.holders(String(row.entId));
    const problems: string[] = [];
    const want = (ok: boolean, message: string) => {
      if (!ok) problems.push(message);
    };
    if (listed) want(form === 'jointStock', `上市公司「${name}」应为股份有限公司`);
    switch (form) {
      case 'branch':
        want(/分公司|分支机构/.test(type), `分公司的企业类型应为分公司，不是「${type}」`);
        break;
      case 'jointStock':
        want(type.startsWith('股份有限公司'), `名称为股份有限公司，企业类型不应为「${type}」`);
        want(/[(（]上市/.test(type) === listed, listed ? `上市公司的企业类型应注明上市，不是「${type}」` : `未上市的公司企业类型不应为「${type}」`);
        break;
      case 'limited':
        want(/^(其他)?有限责任公司/.test(type), `名称为有限公司，企业类型不应为「${type}」`);
        if (holders && type.includes('自然人独资')) want(holders.count === 1 && holders.people === 1, `「${type}」应只有一名自然人股东，现有 ${holders.count} 名股东`);
        if (holders && type.includes('法人独资')) want(holders.count === 1 && holders.companies === 1, `「${type}」应只有一名法人股东，现有 ${holders.count} 名股东`);
        break;
      case 'limitedPartnership':
        want(type === '有限合伙企业', `名称为有限合伙，企业类型应为有限合伙企业，不是「${type}」`);
        if (holders)
          want(
            holders.count >= 2 && holders.general >= 1 && holders.limited >= 1,
            `有限合伙企业应有两名以上合伙人，至少一名普通合伙人和一名有限合伙人（现有 ${holders.count} 名，普通合伙人 ${holders.general} 名，有限合伙人 ${holders.limited} 名）`,
          );
        break;
      case 'generalPartnership':
        want(/普通合伙企业$/.test(type), `名称为普通合伙，企业类型应为普通合伙企业，不是「${type}」`);
        break;
    }
    return problems;
  },
};

import { describe, expect, it } from 'vitest';
import {
  Form,
  fuzzyKeys,
  latinReadings,
  nameParts,
  nearKeys,
  readings,
  sameSound,
  searchNorm,
  toSimplified,
  withinOneEdit,
} from './nameForms';

const parts = (name: string) => {
  const p = nameParts(searchNorm(name));
  return { core: p.core, regions: p.regions.map((r) => r.name), form: p.form, ...(p.alt ? { alt: p.alt } : {}) };
};

describe('the name normaliser', () => {
  it('writes traditional characters, full width and spaces as the register does', () => {
    expect(toSimplified('深圳華泰科技有限公司')).toBe('深圳华泰科技有限公司');
    expect(toSimplified('深圳华泰科技有限公司')).toBe('深圳华泰科技有限公司');
    expect(searchNorm(' 深圳 華泰科技（深圳）有限責任公司 ')).toBe('深圳华泰科技(深圳)有限公司');
    expect(searchNorm('ｈｔｋｊ')).toBe('HTKJ');
  });

  it('takes the region out wherever a name may carry it, with or without 市, 省 or 自治区', () => {
    const core = { core: '华泰科技', form: Form.LIMITED };
    expect(parts('深圳华泰科技有限公司')).toEqual({ ...core, regions: ['深圳'] });
    expect(parts('深圳市华泰科技有限公司')).toEqual({ ...core, regions: ['深圳'] });
    expect(parts('华泰科技（深圳）有限公司')).toEqual({ ...core, regions: ['深圳'] });
    expect(parts('华泰科技有限公司')).toEqual({ ...core, regions: [] });
    expect(parts('广东省深圳市南山区华泰科技有限责任公司')).toEqual({ ...core, regions: ['广东', '深圳', '南山'] });
    expect(parts('广西壮族自治区华泰科技有限公司')).toEqual({ ...core, regions: ['广西'] });
    expect(parts('华泰科技(北京朝阳)有限公司')).toEqual({ ...core, regions: ['北京', '朝阳'] });
    // A district's short name leads only after its city: 朝阳 alone may be a trade name.
    expect(parts('朝阳华泰科技有限公司').core).toBe('朝阳华泰科技');
    // A region that leaves too short a core may be the trade name: both readings are kept.
    expect(parts('金华科技有限公司')).toEqual({ core: '科技', regions: ['金华'], form: Form.LIMITED, alt: '金华科技' });
    expect(parts('北京银行').alt).toBe('北京银行');
    expect(parts('深圳').core).toBe('深圳');
  });

  it('tells every legal form, a group, and a branch by its parent and place', () => {
    expect(parts('成都富航物业服务集团有限公司')).toMatchObject({ core: '富航物业服务', form: Form.GROUP });
    expect(parts('物业服务集团')).toMatchObject({ core: '物业服务', form: Form.GROUP });
    expect(parts('华泰科技股份有限公司').form).toBe(Form.JOINT);
    expect(parts('华泰科技集团股份有限公司').form).toBe(Form.GROUP);
    expect(parts('华泰投资合伙企业(有限合伙)')).toMatchObject({ core: '华泰投资', form: Form.PARTNERSHIP });
    // As the register writes it: full-width brackets, the same name.
    expect(parts('深圳华泰投资合伙企业（有限合伙）')).toEqual({
      core: '华泰投资',
      regions: ['深圳'],
      form: Form.PARTNERSHIP,
    });
    expect(parts('华泰科技公司').form).toBe(Form.LIMITED);
    expect(parts('深圳华泰科技有限公司南山分公司')).toEqual({
      core: '华泰科技南山',
      regions: ['深圳'],
      form: Form.BRANCH,
    });
    expect(parts('深圳华泰科技有限公司南山区分公司').core).toBe('华泰科技南山');
    expect(parts('华泰科技南山分公司').core).toBe('华泰科技南山');
    expect(parts('深圳华泰科技有限公司深圳第二分公司').core).toBe('华泰科技深圳第二');
  });

  it('reads a name in pinyin, full and initials, polyphones in context and as usually read', () => {
    expect(readings('华泰科技')).toEqual([{ full: 'huataikeji', initials: 'htkj' }]);
    expect(readings('重庆长安银行')[0]).toEqual({ full: 'chongqingchanganyinhang', initials: 'cqcayh' });
    expect(readings('重庆长安银行')).toHaveLength(2);
    // A surname's reading: 单 shan.
    expect(readings('单田芳', true).map((r) => r.full)).toEqual(['shantianfang', 'dantianfang']);
    expect(readings('ABC科技')).toEqual([{ full: 'abckeji', initials: 'abckj' }]);
  });

  it('reads a query in letters with a region before it and a form after it', () => {
    const found = (q: string) => latinReadings(q).map((r) => `${r.region?.name ?? ''}|${r.key}|${r.form}`);
    expect(found('SHENZHENHUATAIKEJIYOUXIANGONGSI')).toContain(`深圳|huataikeji|${Form.LIMITED}`);
    expect(found('SZHTKJ')).toEqual(expect.arrayContaining(['|szhtkj|0', '深圳|htkj|0', '苏州|htkj|0']));
    expect(found('HUATAIJITUAN')).toContain(`|huatai|${Form.GROUP}`);
  });

  it('tells a near name: one character wrong, missing, added or two swapped, and a homophone', () => {
    expect(withinOneEdit('华泰科技', '华秦科技')).toBe(true);
    expect(withinOneEdit('华泰科技', '华科技')).toBe(true);
    expect(withinOneEdit('华科技', '华泰科技')).toBe(true);
    expect(withinOneEdit('华泰科技', '泰华科技')).toBe(true);
    expect(withinOneEdit('华泰科技', '华秦料技')).toBe(false);
    expect(withinOneEdit('华泰科技', '华科')).toBe(false);
    expect(sameSound('华泰科技', '华态科技')).toBe(true);
    expect(sameSound('华泰科技', '华秦科技')).toBe(false);
    // A wrong character in the middle leaves the pair around it (华?科) for the index to find.
    const shared = fuzzyKeys('华泰科技').filter((k) => fuzzyKeys('华秦科技').includes(k));
    expect(shared.length).toBe(2);
    // A character left out or two swapped at the front still leave keys to find the name by.
    const own = fuzzyKeys('深圳华泰科技');
    expect(nearKeys('深圳华科技').filter((k) => own.includes(k)).length).toBeGreaterThanOrEqual(3);
    expect(nearKeys('深圳泰华科技').filter((k) => own.includes(k)).length).toBeGreaterThanOrEqual(2);
  });
});

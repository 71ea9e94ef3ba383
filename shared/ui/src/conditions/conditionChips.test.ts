import { describe, expect, it } from 'vitest';
import type { ConditionOptions } from '@esee/contracts';
import { optionNames } from '@esee/contracts';
import { activeConditionChips, withoutValue } from './conditionChips';

const options: ConditionOptions = {
  regions: [
    {
      code: '32',
      name: '江苏省',
      children: [{ code: '3201', name: '南京市', children: [{ code: '320105', name: '建邺区' }] }],
    },
  ],
  industries: [{ code: 'C', name: '制造业', children: [{ code: 'C3913', name: '计算机外围设备制造' }] }],
  capitalBands: [{ key: 'lt100', label: '100万以下' }],
  ageBands: [{ key: '1to3', label: '1-3年' }],
  companyTypes: ['有限责任公司'],
  techTags: ['高新技术企业'],
  riskExclusions: [{ key: 'dishonest', label: '失信被执行' }],
  maxPageSize: 50,
};

describe('active filter chips', () => {
  it('names tree codes with their parent', () => {
    const names = optionNames(options.regions);
    expect(names.get('32')).toBe('江苏省');
    expect(names.get('3201')).toBe('江苏省/南京市');
    expect(names.get('320105')).toBe('南京市/建邺区');
  });

  it('shows one chip per chosen value, in the panel order, and none for the default status', () => {
    const chips = activeConditionChips(
      {
        regionCodes: ['3201'],
        capitalBands: ['lt100'],
        techTags: ['高新技术企业'],
        hasPhone: true,
        financingRounds: ['A轮'],
        excludeRisks: ['dishonest'],
        excludeCustomers: true,
        status: 'active',
      },
      options,
    );
    expect(chips.map((c) => c.label)).toEqual([
      '地区：江苏省/南京市',
      '注册资本：100万以下',
      '科技标签：高新技术企业',
      '有联系电话',
      '融资轮次：A轮',
      '排除：失信被执行',
      '排除本行客户',
    ]);
  });

  it('says false flags and a non-default status too', () => {
    expect(activeConditionChips({ hasEmail: false, status: 'all' }, options).map((c) => c.label)).toEqual([
      '登记状态：不限',
      '无邮箱',
    ]);
  });

  it('removes one value, dropping a list that becomes empty, and leaves the rest', () => {
    const conditions = { capitalBands: ['lt100' as const], industryCodes: ['C', 'C3913'], hasPhone: true };
    const [industry, , capital] = activeConditionChips(conditions, options);
    expect(industry!.without(conditions)).toEqual({
      capitalBands: ['lt100'],
      industryCodes: ['C3913'],
      hasPhone: true,
    });
    expect(capital!.without(conditions)).toEqual({ industryCodes: ['C', 'C3913'], hasPhone: true });
    expect(withoutValue({ techTags: ['高新技术企业'] }, 'techTags', '高新技术企业')).toEqual({});
  });
});

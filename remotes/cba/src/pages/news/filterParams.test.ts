import { describe, expect, it } from 'vitest';
import { filtersOf, paramsOf } from './filterParams';

describe('企业舆情 filters in the address', () => {
  it('reads back what it wrote', () => {
    const f = {
      entId: 'E1',
      entName: '星河科技有限公司',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
      sentiment: '负面' as const,
      category: '法律诉讼' as const,
    };
    expect(filtersOf(new URLSearchParams(paramsOf(f)))).toEqual({ ...f, groupId: undefined });
  });

  it('drops values the server would refuse: unknown sentiment or category, bad dates, bad group ids', () => {
    const f = filtersOf(new URLSearchParams('sentiment=很好&category=八卦&from=2026-1-1&groupId=-3'));
    expect(f).toEqual({
      entId: undefined,
      entName: undefined,
      groupId: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      sentiment: undefined,
      category: undefined,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { assignColumn, fieldOf, missingFields, sameMapping, toMapping, type DraftMapping } from './mapping';

const detected: DraftMapping = { date: '交易日期', time: '交易时间', counterparty: '对方户名', summary: '摘要' };

describe('column mapping edits', () => {
  it('reads a column as a field, and a field from one column only', () => {
    const m = assignColumn(detected, '发生额度', 'amount');
    expect(fieldOf(m, '发生额度')).toBe('amount');
    // 摘要 chosen for another column leaves the first one unmapped.
    const moved = assignColumn(m, '附言', 'summary');
    expect(fieldOf(moved, '附言')).toBe('summary');
    expect(fieldOf(moved, '摘要')).toBeNull();
    expect(moved).toMatchObject({ date: '交易日期', amount: '发生额度', summary: '附言' });
  });

  it('unsets a column with 不导入 and replaces what a column was read as', () => {
    expect(fieldOf(assignColumn(detected, '对方户名', null), '对方户名')).toBeNull();
    const m = assignColumn(detected, '交易时间', 'date');
    expect(m.date).toBe('交易时间');
    expect(m.time).toBeUndefined();
    expect(fieldOf(m, '交易日期')).toBeNull();
  });

  it('says what is missing as the server does, and sends only a mapping with a date', () => {
    expect(missingFields(detected)).toEqual(['金额（借方/贷方发生额，或交易金额及收支标志）']);
    expect(missingFields({ ...detected, debit: '借方' })).toEqual([
      '金额（借方/贷方发生额，或交易金额及收支标志）',
      '贷方发生额（收入）',
    ]);
    expect(missingFields({ ...detected, debit: '借方', credit: '贷方' })).toEqual([]);
    expect(missingFields({ amount: '金额' })).toEqual(['交易日期']);
    expect(toMapping({ amount: '金额' })).toBeNull();
    expect(toMapping({ ...detected, amount: '金额' })).toEqual({ ...detected, amount: '金额' });
  });

  it('compares mappings by what each field reads', () => {
    expect(sameMapping(detected, { ...detected })).toBe(true);
    expect(sameMapping(detected, assignColumn(detected, '摘要', 'purpose'))).toBe(false);
  });
});

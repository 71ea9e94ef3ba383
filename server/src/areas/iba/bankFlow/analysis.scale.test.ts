import { describe, expect, it } from 'vitest';
import { DEFAULT_BANK_FLOW_THRESHOLDS } from '@esee/contracts';
import { analyse } from './analysis';
import type { EngineInput, EngineTxn } from './model';

/**
 * A company's statement of 240,000 large transactions with one customer, on working days in office hours: the
 * large-amount rule flags every row. Spreading an array of that length into a call's arguments overflows the
 * stack (`RangeError: Maximum call stack size exceeded`); the analysis must not.
 */
function hugeInput(n: number): EngineInput {
  const txns: EngineTxn[] = new Array<EngineTxn>(n);
  const start = Date.UTC(2025, 0, 6, 10, 0);
  let balance = 0;
  for (let i = 0; i < n; i++) {
    const direction = i % 2 === 0 ? 'in' : 'out';
    const amount = 1_234_567.89;
    balance += direction === 'in' ? amount : -amount;
    // Mondays, 10:00 onwards, a minute apart: no night, weekend or holiday (none falls on these Mondays).
    const at = new Date(start + Math.floor(i / 300) * 7 * 86_400_000 + (i % 300) * 60_000);
    txns[i] = {
      id: i + 1,
      subjectId: 1,
      statementId: 1,
      accountNo: '6222000000000001',
      line: i + 2,
      order: i,
      occurred: at.toISOString().slice(0, 19).replace('T', ' '),
      hasTime: true,
      direction,
      amount,
      balance,
      counterparty: '上海远东贸易有限公司',
      counterAccount: '',
      counterBank: '',
      summary: '货款',
      currency: 'CNY',
    };
  }
  return {
    subjects: [{ id: 1, kind: 'company', name: '测试科技股份有限公司' }],
    txns,
    thresholds: DEFAULT_BANK_FLOW_THRESHOLDS,
    related: new Map(),
    register: new Map(),
  };
}

describe('the analysis at scale', () => {
  it('analyses 240,000 transactions that the large-amount rule flags every one of, without overflowing the stack', () => {
    const input = hugeInput(240_000);
    const { result, flags } = analyse(input);
    expect(result.accounts).toHaveLength(1);
    expect(result.accounts[0]!.rows).toBe(240_000);
    const count = (rule: string) => result.flagCounts.find((c) => c.rule === rule)!.count;
    expect(count('large')).toBe(240_000);
    expect(flags.filter((f) => f.rule === 'large')).toHaveLength(240_000);
    // One customer both ways, busy every month: one flag for the account.
    expect(count('frequentTwoWay')).toBe(1);
    expect(result.accounts[0]!.closingBalance).toBe(0);
  }, 120_000);
});

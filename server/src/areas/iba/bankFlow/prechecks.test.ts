import { describe, expect, it } from 'vitest';
import { DEFAULT_BANK_FLOW_THRESHOLDS } from '@esee/contracts';
import { generateStatements } from '../../../data/generate/bankStatements';
import type { Account, EngineTxn } from './model';
import { precheckAccount } from './prechecks';
import { prepareAccounts } from './prepare';

const th = DEFAULT_BANK_FLOW_THRESHOLDS;

/** One subject's account of hand-written rows: [time, ±amount, balance]. */
function account(rows: [string, number, number | null][], statementOf = (_i: number) => 1): Account {
  const txns: EngineTxn[] = rows.map(([occurred, amount, balance], i) => ({
    id: i + 1,
    subjectId: 1,
    statementId: statementOf(i),
    accountNo: '622',
    line: i + 2,
    order: i,
    occurred,
    hasTime: !occurred.endsWith('00:00:00'),
    direction: amount < 0 ? 'out' : 'in',
    amount: Math.abs(amount),
    balance,
    counterparty: '甲公司',
    counterAccount: '',
    counterBank: '',
    summary: '货款',
    currency: 'CNY',
  }));
  return prepareAccounts({
    subjects: [{ id: 1, kind: 'company', name: '主体' }],
    txns,
    thresholds: th,
    related: new Map(),
    register: new Map(),
  })[0]!;
}
const check = (a: Account, name: string) => precheckAccount(a, th).find((c) => c.check === name)!;

describe('pre-checks', () => {
  it('pass on a clean statement', () => {
    const a = account([
      ['2024-01-02 10:00:00', 100, 100],
      ['2024-01-03 10:00:00', -40, 60],
      ['2024-01-20 10:00:00', 15.5, 75.5],
    ]);
    expect(precheckAccount(a, th).map((c) => [c.check, c.status])).toEqual([
      ['order', 'pass'],
      ['balance', 'pass'],
      ['gap', 'pass'],
      ['duplicate', 'pass'],
      ['time', 'pass'],
    ]);
  });

  it('turn a statement listed newest first round and check its balances in time order', () => {
    const a = account([
      ['2024-01-20 10:00:00', 15.5, 75.5],
      ['2024-01-03 10:00:00', -40, 60],
      ['2024-01-02 10:00:00', 100, 100],
    ]);
    expect(check(a, 'order')).toMatchObject({ status: 'pass', detail: '1 份流水为倒序排列，已按时间重排' });
    expect(check(a, 'balance').status).toBe('pass');
  });

  it('find a balance break, a gap and a duplicate, naming the rows', () => {
    const a = account([
      ['2024-01-02 10:00:00', 100, 100],
      ['2024-01-03 10:00:00', -40, 60],
      ['2024-01-03 10:00:00', -40, 60],
      ['2024-03-20 10:00:00', 15.5, 80],
    ]);
    expect(check(a, 'balance')).toMatchObject({ status: 'fail', detail: '2 处余额不连续，可能缺页、缺笔或顺序有误' });
    expect(check(a, 'balance').items[0]).toContain('第4行');
    expect(check(a, 'gap').items).toEqual(['2024-01-03 至 2024-03-20 间隔 77 天无交易']);
    expect(check(a, 'duplicate').items[0]).toMatch(/^第4行.*与第3行相同/);
  });

  it('say what they skip: no balance column, no times', () => {
    const a = account([
      ['2024-01-02 00:00:00', 100, null],
      ['2024-01-03 00:00:00', -40, null],
    ]);
    expect(check(a, 'balance').status).toBe('skip');
    expect(check(a, 'time').status).toBe('skip');
  });

  it('find the faults planted in generated statements', () => {
    const g = generateStatements({ seed: 11 });
    let id = 0;
    const txns: EngineTxn[] = g.statements.flatMap((s, si) =>
      s.rows.map((r, order) => ({
        ...r,
        id: ++id,
        subjectId: si + 1,
        statementId: si + 1,
        accountNo: s.subject.accountNo,
        line: order + 2,
        order,
        hasTime: true,
        currency: 'CNY',
      })),
    );
    const accounts = prepareAccounts({
      subjects: g.subjects.map((s, i) => ({ id: i + 1, kind: s.kind, name: s.name })),
      txns,
      thresholds: th,
      related: new Map(),
      register: new Map(),
    });
    const checks = accounts.flatMap((a) =>
      precheckAccount(a, th).map((c) => ({ ...c, key: g.subjects[a.subject.id - 1]!.key })),
    );
    const problems = checks.filter((c) => c.status !== 'pass');
    expect(problems.map((c) => `${c.key} ${c.check}`).sort()).toEqual(['B balance', 'B duplicate', 'C gap']);
    const balance = problems.find((c) => c.check === 'balance')!;
    const want = g.faults.filter((f) => f.check === 'balance').map((f) => f.occurred.slice(0, 16));
    expect(balance.items).toHaveLength(want.length);
    for (const at of want) expect(balance.items.some((i) => i.includes(at))).toBe(true);
    expect(problems.find((c) => c.check === 'gap')!.items[0]).toContain(
      g.faults.find((f) => f.check === 'gap')!.occurred,
    );
  });
});

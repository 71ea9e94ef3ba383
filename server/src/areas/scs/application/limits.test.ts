import { describe, expect, it } from 'vitest';
import { allocationError, available, concentration, simulate, usage } from './limits';

describe('统一授信 arithmetic', () => {
  it('reports the warning step reached: 80%, 90%, 100%', () => {
    expect(usage(79, 100)).toEqual({ ratio: 0.79, step: null });
    expect(usage(80, 100)).toEqual({ ratio: 0.8, step: 0.8 });
    expect(usage(95, 100)).toEqual({ ratio: 0.95, step: 0.9 });
    expect(usage(120, 100)).toEqual({ ratio: 1.2, step: 1 });
    expect(usage(50, null)).toEqual({ ratio: null, step: null });
  });

  it('measures concentration against 15% of capital for a group and 10% for a single customer', () => {
    // 12 of 100 is 12%: 80% of the group limit (15%), over the single limit (10%).
    expect(concentration(12, 100, false)).toEqual({ ratio: 0.12, step: 0.8 });
    expect(concentration(12, 100, true)).toEqual({ ratio: 0.12, step: 1 });
    expect(concentration(12, null, true)).toEqual({ ratio: null, step: null });
  });

  it('refuses member limits that add up to more than the group limit', () => {
    expect(allocationError(100, [60, 40])).toBeNull();
    expect(allocationError(100, [60, 40.01])).toMatch(/成员额度合计.*超过集团授信额度/);
    expect(allocationError(null, [1])).toMatch(/请先核定集团授信额度/);
  });

  it('computes availability as limit less used less frozen', () => {
    expect(available(100, 30, 20)).toBe(50);
    expect(available(null, 30, 0)).toBeNull();
  });

  it('passes a loan within every limit and names each limit a loan breaks', () => {
    const base = {
      member: { limit: 100, used: 50, frozen: 10, exposure: 50 },
      group: { limit: 300, used: 200, frozen: 10, exposure: 200 },
      capital: 10_000,
    };
    const fits = simulate({ ...base, amount: 40 });
    expect(fits).toMatchObject({
      pass: true,
      broken: [],
      member: { availableAfter: 0 },
      group: { availableAfter: 50 },
    });
    const breaks = simulate({ ...base, amount: 100 });
    expect(breaks.pass).toBe(false);
    expect(breaks.broken).toEqual([
      expect.stringMatching(/超出成员可用额度/),
      expect.stringMatching(/超出集团可用额度/),
    ]);
    const concentrated = simulate({ ...base, capital: 1000, amount: 10 });
    expect(concentrated.broken).toEqual([
      expect.stringMatching(/集团风险暴露将达一级资本净额的21.00%，超过15.00%上限/),
    ]);
    expect(simulate({ ...base, member: { ...base.member, limit: null }, amount: 1 }).broken).toContain(
      '成员未分配授信额度',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  allocationError,
  available,
  groupMeasure,
  isInterbank,
  measure,
  memberMeasures,
  simulate,
  usage,
} from './limits';

describe('统一授信 arithmetic', () => {
  it('reports the warning step reached: 80%, 90%, 100%', () => {
    expect(usage(79, 100)).toEqual({ ratio: 0.79, step: null });
    expect(usage(80, 100)).toEqual({ ratio: 0.8, step: 0.8 });
    expect(usage(95, 100)).toEqual({ ratio: 0.95, step: 0.9 });
    expect(usage(120, 100)).toEqual({ ratio: 1.2, step: 1 });
    expect(usage(50, null)).toEqual({ ratio: null, step: null });
  });

  it('measures each limit against its own base: exposure of 一级资本净额, loan balance of 资本净额', () => {
    const capitals = { tier1: 100, net: 120 };
    // 12 of 100 is 12%: 80% of the single-customer limit (15%).
    expect(measure('single', 12, capitals)).toMatchObject({
      base: '一级资本净额',
      share: 0.15,
      ratio: 0.12,
      step: 0.8,
    });
    // A loan balance of 12 against 资本净额 120 is 10%: the whole loan limit.
    expect(measure('loan', 12, capitals)).toMatchObject({
      base: '资本净额',
      share: 0.1,
      ratio: 0.1,
      step: 1,
      article: expect.stringMatching(/^《商业银行大额风险暴露管理办法》（银保监会令2018年第1号）第十六条/),
    });
    expect(measure('group', 18, capitals)).toMatchObject({
      share: 0.2,
      step: 0.9,
      article: expect.stringMatching(/第十七条/),
    });
    expect(measure('loan', 12, { tier1: 100, net: null })).toMatchObject({ ratio: null, step: null });
    expect(memberMeasures({ exposure: 20, loan: 5, interbank: true }, capitals).map((m) => m.key)).toEqual([
      'interbank',
      'loan',
    ]);
    expect(groupMeasure(20, false, capitals).key).toBe('group');
    expect(isInterbank('J6621')).toBe(true);
    expect(isInterbank('J6930')).toBe(false);
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
      member: { limit: 100, used: 50, frozen: 10, exposure: 50, loan: 50, interbank: false },
      group: { limit: 300, used: 200, frozen: 10, exposure: 200, interbank: false },
      capitals: { tier1: 10_000, net: 12_000 },
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
    const concentrated = simulate({ ...base, capitals: { tier1: 1000, net: 500 }, amount: 10 });
    expect(concentrated.broken).toEqual([
      expect.stringMatching(/一组非同业关联客户风险暴露将达一级资本净额的21.00%，超过20.00%上限（.*第十七条）/),
      expect.stringMatching(
        /单一客户贷款余额将达资本净额的12.00%，超过10.00%上限（《商业银行大额风险暴露管理办法》.*第十六条、《商业银行法》第三十九条/,
      ),
    ]);
    expect(simulate({ ...base, member: { ...base.member, limit: null }, amount: 1 }).broken).toContain(
      '成员未分配授信额度',
    );
    // The capital figures are required: a measure that cannot be taken does not pass.
    const blind = simulate({ ...base, capitals: { tier1: null, net: 0 }, amount: 40 });
    expect(blind.pass).toBe(false);
    expect(blind.broken).toEqual([
      '请填写一级资本净额，方可计量一组非同业关联客户风险暴露、非同业单一客户风险暴露',
      '资本净额须为大于0的金额（元），方可计量单一客户贷款余额',
    ]);
    const interbank = simulate({
      ...base,
      member: { ...base.member, interbank: true },
      group: { ...base.group, interbank: true },
      capitals: { tier1: null, net: 12_000 },
      amount: 40,
    });
    expect(interbank.broken).toEqual(['请填写一级资本净额，方可计量同业单一客户或集团客户风险暴露']);
  });
});

import {
  CREDIT_WARNING_STEPS,
  GROUP_CONCENTRATION_LIMIT,
  SINGLE_CONCENTRATION_LIMIT,
  type CreditUsage,
} from '@esee/contracts';

/*
 * 统一授信 arithmetic (product notes §4.5), pure: limit usage and its warning step, concentration against
 * net tier-1 capital (the 2018 大额风险暴露 limits: 15% for a group, 10% for a single customer), the
 * allocation rule (member limits within the group limit) and the 授信测算 of a new loan.
 */

const cents = (n: number) => Math.round(n * 100) / 100;

/** The share of `limit` that `used` takes, and the highest warning step reached (80%, 90%, 100%). */
export function usage(used: number, limit: number | null): CreditUsage {
  if (limit === null || limit <= 0) return { ratio: null, step: null };
  const ratio = used / limit;
  const step = [...CREDIT_WARNING_STEPS].reverse().find((s) => ratio >= s - 1e-12) ?? null;
  return { ratio: Math.round(ratio * 10_000) / 10_000, step };
}

/** Exposure ÷ net tier-1 capital, as a share of the regulatory limit (so the same warning steps apply). */
export function concentration(exposure: number, capital: number | null, single: boolean): CreditUsage {
  if (!capital) return { ratio: null, step: null };
  const limit = single ? SINGLE_CONCENTRATION_LIMIT : GROUP_CONCENTRATION_LIMIT;
  const { step } = usage(exposure, capital * limit);
  return { ratio: Math.round((exposure / capital) * 10_000) / 10_000, step };
}

/** The refusal of an allocation whose member limits add up to more than the group limit, or null. */
export function allocationError(groupLimit: number | null, limits: readonly number[]): string | null {
  const sum = cents(limits.reduce((s, l) => s + l, 0));
  if (groupLimit === null) return '请先核定集团授信额度，再分配成员额度';
  if (sum > groupLimit + 0.001)
    return `成员额度合计${yuan(sum)}超过集团授信额度${yuan(groupLimit)}，超出${yuan(cents(sum - groupLimit))}，未保存`;
  return null;
}

export interface SimulationInput {
  amount: number;
  member: { limit: number | null; used: number; frozen: number; exposure: number };
  group: { limit: number | null; used: number; frozen: number; exposure: number };
  capital: number | null;
}

export interface SimulationResult {
  pass: boolean;
  member: { limit: number | null; availableBefore: number | null; availableAfter: number | null };
  group: { limit: number | null; availableBefore: number | null; availableAfter: number | null };
  concentration: { group: number | null; member: number | null };
  broken: string[];
}

/** Available = limit − used − frozen (null when no limit is set). */
export const available = (limit: number | null, used: number, frozen: number) =>
  limit === null ? null : cents(limit - used - frozen);

/**
 * 授信测算: a new loan of `amount` to a member passes when it fits the member's available limit, the
 * group's available limit and both concentration limits (when the capital is known). A missing member or
 * group limit breaks the check: no limit, no lending.
 */
export function simulate(input: SimulationInput): SimulationResult {
  const { amount, member, group, capital } = input;
  const m0 = available(member.limit, member.used, member.frozen);
  const g0 = available(group.limit, group.used, group.frozen);
  const m1 = m0 === null ? null : cents(m0 - amount);
  const g1 = g0 === null ? null : cents(g0 - amount);
  const broken: string[] = [];
  if (m1 === null) broken.push('成员未分配授信额度');
  else if (m1 < 0) broken.push(`超出成员可用额度${yuan(m0!)}（缺口${yuan(-m1)}）`);
  if (g1 === null) broken.push('集团未核定授信额度');
  else if (g1 < 0) broken.push(`超出集团可用额度${yuan(g0!)}（缺口${yuan(-g1)}）`);
  const gc = capital ? (group.exposure + amount) / capital : null;
  const mc = capital ? (member.exposure + amount) / capital : null;
  if (gc !== null && gc > GROUP_CONCENTRATION_LIMIT + 1e-12)
    broken.push(`集团风险暴露将达一级资本净额的${pct(gc)}，超过${pct(GROUP_CONCENTRATION_LIMIT)}上限`);
  if (mc !== null && mc > SINGLE_CONCENTRATION_LIMIT + 1e-12)
    broken.push(`单一客户风险暴露将达一级资本净额的${pct(mc)}，超过${pct(SINGLE_CONCENTRATION_LIMIT)}上限`);
  return {
    pass: broken.length === 0,
    member: { limit: member.limit, availableBefore: m0, availableAfter: m1 },
    group: { limit: group.limit, availableBefore: g0, availableAfter: g1 },
    concentration: {
      group: gc === null ? null : Math.round(gc * 10_000) / 10_000,
      member: mc === null ? null : Math.round(mc * 10_000) / 10_000,
    },
    broken,
  };
}

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;
/** 元 in 万元 with two decimals, as bankers read it. */
export const yuan = (n: number) => `${(n / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万元`;

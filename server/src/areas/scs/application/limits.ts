import {
  CAPITAL_BASES,
  capitalProblem,
  CREDIT_WARNING_STEPS,
  EXPOSURE_LIMITS,
  type Capitals,
  type CreditUsage,
  type ExposureLimitKey,
  type ExposureMeasure,
} from '@esee/contracts';

/*
 * 统一授信 arithmetic (product notes §4.5), pure: limit usage and its warning step, the concentration
 * measures (EXPOSURE_LIMITS: each its amount, its capital base and its article; README), the allocation
 * rule (member limits within the group limit) and the 授信测算 of a new loan.
 */

const cents = (n: number) => Math.round(n * 100) / 100;

/** The share of `limit` that `used` takes, and the highest warning step reached (80%, 90%, 100%). */
export function usage(used: number, limit: number | null): CreditUsage {
  if (limit === null || limit <= 0) return { ratio: null, step: null };
  const ratio = used / limit;
  const step = [...CREDIT_WARNING_STEPS].reverse().find((s) => ratio >= s - 1e-12) ?? null;
  return { ratio: Math.round(ratio * 10_000) / 10_000, step };
}

/** One measure: `amount` against the capital base of limit `key`, and the warning step reached. */
export function measure(key: ExposureLimitKey, amount: number, capitals: Capitals): ExposureMeasure {
  const limit = EXPOSURE_LIMITS[key];
  const capital = capitals[limit.base];
  const valid = capital !== null && capital > 0;
  return {
    key,
    title: limit.title,
    share: limit.share,
    base: CAPITAL_BASES[limit.base],
    article: limit.article,
    amount,
    capital,
    ratio: valid ? Math.round((amount / capital) * 10_000) / 10_000 : null,
    step: valid ? usage(amount, capital * limit.share).step : null,
  };
}

/**
 * 同业客户 (a financial institution): registered in 货币金融服务, 资本市场服务 or 保险业 (GB/T 4754 J66–J68).
 * 非金融机构支付服务 (J6930) and the rest of section J are not.
 */
export const isInterbank = (industryCode: string | null) => /^J6[678]/.test(industryCode ?? '');

/** A customer's two measures: its risk exposure (第十六条, 同业 第十八条) and its loan balance (第十六条 too, 商业银行法 第三十九条). */
export function memberMeasures(
  m: { exposure: number; loan: number; interbank: boolean },
  capitals: Capitals,
): ExposureMeasure[] {
  return [measure(m.interbank ? 'interbank' : 'single', m.exposure, capitals), measure('loan', m.loan, capitals)];
}

/** A group's measure: 一组非同业关联客户 (第十七条), or 同业集团客户 (第十八条) when every member is 同业. */
export function groupMeasure(exposure: number, allInterbank: boolean, capitals: Capitals): ExposureMeasure {
  return measure(allInterbank ? 'interbank' : 'group', exposure, capitals);
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
  member: { limit: number | null; used: number; frozen: number; exposure: number; loan: number; interbank: boolean };
  group: { limit: number | null; used: number; frozen: number; exposure: number; interbank: boolean };
  capitals: Capitals;
}

export interface SimulationResult {
  pass: boolean;
  member: { limit: number | null; availableBefore: number | null; availableAfter: number | null };
  group: { limit: number | null; availableBefore: number | null; availableAfter: number | null };
  measures: ExposureMeasure[];
  broken: string[];
}

/** Available = limit − used − frozen (null when no limit is set). */
export const available = (limit: number | null, used: number, frozen: number) =>
  limit === null ? null : cents(limit - used - frozen);

/**
 * 授信测算: a new loan of `amount` to a member passes when it fits the member's available limit, the
 * group's available limit and every concentration measure (the loan adds to the member's and the group's risk
 * exposure and to the member's loan balance). A missing member or group limit breaks the check: no limit, no
 * lending; so does a capital figure not set (or not positive): a measure that cannot be taken is not passed.
 */
export function simulate(input: SimulationInput): SimulationResult {
  const { amount, member, group, capitals } = input;
  const m0 = available(member.limit, member.used, member.frozen);
  const g0 = available(group.limit, group.used, group.frozen);
  const m1 = m0 === null ? null : cents(m0 - amount);
  const g1 = g0 === null ? null : cents(g0 - amount);
  const broken: string[] = [];
  if (m1 === null) broken.push('成员未分配授信额度');
  else if (m1 < 0) broken.push(`超出成员可用额度${yuan(m0!)}（缺口${yuan(-m1)}）`);
  if (g1 === null) broken.push('集团未核定授信额度');
  else if (g1 < 0) broken.push(`超出集团可用额度${yuan(g0!)}（缺口${yuan(-g1)}）`);
  const measures = [
    groupMeasure(cents(group.exposure + amount), group.interbank, capitals),
    ...memberMeasures(
      { exposure: cents(member.exposure + amount), loan: cents(member.loan + amount), interbank: member.interbank },
      capitals,
    ),
  ];
  const unmeasured = new Map<string, Set<string>>();
  for (const m of measures) {
    const problem = capitalProblem(EXPOSURE_LIMITS[m.key].base, m.capital);
    if (problem) unmeasured.set(problem, (unmeasured.get(problem) ?? new Set()).add(m.title));
  }
  for (const [problem, titles] of unmeasured) broken.push(`${problem}，方可计量${[...titles].join('、')}`);
  for (const m of measures)
    if (m.ratio !== null && m.capital !== null && m.amount > m.capital * m.share + 0.001)
      broken.push(`${m.title}将达${m.base}的${pct(m.ratio)}，超过${pct(m.share)}上限（${m.article}）`);
  return {
    pass: broken.length === 0,
    member: { limit: member.limit, availableBefore: m0, availableAfter: m1 },
    group: { limit: group.limit, availableBefore: g0, availableAfter: g1 },
    measures,
    broken,
  };
}

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;
/** 元 in 万元 with two decimals, as bankers read it. */
export const yuan = (n: number) => `${(n / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万元`;

import type { BankFlowPrecheck, BankFlowThresholds } from '@esee/contracts';
import type { Account, Txn } from './model';
import { yuan } from './prepare';

/** Rows listed per check at most. */
const MAX_ITEMS = 20;
const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
const where = (t: Txn) => `第${t.line}行（${t.occurred.slice(0, t.hasTime ? 16 : 10)}）`;

/**
 * The pre-checks of one account (product pages §3.5): the statements' order, balance continuity (the
 * previous balance ± the amount is the balance, row by row), date gaps inside the period, duplicate rows,
 * and whether there are times at all (the night-time rule needs them).
 */
export function precheckAccount(account: Account, th: BankFlowThresholds): BankFlowPrecheck[] {
  const { txns } = account;
  const base = { subjectName: account.subject.name, accountNo: account.accountNo };
  const out: BankFlowPrecheck[] = [];

  // Order: each statement's rows in file order should run forwards (or wholly backwards: 倒序, turned round).
  const byStatement = new Map<number, Txn[]>();
  for (const t of txns)
    (byStatement.get(t.statementId) ?? byStatement.set(t.statementId, []).get(t.statementId)!).push(t);
  let reversed = 0;
  const disorder: string[] = [];
  for (const rows of byStatement.values()) {
    const inFile = [...rows].sort((a, b) => a.order - b.order);
    const backwards = inFile.length > 1 && inFile[0]!.occurred > inFile[inFile.length - 1]!.occurred;
    if (backwards) reversed++;
    for (let i = 1; i < inFile.length; i++) {
      const [a, b] = backwards ? [inFile[i]!, inFile[i - 1]!] : [inFile[i - 1]!, inFile[i]!];
      if (a.occurred > b.occurred) disorder.push(`${where(backwards ? a : b)} 早于上一行`);
    }
  }
  out.push({
    ...base,
    check: 'order',
    title: '排序检查',
    status: disorder.length ? 'warn' : 'pass',
    detail: disorder.length
      ? `${disorder.length} 行时间先于上一行（乱序），已按时间重排`
      : reversed
        ? `${reversed} 份流水为倒序排列，已按时间重排`
        : '按时间顺序排列',
    items: disorder.slice(0, MAX_ITEMS),
  });

  // Balance continuity, in time order.
  if (txns.every((t) => t.balance === null))
    out.push({
      ...base,
      check: 'balance',
      title: '余额连续性',
      status: 'skip',
      detail: '流水无余额列，未检查',
      items: [],
    });
  else {
    const breaks: string[] = [];
    let count = 0;
    for (let i = 1; i < txns.length; i++) {
      const prev = txns[i - 1]!;
      const t = txns[i]!;
      if (prev.balance === null || t.balance === null) continue;
      const expected = prev.balance + (t.direction === 'in' ? t.amount : -t.amount);
      if (Math.abs(expected - t.balance) > 0.005) {
        count++;
        if (breaks.length < MAX_ITEMS)
          breaks.push(
            `${where(t)}：上笔余额 ${yuan(prev.balance)} ${t.direction === 'in' ? '+' : '−'} ${yuan(t.amount)} = ${yuan(expected)}，流水余额 ${yuan(t.balance)}`,
          );
      }
    }
    out.push({
      ...base,
      check: 'balance',
      title: '余额连续性',
      status: count ? 'fail' : 'pass',
      detail: count ? `${count} 处余额不连续，可能缺页、缺笔或顺序有误` : '逐笔余额连续',
      items: breaks,
    });
  }

  // Date gaps.
  const gaps: string[] = [];
  for (let i = 1; i < txns.length; i++) {
    if (txns[i - 1]!.day === txns[i]!.day) continue;
    const days = daysBetween(txns[i - 1]!.day, txns[i]!.day);
    if (days > th.gapDays) gaps.push(`${txns[i - 1]!.day} 至 ${txns[i]!.day} 间隔 ${days} 天无交易`);
  }
  out.push({
    ...base,
    check: 'gap',
    title: '日期断档',
    status: gaps.length ? 'warn' : 'pass',
    detail: gaps.length ? `${gaps.length} 处超过 ${th.gapDays} 天无交易` : `无超过 ${th.gapDays} 天的断档`,
    items: gaps.slice(0, MAX_ITEMS),
  });

  // Duplicates: the same time, direction, amount, counterparty and summary.
  const seen = new Map<string, Txn>();
  const duplicates: string[] = [];
  let dupCount = 0;
  for (const t of txns) {
    if (!t.hasTime) continue;
    const key = [t.occurred, t.direction, t.amount.toFixed(2), t.cpKey, t.summary].join('|');
    const first = seen.get(key);
    if (first) {
      dupCount++;
      if (duplicates.length < MAX_ITEMS)
        duplicates.push(`${where(t)} 与第${first.line}行相同（${yuan(t.amount)}，${t.counterparty || '无对方'}）`);
    } else seen.set(key, t);
  }
  out.push({
    ...base,
    check: 'duplicate',
    title: '重复交易',
    status: dupCount ? 'warn' : 'pass',
    detail: dupCount ? `${dupCount} 笔疑似重复` : '未发现重复交易',
    items: duplicates,
  });

  const timed = txns.some((t) => t.hasTime);
  out.push({
    ...base,
    check: 'time',
    title: '交易时间',
    status: timed ? 'pass' : 'skip',
    detail: timed ? '含交易时间' : '流水无交易时间：夜间交易规则未执行，重复检查未执行',
    items: [],
  });
  return out;
}

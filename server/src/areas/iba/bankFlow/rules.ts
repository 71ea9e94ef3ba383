import type { BankFlowThresholds } from '@esee/contracts';
import { isHoliday, isWorkingDay } from '../../../core/reference/holidays';
import { ON_BEHALF } from './dictionary';
import type { Account, EngineFlag, EngineSubject, Txn } from './model';
import { yuan } from './prepare';

/* The anomaly rules (product pages §3.5). Each returns flags naming the rule, the transactions and why. */

const dir = (t: Txn) => (t.direction === 'in' ? '收入' : '支出');
const cents = (n: number) => Math.round(n * 100);
/** Transfers between a subject's own accounts are not business flows: no rule but the loop reads them. */
const business = (t: Txn) => t.cpClass !== 'own';

const single = (rule: EngineFlag['rule'], account: Account, t: Txn, reason: string): EngineFlag => ({
  rule,
  key: `${rule}:${t.id}`,
  subjectId: account.subject.id,
  accountNo: account.accountNo,
  anchor: t.id,
  txnIds: [t.id],
  counterparty: t.counterparty,
  amount: t.amount,
  occurred: t.occurred,
  reason,
  relation: null,
});

/** The rules read row by row: large, round, night-time, non-working day, cash, third-party collection. */
export function rowRules(account: Account, th: BankFlowThresholds): EngineFlag[] {
  const flags: EngineFlag[] = [];
  const company = account.subject.kind === 'company';
  const large = company ? th.largeCompany : th.largePerson;
  const unit = cents(th.roundUnit);
  const night = (h: number) =>
    th.nightStartHour > th.nightEndHour
      ? h >= th.nightStartHour || h < th.nightEndHour
      : h >= th.nightStartHour && h < th.nightEndHour;
  for (const t of account.txns) {
    if (!business(t)) continue;
    if (t.amount >= large)
      flags.push(
        single(
          'large',
          account,
          t,
          `单笔${dir(t)} ${yuan(t.amount)} 元，达到${company ? '企业' : '自然人'}主体大额标准 ${yuan(large)} 元`,
        ),
      );
    if (unit > 0 && t.amount >= th.roundMin && cents(t.amount) % unit === 0)
      flags.push(single('round', account, t, `${dir(t)} ${yuan(t.amount)} 元为 ${yuan(th.roundUnit)} 元的整数倍`));
    if (t.hasTime && night(t.hour))
      flags.push(
        single(
          'night',
          account,
          t,
          `交易时间 ${t.occurred.slice(11, 16)} 在夜间（${th.nightStartHour}:00–${th.nightEndHour}:00）`,
        ),
      );
    if (company && t.amount >= th.nonWorkingDayMin && !isWorkingDay(t.day))
      flags.push(
        single(
          'nonWorkingDay',
          account,
          t,
          `${t.day} 为${isHoliday(t.day) ? '法定节假日' : '周末'}，企业${dir(t)} ${yuan(t.amount)} 元`,
        ),
      );
    if (t.summaryClass === '现金' && t.amount >= th.cashMin)
      flags.push(
        single(
          'cash',
          account,
          t,
          `现金${t.direction === 'in' ? '存入' : '支取'} ${yuan(t.amount)} 元（摘要：${t.summary}）`,
        ),
      );
    if (company && t.amount >= th.thirdPartyMin && t.cpClass !== 'subject') {
      if (ON_BEHALF.test(t.summary))
        flags.push(
          single('thirdParty', account, t, `摘要「${t.summary}」表明为代付/代收，${dir(t)} ${yuan(t.amount)} 元`),
        );
      else if (t.direction === 'in' && t.cpClass === 'person' && t.summaryClass === '货款')
        flags.push(
          single(
            'thirdParty',
            account,
            t,
            `个人「${t.counterparty}」向企业支付货款 ${yuan(t.amount)} 元，付款方与合同方可能不一致`,
          ),
        );
    }
  }
  return flags;
}

/** 快进快出: an inflow of which most leaves to other parties within the hours set. */
export function fastInOut(account: Account, th: BankFlowThresholds): EngineFlag[] {
  const flags: EngineFlag[] = [];
  const txns = account.txns;
  const windowMinutes = th.fastInOutHours * 60;
  for (let i = 0; i < txns.length; i++) {
    const t = txns[i]!;
    if (t.direction !== 'in' || t.amount < th.fastInOutMin || !business(t)) continue;
    const end = t.minutes + windowMinutes;
    let out = 0;
    const outs: Txn[] = [];
    for (let j = i + 1; j < txns.length && txns[j]!.minutes <= end; j++) {
      const o = txns[j]!;
      if (o.direction !== 'out' || !business(o) || (o.cpKey && o.cpKey === t.cpKey)) continue;
      out += o.amount;
      outs.push(o);
    }
    if (out >= th.fastInOutRatio * t.amount)
      flags.push({
        ...single('fastInOut', account, t, ''),
        txnIds: [t.id, ...outs.map((o) => o.id)],
        reason: `收到「${t.counterparty || '未知'}」${yuan(t.amount)} 元后 ${th.fastInOutHours} 小时内转出 ${yuan(out)} 元（${Math.round((out / t.amount) * 100)}%）给 ${new Set(outs.map((o) => o.cpKey)).size} 个其他对手方`,
      });
  }
  return flags;
}

/** Counterparty classes the frequency and two-way rule leaves out: banks, payment platforms, tax, none. */
const ROUTINE = new Set(['own', 'financial', 'government', 'none']);

/** 频繁往来 / 往来拆借: many transactions with one party in a month, or money both ways with it. */
export function frequentTwoWay(account: Account, th: BankFlowThresholds): EngineFlag[] {
  const groups = new Map<string, Txn[]>();
  for (const t of account.txns)
    if (t.cpKey && !ROUTINE.has(t.cpClass)) (groups.get(t.cpKey) ?? groups.set(t.cpKey, []).get(t.cpKey)!).push(t);
  const flags: EngineFlag[] = [];
  for (const [cpKey, txns] of groups) {
    const perMonth = new Map<string, number>();
    let inSum = 0;
    let outSum = 0;
    for (const t of txns) {
      perMonth.set(t.month, (perMonth.get(t.month) ?? 0) + 1);
      if (t.direction === 'in') inSum += t.amount;
      else outSum += t.amount;
    }
    const busy = [...perMonth].filter(([, n]) => n >= th.frequentPerMonth);
    const twoWay = inSum >= th.twoWayMin && outSum >= th.twoWayMin;
    if (!busy.length && !twoWay) continue;
    const busyMonths = new Set(busy.map(([m]) => m));
    const shown = twoWay ? txns : txns.filter((t) => busyMonths.has(t.month));
    const reasons = [
      ...busy.map(([m, n]) => `${m} 月内交易 ${n} 笔`),
      ...(twoWay ? [`双向往来：收入 ${yuan(inSum)} 元、支出 ${yuan(outSum)} 元`] : []),
    ];
    const first = shown[0]!;
    flags.push({
      rule: 'frequentTwoWay',
      key: `frequentTwoWay:${account.subject.id}:${account.accountNo}:${cpKey}`,
      subjectId: account.subject.id,
      accountNo: account.accountNo,
      anchor: first.id,
      txnIds: shown.slice(0, 100).map((t) => t.id),
      counterparty: first.counterparty,
      amount: inSum + outSum,
      occurred: first.occurred,
      reason: `与「${first.counterparty}」${reasons.join('；')}`,
      relation: null,
    });
  }
  return flags;
}

/** 关联方交易: the transactions with a counterparty related to the subject in the register, one flag per party. */
export function relatedParty(
  account: Account,
  relationOf: (cpKey: string) => { relation: string } | undefined,
): EngineFlag[] {
  const groups = new Map<string, Txn[]>();
  for (const t of account.txns)
    if (t.cpClass === 'related') (groups.get(t.cpKey) ?? groups.set(t.cpKey, []).get(t.cpKey)!).push(t);
  return [...groups].map(([cpKey, txns]) => {
    const first = txns[0]!;
    const total = txns.reduce((s, t) => s + t.amount, 0);
    const relation = relationOf(cpKey)?.relation ?? null;
    return {
      rule: 'relatedParty' as const,
      key: `relatedParty:${account.subject.id}:${account.accountNo}:${cpKey}`,
      subjectId: account.subject.id,
      accountNo: account.accountNo,
      anchor: first.id,
      txnIds: txns.slice(0, 100).map((t) => t.id),
      counterparty: first.counterparty,
      amount: total,
      occurred: first.occurred,
      reason: `与关联方「${first.counterparty}」交易 ${txns.length} 笔，合计 ${yuan(total)} 元${relation ? `（${relation}）` : ''}`,
      relation,
    };
  });
}

interface Edge {
  from: number;
  to: number;
  minutes: number;
  txn: Txn;
  account: Account;
}

/** Cycles reported at most, and steps of the search: a pathological statement cannot stall the analysis. */
const MAX_LOOPS = 200;
const MAX_STEPS = 200_000;
const MAX_LENGTH = 6;

/**
 * 资金闭环: transfers among the subjects, each at least the minimum, following one another in time and coming
 * back to the first subject within the days set. A transfer is read from the payer's statement; from the
 * payee's only when the payer has no statement in the analysis.
 */
export function loops(accounts: Account[], subjects: EngineSubject[], th: BankFlowThresholds): EngineFlag[] {
  const withStatements = new Set(accounts.map((a) => a.subject.id));
  const names = new Map(subjects.map((s) => [s.id, s.name]));
  const edges: Edge[] = [];
  for (const account of accounts)
    for (const t of account.txns) {
      if (t.cpClass !== 'subject' || t.cpSubjectId === null || t.amount < th.loopMin) continue;
      if (t.direction === 'out')
        edges.push({ from: account.subject.id, to: t.cpSubjectId, minutes: t.minutes, txn: t, account });
      else if (!withStatements.has(t.cpSubjectId))
        edges.push({ from: t.cpSubjectId, to: account.subject.id, minutes: t.minutes, txn: t, account });
    }
  edges.sort((a, b) => a.minutes - b.minutes || a.txn.id - b.txn.id);
  const bySource = new Map<number, Edge[]>();
  for (const e of edges) (bySource.get(e.from) ?? bySource.set(e.from, []).get(e.from)!).push(e);

  const flags: EngineFlag[] = [];
  const seen = new Set<string>();
  let steps = 0;
  const limit = th.loopDays * 1440;
  for (const start of edges) {
    if (flags.length >= MAX_LOOPS || steps > MAX_STEPS) break;
    const path: Edge[] = [start];
    const visited = new Set([start.from, start.to]);
    const walk = (last: Edge): void => {
      for (const e of bySource.get(last.to) ?? []) {
        if (++steps > MAX_STEPS || flags.length >= MAX_LOOPS) return;
        if (e.minutes < last.minutes || e === last) continue;
        if (e.minutes > start.minutes + limit) break;
        if (e.to === start.from) {
          const cycle = [...path, e];
          const key = `loop:${cycle
            .map((c) => c.txn.id)
            .sort((a, b) => a - b)
            .join(',')}`;
          if (!seen.has(key)) {
            seen.add(key);
            flags.push(loopFlag(key, cycle, names, th));
          }
        } else if (!visited.has(e.to) && path.length < MAX_LENGTH - 1) {
          visited.add(e.to);
          path.push(e);
          walk(e);
          path.pop();
          visited.delete(e.to);
        }
      }
    };
    walk(start);
  }
  return flags;
}

function loopFlag(key: string, cycle: Edge[], names: Map<number, string>, th: BankFlowThresholds): EngineFlag {
  const first = cycle[0]!;
  const last = cycle[cycle.length - 1]!;
  const route = [first.from, ...cycle.map((e) => e.to)].map((id) => names.get(id) ?? String(id)).join(' → ');
  const days = Math.max(0, Math.round((last.minutes - first.minutes) / 1440));
  return {
    rule: 'loop',
    key,
    subjectId: first.from,
    accountNo: first.account.subject.id === first.from ? first.account.accountNo : '',
    anchor: first.txn.id,
    txnIds: cycle.map((e) => e.txn.id),
    counterparty: route,
    amount: first.txn.amount,
    occurred: first.txn.occurred,
    reason: `资金 ${days} 天内经 ${cycle.length} 笔转账回到起点：${route}（每笔不低于 ${yuan(th.loopMin)} 元，窗口 ${th.loopDays} 天）`,
    relation: null,
  };
}

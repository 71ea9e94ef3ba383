import {
  BANK_FLOW_COUNTERPARTY_CLASSES,
  BANK_FLOW_RULE_CATALOGUE,
  BANK_FLOW_RULES,
  type BankFlowCounterparty,
  type BankFlowResult,
} from '@esee/contracts';
import { normName } from './classify';
import type { Account, EngineFlag, EngineInput, Txn } from './model';
import { precheckAccount } from './prechecks';
import { prepareAccounts } from './prepare';
import { fastInOut, frequentTwoWay, loops, relatedParty, rowRules } from './rules';

/** Counterparties per ranking, and per subject on the fund-flow graph. */
const TOP = 10;
const GRAPH_TOP = 5;

export type AnalysisOutput = Omit<BankFlowResult, 'analysisId' | 'analysedAt' | 'stale'>;

interface Totals {
  inAmount: number;
  inCount: number;
  outAmount: number;
  outCount: number;
}
const zero = (): Totals => ({ inAmount: 0, inCount: 0, outAmount: 0, outCount: 0 });
const add = (s: Totals, t: Txn) => {
  if (t.direction === 'in') {
    s.inAmount += t.amount;
    s.inCount++;
  } else {
    s.outAmount += t.amount;
    s.outCount++;
  }
};
const round2 = (s: Totals): Totals => ({
  ...s,
  inAmount: Math.round(s.inAmount * 100) / 100,
  outAmount: Math.round(s.outAmount * 100) / 100,
});
const bucket = <K, V>(map: Map<K, V>, key: K, make: () => V) => map.get(key) ?? map.set(key, make()).get(key)!;

/** Every anomaly rule over the prepared accounts. */
export function runRules(accounts: Account[], input: EngineInput): EngineFlag[] {
  const th = input.thresholds;
  const flags: EngineFlag[] = [];
  // Appended one by one: a rule may flag hundreds of thousands of rows, and spreading that many into one
  // call's arguments overflows the stack.
  const append = (found: readonly EngineFlag[]) => {
    for (const flag of found) flags.push(flag);
  };
  for (const account of accounts) {
    append(rowRules(account, th));
    append(fastInOut(account, th));
    append(frequentTwoWay(account, th));
    append(relatedParty(account, (cpKey) => input.related.get(cpKey)));
  }
  append(loops(accounts, input.subjects, th));
  const order = new Map(BANK_FLOW_RULES.map((r, i) => [r, i]));
  // Times are ASCII (YYYY-MM-DD HH:mm:ss): compared as code units, without a collator per comparison.
  const time = (a: EngineFlag, b: EngineFlag) => (a.occurred < b.occurred ? -1 : a.occurred > b.occurred ? 1 : 0);
  return flags.sort((a, b) => order.get(a.rule)! - order.get(b.rule)! || time(a, b));
}

/**
 * The whole analysis of an analysis project's transactions: pre-checks per account, monthly in/out,
 * top counterparties, counterparty and summary classes, the fund-flow graph, and the flags of every rule.
 * Pure: the database reads and writes are the caller's.
 */
export function analyse(input: EngineInput): { result: AnalysisOutput; flags: EngineFlag[] } {
  const accounts = prepareAccounts(input);
  const flags = runRules(accounts, input);
  const subjectName = new Map(input.subjects.map((s) => [s.id, s.name]));

  const monthly: AnalysisOutput['monthly'] = [];
  const accountRows: AnalysisOutput['accounts'] = [];
  const prechecks = accounts.flatMap((a) => precheckAccount(a, input.thresholds));
  for (const a of accounts) {
    const months = new Map<string, Totals>();
    const total = zero();
    for (const t of a.txns) {
      add(bucket(months, t.month, zero), t);
      add(total, t);
    }
    for (const [month, s] of [...months].sort(([x], [y]) => x.localeCompare(y)))
      monthly.push({ subjectName: a.subject.name, accountNo: a.accountNo, month, ...round2(s) });
    const first = a.txns[0]!;
    const last = a.txns[a.txns.length - 1]!;
    accountRows.push({
      subjectId: a.subject.id,
      subjectName: a.subject.name,
      accountNo: a.accountNo,
      from: first.day,
      to: last.day,
      rows: a.txns.length,
      openingBalance:
        first.balance === null
          ? null
          : Math.round((first.balance + (first.direction === 'in' ? -first.amount : first.amount)) * 100) / 100,
      closingBalance: last.balance,
      ...round2(total),
    });
  }

  // Counterparties, summary classes and counterparty classes, per subject.
  type Cp = BankFlowCounterparty & { subjectId: number; cpSubjectId: number | null };
  const cps = new Map<string, Cp>();
  const cpClasses = new Map<string, Totals & { subjectName: string; cpClass: string }>();
  const summaries = new Map<string, Totals & { subjectName: string; summaryClass: string }>();
  for (const a of accounts)
    for (const t of a.txns) {
      const name = a.subject.name;
      add(
        bucket(cpClasses, `${a.subject.id}|${t.cpClass}`, () => ({ ...zero(), subjectName: name, cpClass: t.cpClass })),
        t,
      );
      add(
        bucket(summaries, `${a.subject.id}|${t.summaryClass}`, () => ({
          ...zero(),
          subjectName: name,
          summaryClass: t.summaryClass,
        })),
        t,
      );
      if (!t.cpKey || t.cpClass === 'own') continue;
      const related = input.related.get(t.cpKey);
      add(
        bucket(cps, `${a.subject.id}|${t.cpKey}`, () => ({
          ...zero(),
          subjectId: a.subject.id,
          cpSubjectId: t.cpSubjectId,
          name: t.counterparty || t.cpKey,
          account: t.counterAccount,
          cpClass: t.cpClass,
          entId: related?.entId ?? input.register.get(normName(t.counterparty)) ?? null,
          relation: related?.relation ?? null,
        })),
        t,
      );
    }
  const topCounterparties: AnalysisOutput['topCounterparties'] = [];
  const bySubject = new Map<number, Cp[]>();
  for (const cp of cps.values()) bucket(bySubject, cp.subjectId, () => [] as Cp[]).push(cp);
  const rankings = [
    ['inAmount', (c: Cp) => c.inAmount],
    ['inCount', (c: Cp) => c.inCount],
    ['outAmount', (c: Cp) => c.outAmount],
    ['outCount', (c: Cp) => c.outCount],
  ] as const;
  const plain = ({ subjectId: _s, cpSubjectId: _c, ...cp }: Cp): BankFlowCounterparty => ({
    ...cp,
    ...round2(cp),
  });
  for (const [subjectId, list] of bySubject)
    for (const [ranking, value] of rankings)
      topCounterparties.push({
        subjectId,
        subjectName: subjectName.get(subjectId) ?? '',
        ranking,
        items: list
          .filter((c) => value(c) > 0)
          .sort((x, y) => value(y) - value(x) || x.name.localeCompare(y.name))
          .slice(0, TOP)
          .map(plain),
      });

  // The fund-flow graph: the subjects and each one's top counterparties by amount both ways.
  const nodes = new Map<string, AnalysisOutput['graph']['nodes'][number]>();
  for (const s of input.subjects)
    nodes.set(`s${s.id}`, { id: `s${s.id}`, name: s.name, kind: 'subject', cpClass: null });
  const edges = new Map<string, { from: string; to: string; amount: number; count: number }>();
  // Between subjects a transfer shows in both statements: each direction is the larger of the two readings.
  const paid = new Map<string, { amount: number; count: number }>();
  const received = new Map<string, { amount: number; count: number }>();
  for (const [subjectId, list] of bySubject) {
    const top = list
      .filter((c) => c.cpClass !== 'none')
      .sort((x, y) => y.inAmount + y.outAmount - (x.inAmount + x.outAmount))
      .slice(0, GRAPH_TOP);
    for (const c of list.filter((c) => c.cpSubjectId !== null)) {
      const other = `s${c.cpSubjectId}`;
      const me = `s${subjectId}`;
      if (c.outCount) paid.set(`${me}|${other}`, { amount: c.outAmount, count: c.outCount });
      if (c.inCount) received.set(`${other}|${me}`, { amount: c.inAmount, count: c.inCount });
    }
    for (const c of top) {
      if (c.cpSubjectId !== null) continue;
      const id = `c${normName(c.name)}`;
      if (!nodes.has(id)) nodes.set(id, { id, name: c.name, kind: 'counterparty', cpClass: c.cpClass });
      const me = `s${subjectId}`;
      if (c.inCount) bucket(edges, `${id}|${me}`, () => ({ from: id, to: me, amount: 0, count: 0 }));
      if (c.outCount) bucket(edges, `${me}|${id}`, () => ({ from: me, to: id, amount: 0, count: 0 }));
      const inEdge = edges.get(`${id}|${me}`);
      const outEdge = edges.get(`${me}|${id}`);
      if (inEdge && c.inCount) {
        inEdge.amount += c.inAmount;
        inEdge.count += c.inCount;
      }
      if (outEdge && c.outCount) {
        outEdge.amount += c.outAmount;
        outEdge.count += c.outCount;
      }
    }
  }
  for (const key of new Set([...paid.keys(), ...received.keys()])) {
    const [from, to] = key.split('|') as [string, string];
    const a = paid.get(key);
    const b = received.get(key);
    const best = !b || (a && a.amount >= b.amount) ? a! : b;
    edges.set(key, { from, to, amount: best.amount, count: best.count });
  }

  const perRule = new Map<string, number>();
  for (const f of flags) perRule.set(f.rule, (perRule.get(f.rule) ?? 0) + 1);
  const flagCounts = BANK_FLOW_RULES.map((rule) => ({
    rule,
    title: BANK_FLOW_RULE_CATALOGUE[rule].title,
    count: perRule.get(rule) ?? 0,
  }));

  return {
    flags,
    result: {
      thresholds: { ...input.thresholds },
      accounts: accountRows,
      prechecks,
      monthly,
      topCounterparties,
      counterpartyClasses: [...cpClasses.values()].map((c) => ({
        ...round2(c),
        subjectName: c.subjectName,
        cpClass: c.cpClass,
        title: BANK_FLOW_COUNTERPARTY_CLASSES[c.cpClass as keyof typeof BANK_FLOW_COUNTERPARTY_CLASSES],
      })),
      summaryClasses: [...summaries.values()].map((s) => ({
        ...round2(s),
        subjectName: s.subjectName,
        summaryClass: s.summaryClass,
      })),
      graph: {
        nodes: [...nodes.values()],
        edges: [...edges.values()].map((e) => ({ ...e, amount: Math.round(e.amount * 100) / 100 })),
      },
      flagCounts,
    },
  };
}

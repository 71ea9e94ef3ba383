import { describe, expect, it } from 'vitest';
import { BANK_FLOW_RULES, DEFAULT_BANK_FLOW_THRESHOLDS, type BankFlowThresholds } from '@esee/contracts';
import { generateStatements, type GeneratedStatements } from '../../../data/generate/bankStatements';
import { analyse } from './analysis';
import { normName } from './classify';
import type { EngineInput, EngineTxn } from './model';
import { thresholdsFrom } from './thresholds';

const RELATED = '深圳恒瑞精密制造有限公司';

/** The generated statements as the analysis reads them, ids in order. */
function inputOf(g: GeneratedStatements, thresholds: BankFlowThresholds = DEFAULT_BANK_FLOW_THRESHOLDS): EngineInput {
  let id = 0;
  const txns: EngineTxn[] = g.statements.flatMap((s, si) =>
    s.rows.map((r, order) => ({
      id: ++id,
      subjectId: si + 1,
      statementId: si + 1,
      accountNo: s.subject.accountNo,
      line: order + 2,
      order,
      occurred: r.occurred,
      hasTime: true,
      direction: r.direction,
      amount: r.amount,
      balance: r.balance,
      counterparty: r.counterparty,
      counterAccount: r.counterAccount,
      counterBank: r.counterBank,
      summary: [r.summary, r.purpose].filter(Boolean).join(' '),
      currency: 'CNY',
    })),
  );
  return {
    subjects: g.subjects.map((s, i) => ({ id: i + 1, kind: s.kind, name: s.name })),
    txns,
    thresholds,
    related: new Map([
      [normName(RELATED), { entId: 'E1', relation: `${g.subjects[0]!.name} →(持股 60%)→ ${RELATED}` }],
    ]),
    register: new Map(),
  };
}

/** A flag's anchor as (subject, time, amount), comparable with a planted anomaly. */
function anchors(g: GeneratedStatements, input: EngineInput) {
  const { flags } = analyse(input);
  const byId = new Map(input.txns.map((t) => [t.id, t]));
  return flags.map((f) => {
    const t = byId.get(f.anchor)!;
    return { rule: f.rule, subject: g.subjects[t.subjectId - 1]!.key, occurred: t.occurred, amount: t.amount, flag: f };
  });
}

describe.each([
  [11, 2024],
  [29, 2025],
  [4242, 2023],
])('planted anomalies (seed %i, year %i)', (seed, year) => {
  const g = generateStatements({ seed, year, relatedName: RELATED });
  const found = anchors(g, inputOf(g));
  const key = (x: { rule: string; subject: string; occurred: string; amount: number }) =>
    `${x.rule} ${x.subject} ${x.occurred} ${x.amount.toFixed(2)}`;

  it('plants one or more anomalies of every rule', () => {
    expect(new Set(g.planted.map((p) => p.rule))).toEqual(new Set(BANK_FLOW_RULES));
  });

  it.each(BANK_FLOW_RULES)('%s: every planted one is found, nothing else is flagged', (rule) => {
    const want = g.planted
      .filter((p) => p.rule === rule)
      .map(key)
      .sort();
    const got = found
      .filter((f) => f.rule === rule)
      .map(key)
      .sort();
    expect(got).toEqual(want);
  });

  it('names the rule, the transactions and why on each flag', () => {
    for (const f of found) {
      expect(f.flag.reason.length).toBeGreaterThan(8);
      expect(f.flag.txnIds).toContain(f.flag.anchor);
    }
    const loop = found.find((f) => f.rule === 'loop')!.flag;
    expect(loop.txnIds).toHaveLength(3);
    expect(loop.counterparty).toBe(
      `${g.subjects[0]!.name} → ${g.subjects[1]!.name} → ${g.subjects[2]!.name} → ${g.subjects[0]!.name}`,
    );
    const fast = found.find((f) => f.rule === 'fastInOut')!.flag;
    expect(fast.txnIds.length).toBeGreaterThanOrEqual(3);
    expect(found.find((f) => f.rule === 'relatedParty')!.flag.relation).toContain('持股 60%');
  });
});

describe('thresholds per institution', () => {
  const g = generateStatements({ seed: 11, relatedName: RELATED });

  it('a higher round-number floor hides the planted ¥300,000; a lower large threshold finds more', () => {
    const input = inputOf(g, thresholdsFrom(JSON.stringify({ roundMin: 500_000, largeCompany: 500_000 })));
    const rules = anchors(g, input).map((f) => f.rule);
    expect(rules.filter((r) => r === 'round')).toHaveLength(0);
    // 1,234,567.89, the fast in-out's 856,432.10 and the three loop transfers (A's side of two of them).
    expect(rules.filter((r) => r === 'large').length).toBeGreaterThan(1);
  });

  it('an invalid parameter falls back to the defaults as a whole', () => {
    expect(thresholdsFrom('{"roundMin": -1}')).toEqual(DEFAULT_BANK_FLOW_THRESHOLDS);
    expect(thresholdsFrom('{"nope": 1}')).toEqual(DEFAULT_BANK_FLOW_THRESHOLDS);
    expect(thresholdsFrom('not json')).toEqual(DEFAULT_BANK_FLOW_THRESHOLDS);
    expect(thresholdsFrom('{"nightStartHour": 23}').nightStartHour).toBe(23);
  });

  it('without times the night rule finds nothing', () => {
    const input = inputOf(g);
    const untimed = {
      ...input,
      txns: input.txns.map((t) => ({ ...t, hasTime: false, occurred: `${t.occurred.slice(0, 10)} 00:00:00` })),
    };
    expect(anchors(g, untimed).filter((f) => f.rule === 'night')).toEqual([]);
  });
});

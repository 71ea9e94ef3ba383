import { describe, expect, it } from 'vitest';
import { memoryGraph } from '../../../core/relations/ownership';
import { scorePairs, weightsOf } from '../../../core/pairCheck/score';
import { controlFacts } from './control';
import { RELATION_RULES, relationFact } from './rules';

const C = (id: string, name: string) => ({ id, kind: 'C' as const, name });
const P = (id: string, name: string) => ({ id, kind: 'P' as const, name });
const party = (id: string, name: string) => ({ ent_id: id, name });

describe('control chains', () => {
  // 集团 → 60% 控股 → 70% 甲; 集团 → 80% 乙; 国资委 → 100% 丙, 丁.
  const graph = memoryGraph(
    [
      C('G', '集团'),
      C('H', '控股'),
      C('A', '甲'),
      C('B', '乙'),
      C('S', '某市国资委'),
      C('X', '丙'),
      C('Y', '丁'),
      P('Z', '张三'),
    ],
    [
      ['G', 'H', 0.6],
      ['H', 'A', 0.7],
      ['G', 'B', 0.8],
      ['S', 'X', 1],
      ['S', 'Y', 1],
      ['Z', 'G', 0.3],
    ],
  );

  it('finds indirect control with its chain, and common control by the first shared controller', async () => {
    const facts = await controlFacts(graph, [party('G', '集团'), party('A', '甲'), party('B', '乙')]);
    expect(facts).toContainEqual(
      expect.objectContaining({
        a: 0,
        b: 1,
        signal: 'control',
        detail: expect.stringContaining('集团 →60.00%→ 控股 →70.00%→ 甲'),
      }),
    );
    const common = facts.find((f) => f.signal === 'commonControl')!;
    expect(common).toMatchObject({ a: 1, b: 2, via: { id: 'G' } });
    // Direct control (集团 → 乙) is the register facts', not repeated.
    expect(facts.filter((f) => f.a === 0 && f.b === 2)).toEqual([]);
  });

  it('leaves out common control by the state (准则第六条) and names the hub', async () => {
    const facts = await controlFacts(graph, [party('X', '丙'), party('Y', '丁')]);
    // One step each is the register facts' 同一控股股东; its holder is a hub there.
    expect(facts).toEqual([]);
    const result = scorePairs(
      {
        partyCount: 2,
        facts: [relationFact({ a: 0, b: 1, signal: 'sameController', detail: '', via: C('S', '某市国资委') })],
        hubs: new Map([['S', '政府机关/国资委']]),
        day: '2026-06-30',
        weights: weightsOf(RELATION_RULES.signals),
      },
      RELATION_RULES,
    );
    expect(result.pairs).toEqual([]);
    expect(result.excludedHubs).toEqual(['S']);
  });
});

describe('related-party rules', () => {
  const run = (facts: Parameters<typeof relationFact>[0][]) =>
    scorePairs(
      {
        partyCount: 2,
        facts: facts.map(relationFact),
        hubs: new Map(),
        day: '2026-06-30',
        weights: weightsOf(RELATION_RULES.signals),
      },
      RELATION_RULES,
    );

  it('makes a ≥5% holding a related party (significant influence) and a smaller one a lead', () => {
    expect(run([{ a: 0, b: 1, signal: 'crossHolding', detail: '', ratio: 0.05 }]).pairs[0]).toMatchObject({
      level: 'high',
      evidence: [expect.objectContaining({ signal: 'significantHolding', tier: 'influence' })],
    });
    expect(run([{ a: 0, b: 1, signal: 'crossHolding', detail: '', ratio: 0.049 }]).pairs[0]).toMatchObject({
      level: 'low',
      evidence: [expect.objectContaining({ signal: 'minorHolding', tier: 'lead' })],
    });
  });

  it('keeps shared contacts and a common investor as leads', () => {
    const result = run([
      { a: 0, b: 1, signal: 'samePhone', detail: '' },
      { a: 0, b: 1, signal: 'commonHolder', detail: '' },
    ]);
    expect(result.pairs[0]).toMatchObject({ level: 'high', score: 80 });
    expect(result.pairs[0]!.evidence.every((e) => e.tier === 'lead')).toBe(true);
    expect(run([{ a: 0, b: 1, signal: 'samePhone', detail: '' }]).pairs[0]!.level).toBe('medium');
  });

  it('counts a relation ended within the past 12 months in full, and an older one not at all', () => {
    const recent = run([{ a: 0, b: 1, signal: 'sameLegalRep', detail: '', endedOn: '2025-08-01' }]);
    expect(recent.pairs[0]).toMatchObject({ level: 'high', score: 80 });
    expect(recent.pairs[0]!.evidence[0]!.note).toContain('过去十二个月');
    expect(run([{ a: 0, b: 1, signal: 'sameLegalRep', detail: '', endedOn: '2025-06-29' }]).pairs).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ScsGroupStatus, ScsRole } from '@esee/contracts';
import type { Entity, Holding } from '../../../core/relations/ownership';
import { controlChain, diffRuns, groupName, identifyGroups, type BookCustomer, type Register } from './grouping';

/** A register built by hand: entities by id (P… a person), holdings [holder, company, ratio], branches. */
function register(
  holdings: [string, string, number][],
  branches: [string, string][] = [],
  names: Record<string, string> = {},
): Register {
  const entity = (id: string): Entity => ({ id, kind: id.startsWith('P') ? 'P' : 'C', name: names[id] ?? id });
  const holders = new Map<string, Holding[]>();
  for (const [h, c, ratio] of holdings)
    holders.set(c, [...(holders.get(c) ?? []), { holder: entity(h), company: entity(c), ratio }]);
  const head = new Map(branches.map(([branch, parent]) => [branch, parent]));
  return { entity, holdersOf: (id) => holders.get(id) ?? [], headOfficeOf: (id) => head.get(id) };
}

const book = (...ids: string[]): BookCustomer[] => ids.map((id, i) => ({ entId: id, name: id, exposure: 100 - i }));
const memberIds = (g: { members: { entId: string }[] }) => g.members.map((m) => m.entId).sort();

describe('同一客户识别 on hand-built structures', () => {
  it('joins a customer with the customer that holds over half of it', () => {
    const groups = identifyGroups({ register: register([['A', 'B', 0.62]]), customers: book('A', 'B') });
    expect(groups).toHaveLength(1);
    const [g] = groups;
    expect(g!.coreEntId).toBe('A');
    expect(g!.members.find((m) => m.entId === 'A')!.role).toBe(ScsRole.PARENT);
    const b = g!.members.find((m) => m.entId === 'B')!;
    expect(b.role).toBe(ScsRole.MEMBER);
    expect(b.reason).toBe('同受A控制（直接持股62%）');
    expect(b.evidence[0]).toMatchObject({ kind: 'control', fromId: 'A', toId: 'B', value: 0.62 });
  });

  it('joins customers that share an actual controller outside the book, with the reason and the share', () => {
    const reg = register(
      [
        ['P1', 'A', 0.62],
        ['P1', 'X', 0.9],
        ['X', 'B', 0.8],
        ['P2', 'C', 0.7],
      ],
      [],
      { P1: '张三', X: '甲投资有限公司' },
    );
    const groups = identifyGroups({ register: reg, customers: book('A', 'B', 'C') });
    expect(groups).toHaveLength(1);
    expect(memberIds(groups[0]!)).toEqual(['A', 'B']);
    expect(groups[0]!.rootName).toBe('张三');
    const reasons = Object.fromEntries(groups[0]!.members.map((m) => [m.entId, m.reason]));
    expect(reasons.A).toBe('实控人为张三（直接持股62%）');
    expect(reasons.B).toBe('实控人同为张三（经甲投资有限公司（持股80%），顶层持股90%）');
    expect(groups[0]!.members.find((m) => m.entId === 'B')!.evidence).toHaveLength(2);
  });

  it('takes the only largest holder as controller, as the actual-controller walk does, but not a tie', () => {
    const largest = register([
      ['P1', 'A', 0.35],
      ['P9', 'A', 0.2],
      ['P1', 'B', 0.51],
    ]);
    const g = identifyGroups({ register: largest, customers: book('A', 'B') });
    expect(g).toHaveLength(1);
    expect(g[0]!.members.find((m) => m.entId === 'A')!.evidence[0]!.note).toBe('相对控股（最大股东） 35%');
    const tie = register([
      ['P1', 'A', 0.3],
      ['P9', 'A', 0.3],
      ['P1', 'B', 0.51],
    ]);
    expect(identifyGroups({ register: tie, customers: book('A', 'B') })).toHaveLength(0);
  });

  it('joins a branch with its head office', () => {
    const groups = identifyGroups({ register: register([], [['BR', 'H']]), customers: book('H', 'BR') });
    expect(groups).toHaveLength(1);
    expect(groups[0]!.coreEntId).toBe('H');
    expect(groups[0]!.members.find((m) => m.entId === 'BR')!.reason).toBe('H的分支机构');
  });

  it('labels 母公司 only a core that controls every other member; sisters get a 核心企业', () => {
    const reg = register([
      ['H', 'A', 0.8],
      ['H', 'B', 0.6],
    ]);
    const sisters = identifyGroups({ register: reg, customers: book('A', 'B') });
    expect(sisters[0]!.members.map((m) => m.role)).toEqual([ScsRole.CORE, ScsRole.MEMBER]);
    expect(sisters[0]!.rootId).toBe('H');
    const withParent = identifyGroups({ register: reg, customers: book('H', 'A', 'B') });
    expect(withParent[0]!.members.find((m) => m.entId === 'H')!.role).toBe(ScsRole.PARENT);
  });

  it('joins the companies of two persons only through a family tie the institution keeps', () => {
    const reg = register([
      ['P1', 'A', 0.7],
      ['P2', 'B', 0.7],
    ]);
    expect(identifyGroups({ register: reg, customers: book('A', 'B') })).toHaveLength(0);
    const groups = identifyGroups({
      register: reg,
      customers: book('A', 'B'),
      family: [{ personA: 'P1', personB: 'P2', relation: '配偶' }],
    });
    expect(groups).toHaveLength(1);
    const b = groups[0]!.members.find((m) => m.entId === 'B')!;
    expect(b.reason).toBe('实控人P2与P1为配偶（直接持股70%）');
    expect(b.evidence.at(-1)).toMatchObject({ kind: 'family', note: '配偶' });
  });

  it('makes a lone customer no group, and stops at a control loop', () => {
    const loop = register([
      ['A', 'B', 0.6],
      ['B', 'A', 0.6],
    ]);
    expect(controlChain(loop, 'A').map((s) => s.controller.id)).toEqual(['B']);
    expect(identifyGroups({ register: loop, customers: book('A') })).toHaveLength(0);
    expect(identifyGroups({ register: loop, customers: book('A', 'B') })).toHaveLength(1);
  });

  it('suggests a guarantor of a member as a related member needing confirmation', () => {
    const groups = identifyGroups({
      register: register([['A', 'B', 0.6]]),
      customers: book('A', 'B', 'G'),
      guarantees: [{ guarantorId: 'G', guaranteedId: 'B', amount: 5_000_000 }],
    });
    const g = groups[0]!.members.find((m) => m.entId === 'G')!;
    expect(g).toMatchObject({ role: ScsRole.RELATED, suggested: true, reason: '为成员B提供担保' });
    expect(g.evidence[0]).toMatchObject({ kind: 'guarantee', value: 5_000_000 });
  });

  it('finds a guarantee circle among customers in no group, all suggested', () => {
    const groups = identifyGroups({
      register: register([]),
      customers: book('A', 'B', 'C', 'D'),
      guarantees: [
        { guarantorId: 'A', guaranteedId: 'B', amount: 1 },
        { guarantorId: 'B', guaranteedId: 'C', amount: 1 },
        { guarantorId: 'C', guaranteedId: 'A', amount: 1 },
        { guarantorId: 'C', guaranteedId: 'D', amount: 1 },
      ],
    });
    expect(groups).toHaveLength(1);
    expect(memberIds(groups[0]!)).toEqual(['A', 'B', 'C']);
    expect(groups[0]!.members.every((m) => m.suggested)).toBe(true);
    expect(groups[0]!.key).toBe('G:A');
  });

  it('suggests a customer that depends on a member for half its revenue, not below the threshold', () => {
    const base = { register: register([['A', 'B', 0.6]]), customers: book('A', 'B', 'S') };
    const dep = (ratio: number) =>
      identifyGroups({ ...base, dependences: [{ entId: 'S', onId: 'B', ratio, kind: 'customer' }] })[0]!;
    expect(dep(0.55).members.find((m) => m.entId === 'S')!.reason).toBe('经济依存：55%的销售收入来自成员B');
    expect(dep(0.3).members.some((m) => m.entId === 'S')).toBe(false);
  });

  it('reports the changes between runs and sets the status', () => {
    const first = identifyGroups({ register: register([['A', 'B', 0.6]]), customers: book('A', 'B') });
    const d1 = diffRuns(null, first);
    expect(d1.summary.firstRun).toBe(true);
    expect(d1.perGroup.get('A')!.status).toBe(ScsGroupStatus.EFFECTIVE);
    const stored = first.map((g) => ({ key: g.key, status: ScsGroupStatus.EFFECTIVE, memberIds: memberIds(g) }));
    const second = identifyGroups({
      register: register([
        ['A', 'C', 0.6],
        ['P1', 'D', 0.6],
        ['P1', 'E', 0.6],
      ]),
      customers: book('A', 'B', 'C', 'D', 'E'),
    });
    const d2 = diffRuns(stored, second);
    expect(d2.perGroup.get('A')!.change.added.map((m) => m.entId)).toEqual(['C']);
    expect(d2.perGroup.get('A')!.change.removed.map((m) => m.entId)).toEqual(['B']);
    expect(d2.perGroup.get('A')!.status).toBe(ScsGroupStatus.CHANGED);
    expect(d2.perGroup.get('P1')!.change.isNew).toBe(true);
    expect(d2.summary).toMatchObject({ newGroups: 1, changedGroups: 1, membersAdded: 1, membersRemoved: 1 });
    expect(diffRuns(stored, []).summary.removedGroups).toBe(1);
  });

  it('names a group after its core company', () => {
    expect(groupName('甲乙实业集团有限公司')).toBe('甲乙实业集团');
    expect(groupName('华东建设股份有限公司')).toBe('华东建设集团');
  });
});

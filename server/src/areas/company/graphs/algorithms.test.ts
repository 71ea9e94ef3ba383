import { describe, expect, it } from 'vitest';
import { actualController } from '../../../core/relations/actualController';
import { beneficialOwners, pathsUp } from '../../../core/relations/beneficialOwners';
import { memoryGraph, type Entity } from '../../../core/relations/ownership';
import { penetrate } from './penetration';
import type { GroupNode } from '@esee/contracts';
import { groupRelationship } from './groupRelationship';
import { describePath, discoverPaths, type Relation, type RelationGraph } from '../../../core/relations/discovery';

const company = (id: string): Entity => ({ id, kind: 'C', name: `${id}公司` });
const person = (id: string): Entity => ({ id, kind: 'P', name: `${id}先生` });

describe('ownership paths up from a company', () => {
  it('multiplies down each chain and never follows a cross-holding round again', async () => {
    // A and B hold each other; Zhang holds A.
    const graph = memoryGraph(
      [company('T'), company('A'), company('B'), person('Zhang')],
      [
        ['A', 'T', 0.6],
        ['B', 'A', 0.3],
        ['A', 'B', 0.4],
        ['Zhang', 'A', 0.7],
      ],
    );
    const { paths, cut } = await pathsUp(graph, 'T');
    expect(paths.map((p) => p.entities.map((e) => e.id).join('>'))).toEqual(['B>A>T', 'Zhang>A>T']);
    expect(paths[1]!.share).toBeCloseTo(0.42);
    expect(cut.cycles).toBe(1);
  });

  it('stops at the depth asked for and says so', async () => {
    const graph = memoryGraph(
      [company('T'), company('A'), company('B'), person('Li')],
      [
        ['A', 'T', 1],
        ['B', 'A', 1],
        ['Li', 'B', 1],
      ],
    );
    const { paths, cut } = await pathsUp(graph, 'T', { maxDepth: 2 });
    expect(paths.map((p) => p.entities.map((e) => e.id).join('>'))).toEqual(['B>A>T']);
    expect(cut.depthReached).toBe(true);
  });
});

describe('beneficial owners', () => {
  it('counts a person at exactly 25% under the 2024 rule (25% or more), not under the 2017 rule (more than 25%)', async () => {
    const graph = memoryGraph(
      [company('T'), person('Wang'), person('Zhao')],
      [
        ['Wang', 'T', 0.25],
        ['Zhao', 'T', 0.75],
      ],
    );
    const now = await beneficialOwners(graph, 'T');
    expect(now.rule).toBe('ownership');
    expect(now.owners.map((o) => o.person.id)).toEqual(['Zhao', 'Wang']);
    const before = await beneficialOwners(graph, 'T', { inclusive: false });
    expect(before.owners.map((o) => o.person.id)).toEqual(['Zhao']);
    // Who was checked and did not qualify, with the calculation that says why.
    expect(now.nearMisses).toEqual([]);
    expect(before.nearMisses.map((o) => [o.person.id, o.calculation])).toEqual([['Wang', '25.00% = 25.00%']]);
  });

  it('sums a diamond: two paths of 20% and 10% make a beneficial owner of 30%, with the calculation', async () => {
    const graph = memoryGraph(
      [company('T'), company('A'), company('B'), person('Sun'), person('Qian')],
      [
        ['A', 'T', 0.4],
        ['B', 'T', 0.2],
        ['Qian', 'T', 0.4],
        ['Sun', 'A', 0.5],
        ['Sun', 'B', 0.5],
        ['Qian', 'A', 0.5],
        ['Qian', 'B', 0.5],
      ],
    );
    const { owners } = await beneficialOwners(graph, 'T');
    const sun = owners.find((o) => o.person.id === 'Sun')!;
    expect(sun.share).toBeCloseTo(0.3);
    expect(sun.paths).toHaveLength(2);
    expect(sun.calculation).toBe('50.00% × 40.00% + 50.00% × 20.00% = 30.00%');
    expect(owners.find((o) => o.person.id === 'Qian')!.share).toBeCloseTo(0.7);
  });

  it('falls back to control, then to senior management, when nobody reaches the threshold, and says which', async () => {
    const people = ['P1', 'P2', 'P3', 'P4', 'P5'].map(person);
    const graph = memoryGraph(
      [company('T'), ...people],
      people.map((p) => [p.id, 'T', 0.2] as [string, string, number]),
    );
    const manager = person('M');
    const byControl = await beneficialOwners(graph, 'T', { controllers: async () => [people[2]!] });
    expect(byControl.rule).toBe('control');
    expect(byControl.owners.map((o) => o.person.id)).toEqual(['P3']);
    expect(byControl.nearMisses.map((o) => o.person.id)).toEqual(['P1', 'P2', 'P4', 'P5']);
    const byManagement = await beneficialOwners(graph, 'T', {
      controllers: async () => [],
      seniorManagers: async () => [manager],
    });
    expect(byManagement.rule).toBe('seniorManagement');
    expect(byManagement.owners.map((o) => o.person.id)).toEqual(['M']);
  });
});

describe('actual controller', () => {
  it('follows majorities up to a person, with the chain and the product of shares', async () => {
    const graph = memoryGraph(
      [company('T'), company('H'), person('Zhou'), person('Wu')],
      [
        ['H', 'T', 0.51],
        ['Wu', 'T', 0.49],
        ['Zhou', 'H', 0.6],
      ],
    );
    const result = await actualController(graph, 'T');
    expect(result.controller?.id).toBe('Zhou');
    expect(result.chain.map((l) => `${l.holder.id}:${l.basis}`)).toEqual(['H:majority', 'Zhou:majority']);
    expect(result.share).toBeCloseTo(0.306);
  });

  it('takes the largest holder where nobody has a majority, and finds none when two tie', async () => {
    const largest = memoryGraph(
      [company('T'), person('A'), person('B'), person('C')],
      [
        ['A', 'T', 0.4],
        ['B', 'T', 0.3],
        ['C', 'T', 0.3],
      ],
    );
    expect((await actualController(largest, 'T')).chain[0]).toMatchObject({
      basis: 'largest',
      ratio: 0.4,
      // Who else was checked at the link: the next largest holder.
      next: { holder: { id: 'B' }, ratio: 0.3 },
    });
    const tie = memoryGraph(
      [company('T'), person('A'), person('B')],
      [
        ['A', 'T', 0.5],
        ['B', 'T', 0.5],
      ],
    );
    const undecided = await actualController(tie, 'T');
    expect(undecided.controller).toBeNull();
    // Why nobody controls: the two holders tied at the top, named.
    expect(undecided.undecided).toMatchObject({ company: { id: 'T' }, holders: [{ ratio: 0.5 }, { ratio: 0.5 }] });
    const alone = memoryGraph([company('T')], []);
    expect((await actualController(alone, 'T')).undecided).toMatchObject({ company: { id: 'T' }, holders: [] });
  });

  it('stops in a control loop instead of going round it', async () => {
    const graph = memoryGraph(
      [company('T'), company('A'), company('B')],
      [
        ['A', 'T', 0.8],
        ['B', 'A', 0.9],
        ['A', 'B', 0.9],
      ],
    );
    const result = await actualController(graph, 'T');
    expect(result.stopped).toBe('cycle');
    expect(result.controller).toBeNull();
    expect(result.chain.map((l) => l.holder.id)).toEqual(['A', 'B']);
  });
});

describe('equity penetration', () => {
  const group = () =>
    memoryGraph(
      [company('Root'), company('A'), company('B'), company('C'), person('Boss')],
      [
        ['Boss', 'Root', 1],
        ['Root', 'A', 0.6],
        ['Root', 'B', 0.5],
        ['A', 'C', 0.5],
        ['B', 'C', 0.2],
        ['C', 'Root', 0.1],
      ],
    );

  it('goes down level by level, with the aggregated share summed over paths (a diamond)', async () => {
    const result = (await penetrate(group(), 'Root', 'down', { depth: 3 }))!;
    const a = result.root.children.find((n) => n.entity.id === 'A')!;
    const c = a.children.find((n) => n.entity.id === 'C')!;
    expect(a.ratio).toBe(0.6);
    // 60% × 50% + 50% × 20% = 40%, shown wherever C appears.
    expect(c.share).toBeCloseTo(0.4);
    const cViaB = result.root.children.find((n) => n.entity.id === 'B')!.children[0]!;
    expect(cViaB.share).toBeCloseTo(0.4);
    // C holds 10% of the root: a cycle, drawn and not followed, on each branch that reaches it.
    expect(c.children).toEqual([{ entity: company('Root'), ratio: 0.1, share: 0, children: [], cycle: true }]);
    expect(result.cut.cycles).toBe(2);
  });

  it('goes up to the people, marks what lies beyond the depth, and stops at the node limit', async () => {
    const up = (await penetrate(group(), 'Root', 'up', { depth: 1 }))!;
    expect(up.root.children.map((n) => n.entity.id)).toEqual(['Boss', 'C']);
    expect(up.root.children.find((n) => n.entity.id === 'C')!.more).toBe(true);
    expect(up.cut.depthReached).toBe(true);
    const limited = (await penetrate(group(), 'Root', 'down', { depth: 10, maxNodes: 2 }))!;
    expect(limited.nodes).toBe(2);
    expect(limited.cut.nodeLimitReached).toBe(true);
  });

  it('stops reading when its time is up, and marks what it did not expand', async () => {
    const late = (await penetrate(group(), 'Root', 'down', { depth: 3, timeLimitMs: -1 }))!;
    expect([late.root.children, late.root.more, late.cut.timeLimitReached]).toEqual([[], true, true]);
  });
});

describe('group relationship', () => {
  it('gathers every company the ultimate controller controls, each once, under the holder that controls it', async () => {
    const graph = memoryGraph(
      [company('H'), company('S1'), company('S2'), company('S3'), company('X'), person('Boss'), person('Other')],
      [
        ['Boss', 'H', 0.8],
        ['H', 'S1', 1],
        ['H', 'S2', 0.6],
        ['S1', 'S3', 0.7],
        ['S2', 'S3', 0.3],
        ['H', 'X', 0.2],
        ['Other', 'X', 0.8],
      ],
    );
    // Asked from a grandchild, the group is found from its top.
    const group = (await groupRelationship(graph, 'S3'))!;
    expect(group.root.entity.id).toBe('Boss');
    const ids = (n: GroupNode): string[] => [n.entity.id, ...n.children.flatMap(ids)];
    expect(ids(group.root)).toEqual(['Boss', 'H', 'S1', 'S3', 'S2']);
    expect(group.members).toBe(5);
    expect(group.cut).toEqual({ depthReached: false, nodeLimitReached: false, timeLimitReached: false });
    const late = (await groupRelationship(graph, 'S3', { timeLimitMs: -1 }))!;
    expect([ids(late.root), late.cut.timeLimitReached]).toEqual([['Boss'], true]);
  });
});

describe('group relationship explained', () => {
  it('says why each member is in (majority or sole largest, the next holder checked) and who was checked and left out', async () => {
    const graph = memoryGraph(
      [
        company('H'),
        company('S1'),
        company('S2'),
        company('S3'),
        company('X'),
        company('Y'),
        company('T'),
        company('L'),
        person('Boss'),
        person('Other'),
        person('Zhao'),
        person('Qian'),
      ],
      [
        ['Boss', 'H', 0.8],
        ['H', 'S1', 1],
        ['H', 'S2', 0.6],
        ['S1', 'S3', 0.7],
        ['S2', 'S3', 0.3],
        // 45% beside another's 55%: controlled by the other.
        ['H', 'X', 0.45],
        ['Other', 'X', 0.55],
        // Two members hold 55% together; a person's 45% is the largest single holding.
        ['S1', 'Y', 0.3],
        ['S2', 'Y', 0.25],
        ['Zhao', 'Y', 0.45],
        // A tie for largest: nobody controls.
        ['S2', 'T', 0.4],
        ['Qian', 'T', 0.4],
        ['Other', 'T', 0.2],
        // The sole largest holder controls without a majority.
        ['S2', 'L', 0.4],
        ['Qian', 'L', 0.35],
        ['Other', 'L', 0.25],
      ],
    );
    const group = (await groupRelationship(graph, 'H'))!;
    const find = (n: GroupNode, id: string): GroupNode | undefined =>
      n.entity.id === id ? n : n.children.map((c) => find(c, id)).find(Boolean);
    expect(find(group.root, 'H')!.control).toEqual({ basis: 'majority', next: null });
    expect(find(group.root, 'S3')!.control).toEqual({ basis: 'majority', next: { holder: company('S2'), ratio: 0.3 } });
    expect(find(group.root, 'L')!.control).toEqual({ basis: 'largest', next: { holder: person('Qian'), ratio: 0.35 } });
    expect(group.nearMisses.map((m) => [m.company.id, m.holder.id, m.ratio, m.controller?.holder.id ?? null])).toEqual([
      ['X', 'H', 0.45, 'Other'],
      ['T', 'S2', 0.4, null],
      ['Y', 'S1', 0.3, 'Zhao'],
    ]);
    const [x, t, y] = group.nearMisses;
    expect(x!.reason).toBe('H公司持股45.00%，由Other先生持股55.00%过半数控制');
    expect(t!.reason).toBe('S2公司持股40.00%，与其他股东并列第一大股东，无单一控制方');
    expect(y!.groupShare).toBeCloseTo(0.55);
    expect(y!.reason).toContain('由Zhao先生持股45.00%作为唯一第一大股东控制；集团成员合计持股55.00%，但无单一成员控制');
    expect(group.nearMissTotal).toBe(3);
  });
});

describe('relationship discovery', () => {
  const graphOf = (relations: Relation[]): RelationGraph => ({
    relationsOf: async (ids, types) =>
      relations.filter((r) => types.includes(r.type) && (ids.includes(r.from) || ids.includes(r.to))),
    entities: async (ids) => new Map(ids.map((id) => [id, id.startsWith('P') ? person(id) : company(id)])),
  });
  // PA represents A and holds 60% of B; PB sits on B's board and holds C; A and C both hold D.
  const relations: Relation[] = [
    { from: 'PA', to: 'A', type: 'legal' },
    { from: 'PA', to: 'B', type: 'invest', ratio: 0.6 },
    { from: 'PB', to: 'B', type: 'post', post: '董事' },
    { from: 'PB', to: 'C', type: 'invest', ratio: 0.3 },
    { from: 'A', to: 'D', type: 'invest', ratio: 0.5 },
    { from: 'C', to: 'D', type: 'invest', ratio: 0.5 },
  ];

  it('finds every shortest path between two companies, strongest first, and says it in words', async () => {
    const graph = graphOf(relations);
    const { paths } = await discoverPaths(graph, 'A', 'C');
    expect(paths.map((p) => p.nodes.join('>'))).toEqual(['A>D>C']);
    expect(paths[0]!.hops).toBe(2);
    const entities = await graph.entities(paths[0]!.nodes);
    expect(describePath(paths[0]!, entities)).toBe('A公司 —持股50.00%→ D公司 ←持股50.00%— C公司');
  });

  it('keeps to the relation types asked for, and to the hop limit', async () => {
    const graph = graphOf(relations);
    const noInvest = await discoverPaths(graph, 'A', 'C', { types: ['legal', 'post'] });
    expect(noInvest.paths).toEqual([]);
    // Without D, A and C are four links apart: A ← PA → B ← PB → C.
    const longer = graphOf(relations.filter((r) => r.to !== 'D'));
    expect((await discoverPaths(longer, 'A', 'C', { maxHops: 3 })).paths).toEqual([]);
    const found = await discoverPaths(longer, 'A', 'C', { maxHops: 4 });
    expect(found.paths.map((p) => p.nodes.join('>'))).toEqual(['A>PA>B>PB>C']);
  });

  it('ranks equally short paths by strength, counts all relations between two entities, and walks round cycles once', async () => {
    const graph = graphOf([
      { from: 'X', to: 'M1', type: 'invest', ratio: 0.9 },
      { from: 'M1', to: 'Y', type: 'invest', ratio: 0.9 },
      { from: 'X', to: 'M2', type: 'invest', ratio: 0.1 },
      { from: 'M2', to: 'Y', type: 'invest', ratio: 0.1 },
      { from: 'Y', to: 'X', type: 'invest', ratio: 0.01 },
      { from: 'Y', to: 'X', type: 'post', post: '监事' },
    ]);
    const direct = await discoverPaths(graph, 'X', 'Y');
    expect(direct.paths).toHaveLength(1);
    expect(direct.paths[0]!.steps[0]!.map((r) => r.type)).toEqual(['invest', 'post']);
    const viaM = await discoverPaths(graph, 'M1', 'M2');
    expect(viaM.paths.map((p) => p.nodes.join('>'))).toEqual(['M1>X>M2', 'M1>Y>M2']);
  });

  it('does not walk through a hub, and names it', async () => {
    const spokes: Relation[] = Array.from({ length: 8 }, (_, i) => ({
      from: 'PHub',
      to: `S${i}`,
      type: 'post',
      post: '董事',
    }));
    const graph = graphOf(spokes);
    const result = await discoverPaths(graph, 'S0', 'S7', { hubDegree: 5 });
    expect(result.paths).toEqual([]);
    expect(result.cut.hubs).toEqual(['PHub']);
    expect((await discoverPaths(graph, 'S0', 'S7')).paths[0]!.nodes).toEqual(['S0', 'PHub', 'S7']);
  });
});

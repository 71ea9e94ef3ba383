import { describe, expect, it } from 'vitest';
import type { GraphEntity, PenetrationNode } from '@esee/contracts';
import {
  READABLE_NODES,
  SIBLINGS_SHOWN,
  beneficialOwnersView,
  graftChildren,
  highlightFor,
  penetrationView,
  readableCollapse,
  relationshipView,
  restOf,
} from './model';

const c = (id: string): GraphEntity => ({ id, kind: 'C', name: `${id}公司` });
const p = (id: string): GraphEntity => ({ id, kind: 'P', name: id });

// Root holds 60% of A (which holds 50% of C) and 50% of B (which holds C too, and has more below).
const tree: PenetrationNode = {
  entity: c('R'),
  share: 1,
  children: [
    { entity: c('A'), ratio: 0.6, share: 0.6, children: [{ entity: c('C'), ratio: 0.5, share: 0.4, children: [] }] },
    { entity: c('B'), ratio: 0.5, share: 0.5, children: [], more: true },
  ],
};

describe('penetration view', () => {
  it('draws an entity reached twice twice, each by its path, with direct shares on edges and totals on nodes', () => {
    const view = penetrationView(tree, 'down');
    expect(view.nodes.map((n) => n.id)).toEqual(['R', 'R/A', 'R/A/C', 'R/B']);
    expect(view.edges.find((e) => e.target === 'R/A/C')).toMatchObject({ source: 'R/A', label: '50.00%' });
    // Two links from the root: 间接持股, the product along its path (60% × 50%), and its total over both paths.
    expect(view.nodes.find((n) => n.id === 'R/A/C')!.detail).toBe('间接持股 30.00%（合计 40.00%）');
    expect(view.nodes.find((n) => n.id === 'R/A')!.detail).toBe('直接持股 60.00%');
    expect(view.nodes.find((n) => n.id === 'R/B')!.expandable).toBe(true);
  });

  it('points edges at what is held when walking up, and hides the children of a collapsed node', () => {
    const up = penetrationView(tree, 'up', new Set(['R/A']));
    // One link up is a direct holder, never 间接持股.
    expect(up.nodes.find((n) => n.id === 'R/B')!.detail).toBe('直接持股 50.00%');
    expect(up.nodes.map((n) => n.id)).toEqual(['R', 'R/A', 'R/B']);
    expect(up.edges[0]).toMatchObject({ source: 'R/A', target: 'R' });
    expect(up.nodes[1]).toMatchObject({ collapsed: true, expandable: true });
  });

  it('grafts lazily loaded children under the node that was expanded, which then has no more', () => {
    const grown = graftChildren(tree, 'R/B', [{ entity: c('D'), ratio: 1, share: 0.5, children: [] }]);
    expect(penetrationView(grown, 'down').nodes.map((n) => n.id)).toContain('R/B/D');
    expect(grown.children[1]!.more).toBeUndefined();
    expect(tree.children[1]!.children).toEqual([]); // the original is untouched
  });

  it('highlights the way from the root to a node', () => {
    const view = penetrationView(tree, 'down');
    expect([...highlightFor(view, 'R/A/C')].sort()).toEqual(['R', 'R->R/A', 'R/A', 'R/A->R/A/C', 'R/A/C']);
  });
});

describe('other views', () => {
  it('merges the paths of beneficial owners: each entity and each holding once', () => {
    const view = beneficialOwnersView(
      {
        rule: 'ownership',
        threshold: 0.25,
        inclusive: true,
        cut: { cycles: 0, depthReached: false, pathLimitReached: false },
        nearMisses: [],
        owners: [
          {
            person: p('Sun'),
            share: 0.3,
            calculation: '',
            paths: [
              { entities: [p('Sun'), c('A'), c('T')], ratios: [0.5, 0.4], share: 0.2 },
              { entities: [p('Sun'), c('B'), c('T')], ratios: [0.5, 0.2], share: 0.1 },
            ],
          },
        ],
      },
      c('T'),
    );
    expect(view.nodes.map((n) => n.id).sort()).toEqual(['A', 'B', 'Sun', 'T']);
    expect(view.edges).toHaveLength(4);
    expect(view.nodes.find((n) => n.id === 'Sun')).toMatchObject({ role: 'owner', detail: '最终受益股份 30.00%' });
  });

  it('marks the entities asked about in a discovery, and highlights a node with its neighbours', () => {
    const view = relationshipView({
      nodes: [
        { ...c('A'), end: true },
        { ...p('Li'), end: false },
        { ...c('B'), end: true },
      ],
      edges: [
        { from: 'Li', to: 'A', type: 'legal', label: '法定代表人' },
        { from: 'Li', to: 'B', type: 'post', label: '董事' },
      ],
      found: 1,
      pairs: 1,
    });
    expect(view.nodes.filter((n) => n.role === 'end').map((n) => n.id)).toEqual(['A', 'B']);
    expect(highlightFor(view, 'A')).toEqual(new Set(['A', 'Li', view.edges[0]!.id]));
  });
});

describe('readable trees (issue 41)', () => {
  // A company with `n` investments, each with `m` of its own.
  const wide = (n: number, m = 0): PenetrationNode => ({
    entity: c('R'),
    share: 1,
    children: Array.from({ length: n }, (_, i) => ({
      entity: c(`K${i}`),
      ratio: (i + 1) / 1000,
      share: (i + 1) / 1000,
      children: Array.from({ length: m }, (_, j) => ({
        entity: c(`K${i}-${j}`),
        ratio: 0.5,
        share: 0.0005,
        children: [],
      })),
    })),
  });

  it('draws the largest holdings under a node and sums up the rest in one node that opens them all', () => {
    const up = penetrationView(wide(30), 'up');
    const drawn = up.nodes.filter((n) => n.entity && n.id !== 'R');
    expect(drawn).toHaveLength(SIBLINGS_SHOWN);
    expect(drawn[0]!.entity!.id).toBe('K29');
    const rest = up.nodes.find((n) => restOf(n.id) === 'R')!;
    // The 18 smallest: 0.1% … 1.8%, 17.1% together.
    expect(rest).toMatchObject({ label: '其余18个股东', detail: '合计持股 17.10%', expandable: true });
    expect(up.edges.find((e) => e.source === rest.id)).toMatchObject({ target: 'R' });
    expect(penetrationView(wide(30), 'down').nodes.find((n) => restOf(n.id))!.label).toBe('其余18家企业');
    const opened = penetrationView(wide(30), 'up', new Set(), new Set(['R']));
    expect(opened.nodes).toHaveLength(31);
    expect(opened.nodes.some((n) => restOf(n.id) !== null)).toBe(false);
  });

  it('opens a tree collapsed at the deepest level that keeps it under the readable count', () => {
    // 1 + 8 + 8×10 = 89 nodes: the second level would make it unreadable, so the first level's nodes fold.
    const view = penetrationView(wide(8, 10), 'down');
    const folded = readableCollapse(view, READABLE_NODES);
    expect([...folded].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `R/K${i}`).sort());
    const shown = penetrationView(wide(8, 10), 'down', folded);
    expect(shown.nodes).toHaveLength(9);
    expect(shown.nodes.filter((n) => n.collapsed)).toHaveLength(8);
    // A tree that fits opens whole; the first level is drawn however wide.
    expect(readableCollapse(penetrationView(wide(4, 5), 'down'))).toEqual(new Set());
    expect(readableCollapse(penetrationView(tree, 'down'), 1)).toEqual(new Set(['R/A']));
  });
});

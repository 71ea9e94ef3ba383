import { describe, expect, it } from 'vitest';
import { guaranteeChains, guaranteeCircles, guaranteeStructures } from './guarantees';

const g = (guarantorId: string, guaranteedId: string, amount = 100) => ({ guarantorId, guaranteedId, amount });

describe('担保圈 and 担保链 detection', () => {
  it('finds a circle of three and a mutual guarantee as circles', () => {
    const edges = [g('A', 'B'), g('B', 'C'), g('C', 'A'), g('X', 'Y'), g('Y', 'X'), g('P', 'Q')];
    expect(guaranteeCircles(edges)).toEqual([
      ['A', 'B', 'C'],
      ['X', 'Y'],
    ]);
  });

  it('finds chains of three or more companies, not shorter ones', () => {
    const edges = [g('A', 'B'), g('B', 'C'), g('C', 'D'), g('P', 'Q')];
    expect(guaranteeChains(edges)).toEqual([['A', 'B', 'C', 'D']]);
  });

  it('follows every branch of a fork as its own chain', () => {
    const edges = [g('A', 'B'), g('B', 'C'), g('B', 'D')];
    expect(guaranteeChains(edges)).toEqual([
      ['A', 'B', 'C'],
      ['A', 'B', 'D'],
    ]);
  });

  it('does not loop in a circle and reports a chain leading into one', () => {
    const edges = [g('S', 'A'), g('A', 'B'), g('B', 'A')];
    expect(guaranteeChains(edges)).toEqual([['S', 'A', 'B']]);
    expect(guaranteeChains([g('A', 'B'), g('B', 'C'), g('C', 'A')])).toEqual([]);
  });

  it('caps the number of paths on a hub', () => {
    const edges = Array.from({ length: 30 }, (_, i) => [g('H', `M${i}`), g(`M${i}`, `L${i}`)]).flat();
    expect(guaranteeChains(edges, { maxPaths: 5 })).toHaveLength(5);
  });

  it('gives each structure its guarantees and the amount they carry', () => {
    const [circle, chain] = guaranteeStructures([g('A', 'B', 10), g('B', 'A', 20), g('C', 'D', 1), g('D', 'E', 2)]);
    expect(circle).toMatchObject({ kind: 'circle', members: ['A', 'B'], amount: 30 });
    expect(chain).toMatchObject({
      kind: 'chain',
      members: ['C', 'D', 'E'],
      amount: 3,
      links: [
        { fromId: 'C', toId: 'D', amount: 1 },
        { fromId: 'D', toId: 'E', amount: 2 },
      ],
    });
  });
});

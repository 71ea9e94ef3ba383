import { describe, expect, it } from 'vitest';
import type { Entity, Holding } from '../../../core/relations/ownership';
import { controlOf, identifyGroups, type BookCustomer, type Register } from './grouping';

/** The engine under the parameters of the published grouping rules (规则配置). */
function register(holdings: [string, string, number][], branches: [string, string][] = []): Register {
  const entity = (id: string): Entity => ({ id, kind: id.startsWith('P') ? 'P' : 'C', name: id });
  const holders = new Map<string, Holding[]>();
  for (const [h, c, ratio] of holdings)
    holders.set(c, [...(holders.get(c) ?? []), { holder: entity(h), company: entity(c), ratio }]);
  const head = new Map(branches);
  return { entity, holdersOf: (id) => holders.get(id) ?? [], headOfficeOf: (id) => head.get(id) };
}
const book = (...ids: string[]): BookCustomer[] => ids.map((id, i) => ({ entId: id, name: id, exposure: 100 - i }));
const ids = (g: { members: { entId: string }[] } | undefined) => (g?.members.map((m) => m.entId) ?? []).sort();

describe('identifyGroups with rule options', () => {
  const chain = register([
    ['P1', 'A', 0.7],
    ['A', 'B', 0.6],
    ['B', 'C', 0.55],
  ]);

  it('is today’s behaviour with no options', () => {
    expect(identifyGroups({ register: chain, customers: book('A', 'B', 'C') })).toEqual(
      identifyGroups({ register: chain, customers: book('A', 'B', 'C') }, {}),
    );
  });

  it('raises the control threshold: a 60% holder is then only the largest holder', () => {
    const h = [
      {
        holder: { id: 'A', kind: 'C' as const, name: 'A' },
        company: { id: 'B', kind: 'C' as const, name: 'B' },
        ratio: 0.6,
      },
    ];
    expect(controlOf(h)?.basis).toBe('majority');
    expect(controlOf(h, { controlThreshold: 0.66 })?.basis).toBe('largest');
    expect(controlOf(h, { controlThreshold: 0.66, relativeControl: false })).toBeNull();
    const groups = identifyGroups(
      { register: chain, customers: book('A', 'B', 'C') },
      { controlThreshold: 0.58, relativeControl: false },
    );
    // A–B (60%) stays; B–C (55%) no longer controls.
    expect(groups.map(ids)).toEqual([['A', 'B']]);
  });

  it('limits the depth of the control chain', () => {
    const deep = register([
      ['R', 'X', 0.9],
      ['X', 'Y', 0.9],
      ['Y', 'A', 0.9],
      ['R', 'B', 0.9],
    ]);
    expect(identifyGroups({ register: deep, customers: book('A', 'B') })).toHaveLength(1);
    expect(identifyGroups({ register: deep, customers: book('A', 'B'), maxDepth: 2 })).toHaveLength(0);
  });

  it('suggestion only: control members wait for confirmation, the core does not', () => {
    const [g] = identifyGroups({ register: chain, customers: book('A', 'B', 'C') }, { controlAutomatic: false });
    expect(g!.members.map((m) => [m.entId, m.suggested])).toEqual([
      ['A', false],
      ['B', true],
      ['C', true],
    ]);
  });

  it('leaves branches out when the rule does not use them', () => {
    const r = register([], [['BR', 'H']]);
    expect(identifyGroups({ register: r, customers: book('H', 'BR') })).toHaveLength(1);
    expect(identifyGroups({ register: r, customers: book('H', 'BR') }, { branches: false })).toHaveLength(0);
  });

  it('makes guarantees automatic when the rule says so', () => {
    const input = {
      register: register([['A', 'B', 0.6]]),
      customers: book('A', 'B', 'G'),
      guarantees: [{ guarantorId: 'G', guaranteedId: 'B', amount: 1 }],
    };
    expect(identifyGroups(input)[0]!.members.find((m) => m.entId === 'G')!.suggested).toBe(true);
    expect(
      identifyGroups(input, { guaranteeAutomatic: true })[0]!.members.find((m) => m.entId === 'G')!.suggested,
    ).toBe(false);
  });

  it('suggests significant influence (重大影响) only when the rule is in effect', () => {
    const r = register([
      ['A', 'B', 0.6],
      ['A', 'S', 0.25],
      ['P9', 'S', 0.4],
    ]);
    const customers = book('A', 'B', 'S');
    expect(ids(identifyGroups({ register: r, customers })[0])).toEqual(['A', 'B']);
    const [g] = identifyGroups({ register: r, customers }, { influenceThreshold: 0.2 });
    const s = g!.members.find((m) => m.entId === 'S')!;
    expect(s).toMatchObject({ suggested: true, reason: '重大影响：成员A持股25%' });
    expect(ids(identifyGroups({ register: r, customers }, { influenceThreshold: 0.3 })[0])).toEqual(['A', 'B']);
  });
});

import { expect, it } from 'vitest';
import { SortedKeys } from './sortedKeys';

it("takes a start's longer keys by their best positions, each position once, whatever their key order", () => {
  const keys = new SortedKeys(['通达乙', '通达甲', '通达', '通达甲', '通过'], [4, 2, 0, 1, 3]);
  expect(keys.bestOfPrefix('通达', 2)).toEqual([1, 2]);
  expect(keys.bestOfPrefix('通达', 10)).toEqual([1, 2, 4]);
  // In key order (乙 before 甲), the start itself first: what a single character typed still reads.
  expect(keys.prefix('通达', 2)).toEqual([0, 4]);
});

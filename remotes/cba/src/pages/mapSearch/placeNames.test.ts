import { describe, expect, it } from 'vitest';
import { clearOfEarlier } from './placeNames';

const box = (x: number, y: number, width = 24, height = 12) => ({ x, y, width, height });

describe('clearOfEarlier', () => {
  it('leaves out a name overlapping one before it, and keeps those that only touch', () => {
    // 北京 first, 天津 on it, 河北 beside 北京 (touching its edge), 香港 far away.
    expect(clearOfEarlier([box(100, 100), box(110, 106), box(124, 100), box(400, 300)])).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('compares with the names shown only: one left out does not hide those after it', () => {
    expect(clearOfEarlier([box(0, 0), box(20, 0), box(40, 0)])).toEqual([true, false, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { fromStart } from './nameCandidates';

/** The side a one-off pattern of `text` walks, the character at `k` being the one off. */
const side = (text: string, k: number, coreAt: number) =>
  fromStart([...text].slice(0, k), [...text].slice(k + 1), coreAt) ? 'start' : 'end';
/** The sides of the patterns with the character at each of `ks` off, in a line. */
const sides = (text: string, ks: number[], coreAt: number) => ks.map((k) => side(text, k, coreAt)).join(' ');

describe('a one-off pattern walks its index from the side with the 字号', () => {
  it('a core from its start, unless the start is the one off', () => {
    // 成科网络科技: 成 _ 网络科技 reads the cores starting with 成, not the thousands ending in 网络科技.
    expect(sides('成科网络科技', [0, 1, 2, 3, 4, 5], 0)).toBe('end start start start start start');
  });

  it('a name with its region from the end while the start holds no more than the region', () => {
    // 南京成科网络科技: 南京 is the region, the core starts at 2.
    expect(sides('南京成科网络科技', [0, 1, 2, 3, 4, 7], 2)).toBe('end end end start start start');
  });

  it('the longer side where the core is not found, and never an empty side', () => {
    expect(side('甲乙丙丁', 1, -1)).toBe('end');
    expect(side('甲乙丙丁', 2, -1)).toBe('start');
    expect(side('甲乙丙丁', 3, 9)).toBe('start');
    expect(side('甲乙丙丁', 0, -1)).toBe('end');
  });
});

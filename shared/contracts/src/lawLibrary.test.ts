import { describe, expect, it } from 'vitest';
import { articleLabel, articleNumberOf, chineseNumber, lawHighlights, parseLawQuery } from './lawLibrary';

describe('law library helpers', () => {
  it('reads AND and OR in a search text', () => {
    expect(parseLawQuery('保荐 持续督导 | 承销')).toEqual([['保荐', '持续督导'], ['承销']]);
    expect(parseLawQuery('保荐　督导 OR 洗钱｜ＩＰＯ')).toEqual([['保荐', '督导'], ['洗钱'], ['ipo']]);
    expect(parseLawQuery('  |  ')).toEqual([]);
    expect(parseLawQuery('a b c d e f g h i j').flat()).toHaveLength(8);
  });

  it('marks every hit once, merging overlaps', () => {
    expect(lawHighlights('保荐人保荐业务', ['保荐'])).toEqual([
      [0, 2],
      [3, 5],
    ]);
    expect(lawHighlights('证券发行上市', ['证券发行', '发行上市'])).toEqual([[0, 6]]);
    expect(lawHighlights('IPO 与 ipo', ['ipo'])).toEqual([
      [0, 3],
      [6, 9],
    ]);
  });

  it('writes and reads Chinese article numbers', () => {
    expect([1, 10, 11, 20, 105, 110, 142, 226, 1005].map(chineseNumber)).toEqual([
      '一',
      '十',
      '十一',
      '二十',
      '一百零五',
      '一百一十',
      '一百四十二',
      '二百二十六',
      '一千零五',
    ]);
    for (let n = 1; n <= 400; n++) expect(articleNumberOf(articleLabel(n))).toBe(n);
    expect(articleNumberOf('第10条')).toBe(10);
    expect(articleNumberOf('3.1.2')).toBeNull();
  });
});

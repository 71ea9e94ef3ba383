import { describe, expect, it } from 'vitest';
import { normaliseTitle } from '@esee/contracts';
import { foldReprints, weekBuckets, weekOf } from './fold';

const row = (newsId: string, title: string, publishTime: string | null) => ({ newsId, title, publishTime });

describe('foldReprints', () => {
  it('folds reprints of one title, written differently, into the newest with the count', () => {
    const rows = [
      row('a', '星河科技完成新一轮融资，加码研发投入', '2026-05-03 10:00:00'),
      row('b', '【转载】星河科技完成新一轮融资, 加码研发投入', '2026-05-02 09:00:00'),
      row('c', '其他新闻', '2026-05-02 08:00:00'),
      row('d', '星河科技完成新一轮融资，加码研发投入！', '2026-04-29 09:00:00'),
    ];
    const folded = foldReprints(rows);
    expect(folded.map((r) => [r.newsId, r.similar])).toEqual([
      ['a', 3],
      ['c', 1],
    ]);
    expect(folded[0]!.copies).toEqual(['a', 'b', 'd']);
  });

  it('keeps a title repeated after the reprint window as news of its own', () => {
    const folded = foldReprints([
      row('new', '星河科技召开年度工作会议', '2026-01-10 10:00:00'),
      row('old', '星河科技召开年度工作会议', '2025-01-12 10:00:00'),
    ]);
    expect(folded.map((r) => r.similar)).toEqual([1, 1]);
  });

  it('measures the window from the oldest copy so far, so a chain of reprints stays one item', () => {
    const folded = foldReprints([
      row('1', 'T', '2026-03-20 00:00:00'),
      row('2', 'T', '2026-03-15 00:00:00'),
      row('3', 'T', '2026-03-10 00:00:00'),
    ]);
    expect(folded.map((r) => r.similar)).toEqual([3]);
  });

  it('normalises full-width forms, case, spaces and punctuation', () => {
    expect(normaliseTitle('ＡＢＣ 公司：发布（新品）')).toBe(normaliseTitle('abc公司发布新品'));
  });
});

describe('weekBuckets', () => {
  it('counts days by Monday-based week, oldest first, leaving out days outside the weeks', () => {
    expect(weekOf('2026-05-10')).toBe('2026-05-04'); // a Sunday
    expect(weekOf('2026-05-04')).toBe('2026-05-04'); // a Monday
    const buckets = weekBuckets(
      ['2026-05-10', '2026-05-04', '2026-04-30', '2026-01-01', '2026-05-11'],
      '2026-05-10',
      2,
    );
    expect(buckets).toEqual([
      { week: '2026-04-27', count: 1 },
      { week: '2026-05-04', count: 2 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { layout, type Span } from './layout';
import { normalise } from './pdfText';

/** A span of 10-point text: Chinese characters 10 wide, others 5. */
const span = (x: number, y: number, text: string): Span => ({
  x,
  y,
  size: 10,
  text,
  width: [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e7f ? 10 : 5), 0),
});

describe('PDF layout: text items to paragraphs in reading order', () => {
  it('reads top to bottom whatever order the items come in, without the spaces a writer adds around Latin', () => {
    const page = [
      span(72, 720, '一段更长的正文文字，它的行尾是右边距。'),
      span(72, 680, '第二行。'),
      // LibreOffice's automatic spacing: 「2024 年」 placed as separate items with a gap.
      span(72, 700, '申报日期：'),
      span(124, 700, '2024'),
      span(146, 700, '年'),
      span(158, 700, 'ERP'),
      span(175, 700, 'and'),
      span(194, 700, 'SRM'),
    ];
    expect(layout([page]).map((p) => p.text)).toEqual([
      '一段更长的正文文字，它的行尾是右边距。',
      '申报日期：2024年ERP and SRM',
      '第二行。',
    ]);
  });

  it('keeps a table whole: cells a little off the baseline, wrapped cells, and its rows on the next page', () => {
    const first = [
      span(72, 700, '项目'),
      span(190, 700, '2023年度'),
      span(72, 684, '归属于母公司'),
      span(190, 686, '12,451.92'),
      span(72, 671, '净利润'),
      span(72, 650, '报告期'),
      span(190, 650, '2021年度、'),
      span(190, 635, '2022年度'),
    ];
    const next = [span(72, 760, '合计'), span(190, 760, '100.00'), span(72, 740, '以上数据经审计。')];
    const out = layout([first, next]);
    expect(out.map((p) => p.kind)).toEqual(['table', 'text']);
    expect(out[0]!.rows).toEqual([
      ['项目', '2023年度'],
      ['归属于母公司净利润', '12,451.92'],
      ['报告期', '2021年度、2022年度'],
      ['合计', '100.00'],
    ]);
    expect(out[1]).toMatchObject({ text: '以上数据经审计。', page: 2 });
  });

  it('folds the Kangxi radicals a font maps ideographs to, and leaves full-width punctuation alone', () => {
    expect(normalise('发\u2f8f\u2f08：（一）')).toBe('发行人：（一）');
  });
});

import { describe, expect, it } from 'vitest';
import { extractPdfText, PdfReport } from './index';
import { wrap } from './text';

const options = {
  title: '企业画像报告 测试',
  watermark: '张三 2026-11-24 10:00',
  footer: '数据快照时间 2026-11-24 10:00',
};

function sample(rows = 5): PdfReport {
  return new PdfReport(options)
    .heading('基本信息')
    .keyValues([
      ['企业名称', '杭州云栖数据科技有限公司'],
      ['统一社会信用代码', '91330100MA2H3K4L5P'],
      ['法定代表人', '王建国'],
      ['注册资本', '5,000万人民币'],
    ])
    .heading('股东信息', 2)
    .table(
      [
        { title: '股东名称', width: 3 },
        { title: '持股比例', width: 1 },
      ],
      Array.from({ length: rows }, (_, i) => [`股东${i + 1}号投资合伙企业（有限合伙）`, `${(10 + i) % 100}%`]),
    )
    .barChart(
      [
        { label: '2024', value: 1200 },
        { label: '2025', value: 1850.5 },
      ],
      { title: '营业收入', unit: '万元' },
    )
    .tree({
      label: '杭州云栖数据科技有限公司',
      parents: [{ label: '王建国', note: '持股 51%' }],
      children: [{ label: '子公司甲', note: '100%' }, { label: '子公司乙' }],
    });
}

/** Each object's offset as the cross-reference table at `startxref` gives it (entry 0 is the free head). */
function xrefOffsets(pdf: Buffer): number[] {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  const head = /^xref\n0 (\d+)\n/.exec(text.slice(start))!;
  const table = text.slice(start + head[0].length, start + head[0].length + Number(head[1]) * 20);
  expect(table).toMatch(/^(\d{10} \d{5} [fn] \n)+$/);
  return table.match(/.{20}/gs)!.map((entry) => Number(entry.slice(0, 10)));
}

describe('PdfReport', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = sample().toBuffer();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    const offsets = xrefOffsets(pdf);
    expect(offsets[0]).toBe(0);
    offsets.slice(1).forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain('/Encoding /UniGB-UCS2-H');
    expect(text).toContain('/BaseFont /STSong-Light');
  });

  it('reads back the Chinese text, the watermark and the footer with page numbers', () => {
    const text = extractPdfText(sample().toBuffer());
    for (const s of [
      '企业画像报告 测试',
      '杭州云栖数据科技有限公司',
      '91330100MA2H3K4L5P',
      '股东3号投资合伙企业（有限合伙）',
      '张三 2026-11-24 10:00',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain('数据快照时间 2026-11-24 10:00');
    expect(text).toContain('第 1 / 1 页');
    expect(text).toContain('1,850.5万元');
  });

  it('breaks a long table over pages, one page count and header on each', () => {
    const short = sample(5);
    const long = sample(200);
    expect(short.pageCount()).toBe(1);
    expect(long.pageCount()).toBeGreaterThanOrEqual(5);
    const pdf = long.toBuffer();
    const text = extractPdfText(pdf);
    expect(pdf.toString('latin1')).toContain(`/Count ${long.pageCount()}`);
    expect(text).toContain(`第 ${long.pageCount()} / ${long.pageCount()} 页`);
    // Pages are split at their footers; each page with rows of the table starts them under its header.
    const pages = text.split(/第 \d+ \/ \d+ 页/).slice(0, -1);
    const withRows = pages.filter((p) => /股东\d+号/.test(p));
    expect(withRows.length).toBeGreaterThanOrEqual(4);
    for (const page of withRows) expect(page).toContain('股东名称');
    expect(text).toContain('股东200号投资合伙企业（有限合伙）');
  });

  it('keeps every character when a paragraph wraps', () => {
    const long = '本报告依据公开信息整理，仅供授信调查参考。Revenue grew 12.5% in 2025 (audited). '.repeat(12);
    const report = new PdfReport(options).paragraph(long);
    const text = extractPdfText(report.toBuffer());
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('本报告') || l.length > 20).length).toBeGreaterThan(3);
    expect(lines.join('')).toContain(long.replace(/\n/g, ''));
  });

  it('wraps within the width and keeps ASCII words whole', () => {
    const lines = wrap('编号 ABCDEFGH12345 之后是中文内容一直写到很长很长很长', 10, 100);
    expect(lines.join('')).toBe('编号 ABCDEFGH12345 之后是中文内容一直写到很长很长很长');
    expect(lines.some((l) => l.includes('ABCDEFGH12345'))).toBe(true);
  });

  it('draws a wide tree cut to fit, with the rest summed up', () => {
    const children = Array.from({ length: 30 }, (_, i) => ({ label: `对外投资企业${i + 1}` }));
    const text = extractPdfText(new PdfReport(options).tree({ label: '根公司', children }).toBuffer());
    expect(text).toContain('对外投资企业1');
    expect(text).toMatch(/等 \d+ 项/);
    expect(text).not.toContain('对外投资企业30');
  });
});

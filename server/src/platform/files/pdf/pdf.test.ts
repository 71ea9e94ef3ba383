import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { extractPdfText, PdfReport, pdfDocument, renderPdfPages, reportFrame, snapshotReport } from './index';
import { renderDescription } from './render';
import { wrap } from './text';
import { longReport } from '../../../../test/fixtures/longReport';

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

/** Rendered here, without the worker (the worker runs the same function: see the last tests). */
const render = async (report: PdfReport) => renderDescription(report.describe());
const latin = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('PdfReport', () => {
  it('is described as plain data, which a worker receives unchanged', () => {
    const description = sample().describe();
    expect(structuredClone(description)).toEqual(description);
    expect(description.blocks.map((b) => b.kind)).toEqual([
      'heading',
      'keyValues',
      'heading',
      'table',
      'barChart',
      'tree',
    ]);
  });

  it('embeds its CJK font as a subset, and names no font the reader must supply', async () => {
    const { bytes, pageCount } = await render(sample());
    const text = latin(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/FontFile[23] \d+ 0 R/);
    // A subset's name carries a six-letter tag: ABCDEF+NotoSansSC-Regular.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(text).not.toContain('STSong-Light');
    expect(text).not.toContain('UniGB-UCS2-H');
    expect(pageCount).toBe(1);
    // A subset: far smaller than the 10 MB font file.
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('reads back the Chinese text, the watermark and the footer with page numbers (pdf.js)', async () => {
    const text = await extractPdfText((await render(sample())).bytes);
    for (const s of [
      '企业画像报告 测试',
      '基本信息',
      '企业名称',
      '杭州云栖数据科技有限公司',
      '注册资本',
      '5,000万人民币',
      '91330100MA2H3K4L5P',
      '股东3号投资合伙企业（有限合伙）',
      '张三 2026-11-24 10:00',
      '子公司甲',
      '持股 51%',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain('数据快照时间 2026-11-24 10:00');
    expect(text).toContain('第 1 / 1 页');
    expect(text).toContain('1,850.5万元');
  });

  it('breaks a long table over pages, one page count and header on each', async () => {
    expect((await render(sample(5))).pageCount).toBe(1);
    const { bytes, pageCount } = await render(sample(200));
    expect(pageCount).toBeGreaterThanOrEqual(5);
    expect(latin(bytes)).toContain(`/Count ${pageCount}`);
    const text = await extractPdfText(bytes);
    expect(text).toContain(`第 ${pageCount} / ${pageCount} 页`);
    // Pages are split at their footers; each page with rows of the table starts them under its header.
    const pages = text.split(/第 \d+ \/ \d+ 页/).slice(0, -1);
    expect(pages).toHaveLength(pageCount);
    const withRows = pages.filter((p) => /股东\d+号/.test(p));
    expect(withRows.length).toBeGreaterThanOrEqual(4);
    for (const page of withRows) expect(page).toContain('股东名称');
    expect(text).toContain('股东200号投资合伙企业（有限合伙）');
  });

  it("frames every page of an institution's report: its name and 仅供内部参考 at the head, when it was made in the footer", async () => {
    const frame = reportFrame({
      title: '测试合作方资信报告',
      institution: '示范银行股份有限公司',
      madeAt: '2026-11-24 10:00',
      facts: ['数据截至 2026-11-23'],
      watermark: '张三 2026-11-25 09:30',
    });
    expect(frame).toEqual({
      title: '测试合作方资信报告',
      header: '示范银行股份有限公司    本报告依据公开信息整理，仅供内部参考',
      watermark: '张三 2026-11-25 09:30',
      footer: '报告生成时间 2026-11-24 10:00  数据截至 2026-11-23',
    });
    const rows = Array.from({ length: 120 }, (_, i) => [`股东${i + 1}号`, '1%']);
    const { bytes, pageCount } = await render(
      new PdfReport(frame).table(
        [
          { title: '股东名称', width: 3 },
          { title: '持股比例', width: 1 },
        ],
        rows,
      ),
    );
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const lines = (await extractPdfText(bytes)).split('\n');
    const count = (text: string) => lines.filter((l) => l.includes(text)).length;
    expect(count('示范银行股份有限公司 本报告依据公开信息整理，仅供内部参考')).toBe(pageCount);
    expect(count('报告生成时间 2026-11-24 10:00 数据截至 2026-11-23')).toBe(pageCount);
    expect(count('张三 2026-11-25 09:30')).toBeGreaterThanOrEqual(pageCount);
    // A report without a head line has none: under the watermark, the page starts with its title.
    const plain = (await extractPdfText((await render(sample(5))).bytes)).split('\n');
    expect(plain.find((l) => !l.includes(options.watermark))).toBe(options.title);
  });

  it('starts a new page at a page break, and none on a page still empty', async () => {
    const cover = new PdfReport(options).keyValues([['发行人', '杭州云栖数据科技股份有限公司']]).pageBreak();
    // The second break of two meets a fresh page: no blank page between 释义 and 正文.
    const { bytes, pageCount } = await render(cover.heading('第一节 释义').pageBreak().pageBreak().paragraph('正文'));
    expect(pageCount).toBe(3);
    const pages = (await extractPdfText(bytes)).split(/第 \d+ \/ \d+ 页/);
    expect(pages[0]).toContain('杭州云栖数据科技股份有限公司');
    expect(pages[0]).not.toContain('第一节 释义');
    expect(pages[1]).toContain('第一节 释义');
    expect(pages[2]).toContain('正文');
  });

  it('keeps every character when a paragraph wraps', async () => {
    const long = '本报告依据公开信息整理，仅供授信调查参考。Revenue grew 12.5% in 2025 (audited). '.repeat(12);
    const text = await extractPdfText((await render(new PdfReport(options).paragraph(long))).bytes);
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('本报告') || l.length > 20).length).toBeGreaterThan(3);
    // A line broken at a space ends with it, and pdf.js leaves out a line's trailing space: compare the rest.
    const visible = (s: string) => s.replace(/\s/g, '');
    expect(visible(lines.join(''))).toContain(visible(long));
  });

  it('shows a character the font lacks as 〓, not as an empty box', async () => {
    const text = await extractPdfText((await render(new PdfReport(options).paragraph('股东：王𪚥（持股 5%）'))).bytes);
    expect(text).toMatch(/股东：王[𪚥〓]（持股 5%）/u);
  });

  it('wraps within the width and keeps ASCII words whole', () => {
    // Half an em for ASCII, a full em for the rest.
    const measure = (s: string, size: number) => [...s].reduce((w, ch) => w + (ch < '\u0080' ? 0.5 : 1), 0) * size;
    const lines = wrap('编号 ABCDEFGH12345 之后是中文内容一直写到很长很长很长', 10, 100, measure);
    expect(lines.join('')).toBe('编号 ABCDEFGH12345 之后是中文内容一直写到很长很长很长');
    expect(lines.some((l) => l.includes('ABCDEFGH12345'))).toBe(true);
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(100);
  });

  it('draws a wide tree cut to fit, with the rest summed up', async () => {
    const children = Array.from({ length: 30 }, (_, i) => ({ label: `对外投资企业${i + 1}` }));
    const text = await extractPdfText((await render(new PdfReport(options).tree({ label: '根公司', children }))).bytes);
    expect(text).toContain('对外投资企业1');
    expect(text).toMatch(/等 \d+ 项/);
    expect(text).not.toContain('对外投资企业30');
  });
});

describe('renderPdf (the pdf.render worker task)', () => {
  it('renders a snapshot report in a worker: the file, its page count, the same text', async () => {
    const report = snapshotReport(
      {
        title: '杭州云栖数据科技有限公司 企业画像报告',
        creditCode: '91330100MA2H3K4L5P',
        at: new Date(0),
        requester: '林晓雯',
      },
      [
        [
          '基本信息',
          (pdf) =>
            pdf.keyValues([
              ['企业名称', '杭州云栖数据科技有限公司'],
              ['注册资本', '5,000万人民币'],
            ]),
        ],
        ['风险', (pdf) => pdf.paragraph('未发现司法与经营风险信息。')],
      ],
    );
    const document = await pdfDocument(report);
    expect(document.extension).toBe('pdf');
    expect(document.pageCount).toBe(1);
    const text = await extractPdfText(document.body);
    for (const s of ['一、基本信息', '二、风险', '企业名称', '5,000万人民币', '统一社会信用代码 91330100MA2H3K4L5P'])
      expect(text).toContain(s);
    expect(text).toContain('林晓雯 1970-01-01 08:00');
  });

  it('renders a 200-page report within the task limits, the request thread free meanwhile', async () => {
    const report = longReport();
    // The latency probe, as this thread sees it: how late a timer due every 50 ms fires while the worker
    // renders (the histogram holds the time between firings, the 50 ms included).
    const delay = monitorEventLoopDelay({ resolution: 50 });
    delay.enable();
    const started = performance.now();
    const { body, pageCount } = await renderPdfPages(report);
    const ms = Math.round(performance.now() - started);
    delay.disable();
    const [p50, p99] = [50, 99].map((p) => Math.max(0, Math.round(delay.percentile(p) / 1e6 - 50)));
    console.log(
      `pdf.render: ${pageCount} pages in ${ms} ms, ${(body.length / 1024).toFixed(0)} KB; ` +
        `a 50 ms timer on this thread late by p50 ${p50} ms, p99 ${p99} ms`,
    );
    // Rendered here it would hold the thread for the whole render (seconds); a loaded CI machine adds some delay.
    expect(p99).toBeLessThan(500);
    expect(pageCount).toBeGreaterThanOrEqual(200);
    expect(latin(body)).toContain(`/Count ${pageCount}`);
    const text = await extractPdfText(body);
    expect(text).toContain('被投资企业9-619（杭州）科技有限公司');
    expect(text).toContain(`第 ${pageCount} / ${pageCount} 页`);
  }, 180_000);
});

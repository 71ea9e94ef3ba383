import { moneyText, type ChainReport } from '@esee/contracts';
import { PdfReport, renderPdf, reportFrame } from '../../../platform/files/pdf';

/** 元 as the preview page shows it (`formatMoney`'s text). */
const wan = (yuan: number | null) => (yuan === null ? '-' : moneyText(yuan));
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The chain report as a PDF: the same sections as the preview page, watermarked with who downloaded it and when. */
export function chainReportPdf(
  report: ChainReport,
  who: { userName: string; instName: string; at: string },
): Promise<Buffer> {
  const { chain, counts } = report;
  const pdf = new PdfReport(
    reportFrame({
      title: `${chain.name}产业链分析报告`,
      institution: who.instName,
      madeAt: who.at,
      facts: [`数据快照时间 ${report.snapshotAt}`],
      watermark: `${who.userName} ${who.at}`,
    }),
  );
  pdf.paragraph(chain.description, { muted: true }).keyValues([
    ['产业链', chain.name],
    ['环节数', String(chain.segmentCount)],
    ['在营企业', `${counts.companies}家`],
    ['上市企业', `${counts.listed}家`],
    ['专精特新', `${counts.specialized}家`],
    ['高新技术企业', `${counts.highTech}家`],
    ['本行客户', `${counts.customers}家`],
    ['生成时间', who.at],
  ]);

  pdf.heading('一、产业链结构');
  pdf.tree({
    label: chain.name,
    note: `${counts.companies}家`,
    children: report.stages.map((s) => ({
      label: s.stage,
      note: `${s.counts.companies}家`,
      children: s.nodes.map((n) => ({ label: n.name, note: `${n.counts.companies}家` })),
    })),
  });
  pdf.table(
    [
      { title: '环节', width: 1 },
      { title: '细分领域', width: 2 },
      { title: '企业数', width: 1 },
      { title: '上市', width: 1 },
      { title: '专精特新', width: 1 },
      { title: '高企', width: 1 },
      { title: '归集依据', width: 5 },
    ],
    report.stages.flatMap((s) =>
      s.nodes.map((n) => [
        s.stage,
        n.name,
        String(n.counts.companies),
        String(n.counts.listed),
        String(n.counts.specialized),
        String(n.counts.highTech),
        n.basis.replace(/^依据：/, ''),
      ]),
    ),
  );

  pdf.heading('二、区域集中度');
  pdf.paragraph(
    report.byProvince.length
      ? `企业最多的三个省份合计占 ${percent(report.topThreeShare)}：${report.byProvince
          .slice(0, 3)
          .map((p) => `${p.label}（${p.count}家）`)
          .join('、')}。`
      : '暂无企业。',
  );
  if (report.byProvince.length)
    pdf.barChart(
      report.byProvince.map((p) => ({ label: p.label, value: p.count })),
      { title: '各省份企业数（前十）', unit: '家' },
    );

  pdf.heading('三、龙头企业（按注册资本）');
  pdf.table(
    [
      { title: '企业名称', width: 5 },
      { title: '注册资本', width: 2 },
      { title: '所在地区', width: 3 },
      { title: '所属环节', width: 3 },
      { title: '标签', width: 2 },
    ],
    report.leaders.map((l) => [l.name, wan(l.regCapital), l.region, l.segments.join('、'), l.tags.join('、') || '-']),
  );

  pdf.heading('四、近期融资事件');
  if (report.financing.length)
    pdf.table(
      [
        { title: '日期', width: 2 },
        { title: '企业名称', width: 5 },
        { title: '轮次', width: 1.5 },
        { title: '金额', width: 2 },
        { title: '投资方', width: 4 },
      ],
      report.financing.map((f) => [f.date, f.companyName, f.round, f.amountText, f.investors]),
    );
  else pdf.paragraph('产业链企业暂无融资事件。', { muted: true });

  pdf.paragraph(
    '说明：企业按行业代码（GB/T 4754）或经营范围关键词归入细分领域，一家企业可属于多个领域；统计仅含在营企业。',
    { muted: true },
  );
  return renderPdf(pdf);
}

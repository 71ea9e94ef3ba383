import {
  CREDIT_GRADE_BANDS,
  evidenceRecordText,
  riskSummaryText,
  type CreditCheck,
  type CreditDimension,
  type CreditFinding,
  type CreditReport,
} from '@esee/contracts';
import { PdfReport, reportFrame } from '../../../platform/files/pdf';
import { summaryFacts } from '../../../core/companies/financials';
import { wan } from './scoring';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const TONE = { risk: '风险', positive: '加分', info: '提示' } as const;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The eight sections of product notes §2.2 and the dimensions each shows. */
const SECTIONS: readonly { title: string; dimensions: readonly CreditDimension[] }[] = [
  { title: '一、主体资格', dimensions: ['subject'] },
  { title: '二、股权与关联', dimensions: ['control'] },
  { title: '三、经营能力', dimensions: ['bidding', 'qualification'] },
  { title: '四、司法风险', dimensions: ['judicial'] },
  { title: '五、经营风险', dimensions: ['operating', 'tax'] },
  { title: '六、舆情', dimensions: ['news'] },
];

/** The bands as a sentence: A 85–100分，B 70–84分，…，E 0–39分. */
const bandsText = () =>
  CREDIT_GRADE_BANDS.map((b, i) => `${b.grade} ${b.min}–${i === 0 ? 100 : CREDIT_GRADE_BANDS[i - 1]!.min - 1}分`).join(
    '，',
  );

/** A finding's footnote: its number and the record it comes from; then every record it rests on, with its date. */
export const footnote = (n: number, f: CreditFinding) =>
  [
    `[${n}] ${f.source.kindTitle} ${f.source.id}${f.source.date ? `，${f.source.date}` : ''}`,
    ...(f.records ?? []).map((r) => `    ${evidenceRecordText(r)}`),
  ].join('\n');

/** A rule as the report cites it: its points, window and basis. */
export const ruleText = (rule: NonNullable<CreditFinding['rule']>) =>
  `${rule.name}：${rule.pointsText}${rule.window ? `；范围：${rule.window}` : ''}；依据：${rule.basis}`;

/** What a rule checked: 行政处罚（近3年）：核查1条，计入0条；未计入：3年前作出1条. */
export const checkText = (c: CreditCheck) =>
  `${c.rule.name}${c.rule.window ? `（${c.rule.window}）` : ''}：核查${c.read}条，计入${c.counted}条${
    c.notCounted.length ? `；未计入：${c.notCounted.map((x) => `${x.reason}${x.count}条`).join('、')}` : ''
  }`;

/**
 * The credit report as a PDF: the stored report, so the PDF's score is the report's. Findings are
 * numbered in report order; the numbers lead to the footnotes (注释) that name each source record.
 */
export function creditReportPdf(
  report: CreditReport,
  meta: { institution: string; watermark: string; madeAt: string },
): PdfReport {
  const { company } = report;
  const pdf = new PdfReport(
    reportFrame({
      title: `${company.name} 合作方资信报告`,
      institution: meta.institution,
      madeAt: meta.madeAt,
      facts: [`数据截至 ${report.asOf}`],
      watermark: meta.watermark,
    }),
  );
  pdf.paragraph(`统一社会信用代码 ${text(company.creditCode)}    报告编号 ${report.reportId}`, { muted: true });
  pdf.keyValues([
    ['综合评分', `${report.score} 分`],
    ['资信等级', `${report.grade}（${report.gradeLabel}）`],
    ['一票否决', report.knockOuts.length > 0 ? report.knockOuts.join('；') : '无'],
    ...(report.risks ? [['风险清单', riskSummaryText(report.risks)] as [string, string]] : []),
  ]);
  const numbered = report.findings.map((f, i) => ({ f, n: i + 1 }));
  for (const section of SECTIONS) {
    pdf.heading(section.title);
    if (section.dimensions.includes('subject'))
      pdf.keyValues([
        ['企业名称', company.name],
        ['法定代表人', text(company.legalRep)],
        ['登记状态', company.status],
        ['成立日期', text(company.estDate)],
        ['注册资本', company.regCapital === null ? '-' : wan(company.regCapital)],
        ['实缴资本', company.paidCapital === null ? '-' : wan(company.paidCapital)],
        ['所属行业', text(company.industryName)],
        ['参保人数', text(company.employeeCount)],
      ]);
    // 经营能力 opens with the statements' 财务概况 when the company publishes them (not scored).
    if (section.dimensions.includes('bidding') && report.financials) {
      pdf.heading(`财务概况（${report.financials.fiscalYear}年度）`, 2);
      pdf.keyValues(summaryFacts(report.financials));
    }
    for (const dimension of section.dimensions) {
      const d = report.dimensions.find((x) => x.dimension === dimension)!;
      if (section.dimensions.length > 1) pdf.heading(d.title, 2);
      pdf.paragraph(`维度得分 ${d.score} 分（权重 ${d.weight}${d.base === undefined ? '' : `，基础分 ${d.base}`}）`, {
        muted: true,
      });
      const rows = numbered.filter(({ f }) => f.dimension === dimension);
      if (rows.length === 0) pdf.paragraph('未发现相关事项。');
      else
        pdf.table(
          [
            { title: '序号', width: 0.6 },
            { title: '事项', width: 3 },
            { title: '规则与依据', width: 3 },
            { title: '性质', width: 0.8 },
            { title: '分值', width: 0.8 },
          ],
          rows.map(({ f, n }) => [
            `[${n}]`,
            f.text,
            f.rule ? ruleText(f.rule) : '-',
            f.knockOut ? '否决' : TONE[f.tone],
            signed(f.points),
          ]),
        );
      // What was checked, so a dimension without a deduction says what it read.
      if (d.checks?.length) pdf.paragraph(`已核查：${d.checks.map(checkText).join('；')}`, { muted: true });
    }
  }
  pdf.heading('七、评分明细');
  pdf.table(
    [
      { title: '维度', width: 3 },
      { title: '权重', width: 1 },
      { title: '得分', width: 1 },
    ],
    report.dimensions.map((d) => [d.title, String(d.weight), String(d.score)]),
  );
  pdf.paragraph(`等级划分：${bandsText()}；一票否决事项直接定为E。`, { muted: true });
  if (report.comparison) {
    const c = report.comparison;
    pdf.paragraph(
      `与上次报告（${c.previous.createdAt}，${c.previous.score}分，${c.previous.grade}级）相比：评分${signed(c.scoreDelta)}，新增事项${c.added.length}项，消除事项${c.removed.length}项。`,
    );
  }
  pdf.heading('八、结论');
  pdf.paragraph(report.conclusion);
  if (numbered.length > 0) {
    pdf.heading('注释：来源记录', 2);
    for (const { f, n } of numbered) pdf.paragraph(footnote(n, f), { muted: true });
  }
  return pdf;
}

import { ISSUER_FIGURES, reportingPeriod, type FinancialYear, type IssuerFigure } from '@esee/contracts';
import { ratioText } from '../../../../core/companies/financials';
import type { PdfReport } from '../../../../platform/files/pdf';
import type { ReviewFacts } from './facts';
import { money } from './words';

/**
 * 主要财务数据和财务指标: the issuer's figures as its documents summarise them (the contracts' ISSUER_FIGURES, the lines
 * of the review page's 发行人主要财务数据), from its statements and the ratios `core/companies/financials.ts` computed
 * (none is computed here).
 */
const cell = (f: IssuerFigure, y: FinancialYear): string =>
  'ratio' in f ? ratioText(f.ratio, y.ratios[f.ratio]) : money(f.amount(y));

/** The figures of `years` as a table, years across; one line saying so when the platform holds none. */
export function figuresTable(pdf: PdfReport, f: ReviewFacts, years: readonly FinancialYear[]): void {
  if (!years.length) {
    pdf.paragraph(`平台收录的财务数据中暂无${f.company.name}该期间的财务报表。`, { muted: true });
    return;
  }
  pdf.paragraph('以下数据摘自合并财务报表，财务指标由平台按报表数据计算。');
  pdf.table(
    [{ title: '项目', width: 2.4 }, ...years.map((y) => ({ title: `${y.fiscalYear}年度`, width: 1.3 }))],
    ISSUER_FIGURES.map((f) => [f.title, ...years.map((y) => cell(f, y))]),
  );
}

/** A prospectus's 主要财务数据和财务指标: its 报告期, the three years before its signing day (the contracts' reportingPeriod). */
export function prospectusFigures(pdf: PdfReport, f: ReviewFacts): void {
  figuresTable(pdf, f, reportingPeriod(f.financials, f.file.date));
}

/** 主要财务指标明细表: the issuer, the period, and the figures of the three years before the file's day. */
export function figuresSheet(pdf: PdfReport, f: ReviewFacts): void {
  const years = reportingPeriod(f.financials, f.file.date);
  pdf.keyValues([
    ['发行人', f.review.issuer],
    ['报告期', years.length ? `${years.at(-1)!.fiscalYear}年度至${years[0]!.fiscalYear}年度` : '暂无'],
    ['报表口径', '合并报表'],
  ]);
  pdf.heading('主要财务数据和财务指标');
  figuresTable(pdf, f, years);
}

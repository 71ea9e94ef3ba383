import {
  chinaMinute,
  FINANCIAL_ITEMS,
  FINANCIAL_RATIOS,
  FINANCIAL_STATEMENT_TITLES,
  FINANCIAL_STATEMENTS,
  ISSUER_FIGURES,
  reportingPeriod,
  type FinancialItem,
  type FinancialYear,
  type IssuerFigure,
} from '@esee/contracts';
import { ratioText } from '../../../../core/companies/financials';
import type { Sheet } from '../../../../platform/files/download';
import type { PdfReport } from '../../../../platform/files/pdf';
import type { ReviewFacts } from './facts';
import type { Made } from './frame';
import { fileStem, money } from './words';

/**
 * 主要财务数据和财务指标: the issuer's figures as its documents summarise them (the contracts' ISSUER_FIGURES, the lines
 * of the review page's 发行人主要财务数据), from its statements and the ratios `core/companies/financials.ts` computed
 * (none is computed here): as a PDF's table (the prospectus, the audit report) and as the workbook of
 * 主要财务指标明细表.xls(x), the same lines and years.
 */

/** A figure of a year: an amount in 元 or the server's ratio, null when not disclosed (or not computable). */
const valueOf = (f: IssuerFigure, y: FinancialYear): number | null => ('ratio' in f ? y.ratios[f.ratio] : f.amount(y));

const cell = (f: IssuerFigure, y: FinancialYear): string =>
  'ratio' in f ? ratioText(f.ratio, valueOf(f, y)) : money(valueOf(f, y));

const isShare = (f: IssuerFigure) => 'ratio' in f && FINANCIAL_RATIOS.find((r) => r.key === f.ratio)!.share;
const cents = (n: number) => Math.round(n * 100) / 100;

/** The figures of `years` as a table, years across; one line saying so when the platform holds none. */
export function figuresTable(pdf: PdfReport, f: ReviewFacts, years: readonly FinancialYear[]): void {
  if (!years.length) {
    pdf.paragraph(noFigures(f), { muted: true });
    return;
  }
  pdf.paragraph('以下数据摘自合并财务报表，财务指标由平台按报表数据计算。');
  pdf.table(
    [{ title: '项目', width: 2.4 }, ...years.map((y) => ({ title: `${y.fiscalYear}年度`, width: 1.3 }))],
    ISSUER_FIGURES.map((fig) => [fig.title, ...years.map((y) => cell(fig, y))]),
  );
}

const noFigures = (f: ReviewFacts) => `平台收录的财务数据中暂无${f.company.name}该期间的财务报表。`;

/** A prospectus's 主要财务数据和财务指标: its 报告期, the three years before its signing day (the contracts' reportingPeriod). */
export function prospectusFigures(pdf: PdfReport, f: ReviewFacts): void {
  figuresTable(pdf, f, reportingPeriod(f.financials, f.file.date));
}

/** A period of years (newest first) as a document names it: 2021年度至2023年度. */
const periodText = (years: readonly FinancialYear[]) =>
  years.length ? `${years.at(-1)!.fiscalYear}年度至${years[0]!.fiscalYear}年度` : '暂无';

/** Where a workbook's figures come from and who asked for it, under its table (as a PDF's footer and watermark). */
const sheetNote = (made: Made, ratios: boolean) =>
  `注：数据摘自合并财务报表${ratios ? '，财务指标由平台按报表数据计算' : ''}；平台依据收录的审核信息生成，仅供内部参考（${made.requester} ${chinaMinute(made.at)}）。`;

/**
 * 主要财务指标明细表 as the spreadsheet it is listed as: the issuer and its 报告期 (the three years ended before the
 * file's day) above, the lines down and the years across, each figure a number: amounts in 万元, a share in percent
 * (its line says （%）), two decimals; an undisclosed figure an empty cell.
 */
export function figuresSheets(f: ReviewFacts, made: Made): Sheet[] {
  const years = reportingPeriod(f.financials, f.file.date);
  const sheetValue = (fig: IssuerFigure, y: FinancialYear): number | null => {
    const v = valueOf(fig, y);
    if (v === null) return null;
    return 'ratio' in fig ? cents(isShare(fig) ? v * 100 : v) : cents(v / 10_000);
  };
  const lineTitle = (fig: IssuerFigure) =>
    'ratio' in fig ? `${fig.title}（${isShare(fig) ? '%' : '倍'}）` : fig.title;
  return [
    {
      name: '主要财务指标',
      caption: [
        fileStem(f.file.name),
        `发行人：${f.review.issuer}\u3000报告期：${periodText(years)}\u3000报表口径：合并报表\u3000单位：万元`,
      ],
      header: ['项目', ...years.map((y) => `${y.fiscalYear}年度`)],
      rows: [
        ...(years.length
          ? ISSUER_FIGURES.map((fig) => [lineTitle(fig), ...years.map((y) => sheetValue(fig, y))])
          : [[noFigures(f)]]),
        [],
        [sheetNote(made, true)],
      ],
      widths: [36, ...years.map(() => 16)],
      numberFormat: '#,##0.00',
    },
  ];
}

/**
 * An audit report's statements (审计报告及财务报表.zip holds them beside the report): 资产负债表, 利润表 and
 * 现金流量表 of the audited years (those of the report's 报告期), a sheet each, the items down and the years across,
 * in 元 as audited statements are; an item the statements do not disclose an empty cell.
 */
export function statementSheets(f: ReviewFacts, made: Made): Sheet[] {
  const years = reportingPeriod(f.financials, f.file.date);
  return FINANCIAL_STATEMENTS.map((statement) => ({
    name: FINANCIAL_STATEMENT_TITLES[statement],
    caption: [
      `${f.review.issuer}合并${FINANCIAL_STATEMENT_TITLES[statement]}`,
      `期间：${periodText(years)}\u3000单位：元`,
    ],
    header: ['项目', ...years.map((y) => `${y.fiscalYear}年度`)],
    rows: [
      ...(years.length
        ? (FINANCIAL_ITEMS[statement] as readonly FinancialItem[]).map((item) => [
            item.title,
            ...years.map((y) => {
              const v = (y[statement] as Record<string, number | null>)[item.key];
              return v === null || v === undefined ? null : cents(v);
            }),
          ])
        : [[noFigures(f)]]),
      [],
      [sheetNote(made, false)],
    ],
    widths: [36, ...years.map(() => 20)],
    numberFormat: '#,##0.00',
  }));
}

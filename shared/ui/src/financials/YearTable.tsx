import {
  FINANCIAL_ITEMS,
  FINANCIAL_RATIOS,
  ISSUER_FIGURES,
  type FinancialItem,
  type FinancialStatementKey,
  type FinancialYear,
} from '@esee/contracts';
import { DataTable, type DataColumn } from '../DataTable';
import { BLANK, formatNumber, formatPercent, formatWanFigure } from '../format';

/** A row of a year-by-item table: the item's title and how each year shows it; a total in bold. */
export interface YearLine {
  key: string;
  title: string;
  total?: boolean;
  cell: (year: FinancialYear) => string;
}

/** The head of a table of amounts: the unit once, in the head, as annual reports and prospectuses print it. */
export const WAN_HEAD = '项目（单位：万元）';

/** A statement's items (财务报表), amounts in 万元. */
export const statementLines = (statement: FinancialStatementKey): YearLine[] =>
  (FINANCIAL_ITEMS[statement] as readonly FinancialItem[]).map((item) => ({
    key: item.key,
    title: item.title,
    total: item.total,
    cell: (y) => formatWanFigure((y[statement] as Record<string, number | null>)[item.key]),
  }));

/** 主要财务指标: the server's ratios, a share as a percentage, a multiple with （倍） in its title. */
export const RATIO_LINES: readonly YearLine[] = FINANCIAL_RATIOS.map((r) => ({
  key: r.key,
  title: r.share ? r.title : `${r.title}（倍）`,
  cell: (y) => {
    const v = y.ratios[r.key];
    return r.share ? formatPercent(v, { share: true }) : v === null ? BLANK : formatNumber(v);
  },
}));

/** A prospectus's 主要财务数据 (ISSUER_FIGURES): amounts in 万元, the ratios as the server computed them. */
export const ISSUER_FIGURE_LINES: readonly YearLine[] = ISSUER_FIGURES.map((f) => ({
  key: f.key,
  title: f.title,
  cell: (y) => ('ratio' in f ? formatPercent(y.ratios[f.ratio], { share: true }) : formatWanFigure(f.amount(y))),
}));

interface Props {
  /** The years across, in the order given (the newest first, as annual reports compare). */
  years: readonly FinancialYear[];
  lines: readonly YearLine[];
  /** The first column's head: 指标, or WAN_HEAD for amounts. */
  head: string;
  testId: string;
  /** A row's `data-testid`, from its line's key. */
  rowTestId: (key: string) => string;
}

/**
 * The one year-by-item financial table (company detail 财务信息, the IBA review's 发行人主要财务数据): items down,
 * one column per year across, every row at once.
 */
export function YearTable({ years, lines, head, testId, rowTestId }: Props) {
  const bold = (line: YearLine, text: string) => (line.total ? <b>{text}</b> : text);
  const columns: DataColumn<YearLine>[] = [
    { key: 'title', title: head, width: 260, render: (line) => bold(line, line.title) },
    ...years.map((y) => ({
      key: String(y.fiscalYear),
      title: `${y.fiscalYear}年`,
      align: 'right' as const,
      render: (line: YearLine) => bold(line, line.cell(y)),
    })),
  ];
  return (
    <DataTable<YearLine>
      testId={testId}
      size="small"
      rows={lines}
      showAll
      rowKey={(l) => l.key}
      rowData={(l) => ({ 'data-testid': rowTestId(l.key) })}
      columns={columns}
    />
  );
}

import { Tabs } from 'antd';
import {
  FINANCIAL_ITEMS,
  FINANCIAL_RATIOS,
  FINANCIAL_STATEMENT_TITLES,
  FINANCIAL_STATEMENTS,
  type FinancialItem,
  type FinancialStatementKey,
  type FinancialYear,
} from '@esee/contracts';
import { BLANK, DataTable, formatNumber, formatPercent, formatWanFigure, type DataColumn } from '@esee/ui';

/** A row of a year-by-item table: the item's title and how each year shows it. */
interface Line {
  key: string;
  title: string;
  total?: boolean;
  cell: (year: FinancialYear) => string;
}

/** Columns: the item, then one per year (the newest first, as annual reports compare). */
function yearColumns(years: readonly FinancialYear[], head: string): DataColumn<Line>[] {
  return [
    {
      key: 'title',
      title: head,
      width: 260,
      render: (line) => (line.total ? <b>{line.title}</b> : line.title),
    },
    ...years.map((y) => ({
      key: String(y.fiscalYear),
      title: `${y.fiscalYear}年`,
      align: 'right' as const,
      render: (line: Line) => (line.total ? <b>{line.cell(y)}</b> : line.cell(y)),
    })),
  ];
}

const statementLines = (statement: FinancialStatementKey): Line[] =>
  (FINANCIAL_ITEMS[statement] as readonly FinancialItem[]).map((item) => ({
    key: item.key,
    title: item.title,
    total: item.total,
    cell: (y) => formatWanFigure((y[statement] as Record<string, number | null>)[item.key]),
  }));

const RATIO_LINES: Line[] = FINANCIAL_RATIOS.map((r) => ({
  key: r.key,
  title: r.share ? r.title : `${r.title}（倍）`,
  cell: (y) => {
    const v = y.ratios[r.key];
    return r.share ? formatPercent(v, { share: true }) : v === null ? BLANK : formatNumber(v);
  },
}));

/** 主要财务指标: the server's ratios by year. */
export function RatioTable({ years }: { years: readonly FinancialYear[] }) {
  return (
    <DataTable<Line>
      testId="financial-ratios"
      size="small"
      rows={RATIO_LINES}
      showAll
      rowKey={(l) => l.key}
      rowData={(l) => ({ 'data-testid': `ratio-${l.key}` })}
      columns={yearColumns(years, '指标')}
    />
  );
}

/** The three statements, one tab each: items down, years across, amounts in 万元 (the unit in the head). */
export function StatementTables({ years }: { years: readonly FinancialYear[] }) {
  return (
    <Tabs
      size="small"
      data-testid="financial-statements"
      items={FINANCIAL_STATEMENTS.map((statement) => ({
        key: statement,
        label: FINANCIAL_STATEMENT_TITLES[statement],
        children: (
          <DataTable<Line>
            testId={`statement-${statement}`}
            size="small"
            rows={statementLines(statement)}
            showAll
            rowKey={(l) => l.key}
            rowData={(l) => ({ 'data-testid': `item-${l.key}` })}
            columns={yearColumns(years, '项目（单位：万元）')}
          />
        ),
      }))}
    />
  );
}

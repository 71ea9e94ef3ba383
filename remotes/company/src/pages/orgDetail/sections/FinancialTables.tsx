import { Tabs } from 'antd';
import { FINANCIAL_STATEMENT_TITLES, FINANCIAL_STATEMENTS, type FinancialYear } from '@esee/contracts';
import { RATIO_LINES, statementLines, WAN_HEAD, YearTable } from '@esee/ui';

/** 主要财务指标: the server's ratios by year. */
export function RatioTable({ years }: { years: readonly FinancialYear[] }) {
  return (
    <YearTable
      years={years}
      lines={RATIO_LINES}
      head="指标"
      testId="financial-ratios"
      rowTestId={(key) => `ratio-${key}`}
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
          <YearTable
            years={years}
            lines={statementLines(statement)}
            head={WAN_HEAD}
            testId={`statement-${statement}`}
            rowTestId={(key) => `item-${key}`}
          />
        ),
      }))}
    />
  );
}

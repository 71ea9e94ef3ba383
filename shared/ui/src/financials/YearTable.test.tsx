import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FINANCIAL_ITEMS, type FinancialYear } from '@esee/contracts';
import { ISSUER_FIGURE_LINES, RATIO_LINES, statementLines, WAN_HEAD, YearTable } from './YearTable';

vi.setConfig({ testTimeout: 30_000 });

/** A year's statements with every item at 100万元 (revenue given, 货币资金 undisclosed) and the ratios given. */
function year(fiscalYear: number, revenue: number, ratios: Partial<FinancialYear['ratios']> = {}): FinancialYear {
  const fill = (items: readonly { key: string }[]) => Object.fromEntries(items.map((i) => [i.key, 1_000_000]));
  return {
    fiscalYear,
    reportType: '年报',
    publishDate: `${fiscalYear + 1}-04-25`,
    auditOpinion: '标准无保留意见',
    balanceSheet: { ...fill(FINANCIAL_ITEMS.balanceSheet), cash: null } as FinancialYear['balanceSheet'],
    incomeStatement: { ...fill(FINANCIAL_ITEMS.incomeStatement), revenue } as FinancialYear['incomeStatement'],
    cashFlow: fill(FINANCIAL_ITEMS.cashFlow) as FinancialYear['cashFlow'],
    ratios: {
      debtRatio: 0.4125,
      grossMargin: 0.3,
      netMargin: 0.1,
      roe: 0.12,
      currentRatio: 1.5,
      revenueGrowth: null,
      ...ratios,
    },
  };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe('YearTable: items down, a column per year across', () => {
  afterEach(cleanup);

  it('heads the item column and the years in the order given, and shows amounts in 万元', () => {
    const years = [year(2025, 123_456_789), year(2024, 100_000_000)];
    render(
      <YearTable
        years={years}
        lines={statementLines('incomeStatement')}
        head={WAN_HEAD}
        testId="t"
        rowTestId={(k) => `item-${k}`}
      />,
    );
    const table = screen.getByTestId('t');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['项目（单位：万元）', '2025年', '2024年']);
    expect(cells(screen.getByTestId('item-revenue'))).toEqual(['营业总收入', '12,345.68', '10,000.00']);
    // Every item of the statement is a row, none paged away.
    expect(table.querySelectorAll('tbody tr[data-testid^="item-"]')).toHaveLength(
      FINANCIAL_ITEMS.incomeStatement.length,
    );
    // A total is set apart in bold, an ordinary item not.
    expect(screen.getByTestId('item-revenue').querySelector('b')).not.toBeNull();
    expect(screen.getByTestId('item-costOfSales').querySelector('b')).toBeNull();
  });

  it('shows the ratios as percentages, a multiple with （倍） in its title, and - for a ratio it cannot compute', () => {
    render(
      <YearTable years={[year(2025, 1)]} lines={RATIO_LINES} head="指标" testId="r" rowTestId={(k) => `ratio-${k}`} />,
    );
    expect(cells(screen.getByTestId('ratio-debtRatio'))).toEqual(['资产负债率', '41.25%']);
    expect(cells(screen.getByTestId('ratio-currentRatio'))).toEqual(['流动比率（倍）', '1.50']);
    expect(cells(screen.getByTestId('ratio-revenueGrowth'))).toEqual(['营收同比', '-']);
  });

  it('shows a prospectus’s 主要财务数据: amounts in 万元 and the server’s ratios, and - for an undisclosed item', () => {
    const y = year(2024, 55_000_000, { roe: 0.0832 });
    y.balanceSheet.parentEquity = null;
    render(
      <YearTable years={[y]} lines={ISSUER_FIGURE_LINES} head={WAN_HEAD} testId="i" rowTestId={(k) => `issuer-${k}`} />,
    );
    expect(cells(screen.getByTestId('issuer-revenue'))).toEqual(['营业总收入', '5,500.00']);
    expect(cells(screen.getByTestId('issuer-roe'))).toEqual(['净资产收益率（ROE）', '8.32%']);
    expect(cells(screen.getByTestId('issuer-parentEquity'))).toEqual(['归属于母公司所有者权益', '-']);
  });
});

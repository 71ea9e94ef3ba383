import { expect, test } from '@playwright/test';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanyWhere } from '../../support/api';

/** What the test reads of `POST /esee/enterpriseInfo/getFinancialStatements` (amounts in 元, ratios as shares). */
interface FinancialStatements {
  years: {
    fiscalYear: number;
    balanceSheet: { totalAssets: number };
    incomeStatement: { revenue: number; netProfit: number };
    ratios: { debtRatio: number | null; grossMargin: number | null };
  }[];
}

const statementsOf = async (page: Parameters<typeof callApi>[0], entId: string) =>
  (await callApi<FinancialStatements>(page, 'POST', '/esee/enterpriseInfo/getFinancialStatements', { entId })).data;

/** What the page shows for 元 in a table whose head says 万元, and for a share: as the user reads them. */
const twoDecimals = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wan = (yuan: number) => twoDecimals(Math.round(yuan / 100) / 100);
const percent = (share: number) => `${twoDecimals(share * 100)}%`;

test('a listed company’s 信息披露 shows its statements, ratios and trend; a company without any says 暂无数据', async ({
  page,
}) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const listed = await hotCompanyWhere(page, 'with three years of statements or more', async (c) => {
    return (await statementsOf(page, c.entId)).years.length >= 3;
  });
  const { years } = await statementsOf(page, listed.entId);
  const latest = years[0]!;
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: listed.entId }, 'informationDisclosure');

  const section = detail.section('financials');
  await expect(section.getByTestId('financials-latest')).toContainText(`最近一期：${latest.fiscalYear}年年报`);
  // The trend: revenue and net profit of each year, drawn.
  const chart = section.getByTestId('financial-trend');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart.getByTestId('financial-trend-datum')).toHaveCount(years.length * 2);
  // The ratios as the server computed them, the newest year first after the item.
  const ratios = section.getByTestId('financial-ratios');
  await expect(ratios.getByRole('columnheader').nth(1)).toHaveText(`${latest.fiscalYear}年`);
  await expect(section.getByTestId('ratio-debtRatio').locator('td').nth(1)).toHaveText(
    percent(latest.ratios.debtRatio!),
  );
  await expect(section.getByTestId('ratio-grossMargin').locator('td').nth(1)).toHaveText(
    percent(latest.ratios.grossMargin!),
  );
  // The statements in 万元, the unit in the head; 利润表 one tab away.
  const balance = section.getByTestId('statement-balanceSheet');
  await expect(balance.getByRole('columnheader').first()).toHaveText('项目（单位：万元）');
  await expect(section.getByTestId('item-totalAssets').locator('td').nth(1)).toHaveText(
    wan(latest.balanceSheet.totalAssets),
  );
  await section.getByRole('tab', { name: '利润表' }).click();
  await expect(section.getByTestId('item-revenue').locator('td').nth(1)).toHaveText(
    wan(latest.incomeStatement.revenue),
  );
  await expect(section.getByTestId('item-netProfit').locator('td').last()).toHaveText(
    wan(years.at(-1)!.incomeStatement.netProfit),
  );

  // A company that publishes none: 暂无数据 in the section.
  const plain = await hotCompanyWhere(page, 'without statements', async (c) => {
    return (await statementsOf(page, c.entId)).years.length === 0;
  });
  await detail.open({ eid: plain.entId }, 'informationDisclosure');
  await expect(detail.section('financials').getByTestId('empty-state')).toBeVisible();
});

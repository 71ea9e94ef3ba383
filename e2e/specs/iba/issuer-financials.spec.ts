import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

interface Item {
  reviewId: string;
  companyId: string;
  acceptedDate: string;
}
interface Statements {
  years: { fiscalYear: number; incomeStatement: { revenue: number } }[];
}

const wan = (yuan: number) =>
  (Math.round(yuan / 100) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('an IPO item shows its issuer’s 主要财务数据 of the three years before the acceptance, as the prospectus does', async ({
  page,
}) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const items = (
    await callApi<{ list: Item[] }>(page, 'POST', '/esee/watch/auditMind/list', { pageNo: 1, pageSize: 50 })
  ).data.list;
  let found: { item: Item; years: Statements['years'] } | undefined;
  for (const item of items) {
    const s = await callApi<Statements>(page, 'POST', '/esee/enterpriseInfo/getFinancialStatements', {
      entId: item.companyId,
    });
    const before = s.data.years.filter((y) => y.fiscalYear < Number(item.acceptedDate.slice(0, 4)));
    if (before.length >= 3) {
      found = { item, years: before.slice(0, 3) };
      break;
    }
  }
  expect(found, 'an IPO item whose issuer has three years of statements before its acceptance').toBeDefined();
  const { item, years } = found!;
  await page.goto(`/investment/watch/auditMind/detail?id=${encodeURIComponent(item.reviewId)}`);
  const card = page.getByTestId('issuer-financials');
  await expect(card).toContainText('发行人主要财务数据（报告期）');
  await expect(card.getByRole('columnheader')).toHaveText([
    '项目（单位：万元）',
    ...years.map((y) => `${y.fiscalYear}年`),
  ]);
  await expect(card.getByTestId('issuer-financials-revenue').locator('td')).toHaveText([
    '营业总收入',
    ...years.map((y) => wan(y.incomeStatement.revenue)),
  ]);
});

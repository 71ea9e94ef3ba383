import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption } from '../../support/antd';
import { hotCompany } from '../../support/api';

/**
 * 埋点: the platform administrator defines a point of its own (a unique code, so parallel tests do not
 * meet it), DEMO's analyst opens a company detail link naming it, and DEMO's manager finds that one hit on
 * 埋点统计, filtered by the point.
 */
test('a point defined on 埋点管理 is counted from a detail link and read back on 埋点统计', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const code = `e2e.point-${stamp}`;
  const name = `测试埋点${stamp}`;

  await new ShellPage(page).signIn('PLATFORM', 'ops');
  await page.goto('/management/pointManage');
  await expect(page.getByTestId('point-manage-page')).toBeVisible();
  await expect(page.getByTestId('point-def-table')).toContainText('detail.fromSearch');
  await page.getByTestId('point-add').click();
  await page.getByTestId('point-id-input').fill(code);
  await page.getByTestId('point-name-input').fill(name);
  await page.getByTestId('point-save').click();
  const row = page.getByTestId('point-def-table').locator('tr', { hasText: code });
  await expect(row).toContainText(name);
  await expect(row).toContainText('启用');

  // The analyst opens a company detail link that names the point: one hit.
  const analystContext = await browser.newContext();
  const analyst = await analystContext.newPage();
  await new ShellPage(analyst).signIn('DEMO', 'analyst');
  const company = await hotCompany(analyst, 1);
  const counted = analyst.waitForResponse((r) => r.url().includes('/esee/cms/point/add'));
  await analyst.goto(`/baseinfo/orgdetail?eid=${encodeURIComponent(company.entId)}&pointId=${code}`);
  await expect(analyst.getByTestId('company-detail')).toBeVisible();
  expect((await (await counted).json()).code).toBe(200);
  await analystContext.close();

  // DEMO's manager reads it back, by that point.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await new ShellPage(admin).signIn('DEMO', 'admin');
  await admin.goto('/management/point');
  await expect(admin.getByTestId('point-stats-page')).toBeVisible();
  await chooseOption(admin, admin.getByTestId('point-hits-filter'), name, { search: true });
  const hits = admin.getByTestId('point-hits-table');
  await expect(hits.locator('tbody tr', { hasText: code })).toHaveCount(1);
  await expect(hits.locator('tbody tr', { hasText: code })).toContainText(company.orgName);
  await expect(hits.locator('tbody tr', { hasText: code })).toContainText('林晓雯');
  // The chart of that point counts the hit today.
  await chooseOption(admin, admin.getByTestId('point-chart-select'), name, { search: true });
  await expect(admin.getByTestId(`point-chart-${code}`)).toHaveAttribute('data-total', '1');
  await expect(admin.getByTestId('point-totals-table').locator('tr', { hasText: code })).toContainText(name);
  await adminContext.close();
});

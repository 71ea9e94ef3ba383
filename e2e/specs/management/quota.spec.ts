import { expect, test } from '@playwright/test';
import { EntSearchPage } from '../../pages/CbaPages';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption } from '../../support/antd';
import { callApi, hotCompany } from '../../support/api';

/**
 * 功能额度: the platform administrator gives DEMO2 one more 报告生成 today than
 * it has used (no other test of DEMO2 generates reports), DEMO2's manager
 * generates one report and is refused the next with the 10504 message. The
 * quota is removed in the end, whatever happens.
 */
test('a quota runs out: the second report of the day answers 功能调用额度不足', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await new ShellPage(page).signIn('PLATFORM', 'ops');
  await page.goto('/management/institutionQuotaSet');
  await expect(page.getByTestId('institution-quota-page')).toBeVisible();
  await chooseOption(page, page.getByTestId('institution-quota-inst'), 'DEMO2', { search: true });
  const used = Number(await page.getByTestId('quota-used-report').innerText());
  try {
    await page.getByTestId('quota-edit-report').click();
    // antd puts the test id on the input itself or on its wrapper, depending on the version.
    const limit = page.locator('input[data-testid="quota-limit"], [data-testid="quota-limit"] input').first();
    await limit.fill(String(used + 1));
    await page.getByTestId('quota-save').click();
    const table = page.getByTestId('institution-quota-table');
    await expect(table.locator('tr', { hasText: '报告生成' })).toContainText(`每日 ${used + 1} 次`);

    const context = await browser.newContext();
    const member = await context.newPage();
    await new ShellPage(member).signIn('DEMO2', 'admin');
    const company = await hotCompany(member, 2);
    const ent = new EntSearchPage(member);
    await ent.open();
    await ent.search(company.orgName);
    const generate = async () => {
      await member.getByTestId('ent-generate-report').click();
      await expect(member.getByTestId('report-company')).toHaveText(company.orgName);
      await member.getByTestId('report-generate-ok').click();
    };
    await generate();
    await expect(member.getByTestId('report-created')).toBeVisible();
    await expect(member.getByTestId('report-dialog')).toHaveCount(0);
    await generate();
    const toast = member.locator('.ant-message-notice').filter({ hasText: '功能调用额度不足，请联系管理员' });
    await expect(toast).toBeVisible();
    await expect(member.getByTestId('report-dialog')).toBeVisible();

    // The platform page shows the day's use at the limit.
    await page.reload();
    await chooseOption(page, page.getByTestId('institution-quota-inst'), 'DEMO2', { search: true });
    await expect(page.getByTestId('quota-used-report')).toHaveText(String(used + 1));
    await context.close();
  } finally {
    const removed = await callApi(page, 'POST', '/framework/api/ops/quota/inst', {
      instCode: 'DEMO2',
      function: 'report',
      limit: null,
    });
    expect(removed.code).toBe(200);
  }
});

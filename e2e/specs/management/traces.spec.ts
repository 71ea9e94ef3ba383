import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption, exactly } from '../../support/antd';

test('访问轨迹 shows the pages the manager just opened and the step between them; 操作统计 draws its charts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  // Open two menu pages one after the other, within the app, so the second trace names the first.
  // The entry's own trace (the home page's may still be on its way when signing in returns).
  const traced = (title: string) =>
    page.waitForResponse(
      (r) => r.url().includes('/act/trace/addTrace') && r.request().postDataJSON()?.moduleCustomizeName === title,
    );
  let recorded = traced('同一客户');
  await shell.openFromMenu('同一客户管理', '同一客户');
  await recorded;
  recorded = traced('标签规则');
  await shell.openFromMenu('同一客户管理', '规则配置', '标签规则');
  await recorded;

  await page.goto('/systemMonitoring/his');
  await expect(page.getByTestId('trace-history-page')).toBeVisible();
  const table = page.getByTestId('trace-table');
  const visit = (title: string) => table.locator('tr', { hasText: '周明远' }).filter({ hasText: title }).first();
  await expect(visit('同一客户')).toBeVisible();
  await expect(visit('标签规则')).toBeVisible();

  // The manager's own visits.
  await visit('标签规则').getByRole('button', { name: '周明远' }).click();
  await expect(page.getByTestId('trace-user-clear')).toBeVisible();
  // One member's day, in order.
  await page.getByRole('tab', { name: '访问记录' }).click();
  await visit('标签规则').getByTestId('trace-journey-open').click();
  await expect(page.getByTestId('trace-journey-step').filter({ hasText: '标签规则' }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The export is an .xlsx.
  const download = page.waitForEvent('download');
  await page.getByTestId('trace-export').click();
  expect((await download).suggestedFilename()).toMatch(/^访问轨迹_.*\.xlsx$/);

  // The page flow, around 同一客户 (the manager's steps in the other tests rank too), has the step to 标签规则.
  const pageFilter = page.getByTestId('trace-page-filter');
  await pageFilter.click();
  await page.keyboard.type('同一客户');
  await chooseOption(page, pageFilter, exactly('同一客户'));
  await page.getByRole('tab', { name: '页面流转' }).click();
  const step = page
    .getByTestId('trace-transitions')
    .locator('tr', { has: page.getByTestId('transition-from').filter({ hasText: /^同一客户\s*（/ }) })
    .filter({ has: page.getByTestId('transition-to').filter({ hasText: /^标签规则\s*（/ }) });
  await expect(step.first()).toBeVisible();

  // 操作统计: visits per day, per page, per member.
  await page.goto('/systemMonitoring/operation');
  await expect(page.getByTestId('operation-stats-page')).toBeVisible();
  await expect(page.getByTestId('opera-by-day')).not.toHaveAttribute('data-total', '0');
  // Which pages rank in the top ones depends on what the other tests opened meanwhile: a drawn chart is enough here.
  await expect(page.getByTestId('opera-by-module')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('opera-by-user-datum').filter({ hasText: '周明远' })).toHaveCount(1);

  // 部门统计 and 运营统计.
  await page.goto('/systemMonitoring/org');
  await expect(page.getByTestId('org-stats-table')).toContainText('信息科技部');
  await page.goto('/operatingStatistics');
  await expect(page.getByTestId('enterprise-operation-page')).toBeVisible();
  await page.getByTestId('operation-detail-link').click();
  await expect(page.getByTestId('operation-detail-table')).toContainText('周明远');
});

test("the platform administrator reads the platform view and another institution's traces", async ({ page }) => {
  await new ShellPage(page).signIn('PLATFORM', 'ops');
  await page.goto('/operatingStatistics/adminOperation');
  await expect(page.getByTestId('admin-operation-table')).toContainText('DEMO2');
  await page.goto('/systemMonitoring/his');
  await expect(page.getByTestId('trace-history-page')).toBeVisible();
  await page.getByTestId('stats-inst').click();
  await page.locator('.ant-select-item-option', { hasText: '（DEMO）' }).click();
  // DEMO's departments are the filter's now.
  await page.getByTestId('stats-unit').click();
  await expect(page.locator('.ant-select-item-option', { hasText: '公司金融部' })).toBeVisible();
});

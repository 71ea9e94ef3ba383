import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';

/** antd puts a test id on the input itself or on its wrapper, depending on the component. */
const input = (page: Page, testId: string) =>
  page
    .locator(`input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] input`)
    .first();

/**
 * 意见反馈 (issue 23): DEMO's analyst sends feedback from the user dropdown, DEMO's manager (ROLE_ADMIN)
 * lands on 意见反馈管理 from the same entry, finds it and replies; the analyst sees the reply and 已回复; the
 * platform administrator sees it on 客户服务. Only new feedback with a unique title is created.
 */
test('feedback goes from the member to the institution’s desk and back, and the platform sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `导出按钮建议-${Date.now().toString(36)}`;
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.chooseUserMenu('意见反馈');
  await expect(page.getByTestId('feedback-customer-page')).toBeVisible();
  await expect(page).toHaveURL(/\/pfb\/customer\?from=/);
  await input(page, 'feedback-form-title').fill(title);
  await input(page, 'feedback-form-content').fill('希望在企业列表页增加批量导出按钮。');
  await input(page, 'feedback-form-phone').fill('12345');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('请填写手机号或座机号（如 010-12345678）')).toBeVisible();
  await input(page, 'feedback-form-phone').fill('13800138000');
  await page.getByTestId('feedback-submit').click();
  const mine = page.getByTestId('feedback-mine-table').locator('tr', { hasText: title });
  await expect(mine).toContainText('待处理');
  await expect(input(page, 'feedback-form-title')).toHaveValue('');

  // The institution's manager: the same dropdown entry opens the desk.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminShell = new ShellPage(admin);
  await adminShell.signIn('DEMO', 'admin');
  await adminShell.chooseUserMenu('意见反馈');
  await expect(admin.getByTestId('feedback-csa-page')).toBeVisible();
  await expect(admin).toHaveURL(/\/pfb\/csa/);
  await input(admin, 'feedback-filter-keyword').fill(title);
  await input(admin, 'feedback-filter-keyword').press('Enter');
  const row = admin.getByTestId('feedback-desk-table').locator('tr', { hasText: title });
  await expect(row).toContainText('林晓雯');
  await expect(row).toContainText('机构管理员');
  await row.click();
  const drawer = admin.getByTestId('feedback-drawer');
  await expect(drawer.getByTestId('feedback-content')).toHaveText('希望在企业列表页增加批量导出按钮。');
  await input(admin, 'feedback-reply-input').fill('感谢建议，已列入下个版本。');
  await drawer.getByTestId('feedback-reply-send').click();
  await expect(drawer.getByTestId('feedback-message')).toContainText('感谢建议，已列入下个版本。');
  await expect(drawer.getByTestId('feedback-status').first()).toHaveText('已回复');
  await expect(row).toContainText('已回复');
  await adminContext.close();

  // The member sees the reply.
  await page.reload();
  await expect(mine).toContainText('已回复');
  await mine.click();
  const thread = page.getByTestId('feedback-drawer');
  await expect(thread.getByTestId('feedback-message')).toContainText('感谢建议，已列入下个版本。');
  await expect(thread.getByTestId('feedback-message')).toContainText('机构管理员（周明远）');

  // The platform administrator's 客户服务 lists every institution's feedback.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await new ShellPage(ops).signIn('PLATFORM', 'ops');
  await ops.goto('/management/csa');
  await expect(ops.getByTestId('feedback-service-page')).toBeVisible();
  await input(ops, 'feedback-filter-keyword').fill(title);
  await input(ops, 'feedback-filter-keyword').press('Enter');
  const opsRow = ops.getByTestId('feedback-desk-table').locator('tr', { hasText: title });
  await expect(opsRow).toContainText('示范银行股份有限公司');
  await expect(opsRow).toContainText('已回复');
  await opsContext.close();
});

import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';

/** The diagnostics page asks the real server for each code; what the user sees is the product's own handling. */
async function openProbes(page: Page) {
  await new ShellPage(page).signIn('DEMO', 'admin');
  await page.goto('/systemMonitoring/diagnostics');
  await expect(page.getByTestId('diagnostics-page')).toBeVisible();
  await expect(page.getByTestId('probe-ok')).toBeEnabled();
}

const toast = (page: Page) => page.locator('.ant-message-notice');

test('every code of the error catalogue shows as the spec says, from real server answers', async ({ page }) => {
  await openProbes(page);

  await page.getByTestId('probe-ok').click();
  await expect(page.getByTestId('probe-result-ok')).toContainText('ok');
  await expect(toast(page)).toHaveCount(0);

  await page.getByTestId('probe-error').click();
  await expect(toast(page).filter({ hasText: '诊断：业务错误（其他结果码）' })).toBeVisible();

  await page.getByTestId('probe-19999').click();
  const communication = toast(page).filter({ hasText: '数据通讯失败' });
  await expect(communication).toBeVisible();
  await communication.getByText('详情').click();
  await expect(communication).toContainText('诊断：数据通讯失败 19999');

  await page.getByTestId('probe-10504').click();
  await expect(toast(page).filter({ hasText: '功能调用额度不足，请联系管理员' })).toBeVisible();

  await page.getByTestId('probe-timeout').click();
  await expect(toast(page).filter({ hasText: '请求超时' })).toBeVisible();

  // Silent: the answer came, nothing was shown.
  const before = await toast(page).count();
  for (const probe of ['9999', '500', '502']) {
    await page.getByTestId(`probe-${probe}`).click();
    await expect(page.getByTestId(`probe-result-${probe}`)).toContainText(probe === '9999' ? 'pass' : 'silent');
  }
  // Each probe has said how it was classified (the state): none of them queued a toast.
  expect(await toast(page).count()).toBeLessThanOrEqual(before);
});

test('an error toast is shown once when the same failure repeats within a second', async ({ page }) => {
  await openProbes(page);
  // Both requests leave in the same task, so a busy server delays them alike and they fail together.
  await expect(page.getByTestId('probe-error')).toBeEnabled();
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="probe-error"]')!;
    button.click();
    button.click();
  });
  await expect(page.getByTestId('probe-result-error')).toBeVisible();
  await expect(toast(page).filter({ hasText: '诊断：业务错误（其他结果码）' })).toHaveCount(1);
});

test('9998 ends the session in the browser and returns to the login page', async ({ page }) => {
  await openProbes(page);
  await page.getByTestId('probe-9998').click();
  await expect(new LoginPage(page).submit()).toBeVisible();
  await expect(page).toHaveURL(/\/main\?redirect=%2FsystemMonitoring%2Fdiagnostics$/);
});

import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { startExtraPlatform, type ExtraPlatform } from '../../support/platform';

test.describe('changing the password', () => {
  let platform: ExtraPlatform;
  test.beforeAll(async () => {
    platform = await startExtraPlatform(8185);
  });
  test.afterAll(() => platform.stop());

  test('follows the policy, and the new password is the one that logs in', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.goto(`${platform.url}/main`);
    await login.login('DEMO', 'analyst');
    await expect(shell.home()).toBeVisible();
    await page.goto(`${platform.url}/personalCenter/changePassword`);
    const form = page.getByTestId('change-password');
    await expect(form).toContainText('密码不能包含空格，须同时包含大写字母、小写字母和数字，长度至少 8 位');

    await page.getByTestId('old-password').fill('Demo@2026');
    await page.getByTestId('new-password').fill('weak');
    await page.getByTestId('confirm-password').fill('weak');
    await page.getByTestId('change-password-submit').click();
    await expect(
      form.getByText('密码不能包含空格，须同时包含大写字母、小写字母和数字，长度至少 8 位', { exact: true }).last(),
    ).toBeVisible();

    await page.getByTestId('old-password').fill('Wrong#2026');
    await page.getByTestId('new-password').fill('Better#2027');
    await page.getByTestId('confirm-password').fill('Better#2027');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('change-password-error')).toHaveText('原密码不正确');

    await page.getByTestId('old-password').fill('Demo@2026');
    await page.getByTestId('change-password-submit').click();
    await expect(page.locator('.ant-message-notice')).toContainText('密码已修改');

    await shell.logout();
    await login.login('DEMO', 'analyst', 'Demo@2026');
    await expect(login.error()).toHaveText('机构代码、用户名或密码错误');
    await login.login('DEMO', 'analyst', 'Better#2027');
    await expect(shell.home()).toBeVisible();
  });
});

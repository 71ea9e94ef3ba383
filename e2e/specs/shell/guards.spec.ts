import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';

test.describe('without a session', () => {
  test('/ goes to /main, the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    await expect(new LoginPage(page).submit()).toBeVisible();
    await expect(page).toHaveTitle('登录 - 企业信息与风险筛查平台');
  });

  test('any other path goes to /main with the original path, query included, in redirect', async ({ page }) => {
    for (const [path, redirect] of [
      ['/home', '%2Fhome'],
      ['/login', '%2Flogin'],
      ['/investment/relation/stock-right?x=1', '%2Finvestment%2Frelation%2Fstock-right%3Fx%3D1'],
      ['/blankPage', '%2FblankPage'],
    ]) {
      await page.goto(path!);
      await expect(page, path).toHaveURL(new RegExp(`/main\\?redirect=${redirect!.replace(/[?]/g, '\\?')}$`));
    }
  });

  test('/404, paths containing /main/, and the external sign-in page stay open', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/main/DEMO');
    await expect(page).toHaveURL(/\/main\/DEMO$/);
    await expect(page.getByText('机构代码 DEMO')).toBeVisible();
    await page.goto('/external/auth/redirect');
    await expect(page.getByTestId('external-auth')).toHaveText('无权限操作，请联系管理员！');
    await page.goto('/external/auth/redirect?accessToken=not.a.token');
    await expect(page.getByTestId('external-auth')).toHaveText('认证失败');
  });

  test('a product key gives the product login without an institution, lands in the product, and logout returns there', async ({
    page,
  }) => {
    await page.goto('/main/prma');
    await expect(page.getByRole('heading', { name: '合作方风险管理' })).toBeVisible();
    await expect(page.getByTestId('login-inst')).toHaveCount(0);
    await new LoginPage(page).login('', 'analyst');
    await expect(page.getByTestId('remote-home-prma')).toBeVisible();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/main\/prma$/);
    await new ShellPage(page).logout();
    await expect(page).toHaveURL(/\/main\/prma$/);
  });
});

test.describe('with a session', () => {
  test('/home and /login go to /main; an unknown path goes to /404', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signInWithForm('DEMO', 'analyst');
    for (const path of ['/home', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/main$/);
      await expect(shell.home()).toBeVisible();
    }
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';

test('a deep link without a session goes to the login page and, after login, to the page asked for', async ({
  page,
}) => {
  await page.goto('/bankAssistant/entSearch');
  await expect(page).toHaveURL(/\/main\?redirect=%2FbankAssistant%2FentSearch$/);
  await new LoginPage(page).login('DEMO', 'analyst');
  await expect(page).toHaveURL(/\/bankAssistant\/entSearch$/);
  await expect(page.getByTestId('ent-search-page')).toContainText('单企业查询');
});

test('a wrong password is refused with a message that names no account', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('DEMO', 'analyst', 'not-the-password');
  await expect(login.error()).toHaveText('机构代码、用户名或密码错误');
  await expect(page).toHaveURL(/\/main$/);
});

test('a session ended on the server sends the user back to the login page', async ({ page, request }) => {
  const shell = new ShellPage(page);
  await shell.signInWithForm('DEMO', 'analyst');
  const token = await page.evaluate(() => sessionStorage.getItem('esee.token'));
  expect(token).toBeTruthy();
  const out = await request.post('/framework/api/logout', { headers: { 'X-Token': token! } });
  expect((await out.json()).code).toBe(200);

  // The next call to the server finds the session gone.
  await page.reload();
  await expect(new LoginPage(page).submit()).toBeVisible();
  await expect(page).toHaveURL(/\/main\?redirect=/);
  expect(await page.evaluate(() => sessionStorage.getItem('esee.token'))).toBeNull();
});

test('logout ends the session and returns to the login page', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInWithForm('DEMO2', 'admin');
  await shell.logout();
  await page.goto('/merchants/home');
  await expect(page).toHaveURL(/\/main\?redirect=%2Fmerchants%2Fhome$/);
});

import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { startExtraPlatform, type ExtraPlatform } from '../../support/platform';

test.describe('with the image captcha on', () => {
  let platform: ExtraPlatform;
  test.beforeAll(async () => {
    platform = await startExtraPlatform(8183, { CAPTCHA: 'on' });
  });
  test.afterAll(() => platform.stop());

  test('the login page shows a real image code, a new one on click, and refuses a wrong code', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(`${platform.url}/main`);
    const image = page.getByTestId('login-captcha-image').locator('img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([120, 40]);
    const first = await image.getAttribute('src');
    await page.getByTestId('login-captcha-image').click();
    await expect(image).not.toHaveAttribute('src', first!);

    await login.fill('DEMO', 'analyst');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await page.getByTestId('login-captcha').fill('ZZZZ');
    await page.getByTestId('login-submit').click();
    await expect(login.error()).toHaveText('验证码错误或已过期，请重新输入');
  });
});

test.describe('repeated failures', () => {
  let platform: ExtraPlatform;
  test.beforeAll(async () => {
    platform = await startExtraPlatform(8184);
  });
  test.afterAll(() => platform.stop());

  test('slow an account down from the third, then lock it', async ({ page }) => {
    test.setTimeout(90_000);
    const login = new LoginPage(page);
    await login.goto(`${platform.url}/main`);
    const attempt = async (password: string) => {
      await login.fill('DEMO', 'analyst', password);
      await login.submit().click();
      await expect(login.submit()).toBeEnabled();
    };
    for (let i = 0; i < 3; i++) {
      await attempt('Wrong#2026');
      await expect(login.error()).toHaveText('机构代码、用户名或密码错误');
    }
    await attempt('Demo@2026');
    await expect(login.error()).toHaveText(/^登录失败次数较多，请 \d+ 秒后再试$/);
    // Once the wait is over the next guess is checked (a refused try counts nothing): try until it is.
    const guessChecked = () =>
      expect(async () => {
        await attempt('Wrong#2026');
        await expect(login.error()).toHaveText('机构代码、用户名或密码错误', { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    await guessChecked(); // the 4th failure: 10 s to wait now
    await guessChecked(); // the 5th: locked
    await attempt('Demo@2026');
    await expect(login.error()).toHaveText('登录失败次数过多，账号已锁定，请 15 分钟后再试');
  });
});

test('remember-me keeps the user signed in across a browser restart; without it the session ends with the browser', async ({
  browser,
  baseURL,
}) => {
  const signIn = async (remember: boolean) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.fill('DEMO', 'analyst');
    if (remember) await page.getByTestId('login-remember').check();
    await login.submit().click();
    await expect(new ShellPage(page).home()).toBeVisible();
    const state = await context.storageState();
    await context.close();
    return state;
  };
  // A new context from the saved storage is the browser after a restart: sessionStorage is gone.
  const reopen = async (state: Awaited<ReturnType<typeof signIn>>) => {
    const context = await browser.newContext({ baseURL, storageState: state });
    const page = await context.newPage();
    await page.goto('/bankAssistant/home');
    return { context, page };
  };

  const remembered = await reopen(await signIn(true));
  await expect(remembered.page.getByTestId('remote-home-cba')).toBeVisible();
  const stored = await remembered.page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain('Demo@2026');
  await new ShellPage(remembered.page).logout();
  // After logout, the login page offers the remembered institution and username, never the password.
  await expect(remembered.page.getByTestId('login-user')).toHaveValue('analyst');
  await expect(remembered.page.getByTestId('login-inst')).toHaveValue('DEMO');
  await expect(remembered.page.getByTestId('login-password')).toHaveValue('');
  await remembered.context.close();

  const forgotten = await reopen(await signIn(false));
  await expect(forgotten.page).toHaveURL(/\/main\?redirect=%2FbankAssistant%2Fhome$/);
  await forgotten.context.close();
});

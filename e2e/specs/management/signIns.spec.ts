import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { chinaTime } from '../../../shared/contracts/src/chinaTime';
import { chooseOption } from '../../support/antd';
import { serverNow } from '../../support/clock';

test('登录日志 shows a failed and a good login; 在线用户 ends that one session', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A browser of its own, told apart from every other test's sessions by its user agent.
  const stamp = `e2e-${Date.now().toString(36)}`;
  const agent = `Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 ${stamp}`;
  const context = await browser.newContext({ userAgent: agent });
  const member = await context.newPage();
  const login = new LoginPage(member);
  await login.goto();
  const before = await serverNow(page.request);
  await login.login('DEMO', 'analyst', 'Wrong@2026x');
  await expect(login.error()).toBeVisible();
  await new ShellPage(member).signInWithForm('DEMO', 'analyst');
  const after = await serverNow(page.request);

  await new ShellPage(page).signInWithForm('DEMO', 'admin');
  await page.goto('/management/loginLog');
  await page.getByTestId('login-log-search').locator('input').fill(stamp);
  await page.getByTestId('login-log-search').locator('input').press('Enter');
  const log = page.getByTestId('login-log-table');
  const mine = log.locator('tr', { has: page.locator(`[title="${agent}"]`) });
  await expect(mine.filter({ hasText: '用户名或密码错误' })).toHaveCount(1);
  await expect(mine.filter({ hasText: '登录成功' })).toHaveCount(1);
  // Issue 36 (Time): the head says the zone, and the time shown is the platform's clock in Beijing (never UTC,
  // eight hours off): between the server's times read before and after the sign-in.
  await expect(log.getByRole('columnheader', { name: '登录时间（北京时间）' }).first()).toBeVisible();
  const shown = await mine.filter({ hasText: '登录成功' }).innerText();
  const at = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec(shown)?.[0] ?? shown;
  expect(
    at >= chinaTime(before) && at <= chinaTime(after),
    `${at} within ${chinaTime(before)}–${chinaTime(after)}`,
  ).toBe(true);

  await page.goto('/management/onlineList');
  await page.getByTestId('online-search').locator('input').fill(stamp);
  await page.getByTestId('online-search').locator('input').press('Enter');
  const row = page.getByTestId('online-table').locator('tr', { has: page.locator(`[title="${agent}"]`) });
  await expect(row).toContainText('analyst');
  await row.getByTestId('online-kick').click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(row).toHaveCount(0);

  // That browser's session has ended: its next page load is the login page.
  await member.reload();
  await expect(login.submit()).toBeVisible();
  await context.close();
});

test('the platform administrator reads another institution’s login log and online users, without ending them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = `e2e-${Date.now().toString(36)}`;
  const agent = `Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 ${stamp}`;
  const context = await browser.newContext({ userAgent: agent });
  await new ShellPage(await context.newPage()).signInWithForm('DEMO', 'analyst');

  await new ShellPage(page).signInWithForm('PLATFORM', 'ops');
  await page.goto('/management/loginLog');
  await chooseOption(page, page.getByTestId('inst-picker'), '示范银行股份有限公司（DEMO）', { search: true });
  await page.getByTestId('login-log-search').locator('input').fill(stamp);
  await page.getByTestId('login-log-search').locator('input').press('Enter');
  const logged = page.getByTestId('login-log-table').locator('tr', { has: page.locator(`[title="${agent}"]`) });
  await expect(logged.filter({ hasText: '登录成功' })).toHaveCount(1);
  await expect(logged).toContainText('analyst');

  await page.goto('/management/onlineList');
  await chooseOption(page, page.getByTestId('inst-picker'), '示范银行股份有限公司（DEMO）', { search: true });
  await page.getByTestId('online-search').locator('input').fill(stamp);
  await page.getByTestId('online-search').locator('input').press('Enter');
  const online = page.getByTestId('online-table').locator('tr', { has: page.locator(`[title="${agent}"]`) });
  await expect(online).toContainText('analyst');
  // Ending a session is the institution's own business.
  await expect(online.getByTestId('online-kick')).toHaveCount(0);
  await context.close();
});

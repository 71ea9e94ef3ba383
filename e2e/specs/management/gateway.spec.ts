import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption } from '../../support/antd';

/**
 * 授权管理 and 网关设置 (issue 21) on a fresh institution (GW<stamp>), never on
 * DEMO: the platform admin sets a seat limit and sees it in the table, sets an
 * integration target and a login allow-list that excludes this machine, and
 * the institution's manager is refused at login with the message; a channel's
 * secret is shown once.
 */
test('the platform admin sets seats, an integration target, an allow-list that refuses the manager, and a channel', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  const code = `GW${stamp}`;
  const first = 'Welcome@2026a';

  // A fresh institution and its first manager, as 新增机构 makes them.
  const ops = new ShellPage(page);
  await ops.signIn('PLATFORM', 'ops');
  await page.goto('/management/addProduct');
  await expect(page.getByTestId('add-product-page')).toBeVisible();
  await page.getByTestId('product-code').fill(code);
  await page.getByTestId('product-name').fill(`网关测试银行${stamp}`);
  await page.getByTestId('product-solutions').getByText('对公银行助手', { exact: true }).click();
  await page.getByTestId('manager-username').fill('chief');
  await page.getByTestId('manager-name').fill('网关测试行长');
  await page.getByTestId('manager-password').fill(first);
  await page.getByTestId('product-submit').click();
  await expect(page.getByTestId('product-list-page')).toBeVisible();

  // 授权管理: a seat limit of 5, shown as used / limit.
  await page.goto('/management/authManagement');
  await expect(page.getByTestId('auth-management-page')).toBeVisible();
  await page.getByTestId('licence-search').locator('input').fill(code);
  await page.getByTestId('licence-search').locator('input').press('Enter');
  const row = page.getByTestId('licence-table').locator('tr').filter({ hasText: code });
  await expect(row.getByTestId('licence-seats')).toHaveText('1 / 不限');
  await row.getByTestId('licence-edit').click();
  await page.getByTestId('licence-seat-limit').fill('5');
  await page.getByTestId('licence-note').fill('试用合同');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('授权已保存')).toBeVisible();
  await expect(row.getByTestId('licence-seats')).toHaveText('1 / 5');
  await row.getByTestId('licence-history').click();
  await expect(page.getByTestId('licence-history-drawer')).toContainText('席位上限：不限 → 5');
  await expect(page.getByTestId('licence-history-drawer')).toContainText('备注：试用合同');
  await page.keyboard.press('Escape');

  // 网关设置: the institution, then its integration target.
  await page.goto('/management/gateway');
  await expect(page.getByTestId('gateway-page')).toBeVisible();
  await chooseOption(page, page.getByTestId('gateway-inst'), code, { search: true });
  await page.getByRole('tab', { name: '集成地址' }).click();
  await page.getByTestId('gateway-target-edit-TOKEN_BS').click();
  await page.getByTestId('gateway-target-url').fill('http://bank.example.com/sso');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('地址应以 https:// 开头（http 仅限 localhost）')).toBeVisible();
  await page.getByTestId('gateway-target-url').fill('https://bank.example.com/sso');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('集成地址已保存')).toBeVisible();
  await expect(page.getByTestId('gateway-targets')).toContainText('https://bank.example.com/sso');

  // An external channel: its secret shown once, then only its last characters.
  await page.getByRole('tab', { name: '外部渠道' }).click();
  await page.getByTestId('gateway-channel-add').click();
  await page.getByTestId('gateway-channel-code').fill('portal');
  await page.getByTestId('gateway-channel-name').fill('网银门户');
  await page.getByTestId('gateway-channel-origins').fill('https://portal.bank.example.com');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  const secretText = page.getByTestId('gateway-channel-secret');
  await expect(secretText).toBeVisible();
  const secret = (await secretText.innerText()).trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await page.getByRole('button', { name: '我已保存' }).click();
  const channels = page.getByTestId('gateway-channels');
  await expect(channels).toContainText('网银门户');
  await expect(channels).toContainText(`…${secret.slice(-4)}`);
  await expect(page.getByText(secret)).toHaveCount(0);

  // The allow-list, without this machine's address.
  await page.getByRole('tab', { name: '登录地址限制' }).click();
  await page.getByTestId('gateway-allow-text').fill('10.0.0.0/33');
  await page.getByTestId('gateway-allow-save').click();
  await expect(page.getByText('不是有效的 IP 地址或 CIDR 网段')).toBeVisible();
  await page.getByTestId('gateway-allow-text').fill('10.0.0.0/8\n192.0.2.7');
  await page.getByTestId('gateway-allow-save').click();
  await expect(page.getByText('已保存，名单外的会话已结束')).toBeVisible();
  await expect(page.getByTestId('gateway-allow')).toContainText('已限制：2 条');

  // The manager, signing in from 127.0.0.1, is refused with the message.
  const context = await browser.newContext();
  const manager = await context.newPage();
  const login = new LoginPage(manager);
  await login.goto();
  await login.login(code, 'chief', first);
  await expect(login.error()).toContainText('当前网络地址不允许登录，请联系机构管理员');
  await context.close();
});

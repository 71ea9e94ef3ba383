import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { addInstitution, managerFirstLogin } from '../../support/institutions';

/**
 * The platform administrator sells IBA to a new institution, then takes it
 * away: the institution's manager no longer sees IBA nor downloads its remote.
 * A fresh institution (E2E<stamp>), not DEMO, so the tests running beside this
 * one on DEMO are not affected.
 */
test('the platform admin creates an institution with CBA and IBA, then withdraws IBA: its manager loses the menu and the remote', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  const code = `E2E${stamp}`;
  const first = 'Welcome@2026a';
  const own = 'Manager@2026b';

  // The platform admin: 平台运营 → 新增机构, the institution and its first manager at once.
  const ops = new ShellPage(page);
  await ops.signIn('PLATFORM', 'ops');
  await ops.chooseUserMenu('平台运营');
  await expect(page.getByTestId('product-list-page')).toBeVisible();
  await page.getByTestId('product-add').click();
  await addInstitution(page, {
    code,
    name: `测试银行${stamp}`,
    solutions: ['对公银行助手', '投行助手'],
    managerName: '测试行长',
    password: first,
  });
  await page.getByTestId('product-search').locator('input').fill(code);
  await page.getByTestId('product-search').locator('input').press('Enter');
  await expect(page.getByTestId('product-table').getByText(code, { exact: true })).toBeVisible();

  // The manager: first login sets their own password, then IBA is offered.
  const { context, manager } = await managerFirstLogin(browser, code, first, own);
  const shell = new ShellPage(manager);
  expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手', '投行助手']);

  // The platform admin withdraws IBA (功能模型设置).
  await page.goto('/management/modelSet');
  await expect(page.getByTestId('model-set-page')).toBeVisible();
  await page.getByTestId('model-set-inst').click();
  await page.keyboard.type(code);
  await page.locator('.ant-select-item-option').filter({ hasText: code }).click();
  const iba = page.getByTestId('model-set-solutions').getByRole('checkbox', { name: '投行助手' });
  await expect(iba).toBeChecked();
  await iba.uncheck();
  await page.getByTestId('model-set-save').click();
  await expect(page.getByText('已保存，机构成员下次打开页面时生效')).toBeVisible();

  // The manager's next page load: no IBA in the menu, and the IBA remote is never downloaded.
  const requested: string[] = [];
  manager.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await manager.reload();
  await expect(shell.home()).toBeVisible();
  expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手']);
  await manager.goto('/investment/home');
  await expect(manager.getByTestId('not-found')).toBeVisible();
  expect(requested.filter((u) => u.startsWith('/remotes/iba/'))).toEqual([]);
  await context.close();
});

import { expect, test } from '@playwright/test';
import { ManagementPages } from '../../pages/ManagementPages';
import { ShellPage } from '../../pages/ShellPage';
import { addInstitution, managerFirstLogin } from '../../support/institutions';
import { homeEntries } from '../../support/menu';

/**
 * 三员分立 in a fresh institution (E2S<stamp>, never DEMO): its manager
 * generates the three roles, gives two of them to new members, switches the
 * separation on, and is from then on the system administrator only.
 */
test('a manager generates the three duty roles, staffs them and switches separation on: 角色管理 leaves the manager', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  const code = `E2S${stamp}`;
  const first = 'Welcome@2026a';
  const own = 'Manager@2026b';

  // The platform admin creates the institution and its manager.
  const ops = new ShellPage(page);
  await ops.signIn('PLATFORM', 'ops');
  await page.goto('/management/addProduct');
  await addInstitution(page, {
    code,
    name: `三员银行${stamp}`,
    solutions: ['对公银行助手'],
    managerName: '三员行长',
    password: first,
  });

  // The manager's first login sets their own password.
  const { context, manager } = await managerFirstLogin(browser, code, first, own);

  // Off, with the security and audit duties unstaffed: the switch waits.
  await manager.goto('/management/roleManagementSeparate');
  const sep = manager.getByTestId('duty-separation-page');
  await expect(sep.getByTestId('duty-separation-state')).toHaveText('未启用');
  await expect(sep.getByTestId('duty-separation-missing')).toContainText('安全管理员、审计管理员');
  await expect(sep.getByTestId('duty-separation-switch')).toBeDisabled();
  await expect(sep.getByTestId('duty-ready-SYSTEM')).toHaveText('已就绪');

  await sep.getByTestId('duty-separation-generate').click();
  for (const [duty, title] of [
    ['SYSTEM', '系统管理员'],
    ['SECURITY', '安全管理员'],
    ['AUDIT', '审计管理员'],
  ] as const)
    await expect(sep.getByTestId(`duty-card-${duty}`)).toContainText(title);
  await expect(sep.getByTestId('duty-ready-AUDIT')).toHaveText('无人担任');

  // Members for the security and audit roles.
  const mgmt = new ManagementPages(manager);
  await mgmt.addMember({ username: 'sec', name: '安全员', password: first, department: '总部', role: '安全管理员' });
  await mgmt.addMember({ username: 'aud', name: '审计员', password: first, department: '总部', role: '审计管理员' });

  await manager.goto('/management/roleManagementSeparate');
  await expect(sep.getByTestId('duty-card-SECURITY')).toContainText('安全员');
  await expect(sep.getByTestId('duty-ready-AUDIT')).toHaveText('已就绪');
  await expect(sep.getByTestId('duty-separation-missing')).toHaveCount(0);
  await sep.getByTestId('duty-separation-switch').click();
  await manager
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(sep.getByTestId('duty-separation-state')).toHaveText('已启用');

  // The manager is now the system administrator: members stay, roles and logs go.
  const names = (await homeEntries(manager, '/management/home', 'management')).map((e) => e.menuName);
  expect(names).toContain('成员管理');
  expect(names).not.toContain('角色管理');
  expect(names).not.toContain('三员分立角色管理');
  expect(names).not.toContain('登录日志');
  await context.close();
});

import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ManagementPages } from '../../pages/ManagementPages';
import { ShellPage } from '../../pages/ShellPage';
import { menuLeaves } from '../../support/menu';

test('a manager builds a department, a role with a partial tree and a member; the member sees exactly that, until disabled', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).slice(-5);
  const department = `营销测试部${stamp}`;
  const role = `营销岗${stamp}`;
  const username = `rm${stamp}`;
  await new ShellPage(page).signIn('DEMO', 'admin');
  const mgmt = new ManagementPages(page);

  await mgmt.addDepartment(department);
  await mgmt.addRole(role);
  // Part of CBA: 智能营销 only; the solution reads as partly granted.
  await mgmt.expand('app:cba');
  await mgmt.grant('app:cba:marketing');
  await expect(mgmt.permissionRow('app:cba')).toContainText('部分授权');
  await mgmt.addMember({ username, name: '测试客户经理', password: 'Welcome@2026a', department, role });
  await mgmt.addTeamWith(`授信小组${stamp}`, username);

  // The member's first login sets their own password, then shows what the role grants.
  const context = await browser.newContext();
  const member = await context.newPage();
  const login = new LoginPage(member);
  await login.goto();
  await login.login('DEMO', username, 'Welcome@2026a');
  await member.getByTestId('reset-password').fill('Member@2026b');
  await member.getByTestId('reset-confirm').fill('Member@2026b');
  await member.getByTestId('reset-submit').click();
  const shell = new ShellPage(member);
  await expect(shell.home()).toBeVisible();
  const leaves = await menuLeaves(member);
  const paths = leaves.map((l) => l.modelPath);
  expect(paths).toContain('/bankAssistant/entSearch');
  expect(paths.filter((p) => p.startsWith('/bankAssistant/danger'))).toEqual([]);
  expect(paths.filter((p) => p.startsWith('/management'))).toEqual([]);
  expect(await shell.userMenuItems()).not.toContain('机构管理');
  // A page of the solution the role leaves out, opened by its address: 无权限访问, as every page without its right
  // (issue 36), never the page's buttons over 数据刷新失败.
  await member.goto('/bankAssistant/danger/newsList');
  await expect(member.getByTestId('forbidden')).toContainText('无权限访问');
  await expect(member.getByText('数据刷新失败')).toHaveCount(0);

  // Disabled by the manager, the member's session ends: the next page load is the login page.
  await mgmt.toggleMember(username);
  await member.reload();
  await expect(new LoginPage(member).submit()).toBeVisible();
  await context.close();
});

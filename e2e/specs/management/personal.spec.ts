import { expect, test } from '@playwright/test';
import { chooseOption } from '../../support/antd';
import { ManagementPages } from '../../pages/ManagementPages';
import { ShellPage } from '../../pages/ShellPage';

test('an analyst reads the staff directory and their department; 机构信息 is not theirs and sends them to /main', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');

  await shell.chooseUserMenu('用户列表');
  await expect(page.getByTestId('user-list-page')).toBeVisible();
  await expect(page.getByTestId('user-list-table')).toContainText('周明远');
  await page.getByTestId('user-list-search').locator('input').fill('analyst');
  await page.getByTestId('user-list-search').locator('input').press('Enter');
  await expect(page.getByTestId('user-list-table')).not.toContainText('周明远');
  await expect(page.getByTestId('user-list-table')).toContainText('林晓雯');

  await shell.chooseUserMenu('部门成员');
  await expect(page.getByTestId('department-list-page')).toBeVisible();
  await expect(page.getByTestId('department-path')).toContainText('公司金融部');
  await expect(page.getByTestId('department-members')).toContainText('林晓雯');

  // Not the analyst's right: 无权限访问, as every page without its right (issue 36), never the page itself.
  await page.goto('/personalCenter/mechanismList');
  await expect(page.getByTestId('forbidden')).toContainText('无权限访问');
  await expect(page.getByTestId('mechanism-list-page')).toHaveCount(0);
});

test('the manager gives a role to a department through 角色对象, and makes and revokes an administrator', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).slice(-5);
  const department = `授信审批部${stamp}`;
  const role = `审批岗${stamp}`;
  const username = `ap${stamp}`;
  await new ShellPage(page).signIn('DEMO', 'admin');
  const mgmt = new ManagementPages(page);
  await mgmt.addDepartment(department);
  await mgmt.addRole(role);
  await mgmt.addMember({ username, name: '审批专员', password: 'Welcome@2026a', department, role: '业务人员' });

  // 角色对象: the department stands for its members.
  await page.goto('/management/roleObject');
  await expect(page.getByTestId('role-object-page')).toBeVisible();
  await chooseOption(page, page.getByTestId('role-object-role'), role, { search: true });
  await expect(page.getByTestId('role-object-members')).toContainText('暂无数据');
  await page.getByTestId('role-object-add').click();
  await mgmt.pick([{ tab: 'units', name: department }]);
  await expect(page.getByTestId('role-object-result')).toContainText('已授予 1 人');
  await expect(page.getByTestId('role-object-members')).toContainText(username);

  // 管理员: added through the picker, then revoked to a staff role.
  await page.goto('/management/administrators');
  await expect(page.getByTestId('administrators-page')).toBeVisible();
  await expect(page.getByTestId('admin-table')).toContainText('admin');
  await page.getByTestId('admin-add').click();
  await mgmt.pick([{ tab: 'users', name: username }]);
  await expect(page.getByTestId('admin-table')).toContainText(username);
  await page.getByTestId(`admin-revoke-${username}`).click();
  await chooseOption(page, page.getByTestId('admin-revoke-role'), '业务人员');
  await page.getByTestId('admin-revoke-ok').click();
  await expect(page.getByTestId('admin-table')).not.toContainText(username);
});

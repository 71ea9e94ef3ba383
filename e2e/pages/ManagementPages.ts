import { expect, type Page } from '@playwright/test';
import { chooseOption } from '../support/antd';

/** The management back office: departments, members, roles and their permission trees. */
export class ManagementPages {
  constructor(private readonly page: Page) {}

  async addDepartment(name: string) {
    await this.page.goto('/management/memberDepartments');
    await expect(this.page.getByTestId('member-departments-page')).toBeVisible();
    await this.page.getByTestId('unit-add').click();
    await this.page.getByTestId('unit-name').fill(name);
    await this.page.getByTestId('unit-dialog-ok').click();
    await expect(this.page.getByTestId(`unit-${name}`)).toBeVisible();
  }

  async addRole(name: string) {
    await this.page.goto('/management/roleManagement');
    await expect(this.page.getByTestId('role-management-page')).toBeVisible();
    await this.page.getByTestId('role-add').click();
    await this.page.getByTestId('role-name').fill(name);
    await this.page.getByTestId('role-dialog-ok').click();
    await this.page.getByTestId(`role-${name}`).click();
    await expect(this.page.getByText(`权限设置：${name}`)).toBeVisible();
  }

  /** The permission tree's row of a key; opened first when it sits under `parent`. */
  permissionRow(key: string) {
    return this.page.getByTestId('permission-tree').locator('tr', { has: this.page.getByTestId(`grant-${key}`) });
  }

  async expand(key: string) {
    await this.permissionRow(key).locator('.ant-table-row-expand-icon').click();
  }

  async grant(key: string) {
    const toggle = this.page.getByTestId(`grant-${key}`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }

  async addMember(m: { username: string; name: string; password: string; department: string; role: string }) {
    await this.page.goto('/management/memberList');
    await expect(this.page.getByTestId('member-list-page')).toBeVisible();
    await this.page.getByTestId('member-add').click();
    await this.page.getByTestId('member-username').fill(m.username);
    await this.page.getByTestId('member-name').fill(m.name);
    await this.page.getByTestId('member-password').fill(m.password);
    const unit = this.page.getByTestId('member-unit');
    await expect(async () => {
      await unit.click();
      await this.page
        .locator('.ant-select-dropdown:visible .ant-select-tree-title')
        .filter({ hasText: m.department })
        .click({ timeout: 2000 });
      await expect(unit).toContainText(m.department, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await chooseOption(this.page, this.page.getByTestId('member-role'), m.role);
    await this.page.getByTestId('member-form-ok').click();
    await expect(this.page.getByTestId('member-table')).toContainText(m.username);
  }

  async toggleMember(username: string) {
    await this.page.goto('/management/memberList');
    await this.page.getByTestId('member-search').locator('input').fill(username);
    await this.page.getByTestId('member-search').locator('input').press('Enter');
    await this.page.getByTestId(`member-toggle-${username}`).click();
  }

  /** A user group with one member, chosen in the picker by username. */
  async addTeamWith(name: string, username: string) {
    await this.page.goto('/management/userGroup');
    await expect(this.page.getByTestId('user-group-page')).toBeVisible();
    await this.page.getByTestId('team-add').click();
    await this.page.getByTestId('team-name').fill(name);
    await this.page.getByTestId('team-dialog-ok').click();
    await this.page.getByTestId(`team-${name}`).click();
    await this.page.getByTestId('team-pick').click();
    await this.pick([{ tab: 'users', name: username }]);
    await expect(this.page.getByTestId('team-members')).toContainText(username);
  }

  /** In the open org picker: search each object in its tab, add it, then 确定. */
  async pick(objects: { tab: 'units' | 'teams' | 'users'; name: string }[]) {
    // The test id sits on the modal's root, which has no box of its own: the dialog inside it is what shows.
    const picker = this.page.getByTestId('org-picker').getByRole('dialog');
    await expect(picker).toBeVisible();
    const labels = { units: '部门', teams: '用户组', users: '成员' };
    for (const { tab, name } of objects) {
      const tabs = picker.getByRole('tab');
      if ((await tabs.count()) > 1) await picker.getByRole('tab', { name: labels[tab], exact: true }).click();
      await picker.getByTestId(`org-picker-search-${tab}`).locator('input').fill(name);
      await picker.getByTestId(`pick-${tab}-${name}`).click();
    }
    await expect(picker.getByTestId('org-picker-chosen').locator('.ant-tag')).toHaveCount(objects.length);
    await picker.getByTestId('org-picker-ok').click();
    await expect(picker).toBeHidden();
  }
}

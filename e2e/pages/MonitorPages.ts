import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';

/** 监控企业 (`/apps/monitor/enterpriseMonitoring`): groups, 添加监控, the list and its 查询 filter. */
export class MonitoringPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('monitor-page');
  readonly title = (): Locator => this.page.getByTestId('monitor-group-title');
  readonly list = (): Locator => this.page.getByTestId('list-monitored');
  readonly groupItem = (name: string): Locator =>
    this.page.getByTestId('monitor-groups').getByTestId('group-item').filter({ hasText: name });
  readonly addDialog = (): Locator => this.page.getByTestId('monitor-add-dialog');
  /** The 查询 box: it filters the monitored list, nothing else. */
  readonly filterBox = (): Locator => this.page.getByTestId('monitor-filter');

  async open() {
    await this.page.goto('/apps/monitor/enterpriseMonitoring');
    await expect(this.root()).toBeVisible();
  }

  /** 添加监控: search the company in the dialog, add it, see it marked, and close the dialog. */
  async addCompany(orgName: string) {
    await this.root().getByTestId('monitor-add').click();
    const dialog = this.addDialog();
    await dialog.getByTestId('monitor-add-input').locator('input').fill(orgName);
    await dialog.getByRole('button', { name: '搜索企业' }).click();
    const row = rows(dialog.getByTestId('monitor-add-results')).filter({ hasText: orgName }).first();
    await row.getByRole('button', { name: '添加监控' }).click();
    await expect(row).toContainText('已监控');
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
    await expect(dialog).toBeHidden();
  }

  /** 查询: filter the monitored list by name (empty: all). */
  async filter(name: string) {
    await this.filterBox().locator('input').fill(name);
    await this.filterBox()
      .getByRole('button', { name: /查\s*询/ })
      .click();
  }
}

/** 分组管理 (`/apps/monitor/groupManage/manageList`): the groups, their counts and what can be done to them. */
export class GroupManagePage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('group-manage-page');
  readonly rows = (): Locator => rows(this.page.getByTestId('list-groups'));
  /** The row of one group, by its exact name. */
  readonly row = (name: string): Locator =>
    this.rows().filter({ has: this.page.getByTestId('group-row-name').getByText(name, { exact: true }) });

  async open() {
    await this.page.goto('/apps/monitor/groupManage/manageList');
    await expect(this.root()).toBeVisible();
  }

  /** 新建分组 with this name; its row shows with no companies. */
  async create(name: string) {
    await this.root().getByTestId('group-add').click();
    await this.page.getByTestId('group-name').fill(name);
    await this.page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(this.row(name).getByTestId('group-count')).toHaveText('0 家');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';

/** Choose `name` in the open dropdown of an antd Select. */
async function choose(page: Page, select: Locator, name: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first().click();
}

/** 监控动态 (`/apps/monitor/optional`, one company's: `/companyDetail?entId=`): alerts, 转为案件, 已忽略（误报）. */
export class AlertListPage {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-alerts');
  /** The alert row that shows `text` (its summary: a case number). */
  readonly row = (text: string): Locator => rows(this.list()).filter({ hasText: text });

  async openCompany(entId: string) {
    await this.page.goto(`/apps/monitor/companyDetail?entId=${entId}`);
    await expect(this.page.getByTestId('alerts-page')).toBeVisible();
  }

  /** 转为案件 on the row, with the assignee chosen in the dialog; the case's page opens. */
  async openCase(text: string, assignee: string) {
    await this.row(text).getByTestId('alert-open-case').click();
    const dialog = this.page.getByTestId('open-case-dialog');
    await choose(this.page, dialog.getByTestId('open-case-assignee'), assignee);
    await dialog.getByRole('button', { name: '创建案件' }).click();
    await expect(this.page.getByTestId('case-detail')).toBeVisible();
  }
}

/** The case page (`/apps/monitor/caseDetail?id=`): facts, alerts, the decision form, history. */
export class CaseDetailPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('case-detail');
  readonly facts = (): Locator => this.page.getByTestId('case-facts');
  readonly history = (): Locator => this.page.getByTestId('case-history');
  readonly status = (): Locator => this.root().getByTestId('case-status').first();

  /** Set the status with its reason, and save; the page shows the new status. */
  async decide(status: string, reason: string) {
    const form = this.page.getByTestId('case-decision');
    await choose(this.page, form.getByTestId('case-decision-status'), status);
    await form.getByTestId('case-decision-reason').fill(reason);
    await form.getByTestId('case-decision-save').click();
    await expect(this.status()).toHaveText(status);
  }
}

/** 案件处置 (`/apps/monitor/cases`): the queues. */
export class CaseQueuePage {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-cases');

  async open(queue: '我的案件' | '团队案件' | '全部案件' = '我的案件') {
    await this.page.goto('/apps/monitor/cases');
    await expect(this.page.getByTestId('cases-page')).toBeVisible();
    await this.page.getByRole('tab', { name: queue }).click();
    await expect(this.page.getByRole('tab', { name: queue })).toHaveAttribute('aria-selected', 'true');
  }
}

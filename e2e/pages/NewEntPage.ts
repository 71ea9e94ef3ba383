import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, exactly } from '../support/antd';
import { chooseProjectAndAdd } from './AddToProjectDialog';
import { rows } from './parts/table';

/** CBA 新成立企业 (`/bankAssistant/newEnt`): the window and filters, the summary, the list and its actions. */
export class NewEntPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('newent-page');
  readonly summary = (): Locator => this.page.getByTestId('newent-summary');
  readonly count = (): Locator => this.page.getByTestId('newent-count');
  readonly list = (): Locator => this.page.getByTestId('newent-list');
  readonly rows = (): Locator => rows(this.list());
  readonly estDates = (): Locator => this.list().getByTestId('newent-est-date');
  readonly customerTags = (): Locator => this.list().getByTestId('newent-customer');

  async open() {
    await this.page.goto('/bankAssistant/newEnt');
    await expect(this.root()).toBeVisible();
  }

  /** The summary's count once it has loaded. */
  async counted(): Promise<number> {
    await expect(this.count()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.count().getAttribute('data-total'));
  }

  /** The list's total once its load settled. */
  async listed(): Promise<number> {
    await expect(this.list()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.list().getAttribute('data-total'));
  }

  /**
   * Both the summary and the list for the filters now chosen, once they agree: each reloads on its own, so
   * the two are read until they name the same number.
   */
  async settled(): Promise<number> {
    let total = -1;
    await expect(async () => {
      total = await this.counted();
      expect(await this.listed()).toBe(total);
    }).toPass({ timeout: 15_000 });
    return total;
  }

  /** Choose a window (近7天, 近30天, 近90天, 近一年) and wait for the summary to name it. */
  async chooseWindow(label: string, from: string) {
    await this.page.getByTestId('newent-window').getByText(label, { exact: true }).click();
    await expect(this.count()).toContainText(`${from} 至`);
  }

  async chooseCapital(label: string) {
    await chooseOption(this.page, this.page.getByTestId('newent-capital'), exactly(label));
    await this.page.keyboard.press('Escape');
  }

  async sortBy(label: string) {
    await chooseOption(this.page, this.page.getByTestId('newent-sort'), label);
  }

  /** Tick the first `n` rows and add their companies to the project named. */
  async addToProject(n: number, project: string) {
    for (let i = 0; i < n; i++) await this.rows().nth(i).locator('input[type=checkbox]').check();
    await expect(this.page.getByTestId('newent-add-to-project')).toHaveText(`加入项目（${n}）`);
    await this.page.getByTestId('newent-add-to-project').click();
    await chooseProjectAndAdd(this.page, project);
  }
}

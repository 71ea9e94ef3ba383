import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';

/** CBA 条件找客 (`/bankAssistant/conditionsSearch`): filter panel, count, results, saved 方案. */
export class ConditionsSearchPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('conditions-search-page');
  readonly count = (): Locator => this.page.getByTestId('conditions-count');
  readonly table = (): Locator => this.page.getByTestId('list-prospects');
  readonly rows = (): Locator => rows(this.table());
  readonly chips = (): Locator => this.page.getByTestId('filter-chip');
  readonly sets = (): Locator => this.page.getByTestId('condition-set');

  /** The count once it has settled for the current filters, and the table agrees with it. */
  async settledTotal(): Promise<number> {
    await expect(this.count()).toHaveAttribute('data-total', /^\d+$/);
    const total = Number(await this.count().getAttribute('data-total'));
    await expect(this.table()).toHaveAttribute('data-total', String(total));
    return total;
  }

  /** Change a filter and wait for a count below `before`. */
  async narrowedFrom(before: number, change: () => Promise<void>): Promise<number> {
    await change();
    await expect
      .poll(async () => Number((await this.count().getAttribute('data-total')) ?? Number.NaN))
      .toBeLessThan(before);
    return this.settledTotal();
  }

  /** A check box of a filter row (注册资本, 科技标签...) by its label. */
  check = (row: string, label: string) =>
    this.page.getByTestId(row).getByRole('checkbox', { name: label, exact: true }).check();

  flag = (key: string) => this.page.getByTestId(`flag-${key}`).click();

  async saveSet(name: string) {
    await this.page.getByTestId('save-set').click();
    await this.page.getByTestId('set-name-input').fill(name);
    await this.page.getByTestId('set-name-ok').click();
    await expect(this.sets().filter({ hasText: name })).toBeVisible();
  }
}

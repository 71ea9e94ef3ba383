import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';

/** IBA 高级搜索 (`/investment/allInfo/advSearch`): finance and condition filters, count, results, 方案, export. */
export class AdvSearchPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('adv-search-page');
  readonly count = (): Locator => this.page.getByTestId('adv-count');
  readonly table = (): Locator => this.page.getByTestId('list-adv-results');
  readonly rows = (): Locator => rows(this.table());
  readonly chips = (): Locator => this.page.getByTestId('filter-chip');
  readonly sets = (): Locator => this.page.getByTestId('adv-set');

  /** The count once it has settled for the current filters, and the table agrees with it. */
  async settledTotal(): Promise<number> {
    await expect(this.count()).toHaveAttribute('data-total', /^\d+$/);
    const total = Number(await this.count().getAttribute('data-total'));
    await expect(this.table()).toHaveAttribute('data-total', String(total));
    return total;
  }

  /** Change a filter and wait for a count other than `before`. */
  async changedFrom(before: number, change: () => Promise<void>): Promise<number> {
    await change();
    await expect
      .poll(async () => Number((await this.count().getAttribute('data-total')) ?? Number.NaN))
      .not.toBe(before);
    return this.settledTotal();
  }

  /** A check box of a filter row (上市板块, IPO状态...) by its label. */
  check = (row: string, label: string) =>
    this.page.getByTestId(row).getByRole('checkbox', { name: label, exact: true }).check();

  /** The board and IPO stage each shown row carries. */
  boards = () =>
    this.rows()
      .getByTestId('adv-board')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-board')));
  stages = () =>
    this.rows()
      .getByTestId('adv-ipo-stage')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-stage')));

  async saveSet(name: string) {
    await this.page.getByTestId('adv-save-set').click();
    await this.page.getByTestId('set-name-input').fill(name);
    await this.page.getByTestId('set-name-ok').click();
    await expect(this.sets().filter({ hasText: name })).toBeVisible();
  }

  async applySet(name: string) {
    await this.sets().filter({ hasText: name }).getByTestId('adv-set-apply').click();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';

/** IBA 发行人司法风险 (`/investment/watch/justiceRisk`) and 监管处罚 (`/investment/watch/punish`). */
export class IssuerRiskPages {
  constructor(readonly page: Page) {}

  // 发行人司法风险
  readonly justice = (): Locator => this.page.getByTestId('justice-risk-page');
  readonly justiceTable = (): Locator => this.page.getByTestId('list-justice');
  readonly justiceRows = (): Locator => rows(this.justiceTable());
  /** The drawer of one issuer's records, once it shows them. */
  readonly issuerDrawer = (): Locator =>
    this.page.locator('.ant-drawer').filter({ has: this.page.getByTestId('justice-issuer') });

  // 监管处罚
  readonly punish = (): Locator => this.page.getByTestId('punish-page');
  readonly punishTable = (): Locator => this.page.getByTestId('list-punish');
  readonly punishRows = (): Locator => rows(this.punishTable());
  readonly summary = (): Locator => this.page.getByTestId('punish-summary');

  /** The number of rows a list says it holds: its pager's total, or the rows of its only page. */
  async totalOf(table: Locator): Promise<number> {
    await expect(table).toHaveAttribute('data-total', /\d+/);
    return Number(await table.getAttribute('data-total'));
  }

  /**
   * Choose an option of a multiple filter and close its list; the table loads again. The option is clicked once,
   * when its list shows it (a second click on a busy machine would take the choice back), then the tag is awaited.
   */
  async filter(testId: string, option: RegExp) {
    const select = this.page.getByTestId(testId);
    const item = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option });
    await expect(async () => {
      if (!(await item.first().isVisible())) await select.click();
      await expect(item.first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await item.first().click();
    await expect(select.locator('.ant-select-selection-item').first()).toContainText(option);
    await this.page.keyboard.press('Escape');
  }

  /**
   * Wait until every row of a table passes `check` (the list reloads after a filter). `check` must not wait for an
   * element (read with `evaluateAll`): a row counted before the reload may be gone, and a wait for it outlasts the
   * retries.
   */
  async everyRow(rows: Locator, check: (row: Locator) => Promise<boolean>) {
    await expect(async () => {
      const all = await rows.all();
      expect(all.length).toBeGreaterThan(0);
      for (const row of all) expect(await check(row)).toBe(true);
    }).toPass({ timeout: 20_000 });
  }
}

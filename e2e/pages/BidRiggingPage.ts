import { expect, type Locator, type Page } from '@playwright/test';
import { pickCompany } from './parts/companySearch';

/** PRMA 围串标核查 (`/merchants/screen`): bidders, then heat map, evidence and the bidders panel. */
export class BidRiggingPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('bid-rigging-page');
  readonly bidderNames = (): Locator => this.page.getByTestId('bidder-name');
  readonly heatMap = (): Locator => this.page.getByTestId('bid-heatmap');
  readonly cell = (i: number, j: number): Locator => this.page.getByTestId(`heat-cell-${i}-${j}`);
  readonly evidence = (): Locator => this.page.getByTestId('bid-evidence');
  readonly evidenceItems = (): Locator => this.page.getByTestId('bid-evidence-item');

  /** Type a bidder's name and pick it from the type-ahead: it joins the bidders list. */
  async pick(name: string) {
    await pickCompany(this.page, 'bid-search', name);
    await expect(this.bidderNames().filter({ hasText: name })).toBeVisible();
  }

  /** Paste lines of "名称,报价" into the batch box and add them. */
  async paste(lines: string[]) {
    await this.page.getByText('批量导入：粘贴或上传名单').click();
    await this.page.getByTestId('bid-paste').fill(lines.join('\n'));
    await this.page.getByTestId('bid-paste-add').click();
  }

  /** Open 「从招标项目导入」, search a tender by its title and import it: its bidders fill the list. */
  async importTender(title: string) {
    await this.page.getByTestId('bid-import-tender').click();
    const picker = this.page.getByTestId('tender-picker');
    await expect(picker).toBeVisible();
    await picker.getByTestId('tender-keyword').locator('input').fill(title.slice(0, 50));
    await picker.getByTestId('tender-search').click();
    const row = picker
      .locator('tbody tr')
      .filter({ has: this.page.getByTestId('tender-title').getByText(title, { exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByTestId('tender-pick').click();
    await expect(picker).toBeHidden();
    await expect(this.page.getByTestId('bid-tender')).toContainText(title);
  }

  async run() {
    await this.page.getByTestId('bid-run').click();
    await expect(this.heatMap()).toBeVisible();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';
import { pickCompany } from './parts/companySearch';

/** PRMA 合作方寻源 (`/merchants/merchantsSearch`): filters, count, results, shortlist and comparison. */
export class MerchantsSearchPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('merchants-search-page');
  readonly count = (): Locator => this.page.getByTestId('merchants-count');
  readonly table = (): Locator => this.page.getByTestId('list-merchants');
  readonly rows = (): Locator => rows(this.table());
  readonly shortlist = (): Locator => this.page.getByTestId('shortlist-item');
  readonly compareButton = (): Locator => this.page.getByTestId('compare-button');
  readonly compareTable = (): Locator => this.page.getByTestId('compare-table');

  /** The count once it has settled for the current filters, and the table agrees with it. */
  async settledTotal(): Promise<number> {
    await expect(this.count()).toHaveAttribute('data-total', /^\d+$/);
    const total = Number(await this.count().getAttribute('data-total'));
    await expect(this.table()).toHaveAttribute('data-total', String(total));
    return total;
  }

  /** The bid-win window: 不限, 近12个月 or 近36个月. */
  bidWindow = (label: string) => this.page.getByTestId('filter-bids').getByText(label, { exact: true }).click();

  row = (name: string): Locator => this.rows().filter({ hasText: name });

  async addToShortlist(name: string) {
    await this.row(name).getByTestId('add-shortlist').click();
    await expect(this.row(name).getByTestId('shortlisted')).toBeVisible();
    await expect(this.shortlist().filter({ hasText: name })).toBeVisible();
  }

  pick = (name: string) => this.shortlist().filter({ hasText: name }).getByTestId('shortlist-pick').click();
}

/** PRMA 关联风险 (`/merchants/relatedRisks` and its detail page). */
export class RelatedRisksPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('related-risks-page');
  readonly detail = (): Locator => this.page.getByTestId('related-risk-detail');
  readonly target = (): Locator => this.page.getByTestId('related-target');
  readonly table = (): Locator => this.page.getByTestId('list-related-parties');
  readonly rows = (): Locator => rows(this.table());
  readonly graph = (): Locator => this.page.getByTestId('transmission-graph');

  depth = (label: string) => this.page.getByTestId('related-depth').getByText(label, { exact: true }).click();
  detailDepth = (label: string) => this.page.getByTestId('detail-depth').getByText(label, { exact: true }).click();

  /** Type a company's name and pick it from the type-ahead: its detail page opens. */
  async choose(name: string) {
    await pickCompany(this.page, 'related-company-search', name);
    await expect(this.target()).toHaveText(name);
  }
}

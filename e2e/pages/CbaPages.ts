import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';
import { pickCompany } from './parts/companySearch';

/** CBA 单企业查询 (`/bankAssistant/entSearch`): search box, company card, 值得关注 and the risk strip. */
export class EntSearchPage {
  constructor(readonly page: Page) {}

  readonly card = (): Locator => this.page.getByTestId('ent-card');
  readonly cardName = (): Locator => this.page.getByTestId('ent-card-name');
  readonly riskStrip = (): Locator => this.page.getByTestId('risk-strip');
  readonly watchStrip = (): Locator => this.page.getByTestId('watch-strip');
  readonly riskItem = (kind: string): Locator => this.page.getByTestId(`risk-item-${kind}`);

  async open() {
    await this.page.goto('/bankAssistant/entSearch');
    await expect(this.page.getByTestId('ent-search-page')).toBeVisible();
  }

  /** Type a name and pick it from the type-ahead. */
  async search(name: string) {
    await pickCompany(this.page, 'ent-search-box', name);
    await expect(this.cardName()).toHaveText(name);
  }
}

/** CBA 企业舆情 (`/bankAssistant/publicsenInformation`) and its article page. */
export class PublicsenPage {
  constructor(readonly page: Page) {}

  readonly list = (): Locator => this.page.getByTestId('list-publicsen-news');
  readonly rows = (): Locator => rows(this.list());
  readonly trend = (): Locator => this.page.getByTestId('publicsen-trend');

  async open(query = '') {
    await this.page.goto(`/bankAssistant/publicsenInformation${query}`);
    await expect(this.page.getByTestId('publicsen-page')).toBeVisible();
  }

  /** The list once its load settled (the table says its total). */
  async loaded(): Promise<number> {
    await expect(this.list()).toHaveAttribute('data-total', /^\d+$/);
    return Number(await this.list().getAttribute('data-total'));
  }
}

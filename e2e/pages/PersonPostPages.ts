import { expect, type Locator, type Page } from '@playwright/test';

/** IBA 人员投资任职 (`/investment/allInfo/personPost`, `/list`, `/listCard`): the search and the person's pages. */
export class PersonPostPages {
  constructor(readonly page: Page) {}

  readonly search = (): Locator => this.page.getByTestId('iba-person-post-search-page');
  readonly namesakes = (): Locator => this.page.getByTestId('person-post-namesake');
  readonly personPage = (): Locator => this.page.getByTestId('iba-person-post-page');
  readonly header = (): Locator => this.page.getByTestId('person-post-header');
  readonly table = (): Locator => this.page.getByTestId('list-person-post');
  readonly cards = (): Locator => this.page.getByTestId('person-post-card');
  readonly graph = (): Locator => this.page.getByTestId('person-post-graph');

  /** Search people by name (and part of a company's name); waits for the namesakes or the empty state. */
  async searchName(name: string, company = '') {
    await this.page.getByTestId('person-post-name').fill(name);
    await this.page.getByTestId('person-post-company').fill(company);
    await this.page.getByTestId('person-post-search').click();
    await expect(
      this.page.getByTestId('person-post-suggestions').or(this.page.getByTestId('empty-state')),
    ).toBeVisible();
  }

  /** Pick the person by one of their companies (the company's tag on their card). */
  async pickByCompany(company: string) {
    const tag = this.namesakes().getByTestId('person-post-namesake-company').filter({ hasText: company }).first();
    await tag.click();
    await expect(this.header()).toBeVisible();
  }

  /** The table row (list view) or card (card view) of a company. */
  readonly row = (company: string): Locator => this.table().locator('tbody tr').filter({ hasText: company }).first();
  readonly card = (company: string): Locator => this.cards().filter({ hasText: company }).first();

  /** The role tags of a row or card. */
  async roles(of: Locator): Promise<string[]> {
    return (await of.getByTestId('person-post-role').allInnerTexts()).map((t) => t.trim());
  }
}

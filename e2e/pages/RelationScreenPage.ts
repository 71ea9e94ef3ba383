import { expect, type Page } from '@playwright/test';

/** IBA 关系核查 (`/investment/relation/screen`): parties (companies, natural persons), presets, the answer. */
export class RelationScreenPage {
  constructor(readonly page: Page) {}

  /** A natural person as a party: their name and a company they occur with, picked with the company search. */
  async addPerson(name: string, company: string) {
    await this.page.getByTestId('relation-kind').getByText('自然人').click();
    await this.page.getByTestId('relation-person-name').fill(name);
    await this.page.getByTestId('relation-person-company-search').getByTestId('company-search-input').fill(company);
    const option = this.page.locator('.ant-select-item-option').filter({ hasText: company }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(this.page.getByTestId('relation-person-company')).toHaveText(company);
    await this.page.getByTestId('relation-person-add').click();
    await this.page.getByTestId('relation-kind').getByText('企业').click();
  }
}

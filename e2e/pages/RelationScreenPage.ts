import { expect, type Page } from '@playwright/test';
import { pickCompany } from './parts/companySearch';

/** IBA 关系核查 (`/investment/relation/screen`): parties (companies, natural persons), presets, the answer. */
export class RelationScreenPage {
  constructor(readonly page: Page) {}

  /** A natural person as a party: their name and a company they occur with, picked with the company search. */
  async addPerson(name: string, company: string) {
    await this.page.getByTestId('relation-kind').getByText('自然人').click();
    await this.page.getByTestId('relation-person-name').fill(name);
    await pickCompany(this.page, 'relation-person-company-search', company);
    await expect(this.page.getByTestId('relation-person-company')).toHaveText(company);
    await this.page.getByTestId('relation-person-add').click();
    await this.page.getByTestId('relation-kind').getByText('企业').click();
  }
}

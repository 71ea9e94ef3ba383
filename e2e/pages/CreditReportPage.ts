import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';
import { pickCompany } from './parts/companySearch';

/** PRMA 合作方资信报告 (`/merchants/merchantsCredit`): pick a company, generate, read, compare, download. */
export class CreditReportPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('credit-report-page');
  readonly company = (): Locator => this.page.getByTestId('credit-company');
  readonly generate = (): Locator => this.page.getByTestId('credit-generate');
  readonly report = (): Locator => this.page.getByTestId('credit-report');
  readonly score = (): Locator => this.page.getByTestId('credit-score');
  readonly grade = (): Locator => this.page.getByTestId('credit-grade');
  readonly dimensions = (): Locator => rows(this.page.getByTestId('credit-dimensions'));
  readonly findings = (): Locator => this.page.getByTestId('credit-finding');
  readonly footnotes = (): Locator => this.page.getByTestId('credit-footnotes').locator('li');
  readonly history = (): Locator => this.page.getByTestId('credit-history-item');
  readonly comparison = (): Locator => this.page.getByTestId('credit-comparison');
  readonly pdf = (): Locator => this.page.getByTestId('credit-pdf');

  async open() {
    await this.page.goto('/merchants/merchantsCredit');
    await expect(this.root()).toBeVisible();
  }

  /** Pick a company by name from the search box's suggestions. */
  async pick(name: string) {
    await pickCompany(this.page, 'credit-company-search', name);
    await expect(this.company()).toHaveText(name);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { pickCompany } from './parts/companySearch';
import { rows } from './parts/table';

/** PRMA 尽职调查 (`/apps/relation/dueDiligence`): pick a company, its key persons and their private sphere. */
export class DueDiligencePage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('due-diligence-page');
  readonly company = (): Locator => this.page.getByTestId('dd-company');
  readonly grade = (): Locator => this.root().getByTestId('risk-grade').first();
  readonly persons = (): Locator => this.page.getByTestId('dd-person');
  readonly person = (personId: string): Locator =>
    this.page.locator('.ant-collapse-item').filter({ has: this.page.locator(`[data-person-id="${personId}"]`) });
  readonly createReport = (): Locator => this.page.getByTestId('dd-create-report');

  async open() {
    await this.page.goto('/apps/relation/dueDiligence');
    await expect(this.root()).toBeVisible();
  }

  async pick(name: string) {
    await pickCompany(this.page, 'dd-company-search', name);
    await expect(this.company()).toHaveText(name);
  }

  /** Open a person's panel (unless open) and answer its sphere table's company links. */
  async sphereOf(personId: string): Promise<Locator> {
    const item = this.person(personId);
    if (!(await item.getAttribute('class'))?.includes('ant-collapse-item-active'))
      await item.locator('.ant-collapse-header').click();
    return item.getByTestId('dd-sphere-company');
  }
}

/** PRMA 生成尽调报告 (`/apps/relation/createReport`). */
export class DdCreateReportPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('dd-create-report-page');
  readonly company = (): Locator => this.page.getByTestId('dd-report-company');
  readonly dimension = (title: string): Locator =>
    this.page.getByTestId('dd-dimensions').locator('label.ant-checkbox-wrapper').filter({ hasText: title });
  readonly counterparts = (): Locator => this.page.getByTestId('dd-counterpart');
  readonly submit = (): Locator => this.page.getByTestId('dd-report-submit');

  async addCounterpart(name: string) {
    await pickCompany(this.page, 'dd-counterpart-search', name);
    await expect(this.counterparts().filter({ hasText: name })).toBeVisible();
  }
}

/** PRMA 尽调报告记录 (`/apps/relation/reportList`). */
export class DdReportListPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('dd-report-list-page');
  readonly rows = (): Locator => rows(this.page.getByTestId('dd-reports'));
  readonly state = (row: Locator): Locator => row.getByTestId('dd-report-state');
  readonly download = (row: Locator): Locator => row.getByTestId('dd-report-download');
}

import { expect, type Locator, type Page } from '@playwright/test';
import { rows } from './parts/table';
import { pickCompany } from './parts/companySearch';

/** PRMA 名单筛查 (`/apps/prma/screening`): new runs and the run list; 名单管理 with list loads and the grey list. */
export class ScreeningPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('screening-page');
  readonly lists = (): Locator => rows(this.page.getByTestId('screening-lists'));

  async open() {
    await this.page.goto('/apps/prma/screening');
    await expect(this.root()).toBeVisible();
  }

  async tab(title: '筛查' | '名单管理') {
    await this.root().getByRole('tab', { name: title }).click();
  }

  /** Load a list file under a name, on the 名单管理 tab. */
  async loadList(listName: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.tab('名单管理');
    await this.page.getByTestId('screening-list-name').fill(listName);
    await this.page.getByTestId('screening-list-file').locator('input[type=file]').setInputFiles(file);
  }

  /** Pick a company from the search's suggestions and start a run. */
  async screen(name: string) {
    await this.tab('筛查');
    await pickCompany(this.page, 'screening-company-search', name);
    await expect(this.page.getByTestId('screening-picked')).toContainText(name);
    await this.page.getByTestId('screening-start').click();
  }
}

/** A run's page (`/apps/prma/screening/run?runId=`). */
export class ScreeningRunPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('screening-run-page');
  readonly hitCount = (): Locator => this.page.getByTestId('screening-hit-count');
  readonly hits = (): Locator => rows(this.page.getByTestId('screening-hits'));
  readonly snapshotSha = (): Locator => this.page.getByTestId('screening-snapshot-sha');
  readonly pdfSha = (): Locator => this.page.getByTestId('screening-pdf-sha');
  readonly download = (): Locator => this.page.getByTestId('screening-download');
  readonly regenerate = (): Locator => this.page.getByTestId('screening-regenerate');
  readonly regenerated = (): Locator => this.page.getByTestId('screening-regenerated');
  readonly rerun = (): Locator => this.page.getByTestId('screening-rerun');
  readonly comparison = (): Locator => this.page.getByTestId('screening-comparison');

  /** The run is done when its hit count shows (the page follows its progress until then). */
  async done() {
    await expect(this.hitCount()).toBeVisible({ timeout: 60_000 });
  }
}

import type { Locator, Page } from '@playwright/test';
import { rows } from './parts/table';

/** CBA 画像生成记录 (`/bankAssistant/reportList`): the profile reports, their states and PDFs. */
export class ReportListPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('report-list-page');
  /** The rows of a company's reports, newest first. */
  readonly reports = (companyName: string): Locator =>
    rows(this.page.getByTestId('reports')).filter({ hasText: companyName });
  readonly state = (row: Locator): Locator => row.getByTestId('report-state');
  readonly download = (row: Locator): Locator => row.getByTestId('report-download');
  readonly regenerate = (row: Locator): Locator => row.getByTestId('report-regenerate');
}

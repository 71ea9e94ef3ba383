import type { Locator, Page } from '@playwright/test';
import { rows } from './parts/table';

/** 名单导出记录 (CBA `/bankAssistant/exportList`, IBA `/investment/exportList`): the export jobs, their states and files. */
export class ExportListPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('export-list-page');
  /** The row of a job, by its name. */
  readonly job = (name: string): Locator => rows(this.page.getByTestId('export-jobs')).filter({ hasText: name });
  readonly state = (name: string): Locator => this.job(name).getByTestId('export-job-state');
  readonly download = (name: string): Locator => this.job(name).getByTestId('export-job-download');
}

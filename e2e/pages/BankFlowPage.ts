import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { chooseOption } from '../support/antd';
import { rows } from './parts/table';

/** IBA 银行流水分析 (`/investment/bank/flow`): the analysis projects, one project, its upload dialog and results. */
export class BankFlowPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('bank-flow-page');
  readonly analyses = (): Locator => this.page.getByTestId('bank-flow-analyses');
  readonly analysis = (): Locator => this.page.getByTestId('bank-flow-analysis');
  readonly uploadDialog = (): Locator => this.page.getByTestId('bank-flow-upload-dialog');
  readonly result = (): Locator => this.page.getByTestId('bank-flow-result');
  readonly flagTable = (): Locator => this.page.getByTestId('bank-flow-flag-table');
  readonly drawer = (): Locator => this.page.getByTestId('bank-flow-flag-drawer');

  async open(analysisId?: number) {
    await this.page.goto(`/investment/bank/flow${analysisId ? `?analysisId=${analysisId}` : ''}`);
    await expect(this.root()).toBeVisible();
    await expect(analysisId ? this.analysis() : this.analyses()).toBeVisible();
  }

  /** The id of the project open now (from the address). */
  analysisId(): number {
    return Number(new URL(this.page.url()).searchParams.get('analysisId'));
  }

  /** Choose an option of an antd select (see support/antd). */
  async choose(select: Locator, option: string | RegExp) {
    await chooseOption(this.page, select, option);
  }

  /** 新建分析项目 with a reviewer (by username); the page opens the new project. */
  async create(name: string, reviewer: string) {
    await this.page.getByTestId('bank-flow-new').click();
    const dialog = this.page.getByTestId('bank-flow-create-dialog');
    await dialog.getByTestId('bank-flow-create-name').fill(name);
    await this.choose(dialog.getByTestId('bank-flow-create-reviewer'), `（${reviewer}）`);
    await dialog.getByRole('button', { name: /创\s?建/ }).click();
    await expect(this.page.getByTestId('bank-flow-analysis-title')).toHaveText(name);
    return this.analysisId();
  }

  /** Add a register company as a subject, with its role (chosen: none is preset). */
  async addCompany(name: string, role = '发行人') {
    await this.page.getByTestId('bank-flow-add-subject').click();
    const dialog = this.page.getByTestId('bank-flow-subject-dialog');
    const search = dialog.getByTestId('bank-flow-subject-search');
    await search.getByTestId('company-search-input').fill(name);
    await search.getByTestId('company-search-submit').click();
    const results = this.page.getByTestId('company-search-results');
    await results.locator('tbody tr').filter({ hasText: name }).first().click();
    await expect(dialog.getByTestId('bank-flow-subject-company')).toHaveText(`已选择：${name}`);
    await dialog.getByTestId('bank-flow-subject-role').getByText(role, { exact: true }).click();
    await dialog.getByTestId('bank-flow-subject-ok').click();
    await expect(this.subject(name)).toBeVisible();
  }

  /** Add a natural person by name as a subject, with its role. */
  async addPerson(name: string, role: string) {
    await this.page.getByTestId('bank-flow-add-subject').click();
    const dialog = this.page.getByTestId('bank-flow-subject-dialog');
    await dialog.getByTestId('bank-flow-subject-kind').getByText('自然人', { exact: true }).click();
    await dialog.getByTestId('bank-flow-subject-name').fill(name);
    await dialog.getByTestId('bank-flow-subject-role').getByText(role, { exact: true }).click();
    await dialog.getByTestId('bank-flow-subject-ok').click();
    await expect(this.subject(name)).toBeVisible();
  }

  readonly subject = (name: string): Locator =>
    this.page.locator(`[data-testid="bank-flow-subject"][data-name="${name}"]`);

  /** 上传流水 for a subject: choose the file and wait for the column mapping. */
  async upload(subject: string, file: string) {
    await this.subject(subject).getByTestId('bank-flow-upload').click();
    await this.uploadDialog().getByTestId('bank-flow-upload-file').locator('input[type=file]').setInputFiles(file);
    await expect(this.uploadDialog().getByTestId('bank-flow-mapping')).toBeVisible();
  }

  /** The preview's check of a statement against its subject, by its code (holderMismatch, accountTaken …). */
  readonly check = (code: string): Locator =>
    this.uploadDialog().locator(`[data-testid="bank-flow-check"][data-code="${code}"]`);

  /** The select of the mapping row for a file column. */
  readonly mappingSelect = (header: string): Locator =>
    this.uploadDialog().locator(`[data-testid="bank-flow-mapping-select"][data-header="${header}"]`);

  /** Open a result tab by its title. */
  async tab(title: string) {
    await this.result()
      .getByRole('tab', { name: new RegExp(title) })
      .click();
  }

  /** The flag table's rows, once loaded. */
  async flagRows(): Promise<Locator> {
    await expect(this.flagTable()).toHaveAttribute('data-total', /^\d+$/);
    return rows(this.flagTable());
  }

  /** The window as the user sees it (the shell's header is fixed), kept beside the test's output and in its report. */
  async snapshot(testInfo: TestInfo, name: string, show?: Locator) {
    await show?.scrollIntoViewIfNeeded();
    const path = testInfo.outputPath(`${name}.png`);
    await this.page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** PRMA 重点排查 (`/apps/relation/relationDD`): upload a list, see its companies grouped into 集团1 … with paths. */
export class KeySurveyPage {
  constructor(readonly page: Page) {}

  readonly root = (): Locator => this.page.getByTestId('relation-dd-page');
  readonly result = (): Locator => this.page.getByTestId('key-survey-result');
  readonly groups = (): Locator => this.page.getByTestId('key-survey-group');
  readonly group = (name: string): Locator => this.groups().filter({ hasText: `${name}（` });
  readonly unrelated = (): Locator => this.page.getByTestId('key-survey-unrelated');
  readonly limit = (): Locator => this.page.getByTestId('key-survey-limit');

  async open() {
    await this.page.goto('/apps/relation/relationDD');
    await expect(this.root()).toBeVisible();
  }

  /** Upload a spreadsheet through the shared import dialog and start the survey on it. */
  async upload(file: string, rows: number) {
    await this.page.getByTestId('key-survey-upload').click();
    await this.page.getByTestId('import-choose').locator('input[type=file]').setInputFiles(file);
    await expect(this.page.getByTestId('import-summary')).toContainText(`共 ${rows} 条，匹配成功 ${rows} 条`);
    await this.page.getByTestId('import-confirm').click();
    await expect(this.page.getByTestId('import-choose')).toHaveCount(0);
  }
}

/** 已上传名单, 企业关系挖掘 and 供应商风险排查: the other key-survey pages. */
export class KeySurveyListPages {
  constructor(readonly page: Page) {}

  async openUploaded() {
    await this.page.goto('/apps/relation/uploadedFlag');
    await expect(this.page.getByTestId('uploaded-flag-page')).toBeVisible();
    return this.page.getByTestId('list-key-survey-files');
  }

  async openMining(fileId: number) {
    await this.page.goto(`/apps/relation/enterpriseRelationshipMining?fileId=${fileId}`);
    await expect(this.page.getByTestId('relationship-mining-page')).toBeVisible();
    return this.page.getByTestId('mining-pairs');
  }

  async openSupplierRisk(fileId: number) {
    await this.page.goto(`/apps/relation/SupplierRiskInvestigation?fileId=${fileId}`);
    await expect(this.page.getByTestId('supplier-risk-page')).toBeVisible();
    return this.page.getByTestId('list-supplier-risk');
  }
}

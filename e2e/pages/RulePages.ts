import { expect, type Locator, type Page } from '@playwright/test';
import { dialog } from './parts/dialog';

/** SCS 规则配置: 同一客户分组规则 (`…/ruleConfiguration/groupRules`) and 标签规则 (`…/labelRules`). */
export class RulePages {
  constructor(readonly page: Page) {}

  readonly groupRules = (): Locator => this.page.getByTestId('scs-group-rules-page');
  /** The main table's line of a criterion (control, family, guarantee, dependence, influence). */
  readonly ruleRow = (criterion: string): Locator => this.page.getByTestId(`scs-rule-row-${criterion}`);
  readonly history = (): Locator => this.page.getByTestId('scs-rule-history');
  readonly dryRunText = (): Locator => this.page.getByTestId('scs-dryrun-text');
  readonly dryRun = (): Locator => this.page.getByTestId('scs-dryrun');
  readonly modal = (title: string): Locator => dialog(this.page, title);

  readonly labelRules = (): Locator => this.page.getByTestId('scs-label-rules-page');
  readonly labelRow = (name: string): Locator => this.page.getByTestId(`scs-label-row-${name}`);
  readonly previewText = (): Locator => this.page.getByTestId('scs-label-preview-text');

  /** Edit a rule's threshold (percent) and effective date, and save it as a draft. */
  async editRule(criterion: string, fields: { thresholdLabel: string; threshold: number; effectiveDate: string }) {
    await this.ruleRow(criterion).getByTestId('scs-rule-edit').click();
    const modal = this.modal('编辑规则草稿');
    await expect(modal).toBeVisible();
    await modal.getByLabel(fields.thresholdLabel).fill(String(fields.threshold));
    await modal.getByLabel('生效日期').fill(fields.effectiveDate);
    await modal.getByTestId('scs-rule-save').click();
    await expect(modal).toBeHidden();
    await expect(this.ruleRow(criterion).getByTestId('scs-rule-status')).toHaveText('草稿');
  }

  /** Submit the criterion's draft for review with a reason. */
  async submitRule(criterion: string, reason: string) {
    await this.ruleRow(criterion).getByTestId('scs-rule-submit').click();
    const modal = this.modal('提交复核');
    await modal.getByTestId('scs-rule-reason').fill(reason);
    await modal.getByTestId('scs-rule-submit-ok').click();
    await expect(modal).toBeHidden();
    await expect(this.ruleRow(criterion).getByTestId('scs-rule-status')).toHaveText('待复核');
  }

  /** A new label rule on 总敞口 above an amount, saved as a draft. */
  async newLabel(name: string, amount: number) {
    await this.labelRules().getByTestId('scs-label-new').click();
    const modal = this.modal('新建标签规则');
    await expect(modal).toBeVisible();
    await modal.getByTestId('scs-label-name').fill(name);
    // The first condition is 总敞口 大于 0: set its amount.
    await modal.getByRole('spinbutton').first().fill(String(amount));
    await modal.getByTestId('scs-label-save').click();
    await expect(modal).toBeHidden();
    await expect(this.labelRow(name).getByTestId('scs-rule-status')).toHaveText('草稿');
  }
}

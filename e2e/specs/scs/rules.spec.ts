import { expect, test } from '@playwright/test';
import { DataReviewPages } from '../../pages/DataReviewPages';
import { RulePages } from '../../pages/RulePages';
import { ShellPage } from '../../pages/ShellPage';
import { TABLE_ROW } from '../../pages/parts/table';

// The rule is published with an effective date far ahead, so the identification runs of the specs sharing
// this server keep the rules in effect today.
const FUTURE = '2099-12-31';

test('同一客户分组规则: a threshold edited, dry-run, submitted, approved in 数据复核 and published', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const rules = new RulePages(page);
  const review = new DataReviewPages(page);
  const reason = `经济依存口径调整${String(Date.now()).slice(-6)}`;

  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('同一客户管理', '规则配置', '同一客户分组规则');
  await expect(rules.ruleRow('dependence').getByTestId('scs-rule-threshold-value')).toBeVisible();
  await rules.editRule('dependence', {
    thresholdLabel: '依存占比（不低于）（%）',
    threshold: 60,
    effectiveDate: FUTURE,
  });
  await expect(rules.ruleRow('dependence').getByTestId('scs-rule-threshold-value')).toHaveText('60%');
  const version = (await rules.ruleRow('dependence').getByTestId('scs-rule-version').innerText()).trim();

  // Submitting waits for a dry run of this very draft.
  await expect(rules.ruleRow('dependence').getByTestId('scs-rule-submit')).toBeDisabled();
  await rules.ruleRow('dependence').getByTestId('scs-rule-dryrun').click();
  await expect(rules.dryRunText()).toHaveText(/^将新增 \d+ 组、变更 \d+ 组、解散 \d+ 组$/);
  const impact = (await rules.dryRunText().innerText()).trim();
  await rules.submitRule('dependence', reason);

  // An administrator (another role) sees the impact in 数据复核 and approves.
  await shell.signIn('DEMO', 'admin');
  await shell.openFromMenu('同一客户管理', '数据管理', '数据复核');
  await expect(review.review()).toBeVisible();
  await expect(review.changeRow(reason)).toContainText(impact);
  await review.changeRow(reason).getByTestId('scs-change-view').click();
  await expect(review.drawer().getByTestId('scs-change-reason')).toHaveText(reason);
  // The checker sees the rule in force before and the draft after, field by field in Chinese (issue 36), never
  // 「（无）」 before nor the draft's ruleId / contentHash.
  await expect(review.before()).not.toHaveText('（无）');
  await expect(review.before()).toContainText('阈值');
  await expect(review.after()).toContainText('60%');
  await expect(review.after()).toContainText(FUTURE);
  await expect(review.drawer()).not.toContainText(/ruleId|contentHash/);
  await review.approve().click();
  await expect(review.drawer()).toBeHidden();

  await shell.openFromMenu('同一客户管理', '规则配置', '同一客户分组规则');
  const published = rules
    .history()
    .locator(TABLE_ROW)
    .filter({ hasText: '经济依存' })
    .filter({ hasText: version })
    .filter({ hasText: FUTURE });
  await expect(published.getByTestId('scs-rule-status')).toHaveText('已发布（未生效）');
});

test('标签规则: a condition built and previewed before submitting', async ({ page }) => {
  const shell = new ShellPage(page);
  const rules = new RulePages(page);
  const name = `大额客户${String(Date.now()).slice(-5)}`;

  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('同一客户管理', '规则配置', '标签规则');
  await expect(rules.labelRules()).toBeVisible();
  await rules.newLabel(name, 1);
  await expect(rules.labelRow(name)).toContainText('总敞口大于1');
  await expect(rules.labelRow(name).getByTestId('scs-label-submit')).toBeDisabled();
  await rules.labelRow(name).getByTestId('scs-label-preview-button').click();
  await expect(rules.previewText()).toHaveText(/^命中 \d+ 户客户（本行客户共 \d+ 户）$/);
  await expect(rules.labelRow(name).getByTestId('scs-label-submit')).toBeEnabled();
});

import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from '../../support/antd';
import { ScsApplicationPages } from '../../pages/ScsApplicationPages';
import { SameCustomerPages } from '../../pages/SameCustomerPages';
import { ShellPage } from '../../pages/ShellPage';

/** DEMO's analyst runs 同一客户's identification, then opens an 应用服务 page; its page objects. */
async function afterIdentification(page: Page, entry: string) {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('同一客户管理', '同一客户');
  await new SameCustomerPages(page).runIdentification();
  await shell.openFromMenu('同一客户管理', '应用服务', entry);
  return new ScsApplicationPages(page);
}

test('关系挖掘: the demo guarantee circle shows, and a link is pushed as an identification suggestion', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const app = new ScsApplicationPages(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('同一客户管理', '应用服务', '关系挖掘');
  await expect(app.miningPage()).toBeVisible();
  // The demo seed has one mutual-guarantee circle of three customers.
  await expect(app.circles().first()).toBeVisible();
  await expect(app.circles().first()).toContainText('担保圈');
  await expect(app.circles().first().locator('a')).toHaveCount(4);

  await app.filterLinks('担保圈');
  await expect(app.linkRows().first().getByTestId('scs-mining-type-tag').filter({ hasText: '担保圈' })).toBeVisible();
  await expect(app.linkRows().first().getByTestId('scs-mining-evidence')).toContainText('互保');
  const pushed = await app.pushFirstLink();
  await expect(pushed.getByTestId('scs-mining-pushed')).toHaveText('已推送');
});

test('统一授信: a group limit and allocations, a refused over-allocation, a warning tag and a failing 授信测算', async ({
  page,
}) => {
  const app = await afterIdentification(page, '统一授信');
  await expect(app.creditPage()).toBeVisible();
  await expect(page.getByTestId('scs-credit-footnote')).toContainText('2018');
  // Each limit with its own base and article (issue 36): exposures of 一级资本净额, the loan balance of 资本净额.
  const limits = page.getByTestId('scs-credit-limits');
  await expect(limits).toContainText('非同业单一客户风险暴露 ≤ 一级资本净额的15%');
  await expect(limits).toContainText('一组非同业关联客户风险暴露 ≤ 一级资本净额的20%');
  await expect(limits).toContainText('同业单一客户或集团客户风险暴露 ≤ 一级资本净额的25%');
  await expect(limits).toContainText('单一客户贷款余额 ≤ 资本净额的10%');
  for (const article of ['第十六条', '第十七条', '第十八条', '《商业银行法》第三十九条'])
    await expect(limits).toContainText(article);
  await app.openFirstCreditGroup();
  // The group's measure names its base and article; each member has its exposure and its loan-balance measure.
  await expect(page.getByTestId('scs-credit-measure')).toContainText(/（上限：一级资本净额的(20|25)%）/);
  await expect(page.getByTestId('scs-credit-measure')).toContainText(/第十[七八]条/);
  const first = app.memberRows().first();
  await expect(first.locator('[data-testid="scs-member-measure"][data-key="loan"]')).toContainText(
    '（上限：资本净额的10%）',
  );

  // A small group limit: the group's exposure is over it, so its usage shows the 100% warning.
  await app.setGroupLimit('100');
  await expect(page.getByText('已保存集团授信额度')).toBeVisible();
  await expect(page.getByTestId('scs-credit-group-usage')).toHaveAttribute('data-step', '1');
  await expect(page.getByTestId('scs-credit-warning').first()).toContainText('100%预警');

  // Member limits over the group limit are refused with the reason.
  await app.setMemberLimit(0, '200');
  await expect(page.getByText(/成员额度合计.*超过集团授信额度/)).toBeVisible();
  await app.setMemberLimit(0, '60');
  await expect(page.getByText('已保存成员额度')).toBeVisible();
  // The usage chart draws the member's new limit as its mark.
  const usage = page.getByTestId('scs-credit-usage-chart');
  await expect(usage).toHaveAttribute('data-drawn', 'true');
  await expect(
    usage.getByTestId('scs-credit-usage-chart-datum').filter({ hasText: '成员授信额度：60.00万元' }),
  ).toHaveCount(1);

  const member = (await app.memberRows().first().locator('a').first().textContent())!.trim();
  await app.simulate(member, '500');
  await expect(page.getByTestId('scs-sim-result')).toContainText('测算未通过');
  await expect(page.getByTestId('scs-sim-broken').first()).toContainText(/超出(成员|集团)可用额度/);
});

test('风险预警: a scan, a 成员风险传导 warning, assigned and closed with a note', async ({ page }) => {
  const app = await afterIdentification(page, '风险预警');
  await expect(app.warningPage()).toBeVisible();
  expect(await app.scan()).toBeGreaterThan(0);

  // Open warnings come first; the first one of the propagated is 待处理 on this fresh scan.
  await app.filterWarnings('scs-warning-source', '成员风险传导');
  const row = app.warningRows().first();
  await expect(row.getByTestId('scs-warning-propagated')).toHaveText('成员风险传导');
  const title = (await row.getByTestId('scs-warning-title').textContent())!;

  await chooseOption(page, row.getByTestId('scs-warning-assignee'), /./);
  await expect(row.getByTestId('scs-warning-status-tag')).toHaveText('处理中');

  const target = app
    .warningRows()
    .filter({ hasText: title.slice(0, 40) })
    .first();
  await target.getByTestId('scs-warning-resolve').click();
  await page.getByTestId('scs-warning-note').fill('已与客户经理核实，压降集团授信');
  await page.getByTestId('scs-warning-close-ok').click();
  await expect(page.getByText('已更新预警')).toBeVisible();

  await app.filterWarnings('scs-warning-status', '已处置');
  const closed = app.warningRows().filter({ hasText: '已与客户经理核实，压降集团授信' }).first();
  await expect(closed.getByTestId('scs-warning-status-tag')).toHaveText('已处置');
});

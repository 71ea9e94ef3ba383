import { expect, test } from '@playwright/test';
import { DataReviewPages } from '../../pages/DataReviewPages';
import { SameCustomerPages } from '../../pages/SameCustomerPages';
import { ShellPage } from '../../pages/ShellPage';
import { chooseOption } from '../../support/antd';
import { rows as tableRows } from '../../pages/parts/table';

test('同一客户: confirming a suggested member goes to review, shows 待复核, and a reviewer’s rejection clears it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const maker = await browser.newPage();
  const scs = new SameCustomerPages(maker);
  await new ShellPage(maker).signIn('DEMO', 'analyst');
  await maker.goto('/sameCustomerSystem/sameCustomer');
  await scs.runIdentification();
  await chooseOption(maker, maker.getByTestId('scs-group-status-filter'), '待确认');
  // A group small enough for its members to fit the table's first page, read once the filtered list is in (the
  // unfiltered one stays in view while it loads).
  const rows = tableRows(scs.groups());
  await expect(rows.filter({ hasNotText: '待确认' })).toHaveCount(0);
  await scs.loaded();
  const sizes = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[2]?.textContent)));
  const small = rows.nth(sizes.findIndex((n) => n <= 10)).getByTestId('scs-group-name');
  const group = (await small.textContent())!.trim();
  await small.click();
  await expect(scs.title()).toHaveText(group);

  // A suggested member (关联) is confirmed with a reason: nothing changes yet, the action waits for review.
  const row = scs
    .memberRows()
    .filter({ has: maker.getByTestId('scs-member-confirm') })
    .first();
  const member = (await row.getByTestId('scs-member-link').textContent())!.trim();
  await row.getByTestId('scs-member-confirm').click();
  const dialog = maker.getByRole('dialog', { name: '确认建议成员' });
  await expect(dialog).toContainText(member);
  await dialog.getByTestId('scs-reason').fill('授信审查确认与核心企业存在互保关系');
  await dialog.getByRole('button', { name: '提交复核' }).click();
  await expect(dialog).toBeHidden();
  const memberRow = scs.memberRows().filter({ hasText: member });
  await expect(memberRow.getByTestId('scs-member-pending')).toContainText('待复核');
  await expect(memberRow.getByTestId('scs-member-confirm')).toHaveCount(0);
  const summary = `确认 ${member} 为 ${group} 成员`;
  await expect(maker.getByTestId('scs-group-pending')).toContainText(summary);

  // Another user of another role rejects it in 数据复核, with the reason why.
  const checker = await browser.newPage();
  const review = new DataReviewPages(checker);
  await new ShellPage(checker).signIn('DEMO', 'admin');
  await checker.goto('/sameCustomerSystem/dataManagement/dataReview');
  await review.openChange(summary);
  await review.drawer().getByTestId('scs-review-comment').fill('担保合同已解除，不予确认');
  await review.drawer().getByTestId('scs-reject').click();
  await expect(review.drawer()).toBeHidden();
  await review.tab('已驳回');
  await review.openChange(summary);
  await expect(review.drawer().getByTestId('scs-change-status')).toHaveText('已驳回');
  await expect(review.drawer()).toContainText('担保合同已解除，不予确认');

  // Back on the group: nothing waits, and the member can be acted on again.
  await maker.reload();
  await expect(scs.title()).toHaveText(group);
  await expect(memberRow.getByTestId('scs-member-confirm')).toBeVisible();
  await expect(memberRow.getByTestId('scs-member-pending')).toHaveCount(0);
});

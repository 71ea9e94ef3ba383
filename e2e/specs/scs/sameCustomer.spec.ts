import { expect, test } from '@playwright/test';
import { SameCustomerPages } from '../../pages/SameCustomerPages';
import { ShellPage } from '../../pages/ShellPage';
import { OFFICE_SCREEN, overflowingTables } from '../../support/tableFit';

test('同一客户: run the identification, see a group with its reasons, open a member as a single customer', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const scs = new SameCustomerPages(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('同一客户管理', '同一客户');
  await expect(scs.listPage()).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);

  // The demo book has groups: the seed put group members among the customers.
  await scs.runIdentification();
  await expect(scs.runSummary()).toContainText(/识别组 [1-9]\d* 个/);
  // The run says which maintained family ties it used (issue 36): none silently.
  await expect(scs.runSummary().getByTestId('scs-run-family')).toContainText(/^本次识别(使用|未使用)家族关系/);
  expect(await scs.loaded()).toBeGreaterThan(0);

  const group = await scs.openFirstGroup();
  expect(group).toMatch(/集团|担保圈$/);
  expect(await scs.memberRows().count()).toBeGreaterThanOrEqual(2);
  // The core first: 母公司 when it controls the other members, else 核心企业 (the apex is named apart).
  await expect(scs.memberRows().first()).toContainText(/母公司|核心企业/);
  // 顶层控制方: the top of the control chains is named apart from the core, with what it is to the bank (issue 36).
  await expect(page.getByTestId('scs-group-apex')).toHaveText(
    /（(自然人|本组成员|本机构客户，未入本组|非本机构客户|非控制关系组)）$/,
  );
  // Each member has a reason with evidence: control (持股 or 分支机构) or a guarantee.
  await expect(scs.reasons().first()).toContainText(/实控人|控制|分支机构|担保/);
  await expect(page.getByTestId('scs-evidence').first()).toBeVisible();
  // Issue 41: on a 1,440 px screen the members fit, 敞口合计 and 确认/驳回 in view without scrolling.
  await page.setViewportSize(OFFICE_SCREEN);
  expect(await overflowingTables(page)).toEqual([]);

  // A member opens its single-customer page: its group, exposures by product.
  await scs.openMember(1);
  await expect(page).toHaveURL(/\/sameCustomerSystem\/detailsCustomer\?entId=/);
  await expect(scs.customerGroup()).toHaveText(group);
  await expect(page.getByTestId('scs-customer-reason')).toBeVisible();
  await expect(scs.exposureRows()).toHaveCount(6);
  await expect(scs.exposureRows().last()).toContainText('合计');

  // The group link leads back to the group.
  await scs.customerGroup().click();
  await expect(scs.title()).toHaveText(group);
});

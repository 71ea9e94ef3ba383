import { expect, test } from '@playwright/test';
import { GroupManagePage, MonitoringPage } from '../../pages/MonitorPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';
import { TABLE_ROW } from '../../pages/parts/table';

test('分组管理 lists the groups with their counts; rename, default for additions, move companies, delete', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  const companies = (await hotCompanies(page)).slice(8, 10);
  expect(companies).toHaveLength(2);
  const entIds = companies.map((c) => c.entId);
  await callApi(page, 'POST', '/esee/monitorManage/cancelMonitorObj', { entIds });

  // From the side menu: its own page, not the monitoring page.
  await shell.openFromMenu('企业监控', '分组管理');
  const groups = new GroupManagePage(page);
  await expect(groups.root()).toBeVisible();
  await expect(page.getByTestId('monitor-page')).toHaveCount(0);
  await expect(groups.row('默认分组')).toContainText('系统分组');

  const stamp = Date.now() % 100000;
  const [first, second] = [`客户甲${stamp}`, `客户乙${stamp}`];
  await groups.create(first);
  await groups.create(second);
  // Two companies in the first group.
  const created = await callApi<{ groupId: number; groupName: string }[]>(page, 'POST', '/esee/groupManager/listGroup');
  const firstId = created.data.find((g) => g.groupName === first)!.groupId;
  await callApi(page, 'POST', '/esee/monitorManage/addMonitorObj', { entIds, groupId: firstId });
  await page.reload();
  await expect(groups.row(first).getByTestId('group-count')).toHaveText('2 家');
  // 默认分组 can be neither renamed nor deleted.
  await expect(groups.row('默认分组').getByText('重命名')).toHaveCount(0);
  await expect(groups.row('默认分组').getByText('删除')).toHaveCount(0);

  // The second group takes companies added without a group.
  await groups.row(second).getByText('设为默认添加').click();
  await expect(groups.row(second).getByTestId('group-receives-new')).toBeVisible();
  await expect(groups.row(second).getByText('设为默认添加')).toHaveCount(0);
  await expect(groups.row('默认分组').getByText('设为默认添加')).toBeVisible();

  // Renamed.
  const renamed = `${first}改`;
  await groups.row(first).getByText('重命名').click();
  await page.getByTestId('group-name').fill(renamed);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(groups.row(renamed).getByTestId('group-count')).toHaveText('2 家');
  await expect(groups.row(first)).toHaveCount(0);

  // One company moved to the second group.
  await groups.row(renamed).getByText('移动企业').click();
  const move = page.getByTestId('group-move-dialog');
  await expect(move.getByTestId('group-move-submit')).toBeDisabled();
  await move.getByTestId('group-move-target').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: second })
    .first()
    .click();
  await move
    .getByTestId('group-move-companies')
    .locator(TABLE_ROW)
    .filter({ hasText: companies[0]!.orgName })
    .getByRole('checkbox')
    .check();
  await move.getByTestId('group-move-submit').click();
  await expect(move.getByTestId('group-move-companies')).toHaveAttribute('data-total', '1');
  await testInfo.attach('move', { body: await page.screenshot(), contentType: 'image/png' });
  await move.getByRole('button', { name: /完\s*成/ }).click();
  await expect(groups.row(renamed).getByTestId('group-count')).toHaveText('1 家');
  await expect(groups.row(second).getByTestId('group-count')).toHaveText('1 家');

  // Deleted, its company moved: the safe choice is the one offered first.
  await groups.row(renamed).getByText('删除').click();
  const remove = page.getByTestId('group-delete-dialog');
  await expect(remove).toContainText('分组中有 1 家监控企业');
  await expect(remove.getByRole('radio', { checked: true })).toHaveAccessibleName(/移动到/);
  await remove.getByText(`移动到「${second}」`).click();
  await remove.getByRole('button', { name: /删\s*除/ }).click();
  await expect(groups.row(renamed)).toHaveCount(0);
  await expect(groups.row(second).getByTestId('group-count')).toHaveText('2 家');
  await testInfo.attach('groups', { body: await page.screenshot(), contentType: 'image/png' });

  // The count leads to the group's companies.
  await groups.row(second).getByTestId('group-count').click();
  const monitor = new MonitoringPage(page);
  await expect(monitor.title()).toHaveText(`${second}（2）`);
  for (const c of companies) await expect(monitor.list()).toContainText(c.orgName);

  // Deleted with its companies: they leave monitoring, and 默认分组 takes additions again.
  await groups.open();
  await groups.row(second).getByText('删除').click();
  await remove.getByText('取消这些企业的监控').click();
  await remove.getByRole('button', { name: /删\s*除/ }).click();
  await expect(groups.row(second)).toHaveCount(0);
  await expect(groups.row('默认分组').getByTestId('group-receives-new')).toBeVisible();
  const still = await callApi<{ exist: boolean }>(page, 'POST', '/esee/groupManager/isExistMonitorEnt', {
    entId: entIds[0],
  });
  expect(still.data.exist).toBe(false);
});

import { expect, test } from '@playwright/test';
import { ManagementPages } from '../../pages/ManagementPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

interface Unit {
  id: number;
  name: string;
  children: Unit[];
}

test('a manager renames a menu entry, and sees department and role changes in 架构变更 and 权限变更', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).slice(-5);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  const mgmt = new ManagementPages(page);

  // 权限名称设置: 地图找客 renamed for the institution shows so in the side menu after a reload.
  const entry = '/bankAssistant/mapSearch';
  const renamed = `地图拓客${stamp}`;
  try {
    await page.goto('/management/rightNameSet');
    await expect(page.getByTestId('right-name-set-page')).toBeVisible();
    await page.getByTestId(`right-name-input-${entry}`).fill(renamed);
    await page.getByTestId(`right-name-save-${entry}`).click();
    await expect(page.getByTestId(`right-name-reset-${entry}`)).toBeEnabled();
    await page.reload();
    await shell.openFromMenu('对公银行助手', '智能营销', renamed);
    await expect(page).toHaveURL(new RegExp(`${entry}$`));
    // 恢复默认 brings the manifest's name back.
    await page.goto('/management/rightNameSet');
    await page.getByTestId(`right-name-reset-${entry}`).click();
    await expect(page.getByTestId(`right-name-reset-${entry}`)).toBeDisabled();
  } finally {
    await callApi(page, 'POST', '/framework/api/right/name', { menuPath: entry, name: null });
  }

  // 架构变更: a department renamed and moved, with before and after.
  const before = `风险测试部${stamp}`;
  const after = `授信审批部${stamp}`;
  await mgmt.addDepartment(before);
  const tree = (await callApi<Unit[]>(page, 'GET', '/framework/api/org/unit')).data;
  const head = tree[0]!;
  // A new department without a parent stands at the top, beside the head office.
  const unit = tree.find((u) => u.name === before) ?? head.children.find((u) => u.name === before)!;
  const target = head.children.find((u) => u.name !== before)!;
  expect((await callApi(page, 'POST', '/framework/api/org/unit/update', { id: unit.id, name: after })).code).toBe(200);
  expect(
    (await callApi(page, 'POST', '/framework/api/org/unit/update', { id: unit.id, parentUnitId: target.id })).code,
  ).toBe(200);
  await page.goto('/management/architectureChange');
  await expect(page.getByTestId('architecture-change-page')).toBeVisible();
  await page.getByTestId('change-keyword').locator('input').fill(stamp);
  await page.getByTestId('change-keyword').locator('input').press('Enter');
  const arch = page.getByTestId('change-log');
  await expect(arch).toHaveAttribute('data-total', '3');
  await expect(arch).toContainText(`「${before}」 → 「${after}」`);
  await expect(arch).toContainText('移动部门');
  await expect(arch).toContainText(`→ 「${target.name}」`);

  // 权限变更: a role's tree changed through its switches, shown with the menu titles.
  const role = `风控岗${stamp}`;
  await mgmt.addRole(role);
  await mgmt.expand('app:cba');
  await mgmt.grant('app:cba:marketing');
  await page.goto('/management/permissionChange');
  await expect(page.getByTestId('permission-change-page')).toBeVisible();
  await page.getByTestId('change-keyword').locator('input').fill(role);
  await page.getByTestId('change-keyword').locator('input').press('Enter');
  const perm = page.getByTestId('change-log');
  await expect(perm).toHaveAttribute('data-total', '2');
  await expect(perm).toContainText('新增角色');
  await expect(perm).toContainText('授予：对公银行助手 / 智能营销');
});

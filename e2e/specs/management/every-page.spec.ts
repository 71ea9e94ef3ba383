import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { expectRealPage } from '../../support/menu';

test('every management entry opens a real page: none is 建设中 or missing', async ({ page }) => {
  test.setTimeout(150_000);
  await new ShellPage(page).signIn('DEMO', 'admin');
  await page.goto('/management/home');
  await expect(page.getByTestId('remote-home-management')).toBeVisible();
  const tiles = page.getByTestId('home-tile');
  await expect(tiles.first()).toBeVisible();
  const entries = await tiles.evaluateAll((links) =>
    links.map((a) => ({
      menuName: a.textContent?.trim() ?? '',
      modelPath: new URL((a as HTMLAnchorElement).href).pathname,
    })),
  );
  expect(entries.map((e) => e.menuName)).toEqual(
    expect.arrayContaining([
      '成员管理',
      '部门管理',
      '用户组管理',
      '角色管理',
      '角色对象',
      '管理员',
      '在线用户',
      '登录日志',
      '架构变更',
      '权限变更',
      '权限名称设置',
      '简称配置',
      '机构设置',
    ]),
  );
  // What is still being built is listed apart, and none of it is a /management page.
  const planned = await page.getByTestId('planned-tile').allTextContents();
  expect(planned.filter((t) => /成员|部门|用户组|角色|管理员|在线|登录|变更|名称|简称|机构设置/.test(t))).toEqual([]);
  for (const entry of entries) await expectRealPage(page, entry);
});

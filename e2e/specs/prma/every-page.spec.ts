import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

interface MenuNode {
  menuName: string;
  modelPath: string;
  planned?: boolean;
  subMenus: MenuNode[];
}

/** A PRMA page's root once its remote has drawn it (every page names itself `…-page`; home `remote-home-prma`). */
const PAGE_ROOT = '[data-testid$="-page"]:not([data-testid="not-built-page"]), [data-testid="remote-home-prma"]';

test('every PRMA menu entry opens a real page: none is 建设中 or missing', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // The entries as the shell draws its menu from them: the PRMA leaves, /merchants and /apps/relation alike.
  const menu = (await callApi<MenuNode[]>(page, 'GET', '/framework/api/user/menu')).data;
  const all: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (n.subMenus.length ? walk(n.subMenus) : all.push(n)));
  walk(menu);
  const leaves = all.filter((n) => /^\/(merchants|apps\/relation)\//.test(n.modelPath));
  expect(leaves.map((n) => n.menuName)).toEqual(
    expect.arrayContaining([
      '合作方寻源',
      '合作方资信报告',
      '围串标核查',
      '关联风险',
      '企业关系核查',
      '合作方舆情',
      '重点排查',
      '已上传名单',
      '企业关系挖掘',
      '供应商风险排查',
      '尽职调查',
      '生成尽调报告',
      '尽调报告记录',
    ]),
  );
  expect(leaves.filter((n) => n.planned).map((n) => n.menuName)).toEqual([]);

  for (const entry of leaves) {
    await page.goto(entry.modelPath);
    await expect(page.locator(PAGE_ROOT).first(), entry.menuName).toBeVisible();
    await expect(page.getByTestId('not-built-page'), entry.menuName).toHaveCount(0);
    await expect(page.getByTestId('not-found'), entry.menuName).toHaveCount(0);
    await expect(page.getByText('该功能正在建设中'), entry.menuName).toHaveCount(0);
  }
});

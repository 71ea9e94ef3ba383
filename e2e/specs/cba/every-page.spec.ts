import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

interface MenuNode {
  menuName: string;
  modelPath: string;
  planned?: boolean;
  subMenus: MenuNode[];
}

/** A CBA page's root once its remote has drawn it (every page names itself `…-page`; home `remote-home-cba`). */
const PAGE_ROOT = '[data-testid$="-page"]:not([data-testid="not-built-page"]), [data-testid="remote-home-cba"]';

test('every CBA menu entry opens a real page: none is 建设中 or missing', async ({ page }) => {
  test.setTimeout(150_000); // 15 pages, each opened afresh (地图找客 loads its map library)
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // The entries as the shell draws its menu from them, every CBA leaf.
  const menu = (await callApi<MenuNode[]>(page, 'GET', '/framework/api/user/menu')).data;
  const leaves: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (n.subMenus.length ? walk(n.subMenus) : leaves.push(n)));
  walk(menu);
  const cba = leaves.filter((n) => n.modelPath.startsWith('/bankAssistant/'));
  expect(cba.map((n) => n.menuName)).toEqual(
    expect.arrayContaining([
      '单企业查询',
      '条件找客',
      '地图找客',
      '产业链找客',
      '新成立企业',
      '画像生成记录',
      '企业舆情',
    ]),
  );
  expect(cba.filter((n) => n.planned).map((n) => n.menuName)).toEqual([]);

  for (const entry of cba) {
    await page.goto(entry.modelPath);
    await expect(page.locator(PAGE_ROOT).first(), entry.menuName).toBeVisible();
    await expect(page.getByTestId('not-built-page'), entry.menuName).toHaveCount(0);
    await expect(page.getByTestId('not-found'), entry.menuName).toHaveCount(0);
    await expect(page.getByText('该功能正在建设中'), entry.menuName).toHaveCount(0);
  }
});

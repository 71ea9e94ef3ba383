import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { menuLeaves } from '../../support/menu';

test('every PRMA menu entry is offered and none is 建设中 (every-route opens each)', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  // The entries as the shell draws its menu from them: the PRMA leaves, /merchants and /apps/relation alike.
  const leaves = (await menuLeaves(page)).filter((n) => /^\/(merchants|apps\/relation)\//.test(n.modelPath));
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
});

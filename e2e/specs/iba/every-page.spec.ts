import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { expectRealPage, menuLeaves } from '../../support/menu';

test('every IBA entry of 目标企业查询 and 尽调工具 opens a real page: none is 建设中 or missing', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const leaves = (await menuLeaves(page)).filter(
    (n) => n.modelPath.startsWith('/investment/') && ['目标企业查询', '尽调工具'].includes(n.group),
  );
  expect(leaves.map((n) => n.menuName)).toEqual(
    expect.arrayContaining([
      '高级搜索',
      '境外企业',
      '人员投资任职',
      '关系发现',
      '关系核查',
      '股权穿透图',
      '企业图谱',
      '受益所有人图',
      '实际控制人图',
      '集团关系图',
      '银行流水分析',
      '舆情信息',
    ]),
  );
  expect(leaves.filter((n) => n.planned).map((n) => n.menuName)).toEqual([]);
  for (const entry of leaves) await expectRealPage(page, entry);
});

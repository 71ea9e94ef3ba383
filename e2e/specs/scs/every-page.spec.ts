import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { menuLeaves } from '../../support/menu';

test('every SCS menu entry is offered and none is 建设中 (every-route opens each)', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'admin');
  const leaves = (await menuLeaves(page)).filter((n) => n.modelPath.startsWith('/sameCustomerSystem/'));
  expect(leaves.map((n) => n.menuName)).toEqual(
    expect.arrayContaining([
      '首页',
      '单一客户',
      '同一客户',
      '关系挖掘',
      '股权穿透图',
      '企业图谱',
      '受益所有人图',
      '实际控制人图',
      '集团关系图',
      '统一授信',
      '风险预警',
      '标签规则',
      '同一客户分组规则',
      '数据维护',
      '数据复核',
    ]),
  );
  expect(leaves.filter((n) => n.planned).map((n) => n.menuName)).toEqual([]);
});

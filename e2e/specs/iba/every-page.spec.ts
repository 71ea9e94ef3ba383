import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { menuLeaves } from '../../support/menu';

test('every IBA menu entry is offered and none is 建设中 (every-route opens each)', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const leaves = (await menuLeaves(page)).filter((n) => n.modelPath.startsWith('/investment/'));
  expect(leaves.map((n) => n.menuName)).toEqual(
    expect.arrayContaining([
      '首页',
      '高级搜索',
      '境外企业',
      '知识产权查询',
      '机构查询',
      '人员投资任职',
      '人员涉诉查询',
      '关系发现',
      '关系核查',
      '股权穿透图',
      '企业图谱',
      '受益所有人图',
      '实际控制人图',
      '集团关系图',
      '银行流水分析',
      '舆情信息',
      'IPO反馈意见',
      'IPO审核意见',
      '债券发行审核',
      '并购重组反馈',
      '再融资反馈',
      '发行人司法风险',
      '监管处罚',
      '法律法规库',
      '研报检索',
      '一致预期',
      '券商一览',
      '券商研究',
      '分析师排行',
      '智能文档审核',
      '智能助手',
    ]),
  );
  expect(leaves.filter((n) => n.planned).map((n) => n.menuName)).toEqual([]);
});

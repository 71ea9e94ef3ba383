import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { menuLeaves } from '../../support/menu';

test('every CBA menu entry is offered and none is 建设中 (every-route opens each)', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  // The entries as the shell draws its menu from them, every CBA leaf.
  const cba = (await menuLeaves(page)).filter((n) => n.modelPath.startsWith('/bankAssistant/'));
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
});

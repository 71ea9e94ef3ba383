import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';

test('DEMO2/admin: IBA and SCS are neither listed nor ever downloaded', async ({ page }) => {
  const shell = new ShellPage(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));

  await shell.signIn('DEMO2', 'admin');
  expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手', '合作方风险管理']);
  await expect(page.getByTestId('tile-iba')).toHaveCount(0);
  await expect(page.getByTestId('tile-scs')).toHaveCount(0);

  await shell.openFromMenu('对公银行助手', '首页');
  await expect(page.getByTestId('remote-home-cba')).toBeVisible();
  for (const path of ['/investment/home', '/sameCustomerSystem/home']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
  await page.goto('/merchants/home');
  await expect(page.getByTestId('remote-home-prma')).toBeVisible();

  expect(requested.filter((u) => u.startsWith('/remotes/iba/') || u.startsWith('/remotes/scs/'))).toEqual([]);
  expect(requested.some((u) => u.startsWith('/remotes/cba/'))).toBe(true);
});

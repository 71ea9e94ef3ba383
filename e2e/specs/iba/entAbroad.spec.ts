import { expect, test } from '@playwright/test';
import { EntAbroadPages } from '../../pages/EntAbroadPages';
import { ShellPage } from '../../pages/ShellPage';

test('境外企业: a Cayman company of a red-chip structure, its officers, holders and the mainland company it controls', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const abroad = new EntAbroadPages(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '目标企业查询', '境外企业');
  await expect(abroad.listPage()).toBeVisible();
  await expect(page.getByText('该功能正在建设中')).toHaveCount(0);
  const all = await abroad.loaded();
  expect(all).toBeGreaterThan(0);
  await expect(shell.sideMenu()).toBeVisible();

  // Filter by registry: only Cayman companies, fewer than all.
  await abroad.choose('ent-abroad-jurisdiction', '开曼群岛');
  // The registry is the only filter in the address (so 返回 from a company keeps it).
  await expect(page).toHaveURL(new RegExp(`\\?${new URLSearchParams({ j: '开曼群岛' })}$`));
  const cayman = await abroad.loaded();
  expect(cayman).toBeGreaterThan(0);
  expect(cayman).toBeLessThan(all);
  const cells = await abroad.jurisdictionCells().allTextContents();
  expect(cells.length).toBeGreaterThan(0);
  expect(new Set(cells)).toEqual(new Set(['开曼群岛']));

  // A Cayman listing vehicle controls its mainland operating company through its Hong Kong company (VIE).
  const name = await abroad.openFirst();
  expect(name).not.toBe('');
  await expect(page).toHaveURL(/\/investment\/allInfo\/entAbroad\/detail\?id=/);
  await expect(shell.sideMenu()).toHaveCount(0);
  await expect(abroad.basic()).toContainText('开曼群岛');
  await expect(abroad.basic()).toContainText(/CT-\d{6}|EC\d{5}/);
  await expect(abroad.officerRows().first()).toBeVisible();
  expect(await abroad.officerRows().count()).toBeGreaterThan(0);
  await expect(abroad.holderRows().first()).toBeVisible();
  expect(await abroad.holderRows().count()).toBeGreaterThanOrEqual(3);
  await expect(abroad.holderRows().filter({ hasText: '境外企业' })).toHaveCount(1);
  await expect(abroad.mainlandRows().first()).toContainText('协议控制(VIE)');
  const link = abroad.mainlandLinks().first();
  await expect(link).toHaveAttribute('href', /^\/baseinfo\/orgdetail\?eid=/);
  await expect(link).toHaveAttribute('target', '_blank');
  expect((await link.textContent())?.trim()).toMatch(/公司/);
  await expect(abroad.subsidiaryRows().first()).toContainText('香港');

  // The Hong Kong subsidiary holds the link itself (直接), its holder the Cayman company.
  await abroad.subsidiaryRows().first().getByRole('link').click();
  await expect(abroad.title()).not.toHaveText(name);
  await expect(abroad.basic()).toContainText('香港');
  await expect(abroad.holderRows().filter({ hasText: name })).toHaveCount(1);
  await expect(abroad.mainlandRows().first()).toContainText('直接');
  await expect(shell.sideMenu()).toHaveCount(0);

  // An unknown company says so.
  await page.goto('/investment/allInfo/entAbroad/detail?id=O404404');
  await expect(page.getByTestId('overseas-not-found')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { CompanyDetailPage } from '../../pages/CompanyDetailPage';
import { ShellPage } from '../../pages/ShellPage';
import { hotCompanies, hotCompany } from '../../support/api';
import { startExtraPlatform } from '../../support/platform';
import { TABLE_ROW } from '../../pages/parts/table';

/** What a new user tripped over, walking every page at 1440×900 (issue: what a new user trips over). */
test.use({ viewport: { width: 1440, height: 900 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page opened from the menu starts at its top, tabs keep their place, and the menu scrolls on its own', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: (await hotCompany(page)).entId }, 'judiciary');
  await expect(page.locator('[data-testid^="records-"][data-total]').first()).toBeVisible();
  // Scrolled down, the tab bar still in view (where a reader clicks it).
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => scrollY(page)).toBe(200);
  await expect(page.getByRole('tablist')).toBeInViewport({ ratio: 1 });
  // Another tab of the same page: the reader stays where they are, not sent to the top.
  await detail.openTab('operationalRisk');
  expect(await scrollY(page)).toBe(200);

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
  // An entry low in the menu opens its page at the top.
  await shell.openFromMenu('投行助手', '尽调工具', '股权穿透图');
  await expect(page).toHaveURL(/\/investment\/relation\/stock-right$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByTestId('graph-page')).toBeInViewport();
  // The menu, opened this long, scrolls inside itself; the window does not move with it.
  const menu = shell.sideMenu().locator('.ant-layout-sider-children');
  const { scrollHeight, clientHeight } = await menu.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  await menu.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  expect(await scrollY(page)).toBe(0);
  await expect(shell.sideMenu()).toBeInViewport();
});

// Every page is built now: the 建设中 rendering of a planned entry is checked by unit tests (menu, RemoteHome).
test('a solution home offers only pages that work, and nothing is marked 建设中', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await page.goto('/investment/home');
  const home = page.getByTestId('remote-home-iba');
  await expect(home.getByTestId('home-tile').filter({ hasText: '股权穿透图' })).toBeVisible();
  await expect(home.getByTestId('home-tile').filter({ hasText: 'IPO反馈意见' })).toBeVisible();
  await expect(home.getByTestId('planned-tile')).toHaveCount(0);
  await shell.sideMenu().locator('.ant-menu-submenu-title[title="监管动态"]').click();
  await expect(shell.sideMenu().locator('li.ant-menu-item').filter({ hasText: 'IPO反馈意见' })).toBeVisible();
  await expect(shell.sideMenu().getByTestId('menu-planned')).toHaveCount(0);
  // A tile opens its page (every-route opens every entry the tiles are drawn from).
  const offered = await home.getByTestId('home-tile').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(offered.length).toBeGreaterThan(3);
  for (const href of offered.slice(0, 3)) {
    await page.goto(href!);
    await expect(page.locator('[data-testid$="-page"]:not([data-testid="not-built-page"])').first()).toBeVisible();
    await expect(page.getByTestId('not-built-page')).toHaveCount(0);
  }
});

test('pages are titled by the entry that opened them, /404 keeps the layout, the contact card has a number', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await page.goto('/merchants/findRel');
  await expect(page.getByTestId('relationship-page')).toContainText('企业关系核查');
  await expect(page).toHaveTitle('企业关系核查 - 企业信息与风险筛查平台');
  await page.goto('/pfb/customer');
  await expect(page.getByTestId('feedback-customer-page')).toContainText('意见反馈');
  await expect(page).toHaveTitle('意见反馈 - 企业信息与风险筛查平台');

  await page.goto('/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(shell.sideMenu()).toBeVisible();

  await page.getByTestId('contact-button').hover();
  await expect(page.getByTestId('contact-card')).toContainText('客服电话：400-820-9558');
  await expect(page.getByTestId('contact-card')).toContainText('fintech-service@demo-bank.com.cn');
});

test('relationship discovery runs on 查询 once two companies are chosen, without a false empty-name warning', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const [a, b] = await hotCompanies(page);
  await page.goto('/investment/relation/findRel');
  const search = page.getByTestId('relationship-company-search');
  for (const company of [a!, b!]) {
    await search.getByTestId('company-search-input').fill(company.orgName);
    await search.getByTestId('company-search-submit').click();
    await page
      .getByTestId('company-search-results')
      .locator(TABLE_ROW)
      .filter({ hasText: company.orgName })
      .first()
      .click();
    await expect(page.getByTestId('relationship-entity').filter({ hasText: company.orgName })).toBeVisible();
  }
  // The box is empty again for a third company; 查询 on it runs the discovery instead of complaining.
  await expect(search.getByTestId('company-search-input')).toHaveValue('');
  await search.getByTestId('company-search-submit').click();
  await expect(page.getByTestId('relationship-pair').first()).toBeVisible();
  await expect(page.getByTestId('company-search-hint')).toHaveCount(0);
});

test('a wide table of the company detail scrolls inside its card, its first column staying', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: (await hotCompany(page)).entId }, 'judiciary');
  const table = page.locator('[data-testid^="records-"][data-total]').first();
  await expect(table).toBeVisible();
  const box = await table.evaluate((el) => {
    const card = el.closest('.ant-card')!.getBoundingClientRect();
    const own = el.getBoundingClientRect();
    return { inside: own.left >= card.left && own.right <= card.right, page: document.documentElement.scrollWidth };
  });
  expect(box.inside).toBe(true);
  expect(box.page).toBeLessThanOrEqual(1440);
  // The first columns (序号 and what the row is) are fixed while the rest scrolls.
  await expect(table.locator('thead th.ant-table-cell-fix-start')).toHaveCount(2);
});

test.describe('with the diagnostics probe switched off', () => {
  test('接口诊断 is not offered to an institution manager', async ({ page }) => {
    const platform = await startExtraPlatform(8186);
    try {
      await page.goto(`${platform.url}/main`);
      const shell = new ShellPage(page);
      await page.getByTestId('login-inst').fill('DEMO');
      await page.getByTestId('login-user').fill('admin');
      await page.getByTestId('login-password').fill('Demo@2026');
      await page.getByTestId('login-submit').click();
      await expect(shell.home()).toBeVisible();
      await page.goto(`${platform.url}/management/home`);
      const home = page.getByTestId('remote-home-management');
      await expect(home).toContainText('机构管理');
      await expect(home.getByTestId('home-tile').filter({ hasText: '成员管理' })).toBeVisible();
      await expect(home).not.toContainText('接口诊断');
    } finally {
      await platform.stop();
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompany } from '../../support/api';
import { channelParams } from '../../support/channel';
import { serverNow } from '../../support/clock';
import { homeEntries, menuLeaves, PAGE_ROOT } from '../../support/menu';
import { PUBLIC_PATHS, SPEC_ROUTES, type SpecRoute } from '../../support/specRoutes';
import { OFFICE_SCREEN, overflowingTables } from '../../support/tableFit';

/**
 * Issue 23: every path of spec 1 §2 and spec 2 §2 shows its page — its own or, for an older path, the page
 * that serves it now — never the not-found page, a remote's 页面不存在, a 建设中 page or a blank one; and
 * without a session every path but the open ones goes to the login page with the path kept in `redirect`.
 * The paths are opened inside the page as a link does (history and popstate): each remote loads once.
 * Issue 41: on a 1,440 px screen no table of these pages is wider than the page (no scrollbar to find).
 */
test.use({ viewport: OFFICE_SCREEN });

/** Move the signed-in page to `path` the way the router's own links do. */
async function openInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * A page in one of its own states: drawn (`…-page`, a remote's home, the company detail), or, opened without
 * the record it shows, its own empty or not-found state — never the shell's or a remote's not-found page.
 */
const PAGE_STATE = [
  PAGE_ROOT,
  '[data-testid="company-detail"]',
  '[data-testid$="-not-found"]:not([data-testid="remote-not-found"])',
  '[data-testid="empty-state"]',
].join(', ');

/** The test ids shown in the content area, to say what a page showed instead. */
const shownIds = (page: Page) =>
  page
    .getByTestId('page-content')
    .locator('[data-testid]')
    .evaluateAll((els) => els.slice(0, 8).map((e) => e.getAttribute('data-testid')));

async function expectServed(page: Page, route: SpecRoute) {
  await openInPage(page, route.path);
  const lands = route.lands ?? route.path;
  await expect.soft(page, route.path).toHaveURL((url) => url.pathname === lands);
  // The content drawn for the path it lands on (never the previous page, still in view while the next loads), in
  // one of its states. A remote's first page loads its code: on a busy machine that takes a while.
  const state = page.locator(`[data-testid="page-content"][data-path="${lands}"]`).locator(PAGE_STATE).first();
  await state.waitFor({ timeout: 60_000 }).catch(() => undefined);
  expect.soft(await state.isVisible(), `${route.path} shows ${JSON.stringify(await shownIds(page))}`).toBe(true);
  for (const id of ['not-found', 'remote-not-found', 'not-built-page', 'remote-error'])
    await expect.soft(page.getByTestId(id), `${route.path}: ${id}`).toHaveCount(0);
  await expect.soft(page.getByText('该功能正在建设中'), route.path).toHaveCount(0);
  expect.soft(await overflowingTables(page), `${route.path}: tables wider than the page`).toEqual([]);
}

/** Sign in as the demo institution's manager or the platform's operator. */
async function signInAs(page: Page, who: 'admin' | 'ops') {
  const shell = new ShellPage(page);
  await shell.signIn(who === 'ops' ? 'PLATFORM' : 'DEMO', who);
  return shell;
}

/** Paths a test opens at most: a long area is split, so the two workers share it and no test runs minutes. */
const PATHS_PER_TEST = 25;

for (const [area, routes] of Object.entries(SPEC_ROUTES)) {
  for (const who of ['admin', 'ops'] as const) {
    const all = routes.filter((r) => (r.as ?? 'admin') === who);
    const parts = Math.ceil(all.length / PATHS_PER_TEST);
    for (let part = 0; part < parts; part++) {
      const mine = all.slice(part * PATHS_PER_TEST, (part + 1) * PATHS_PER_TEST);
      const name = parts > 1 ? `${area} ${part + 1}/${parts}` : area;
      defineAreaTest(name, area, who, mine);
    }
  }
}

function defineAreaTest(name: string, area: string, who: 'admin' | 'ops', mine: SpecRoute[]) {
  test(`${name}: every path shows its page (${who})`, async ({ page }) => {
    test.setTimeout(120_000 + mine.length * 10_000);
    const shell = await signInAs(page, who);
    for (const route of mine) await expectServed(page, route);
    if (area === 'external') {
      // Embedded: the page alone, without the shell's header, menu and footer; the watermark stays.
      await expect(shell.sideMenu()).toHaveCount(0);
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await expect(page.getByTestId('footer')).toHaveCount(0);
    }
  });
}

// The menu's entries beyond the spec's paths (pages of this platform's design): each shows its page too. With the
// spec's paths above, every entry of every menu is opened here; every-page.spec.ts checks the menus against the manifests.
for (const who of ['admin', 'ops'] as const) {
  test(`menu: every entry beyond the spec's paths shows its page (${who})`, async ({ page }) => {
    await signInAs(page, who);
    const spec = new Set(Object.values(SPEC_ROUTES).flatMap((routes) => routes.map((r) => r.path)));
    // The side and user menus, and the management home's tiles (its pages placed there only).
    const entries = [...(await menuLeaves(page)), ...(await homeEntries(page, '/management/home', 'management'))];
    const beyond = [...new Set(entries.map((e) => e.modelPath))].filter((path) => path && !spec.has(path));
    test.setTimeout(60_000 + beyond.length * 10_000);
    for (const path of beyond) await expectServed(page, { path });
  });
}

test('/404 is the not-found page, signed in or not', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await new ShellPage(page).signIn('DEMO', 'admin');
  await openInPage(page, '/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(new ShellPage(page).sideMenu()).toBeVisible();
});

test('without a session, every path but the open ones goes to the login page and keeps the path', async ({ page }) => {
  const paths = [...new Set(Object.values(SPEC_ROUTES).flatMap((routes) => routes.map((r) => r.path)))].filter(
    (p) => !PUBLIC_PATHS.includes(p),
  );
  test.setTimeout(60_000 + paths.length * 1_000);
  const login = new LoginPage(page);
  await login.goto();
  for (const path of paths) {
    await openInPage(page, `${path}?from=spec`);
    await expect(page, path).toHaveURL(
      (url) => url.pathname === '/main' && url.searchParams.get('redirect') === `${path}?from=spec`,
    );
    await expect(login.submit(), path).toBeVisible();
  }
  for (const path of PUBLIC_PATHS.filter((p) => p !== '/')) {
    await openInPage(page, path);
    await expect(page, path).toHaveURL((url) => url.pathname === path && !url.searchParams.has('redirect'));
  }
  await openInPage(page, '/poster');
  await expect(page.getByTestId('poster-page')).toBeVisible();
  await expect(page.getByTestId('poster-solution')).toHaveCount(4);
});

test('an older link naming a company opens its card', async ({ page }) => {
  await new ShellPage(page).signIn('DEMO', 'admin');
  const company = await hotCompany(page);
  await openInPage(page, `/single/entImageByName?name=${encodeURIComponent(company.orgName)}`);
  await expect(page).toHaveURL((url) => url.pathname === '/bankAssistant/entSearch');
  await expect(page).toHaveURL(new RegExp(`entId=${company.entId}`));
  await expect(page.getByTestId('ent-search-page')).toContainText(company.orgName);
});

test('an external channel signs its member in once, and the page it embeds shows without the shell around it', async ({
  page,
  browser,
}) => {
  // The platform's operator opens a channel for DEMO (网关设置 → 外部渠道) and hands its secret to the bank.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await new ShellPage(ops).signIn('PLATFORM', 'ops');
  const code = `e2e${Date.now().toString(36)}`;
  const made = await callApi<{ secret: string }>(ops, 'POST', '/esee/platform/gateway/channel/create', {
    instCode: 'DEMO',
    code,
    name: '客户关系系统',
    origins: ['https://crm.demo-bank.example'],
  });
  expect(made.code).toBe(200);
  await opsContext.close();

  const data = channelParams(made.data.secret, 'analyst', await serverNow(page.request));
  const link = `/external/auth/redirect?instCode=DEMO&channel=${code}&secretParamData=${data}&redirect=${encodeURIComponent('/external/szc/monitor')}`;
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/apps/monitor/enterpriseMonitoring');
  await expect(page.locator(PAGE_ROOT).first()).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  // The same address a second time (from a log, a history) opens nothing.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByTestId('external-auth')).toHaveText('认证失败');
  await again.goto(`/external/auth/redirect?instCode=DEMO&channel=${code}`);
  await expect(again.getByTestId('external-auth')).toHaveText('无权限操作，请联系管理员！');
  await again.close();
});

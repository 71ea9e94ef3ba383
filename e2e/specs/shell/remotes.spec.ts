import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';

/** Every remote, a page of it, and what that page shows. */
const REMOTES = [
  { name: 'cba', path: '/bankAssistant/home', shows: 'remote-home-cba' },
  { name: 'prma', path: '/merchants/home', shows: 'remote-home-prma' },
  { name: 'iba', path: '/investment/home', shows: 'remote-home-iba' },
  { name: 'scs', path: '/sameCustomerSystem/home', shows: 'remote-home-scs' },
  { name: 'company', path: '/projectManage', shows: 'projects-page' },
  { name: 'monitor', path: '/apps/monitor/enterpriseMonitoring', shows: 'monitor-page' },
  { name: 'management', path: '/personalCenter/changePassword', shows: 'change-password' },
];

/** The URLs the page requested, from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

test('DEMO/analyst sees the four solutions, and each of the seven remotes loads from its own manifest', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const requests = recordRequests(page);
  await shell.signIn('DEMO', 'analyst');
  expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手', '合作方风险管理', '投行助手', '同一客户管理']);
  expect(requests.filter((u) => u.startsWith('/remotes/'))).toEqual([]);

  for (const remote of REMOTES) {
    const manifest = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname.match(new RegExp(`^/remotes/${remote.name}/[\\d.]+/mf-manifest\\.json$`)) !== null,
    );
    await page.evaluate((path) => {
      // Client-side navigation, as a menu click does: the page is not reloaded.
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, remote.path);
    expect((await manifest).status(), remote.name).toBe(200);
    await expect(page.getByTestId(remote.shows), remote.name).toBeVisible();
    const code = requests.filter((u) => u.startsWith(`/remotes/${remote.name}/`) && u.endsWith('.js'));
    expect(code.length, `${remote.name} code`).toBeGreaterThan(0);
  }
  await expect(shell.remoteError()).toHaveCount(0);
});

test('a menu entry opens its page in the remote, under the shell', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await shell.openFromMenu('投行助手', '尽调工具', '关系发现');
  await expect(page).toHaveURL(/\/investment\/relation\/findRel$/);
  await expect(page.getByTestId('relationship-page')).toContainText('关系发现');
  // A page reached by its address opens in the remote too, under the shell's header and menu.
  await page.goto('/investment/watch/feedback');
  await expect(page.getByTestId('supervision-page')).toContainText('IPO反馈意见');
  await expect(shell.userMenu()).toContainText('林晓雯');
});

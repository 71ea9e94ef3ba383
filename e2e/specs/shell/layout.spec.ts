import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { chinaHour } from '../../../shared/contracts/src/chinaTime';
import { serverNow } from '../../support/clock';

/** Spec 1 §2's greeting bands, to compare with what the page shows. */
const greetingFor = (hour: number) =>
  hour < 4
    ? '晚上好'
    : hour < 7
      ? '新的一天开始了'
      : hour < 11
        ? '上午好'
        : hour < 14
          ? '中午好'
          : hour < 19
            ? '下午好'
            : '晚上好';

test('the header greets the user by the hour of day', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // The platform's hour in China (its clock may be pinned), not this machine's.
  const hour = chinaHour(await serverNow(page.request));
  await expect(page.getByTestId('greeting')).toHaveText(`${greetingFor(hour)}，林晓雯`);
  await expect(page).toHaveTitle('首页 - 企业信息与风险筛查平台');
});

/** An institution administrator's user menu: the same in every institution. */
const ADMIN_USER_MENU = [
  '机构管理',
  '个人信息',
  '修改密码',
  '部门成员',
  '用户列表',
  '机构信息',
  '组织权限',
  '意见反馈',
  '退出登录',
];

test('menus differ by institution and by rights: DEMO/analyst, DEMO/admin, DEMO2/admin', async ({ page }) => {
  const shell = new ShellPage(page);
  const userMenu = () => shell.userMenuItems();
  await shell.signIn('DEMO', 'analyst');
  expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手', '合作方风险管理', '投行助手', '同一客户管理']);
  expect(await userMenu()).toEqual(['个人信息', '修改密码', '部门成员', '用户列表', '意见反馈', '退出登录']);

  await shell.signIn('DEMO', 'admin');
  expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手', '合作方风险管理', '投行助手', '同一客户管理']);
  expect(await userMenu()).toEqual(ADMIN_USER_MENU);

  await shell.signIn('DEMO2', 'admin');
  expect(await shell.sectionTitles('解决方案')).toEqual(['对公银行助手', '合作方风险管理']);
  expect(await shell.sectionTitles('应用')).toEqual(['企业与项目', '企业监控']);
  expect(await userMenu()).toEqual(ADMIN_USER_MENU);
});

test('the watermark shows who is signed in, and comes back when removed or hidden', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const watermark = page.getByTestId('watermark');
  await expect(watermark).toHaveCount(1);
  expect(await watermark.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
    /^url\("data:image\/png;base64,/,
  );
  expect(await watermark.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');

  await page.evaluate(() => document.querySelector('[data-testid=watermark]')?.remove());
  await expect(watermark).toHaveCount(1);
  await page.evaluate(() => document.querySelector('[data-testid=watermark]')?.setAttribute('style', 'display:none'));
  await expect(watermark).toBeVisible();
  expect(await watermark.evaluate((el) => getComputedStyle(el).display)).toBe('block');
});

test('the side menu is 205 px, collapses to 64 px under 992 px, and the choice is kept', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const width = () => shell.sideMenu().evaluate((el) => el.getBoundingClientRect().width);
  await expect.poll(width).toBe(205);
  await page.setViewportSize({ width: 991, height: 800 });
  await expect.poll(width).toBe(64);
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect.poll(width).toBe(205);
  await page.getByRole('img', { name: 'left' }).last().click();
  await expect.poll(width).toBe(64);
  await page.reload();
  await expect(shell.home()).toBeVisible();
  await expect.poll(width).toBe(64);
});

test('footer, contact card, go-to-top and page titles', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 300 });
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  await expect(page.getByTestId('footer')).toContainText(`© ${new Date().getFullYear()} 企业信息与风险筛查平台`);
  await page.getByTestId('contact-button').hover();
  await expect(page.getByTestId('contact-card')).toContainText('服务时间：工作日 9:00-18:00');
  await expect(page.getByTestId('back-top')).toHaveCount(0);
  await page.mouse.wheel(0, 1000);
  await expect(page.getByTestId('back-top')).toBeVisible();
  await shell.openFromMenu('对公银行助手', '智能营销', '批量查询');
  await expect(page).toHaveTitle('批量查询 - 企业信息与风险筛查平台');
});

test('entering a menu entry opens an activity trace whose headers every later call carries', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // The home page's own trace may still be on its way: this entry's is the one for its path, confirmed by its id.
  const confirms: { traceId: string; actStatus: number }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/framework/api/act/trace/confirmTrace')) confirms.push(r.postDataJSON());
  });
  const added = page.waitForResponse(
    (r) =>
      r.url().endsWith('/framework/api/act/trace/addTrace') &&
      r.request().postDataJSON()?.path === '/personalCenter/changePassword',
  );
  const policyCall = page.waitForRequest((r) => r.url().includes('/framework/pwd_strength'));
  await shell.chooseUserMenu('修改密码');
  const begun = await added;
  expect(begun.request().postDataJSON()).toMatchObject({
    actKey: 'menu.enter',
    moduleCustomizeName: '修改密码',
    actStatus: 0,
    path: '/personalCenter/changePassword',
  });
  const { traceId } = (await begun.json()).data as { traceId: string };
  await expect.poll(() => confirms.find((c) => c.traceId === traceId)).toMatchObject({ actStatus: 1 });
  // The page's own call (the password policy) carries the trace.
  const headers = (await policyCall).headers();
  expect(headers.actkey).toBe('menu.enter');
  expect(headers.moduleid).toBe('/personalCenter/changePassword');
  expect(headers.traceid).toMatch(/^[0-9a-f]{32}$/);
  expect(headers.pretraceid).toMatch(/^[0-9a-f]{32}$/);
});

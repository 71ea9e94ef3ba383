import { expect, test, type Page } from '@playwright/test';
import { NewEntPage } from '../../pages/NewEntPage';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

const DAY = 86_400_000;
const before = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** Today as the page's windows end on it (the server's China day), and the first day of 近一年. */
async function days(page: Page) {
  const today = (await callApi<{ today: string }>(page, 'GET', '/esee/marketing/newEnt/options')).data.today;
  return { today, yearStart: before(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, -1) };
}

test('新成立企业: the last 30 days from the menu, newest first; a week counted by day; a year far more', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const { today, yearStart } = await days(page);

  // From the menu: the last 30 days, newest first, the summary and the list naming the same count.
  await shell.openFromMenu('对公银行助手', '智能营销', '新成立企业');
  const newEnt = new NewEntPage(page);
  await expect(newEnt.root()).toBeVisible();
  await expect(page).toHaveURL(/\/bankAssistant\/newEnt$/);
  await expect(newEnt.count()).toContainText(`${before(today, 29)} 至 ${today}`);
  const month = await newEnt.settled();
  expect(month).toBeGreaterThan(0);
  await expect(page.getByTestId('newent-chart-periods')).toHaveAttribute('data-total', String(month));
  await expect(page.getByText('每周成立数')).toBeVisible();
  const dates = await newEnt.estDates().allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort().reverse());
  for (const d of dates) expect(d >= before(today, 29) && d <= today, d).toBe(true);

  // A week holds fewer, counted by day; a year far more.
  await newEnt.chooseWindow('近7天', before(today, 6));
  expect(await newEnt.settled()).toBeLessThanOrEqual(month);
  await expect(page.getByText('每日成立数')).toBeVisible();
  await newEnt.chooseWindow('近一年', yearStart);
  const year = await newEnt.settled();
  expect(year).toBeGreaterThan(month);
  await expect(page.getByTestId('newent-chart-regions')).toHaveAttribute('data-drawn', 'true');
});

test('新成立企业: customers left out, small capital largest first, two join a project, the list exported', async ({
  page,
}) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const { yearStart } = await days(page);
  const projectName = `新成立企业-${Date.now()}`;
  const created = await callApi<{ id: number }>(page, 'POST', '/esee/projectManage/create', { name: projectName });
  expect(created.code).toBe(200);
  const newEnt = new NewEntPage(page);
  await newEnt.open();
  await newEnt.chooseWindow('近一年', yearStart);
  const year = await newEnt.settled();

  // 排除本行已有客户: the year's count less its customers, and no row marked 本行客户.
  const customers = (
    await callApi<{ customers: number }>(page, 'POST', '/esee/marketing/newEnt/summary', {
      filters: { window: '1y' },
    })
  ).data.customers;
  await page.getByTestId('newent-exclude-customers').click();
  await expect.poll(() => newEnt.counted()).toBe(year - customers);
  const prospects = await newEnt.settled();
  await expect(newEnt.customerTags()).toHaveCount(0);

  // Registered capital under 1 million: fewer, each row under 100 万元; then the largest first.
  await newEnt.chooseCapital('100万以下');
  await expect.poll(() => newEnt.counted()).toBeLessThan(prospects);
  const small = await newEnt.settled();
  expect(small).toBeGreaterThan(1);
  await newEnt.sortBy('注册资本从高到低');
  await expect(async () => {
    const values = (await newEnt
      .list()
      .getByTestId('newent-capital-cell')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))))) as number[];
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // The cell's data-value is the API's 元: under 1,000,000 元 (100 万元).
    expect(values.every((v) => v < 1_000_000)).toBe(true);
  }).toPass({ timeout: 15_000 });

  // Two of them join the project.
  await newEnt.addToProject(2, projectName);
  const project = await callApi<{ project: { companyCount: number } }>(
    page,
    'GET',
    `/esee/projectManage/detail?id=${created.data.id}`,
  );
  expect(project.data.project.companyCount).toBe(2);

  // 导出: a job of 名单导出记录 with the rows of the list.
  await page.getByTestId('newent-export').click();
  await expect(page.getByTestId('export-created')).toContainText(`（${small} 条）`);
  const jobs = await callApi<{ list: { source: string; rowCount: number; filters: string[] }[] }>(
    page,
    'POST',
    '/esee/export/list',
    {},
  );
  // The newest of this page's jobs (other pages' tests export as the same user).
  const job = jobs.data.list.find((j) => j.source === 'newEnt');
  expect(job).toMatchObject({ source: 'newEnt', rowCount: small });
  expect(job!.filters).toContain('排除本行客户');
});

test('新成立企业: reached by its older paths; a company opens in a new tab; a name nobody has empties the list', async ({
  page,
  context,
}) => {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const newEnt = new NewEntPage(page);
  // Spec 1 §2's older paths lead to the page too.
  for (const older of ['/newEnt', '/apps/marketing/newEnt']) {
    await page.goto(older);
    await expect(newEnt.root(), older).toBeVisible();
  }
  await newEnt.open();
  expect(await newEnt.settled()).toBeGreaterThan(0);

  // A company opens on its detail page, in a new tab.
  const link = newEnt.rows().first().getByTestId('newent-name');
  const name = (await link.textContent())!.trim();
  const [detail] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(detail).toHaveURL(/\/baseinfo\/orgdetail\?eid=E\d+/);
  await expect(detail.getByText(name).first()).toBeVisible();
  await detail.close();

  // A name nobody has: the empty list and empty charts, said so.
  await page.getByTestId('newent-keyword').locator('input').fill('没有这样的企业名称');
  await page.getByTestId('newent-keyword').locator('input').press('Enter');
  await expect(newEnt.count()).toHaveAttribute('data-total', '0');
  await expect(newEnt.list().getByTestId('empty-state')).toBeVisible();
  await expect(newEnt.summary().getByText('该时间段内没有符合条件的新成立企业').first()).toBeVisible();
});

test('新成立企业: a summary that fails inside the server shows the failed state, and 重新刷新 loads it', async ({
  page,
}) => {
  await new ShellPage(page).signIn('DEMO', 'admin');
  const armed = await callApi(page, 'POST', '/framework/api/ops/diagnostics/fault', {
    pathPrefix: '/esee/marketing/newEnt/summary',
    times: 1,
  });
  expect(armed.code).toBe(200);
  const newEnt = new NewEntPage(page);
  await newEnt.open();
  const failed = page.getByTestId('failed-state');
  await expect(failed).toContainText('数据刷新失败，请重新刷新');
  // The list is unaffected.
  expect(await newEnt.listed()).toBeGreaterThan(0);
  await failed.getByRole('button', { name: '重新刷新' }).click();
  expect(await newEnt.settled()).toBeGreaterThan(0);
  await expect(failed).toHaveCount(0);

  // A chosen range waits for both of its days.
  await page.getByTestId('newent-window').getByText('自定义', { exact: true }).click();
  await expect(page.getByTestId('newent-pick-range')).toContainText('请选择成立日期的开始和结束日期');
  await expect(newEnt.list()).toHaveCount(0);
});

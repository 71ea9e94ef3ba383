import { expect, test, type Locator, type Page } from '@playwright/test';
import { MonitoringPage } from '../../pages/MonitorPages';
import { chooseOption } from '../../support/antd';
import { ShellPage } from '../../pages/ShellPage';
import { callApi, hotCompanies } from '../../support/api';

const NOTHING_YET = '您还没有监控任何企业，添加企业后，这里会显示';

/** The publish times of the news list's page, as shown, once it has loaded. */
async function newsTimes(page: Page): Promise<string[]> {
  await expect(page.getByTestId('list-news')).toHaveAttribute('data-total', /^[1-9]/);
  return page.getByTestId('list-news').getByTestId('news-time').allInnerTexts();
}

/** Newest first: no time below an older one. */
function expectNewestFirst(times: string[]) {
  expect(times.length).toBeGreaterThan(1);
  expect(times).toEqual([...times].sort().reverse());
}

/** The switch's state as a person sees it. */
const switchOf = (page: Page): Locator => page.getByTestId('news-my');

test('a user who monitors nothing is told what to do first, and 舆情资讯 shows all news, newest first', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // The analyst of the demo monitors nothing; this test is where that is so.
  await callApi(page, 'POST', '/esee/monitorManage/batchCancelMonitorAll', { groupId: 0 });

  for (const [url, shows] of [
    ['/apps/monitor/optional', '它们的风险动态'],
    ['/apps/monitor/optionalReport', '它们的预警统计'],
    ['/apps/monitor/danger/newsList', '它们的负面舆情'],
  ]) {
    await page.goto(url!);
    const empty = page.getByTestId('not-monitoring-yet');
    await expect(empty).toContainText(`${NOTHING_YET}${shows}`);
    await expect(empty.getByRole('button', { name: '添加监控企业' })).toBeEnabled();
    await expect(page.locator('.ant-empty-description').filter({ hasText: '暂无数据' })).toHaveCount(0);
  }

  // 舆情资讯: all news (the switch is off and says why), newest first.
  await page.goto('/monitoring/newsList');
  await expect(switchOf(page)).toBeEnabled();
  await expect(switchOf(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('news-all-hint')).toContainText('您还没有监控企业，这里显示全部企业的资讯');
  expectNewestFirst(await newsTimes(page));
  // On, it says why it is empty, and offers both ways out.
  await switchOf(page).click();
  const because = page.getByTestId('empty-because');
  await expect(because).toContainText('您还没有监控任何企业，「只看监控企业」下没有资讯');
  await expect(because.getByRole('button', { name: '添加监控企业' })).toBeEnabled();
  await because.getByRole('button', { name: '查看全部资讯' }).click();
  await expect(switchOf(page)).toHaveAttribute('aria-checked', 'false');
  expectNewestFirst(await newsTimes(page));

  // The first step leads to the monitoring page with 添加监控 open.
  await page.goto('/apps/monitor/optional');
  await page.getByTestId('not-monitoring-yet').getByRole('button', { name: '添加监控企业' }).click();
  await expect(page).toHaveURL(/\/apps\/monitor\/enterpriseMonitoring\/add$/);
  const dialog = page.getByTestId('monitor-add-dialog');
  await expect(dialog).toContainText('添加监控企业');
  await expect(dialog.getByRole('button', { name: '搜索企业' })).toBeEnabled();
  await dialog.getByRole('button', { name: /完\s*成/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/apps\/monitor\/enterpriseMonitoring$/);
  // Behind it, the monitoring page says the same, and has no filter to be mistaken for adding.
  const monitor = new MonitoringPage(page);
  await expect(monitor.root().getByTestId('not-monitoring-yet')).toContainText(NOTHING_YET);
  await expect(monitor.filterBox()).toHaveCount(0);
  await expect(monitor.root().getByTestId('monitor-add-first')).toHaveText('添加监控企业');
  await expect(monitor.root().getByTestId('monitor-add')).toHaveText('添加监控');
});

test('监控企业: 添加监控 adds companies, 查询 only filters the list and says when nothing matches', async ({
  page,
}, testInfo) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  const company = (await hotCompanies(page))[6]!;
  // Added here, through the page: not monitored before.
  await callApi(page, 'POST', '/esee/monitorManage/cancelMonitorObj', { entIds: [company.entId] });
  const monitor = new MonitoringPage(page);
  await monitor.open();

  // A group of its own: what other tests add to other groups does not show in it.
  const groupName = `查询核对${Date.now() % 100000}`;
  await page.getByTestId('group-add').click();
  await page.getByTestId('group-name').fill(groupName);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(monitor.title()).toHaveText(`${groupName}（0）`);

  // 添加监控 says what it does, offers the group shown, and adds there.
  await expect(monitor.root().getByTestId('monitor-add')).toHaveText('添加监控');
  await monitor.root().getByTestId('monitor-add').click();
  await expect(monitor.addDialog().getByTestId('monitor-add-group')).toContainText(groupName);
  await monitor
    .addDialog()
    .getByRole('button', { name: /完\s*成/ })
    .click();
  await expect(monitor.addDialog()).toBeHidden();
  await monitor.addCompany(company.orgName);
  await expect(monitor.title()).toHaveText(`${groupName}（1）`);
  await expect(monitor.list()).toContainText(company.orgName);

  // The list's box only filters, and says so: the one 查询 of the page.
  await expect(monitor.filterBox().getByRole('button', { name: /查\s*询/ })).toBeEnabled();
  await expect(monitor.filterBox().locator('input')).toHaveAttribute(
    'placeholder',
    `在「${groupName}」的监控企业中按名称查询`,
  );
  await expect(monitor.root().getByRole('button', { name: /查\s*询/ })).toHaveCount(1);
  await testInfo.attach('monitoring', { body: await page.screenshot(), contentType: 'image/png' });

  // A name that is not there is said to be not there, and the filter can be cleared.
  await monitor.filter('没有这家企业');
  const because = page.getByTestId('empty-because');
  await expect(because).toContainText(`「${groupName}」中没有名称包含「没有这家企业」的监控企业`);
  await expect(monitor.title()).toHaveText(`${groupName}（1）`);
  await because.getByRole('button', { name: /清除查询/ }).click();
  await expect(monitor.list()).toContainText(company.orgName);
  await expect(monitor.filterBox().locator('input')).toHaveValue('');
  await monitor.filter(company.orgName.slice(0, 4));
  await expect(monitor.list()).toHaveAttribute('data-total', '1');

  // An empty group of a user who monitors companies: adding to it is the way on.
  await monitor.filter('');
  const second = `${groupName}乙`;
  await page.getByTestId('group-add').click();
  await page.getByTestId('group-name').fill(second);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(monitor.title()).toHaveText(`${second}（0）`);
  await expect(because).toContainText(`「${second}」中还没有企业`);
  await expect(because.getByTestId('monitor-add-to-group')).toBeEnabled();
});

test('with companies monitored, an empty list says the filters left nothing, and 舆情资讯 starts with them', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  const company = (await hotCompanies(page))[7]!;
  // A group with one company freshly added: no alert has come for it yet.
  const groupName = `条件核对${Date.now() % 100000}`;
  const group = await callApi<{ groupId: number }>(page, 'POST', '/esee/groupManager/addGroup', { groupName });
  await callApi(page, 'POST', '/esee/monitorManage/cancelMonitorObj', { entIds: [company.entId] });
  await callApi(page, 'POST', '/esee/monitorManage/addMonitorObj', {
    entIds: [company.entId],
    groupId: group.data.groupId,
  });

  // 监控动态, filtered to that group.
  await page.goto('/apps/monitor/optional');
  await chooseOption(page, page.getByTestId('alert-group'), groupName, { search: true });
  const because = page.getByTestId('empty-because');
  await expect(because).toContainText('所选条件下没有预警');
  await because.getByRole('button', { name: '清除筛选条件' }).click();
  await expect(because.filter({ hasText: '所选条件下没有预警' })).toHaveCount(0);
  await expect(page.getByTestId('alert-group')).not.toContainText(groupName);

  // 监控报告 of that group.
  await page.goto('/apps/monitor/optionalReport');
  await chooseOption(page, page.getByTestId('report-group'), groupName, { search: true });
  await expect(page.getByTestId('empty-because')).toContainText(`所选条件下没有预警：「${groupName}」的 1 家企业在`);

  // 风险舆情 with a title that no news has.
  await page.goto('/apps/monitor/danger/newsList');
  await page.getByTestId('news-search').locator('input').fill('没有这样的标题');
  await page
    .getByTestId('news-search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(page.getByTestId('empty-because')).toContainText('所选条件下没有负面舆情');

  // 舆情资讯: the monitored companies' news first; when the filter leaves nothing, all news is one click away.
  await page.goto('/monitoring/newsList');
  await expect(switchOf(page)).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('news-search').locator('input').fill('没有这样的标题');
  await page
    .getByTestId('news-search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(page.getByTestId('empty-because')).toContainText('所选条件下，您监控的企业没有资讯');
  await page.getByTestId('news-show-all').click();
  await expect(switchOf(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('empty-because')).toContainText('所选条件下没有资讯');
  await page
    .getByTestId('empty-because')
    .getByRole('button', { name: /清除查询/ })
    .click();
  expectNewestFirst(await newsTimes(page));
});

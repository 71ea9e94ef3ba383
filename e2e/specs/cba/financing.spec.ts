import { expect, test } from '@playwright/test';
import { FinancingEventsPage, InvestorPages } from '../../pages/FinancingPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

test('events are filtered by round, a company opens, and an institution’s portfolio joins a project', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const projectName = `融资组合-${Date.now()}`;
  const created = await callApi<{ id: number }>(page, 'POST', '/esee/projectManage/create', { name: projectName });
  expect(created.code).toBe(200);

  // Every round at first; only 天使轮 once filtered, and fewer of them.
  const events = new FinancingEventsPage(page);
  await events.open();
  const all = await events.loaded();
  expect(all).toBeGreaterThan(10);
  expect(new Set(await events.rounds().allTextContents()).size).toBeGreaterThan(1);
  await events.filterRound('天使轮');
  await expect.poll(() => events.list().getAttribute('data-total')).not.toBe(String(all));
  const angels = await events.loaded();
  expect(angels).toBeGreaterThan(0);
  expect(angels).toBeLessThan(all);
  await expect(events.rounds().first()).toHaveText('天使轮');
  expect(new Set(await events.rounds().allTextContents())).toEqual(new Set(['天使轮']));

  // The company opens on its detail page, in a new tab.
  const company = events.rows().first().getByTestId('event-company');
  const name = (await company.textContent())!.trim();
  const [detail] = await Promise.all([context.waitForEvent('page'), company.click()]);
  await expect(detail).toHaveURL(/\/baseinfo\/orgdetail\?eid=E\d+/);
  await expect(detail.getByText(name).first()).toBeVisible();
  await detail.close();

  // An institution: its portfolio, two of whose companies join the project.
  const investors = new InvestorPages(page);
  await investors.open();
  expect(await investors.loaded()).toBeGreaterThan(0);
  await investors.openFirst();
  await expect(page.getByTestId('deals-chart')).toBeVisible();
  expect(await investors.portfolioLoaded()).toBeGreaterThan(1);
  await investors.addToProject(2, projectName);
  const project = await callApi<{ project: { companyCount: number } }>(
    page,
    'GET',
    `/esee/projectManage/detail?id=${created.data.id}`,
  );
  expect(project.data.project.companyCount).toBeGreaterThanOrEqual(1);
});

import { expect, test } from '@playwright/test';
import { ParkPages } from '../../pages/ParkPages';
import { ShellPage } from '../../pages/ShellPage';

test('the park list is filtered by level, a park shows its statistics and companies, and a company opens', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');

  // Every park at first, national ones first; only provincial ones once filtered, and fewer of them.
  const parks = new ParkPages(page);
  await parks.open();
  const all = await parks.loaded();
  expect(all).toBeGreaterThan(10);
  await expect(parks.levels().first()).toHaveText('国家级');
  await parks.choose('filter-park-level', '省级');
  await expect.poll(() => parks.list().getAttribute('data-total')).not.toBe(String(all));
  const provincial = await parks.loaded();
  expect(provincial).toBeGreaterThan(0);
  expect(provincial).toBeLessThan(all);
  expect(new Set(await parks.levels().allTextContents())).toEqual(new Set(['省级']));

  // The busiest provincial park: its map, statistics and companies, as many as its statistics count.
  await parks.openFirst();
  await expect(page.getByTestId('park-map')).toBeVisible();
  await expect(page.getByTestId('park-chart-section')).toBeVisible();
  await expect(page.getByTestId('park-chart-capital')).toBeVisible();
  await expect(page.getByTestId('park-chart-year')).toBeVisible();
  const companies = await parks.companiesLoaded();
  expect(companies).toBeGreaterThan(0);
  const counts = await page
    .getByTestId('park-chart-section-datum')
    .evaluateAll((bars) => bars.reduce((n, b) => n + Number(b.getAttribute('data-count')), 0));
  expect(counts).toBe(companies);
  await expect(page.getByTestId('park-map-point')).toHaveCount(companies);
  // At city level the map shows the city's districts (issue 36), not the points on an empty rectangle.
  await expect(page.getByTestId('park-map-district').first()).toBeAttached();

  // A company opens on its detail page, in a new tab.
  const company = parks.companyRows().first().getByTestId('park-company');
  const name = (await company.textContent())!.trim();
  const [detail] = await Promise.all([context.waitForEvent('page'), company.click()]);
  await expect(detail).toHaveURL(/\/baseinfo\/orgdetail\?eid=E\d+/);
  await expect(detail.getByText(name).first()).toBeVisible();
  await detail.close();

  // The parks on a map: a park's circle opens its page.
  await page.goto('/bankAssistant/garden/tableGarden');
  await page.getByTestId('park-map-link').click();
  await expect(page.getByTestId('park-map-page')).toBeVisible();
  await expect(page.getByTestId('park-map-park')).toHaveCount(all);
  // Parks of several provinces: China's provinces with the 南海诸岛 inset, as the standard map has it (issue 36).
  await expect(page.locator('[data-testid="park-map-outline"][data-level="province"]')).toHaveCount(34);
  await expect(page.locator('[data-testid="park-map-outline"][data-level="inset"]')).toContainText('南海诸岛');
  // Circles of one city overlap at the national scale: dispatch the click to the first one.
  await page.getByTestId('park-map-park').first().dispatchEvent('click');
  await expect(page.getByTestId('park-title')).toBeVisible();
  await expect(page).toHaveURL(/\/bankAssistant\/garden\/campusList\?parkId=Y\d+/);
});

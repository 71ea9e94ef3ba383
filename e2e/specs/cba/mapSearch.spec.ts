import { expect, test } from '@playwright/test';
import { MapSearchPage } from '../../pages/MapSearchPage';
import { ShellPage } from '../../pages/ShellPage';

test('a region is chosen, then a circle drawn on the map narrows the list; a row highlights its point', async ({
  page,
}) => {
  // The map library and a software WebGL context alone may take 45 s to start on a busy machine.
  test.setTimeout(120_000);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const map = new MapSearchPage(page);
  await map.open();
  await expect(page.getByTestId('map-result-empty')).toContainText('在地图上画圆形');

  // 上海市: the map moves to it, and every company of Shanghai is counted and listed.
  await map.region('上海市');
  const shanghai = await map.settledTotal();
  expect(shanghai).toBeGreaterThan(20);
  await expect(map.total()).toHaveAttribute('data-total', String(shanghai));
  await expect(map.rows()).toHaveCount(10);
  await expect(page.getByTestId('map-chart-industry')).toBeVisible();

  // A 1 km circle drawn at the middle of the map (Shanghai's centre): fewer companies, and the count follows.
  await map.tool('画圆');
  await map.radius(1);
  await map.clickMap(0.5, 0.5);
  await expect(page.getByText('区域：圆形（半径 1 公里）')).toBeVisible();
  await expect.poll(() => map.list().getAttribute('data-total')).not.toBe(String(shanghai));
  const circle = await map.settledTotal();
  expect(circle).toBeLessThan(shanghai);
  await expect(map.total()).toHaveAttribute('data-total', String(circle));

  // A larger preset holds more of them.
  await map.radius(10);
  await expect(page.getByText('区域：圆形（半径 10 公里）')).toBeVisible();
  await expect.poll(async () => Number(await map.list().getAttribute('data-total'))).toBeGreaterThan(circle);

  // A row selects its company's point on the map.
  const first = map.rows().first();
  await first.click();
  await expect(first.locator('[data-selected="true"]')).toBeVisible();
  await expect(map.canvas()).not.toHaveAttribute('data-selected', '');

  await page.screenshot({ path: test.info().outputPath('map-search.png') });
});

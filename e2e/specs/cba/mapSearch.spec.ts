import { expect, test } from '@playwright/test';
import { MapSearchPage } from '../../pages/MapSearchPage';
import { ShellPage } from '../../pages/ShellPage';
import { recordFetches, sharedPackageFiles } from '../../support/sharedPackages';

/** The parts of L7 the map page takes from the shell (Module Federation shared), the blank base map's included. */
const MAP_PARTS = ['@antv/l7-scene', '@antv/l7-layers', '@antv/l7-maps/simple'];

test('a region is chosen, then a circle drawn on the map narrows the list; a row highlights its point', async ({
  page,
}) => {
  // The map library and a software WebGL context alone may take 45 s to start on a busy machine.
  test.setTimeout(120_000);
  const l7 = (await Promise.all(MAP_PARTS.map((p) => sharedPackageFiles(page, p)))).flat();
  const fetched = recordFetches(page, l7);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  // The home page draws no map: no L7.
  await expect(shell.remoteError()).toHaveCount(0);
  expect(fetched).toEqual([]);
  const map = new MapSearchPage(page);
  await map.open();
  await expect(page.getByTestId('map-result-empty')).toContainText('在地图上画圆形');
  // The standard map of China (自然资源部 标准地图服务): every province and the 南海诸岛 inset are drawn.
  await expect(map.canvas()).toHaveAttribute('data-provinces', '34');
  await expect(map.canvas()).toHaveAttribute('data-inset', '南海诸岛');
  await expect(map.provinceName('四川')).toBeVisible();
  await expect(map.provinceName('南海诸岛')).toBeVisible();

  // 上海市: the map moves to it, and every company of Shanghai is counted and listed.
  await map.region('上海市');
  const shanghai = await map.settledTotal();
  expect(shanghai).toBeGreaterThan(20);
  await expect(map.total()).toHaveAttribute('data-total', String(shanghai));
  await expect(map.rows()).toHaveCount(10);
  await expect(page.getByTestId('map-chart-industry')).toBeVisible();
  // Zoomed to the city, its districts' outlines are drawn (not blobs on an empty rectangle).
  await expect(map.canvas()).toHaveAttribute('data-districts-of', '310000');
  await expect(map.districtName('浦东新区')).toBeVisible();
  await expect(map.provinceName('四川')).toBeHidden();
  // The map came from the shell's L7, each file once; CBA carries none of its own (its pages' budget says so).
  expect(fetched.length).toBeGreaterThan(0);
  expect([...fetched].sort()).toEqual([...new Set(fetched)].sort());

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

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { recordFetches, sharedPackageFiles } from '../../support/sharedPackages';

/** How many pixels of the chart's canvas are drawn (not transparent). */
const paintedPixels = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
      return painted;
    });

test('a chart page fetches the chart library once, draws its charts on canvas and exports one as a PNG', async ({
  page,
}) => {
  const files = await sharedPackageFiles(page, '@antv/g2');
  const fetched = recordFetches(page, files);
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  // A page without a chart does not load the library.
  await page.goto('/projectManage');
  await expect(page.getByTestId('projects-page')).toBeVisible();
  expect(fetched).toEqual([]);

  // 操作统计 has five charts: the library comes once for all of them.
  await page.goto('/systemMonitoring/operation');
  const byDay = page.getByTestId('opera-by-day');
  await expect(byDay).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('opera-by-hour')).toHaveAttribute('data-drawn', 'true');
  expect(new Set(fetched).size).toBe(files.length);
  expect(fetched).toHaveLength(files.length);
  expect(await paintedPixels(page, 'opera-by-day')).toBeGreaterThan(2_000);
  // The values are listed for a screen reader, as the tooltip says them.
  await expect(byDay.getByTestId('opera-by-day-datum').first()).toContainText(/访问 \d+ 次，\d+ 人/);

  const download = page.waitForEvent('download');
  await page.getByTestId('opera-by-day-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('每日访问次数.png');
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length).toBeGreaterThan(5_000);
});
